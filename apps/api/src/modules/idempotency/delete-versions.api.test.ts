import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildLine, buildList } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A delete queued offline may reach the server after someone else changed the thing: with If-Match at
// the version the phone saw, it is refused (409 with the thing as it is now) instead of deleting a
// change nobody on that phone has seen. Without the header (or with *) a delete applies as before.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Versioned Deletes');
});
afterAll(() => t?.close());

const at = (version: number | string) => ({ 'if-match': String(version) });
const getList = (id: number) => api.get(`/api/grocery-lists/${id}`, { token: chef.token });

describe('deletes at a version (If-Match)', () => {
  it('deleting a grocery line ticked since answers 409 with the line as it is, and keeps it', async () => {
    const list = await buildList(t, chef);
    const line = await buildLine(t, chef, list.id);
    await api.patch(`/api/grocery-list-items/${line.id}`, { token: chef.token, body: { purchased: true } });
    const stale = await api.delete(`/api/grocery-list-items/${line.id}`, {
      token: chef.token,
      headers: at(1),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'grocery.version_conflict',
      current: { id: line.id, purchased: true, version: 2 },
    });
    expect((await getList(list.id)).body.data.items).toHaveLength(1);
    const current = await api.delete(`/api/grocery-list-items/${line.id}`, {
      token: chef.token,
      headers: at('"2"'),
    });
    expect(current.status, current.text).toBe(200);
    expect((await getList(list.id)).body.data.items).toEqual([]);
  });

  it('deleting a grocery list renamed since answers 409 with the list as it is, and keeps it', async () => {
    const list = await buildList(t, chef, { lines: [{ name: 'Milk' }] });
    await api.patch(`/api/grocery-lists/${list.id}`, { token: chef.token, body: { name: 'Party' } });
    const stale = await api.delete(`/api/grocery-lists/${list.id}`, { token: chef.token, headers: at(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'grocery.version_conflict',
      current: { id: list.id, name: 'Party', version: 2, items: [{ name: 'Milk' }] },
    });
    expect((await getList(list.id)).status).toBe(200);
    expect(
      (await api.delete(`/api/grocery-lists/${list.id}`, { token: chef.token, headers: at(2) })).status,
    ).toBe(200);
    expect((await getList(list.id)).status).toBe(404);
  });

  it('deleting an inventory item changed since answers 409 with the item as it is, and keeps it', async () => {
    const item = await buildItem(t, chef);
    await api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: 4 } });
    const stale = await api.delete(`/api/inventory/${item.id}`, { token: chef.token, headers: at(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'inventory.version_conflict',
      current: { id: item.id, quantity: '4', version: 2 },
    });
    expect(
      (await api.delete(`/api/inventory/${item.id}`, { token: chef.token, headers: at(2) })).status,
    ).toBe(200);
  });

  it('a delete with If-Match * or none applies; a gone one is 404, and a malformed If-Match 400', async () => {
    const item = await buildItem(t, chef);
    const bad = await api.delete(`/api/inventory/${item.id}`, { token: chef.token, headers: at('v2') });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('request.if_match');
    expect(
      (await api.delete(`/api/inventory/${item.id}`, { token: chef.token, headers: at('*') })).status,
    ).toBe(200);
    const gone = await api.delete(`/api/inventory/${item.id}`, { token: chef.token, headers: at(1) });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('inventory.not_found');
    const list = await buildList(t, chef);
    const line = await buildLine(t, chef, list.id);
    expect((await api.delete(`/api/grocery-list-items/${line.id}`, { token: chef.token })).status).toBe(200);
    expect((await api.delete(`/api/grocery-lists/${list.id}`, { token: chef.token })).status).toBe(200);
  });
});
