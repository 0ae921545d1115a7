import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../test/fixtures';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inventoryItems } from '../modules/inventory/inventory.table';

const item = (name: string) => ({ name, quantity: '2', unit: 'each', category: 'Pantry' });

describe('family lists: ETags, 304 and compressed answers', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const raw = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

  it('answers 304 to the ETag it gave, until the inventory changes; then a new ETag and the change', async () => {
    const chef = await headChef(t);
    const url = `/api/families/${chef.family.id}/inventory`;
    await api.post(url, { token: chef.token, body: item('Rice') });
    const first = await api.get(url, { token: chef.token });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await api.get(url, { token: chef.token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await api.post(url, { token: chef.token, body: item('Beans') });
    const changed = await api.get(url, { token: chef.token, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.map((i: { name: string }) => i.name)).toEqual(['Beans', 'Rice']);
  });

  it('every kind of change makes a new ETag: edit, delete, a scan, and a change made outside the API', async () => {
    const chef = await headChef(t);
    const url = `/api/families/${chef.family.id}/inventory`;
    const created = await api.post(url, {
      token: chef.token,
      body: { ...item('Oats'), barcode: '4006381333931' },
    });
    const id = created.body.data.id;
    const tags = new Set<string>();
    const tag = async () => tags.add((await api.get(url, { token: chef.token })).headers.etag as string);
    await tag();
    await api.patch(`/api/inventory/${id}`, { token: chef.token, body: { quantity: '5' } });
    await tag();
    const used = await api.post('/api/scan/remove', {
      token: chef.token,
      body: { familyId: chef.family.id, barcode: '4006381333931', quantity: 1, unit: 'each' },
    });
    expect(used.status, used.text).toBe(200);
    await tag();
    await t.db.update(inventoryItems).set({ name: 'Rolled oats' }).where(eq(inventoryItems.id, id));
    await tag();
    const fresh = await api.get(url, { token: chef.token });
    expect(fresh.body.data[0]).toMatchObject({ name: 'Rolled oats', quantity: '4' });
    await api.delete(`/api/inventory/${id}`, { token: chef.token });
    await tag();
    expect(tags.size).toBe(5);
  });

  it("one family's ETag and cached list never answer another family", async () => {
    const a = await headChef(t, 'A');
    const b = await headChef(t, 'B');
    const urlA = `/api/families/${a.family.id}/inventory`;
    await api.post(urlA, { token: a.token, body: item('Secret') });
    const etag = (await api.get(urlA, { token: a.token })).headers.etag as string;
    const asB = await api.get(urlA, { token: b.token, headers: { 'if-none-match': etag } });
    expect(asB.status).toBe(404);
    const own = await api.get(`/api/families/${b.family.id}/inventory`, { token: b.token });
    expect(own.body.data).toEqual([]);
  });

  it('recipes: the active and archived lists are cached apart, and archiving changes both', async () => {
    const chef = await headChef(t);
    const url = `/api/families/${chef.family.id}/recipes`;
    const recipe = await api.post(url, {
      token: chef.token,
      body: { name: 'Soup', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] },
    });
    expect(recipe.status, recipe.text).toBe(201);
    const active = await api.get(url, { token: chef.token });
    const archived = await api.get(`${url}?archived=true`, { token: chef.token });
    expect([active.body.data.length, archived.body.data.length]).toEqual([1, 0]);
    expect(active.headers.etag).not.toBe(archived.headers.etag);
    await api.patch(`/api/recipes/${recipe.body.data.id}/archive`, { token: chef.token });
    const after = await api.get(url, {
      token: chef.token,
      headers: { 'if-none-match': active.headers.etag as string },
    });
    const afterArchived = await api.get(`${url}?archived=true`, { token: chef.token });
    expect([after.status, after.body.data.length, afterArchived.body.data.length]).toEqual([200, 0, 1]);
  });

  it("members: renaming the family or editing a member changes the list's ETag", async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const url = `/api/families/${chef.family.id}/users`;
    const before = (await api.get(url, { token: cook.token })).headers.etag as string;
    await api.patch(`/api/families/${chef.family.id}`, { token: chef.token, body: { name: 'Renamed' } });
    const renamed = await api.get(url, { token: cook.token, headers: { 'if-none-match': before } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data[0].family.name).toBe('Renamed');
    await api.patch(`/api/users/${cook.id}`, { token: chef.token, body: { firstName: 'Newname' } });
    const edited = await api.get(url, {
      token: cook.token,
      headers: { 'if-none-match': renamed.headers.etag as string },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.find((m: { id: number }) => m.id === cook.id).firstName).toBe('Newname');
  });

  it('one recipe: answered from the cache with an ETag, an edit shows at once, another family gets 404', async () => {
    const chef = await headChef(t);
    const other = await headChef(t, 'Others');
    const created = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: chef.token,
      body: { name: 'Stew', ingredients: [{ name: 'Beef', quantity: '1', unit: 'kg' }] },
    });
    const url = `/api/recipes/${created.body.data.id}`;
    // Another family first, so a cached 404 or a cached recipe under the wrong family would show.
    expect((await api.get(url, { token: other.token })).status).toBe(404);
    const first = await api.get(url, { token: chef.token });
    expect(first.body.data.name).toBe('Stew');
    expect((await api.get(url, { token: other.token })).status).toBe(404);
    const etag = first.headers.etag as string;
    expect((await api.get(url, { token: chef.token, headers: { 'if-none-match': etag } })).status).toBe(304);
    await api.patch(url, { token: chef.token, body: { name: 'Beef stew' } });
    const edited = await api.get(url, { token: chef.token, headers: { 'if-none-match': etag } });
    expect([edited.status, edited.body.data.name]).toEqual([200, 'Beef stew']);
    await api.patch(`${url}/archive`, { token: chef.token });
    await api.delete(url, { token: chef.token });
    expect((await api.get(url, { token: chef.token })).status).toBe(404);
  });

  it('sends brotli or gzip as the client accepts, the same list as uncompressed', async () => {
    const chef = await headChef(t);
    const url = `/api/families/${chef.family.id}/inventory`;
    for (let i = 0; i < 40; i++) await api.post(url, { token: chef.token, body: item(`Item ${i}`) });
    const plain = await raw(url, chef.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body);
    expect(expected.data).toHaveLength(40);

    const br = await raw(url, chef.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await raw(url, chef.token, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(expected);

    const refused = await raw(url, chef.token, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('other answers are compressed too when large enough', async () => {
    const chef = await headChef(t);
    const recipe = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: chef.token,
      body: {
        name: 'Long one',
        instructions: 'Stir gently. '.repeat(200),
        ingredients: [{ name: 'Flour', quantity: '2', unit: 'cups' }],
      },
    });
    const res = await raw(`/api/recipes/${recipe.body.data.id}`, chef.token, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).data.name).toBe('Long one');
  });
});
