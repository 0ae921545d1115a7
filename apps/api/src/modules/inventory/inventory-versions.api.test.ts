import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Versions (If-Match): two members saving the Edit Item dialog of one item no longer lose a change.

let t: TestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
let cook: Awaited<ReturnType<typeof addMember>>;
const api = () => client(t.app);
beforeAll(async () => {
  t = await createTestApp();
  chef = await headChef(t, 'The Savers');
  cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
});
afterAll(() => t?.close());

const butter = { name: 'Butter', quantity: 2, unit: 'boxes', category: 'Dairy' };
const save = (id: number, body: Record<string, unknown>, version?: number, token = chef.token) =>
  api().patch(`/api/inventory/${id}`, {
    token,
    body,
    ...(version !== undefined ? { headers: { 'if-match': String(version) } } : {}),
  });
const read = async (id: number) =>
  (await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token })).body.data.find(
    (item: { id: number }) => item.id === id,
  );

describe('inventory item versions', () => {
  it("two members saving the same item: the second gets 409 with the first's change, and nothing of theirs is kept", async () => {
    const item = await buildItem(t, chef, butter);
    expect(item.version).toBe(1);
    const first = await save(item.id, { quantity: 5, name: 'Salted Butter' }, 1);
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await save(item.id, { quantity: 1, category: 'Pantry' }, 1, cook.token);
    expect(second.status, second.text).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'inventory.version_conflict',
      current: { id: item.id, name: 'Salted Butter', quantity: '5', category: 'Dairy', version: 2 },
    });
    expect(await read(item.id)).toMatchObject({ quantity: '5', category: 'Dairy', version: 2 });
  });

  it('a scanner use-up since the dialog opened is a change too: the save is refused', async () => {
    const item = await buildItem(t, chef, { ...butter, barcode: '5000112548167' });
    const used = await api().post('/api/scan/remove', {
      token: cook.token,
      body: { familyId: chef.family.id, barcode: '5000112548167', quantity: 1, unit: 'boxes' },
    });
    expect(used.body.data.item.version).toBe(2);
    const res = await save(item.id, { quantity: 2 }, item.version);
    expect(res.status).toBe(409);
    expect(res.body.error.current).toMatchObject({ quantity: '1', version: 2 });
  });

  it('without If-Match the change applies; an empty edit at an old version is refused', async () => {
    const item = await buildItem(t, chef, butter);
    expect((await save(item.id, { quantity: 3 })).body.data).toMatchObject({ quantity: '3', version: 2 });
    expect((await save(item.id, {}, 1)).status).toBe(409);
    expect((await save(item.id, {}, 2)).status).toBe(200);
  });

  it('a version for an item that is gone answers 404', async () => {
    const item = await buildItem(t, chef, butter);
    expect((await api().delete(`/api/inventory/${item.id}`, { token: chef.token })).status).toBe(200);
    expect((await save(item.id, { quantity: 1 }, 1)).status).toBe(404);
  });

  it('two saves of one version at once: exactly one applies, in every round', async () => {
    for (let round = 0; round < 60; round++) {
      const item = await buildItem(t, chef, butter);
      const answers = await Promise.all([
        save(item.id, { quantity: 10 + round }, 1),
        save(item.id, { quantity: 100 + round }, 1, cook.token),
      ]);
      expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200)!;
      expect(await read(item.id)).toMatchObject({ quantity: winner.body.data.quantity, version: 2 });
    }
  });
});
