import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, inventoryUrl } from '../../../test/builders';
import { createUser, headChef, storedInventoryItem } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activity } from '../activity/activity.table';

describe('inventory API: who may reach what', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  describe('other families and strangers', () => {
    it("another family's inventory and items answer 404, exactly like missing ones, and nothing changes", async () => {
      const ours = await headChef(t);
      const theirs = await headChef(t);
      const item = await buildItem(t, theirs, { name: 'Their Cheese', quantity: 2 });

      const list = await api.get(inventoryUrl(theirs.family.id), { token: ours.token });
      const missingList = await api.get(inventoryUrl(987654), { token: ours.token });
      expect(list.status).toBe(404);
      expect(list.body).toEqual(missingList.body);
      expect(list.text).not.toContain('Their Cheese');

      const post = await api.post(inventoryUrl(theirs.family.id), {
        token: ours.token,
        body: { name: 'Planted' },
      });
      expect(post.status).toBe(404);

      const patch = await api.patch(`/api/inventory/${item.id}`, {
        token: ours.token,
        body: { quantity: 99 },
      });
      const missingPatch = await api.patch('/api/inventory/987654', {
        token: ours.token,
        body: { quantity: 99 },
      });
      expect(patch.status).toBe(404);
      expect(patch.body).toEqual(missingPatch.body);

      const del = await api.delete(`/api/inventory/${item.id}`, { token: ours.token });
      expect(del.status).toBe(404);

      const row = await storedInventoryItem(t.db, item.id);
      expect(row).toMatchObject({ name: 'Their Cheese', quantity: '2.00', familyId: theirs.family.id });
      const theirList = await api.get(inventoryUrl(theirs.family.id), { token: theirs.token });
      expect(theirList.body.data.map((i: { name: string }) => i.name)).toEqual(['Their Cheese']);
    });

    it('answers 401 without a session on every route', async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef);
      const results = [
        await api.get(inventoryUrl(chef.family.id)),
        await api.post(inventoryUrl(chef.family.id), { body: { name: 'X' } }),
        await api.patch(`/api/inventory/${item.id}`, { body: { quantity: 0 } }),
        await api.delete(`/api/inventory/${item.id}`),
      ];
      for (const res of results) {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('auth.unauthenticated');
      }
      expect((await storedInventoryItem(t.db, item.id))!.quantity).toBe('1.00');
    });

    it("someone without a family finds no family's inventory (404), as any outsider", async () => {
      const chef = await headChef(t);
      const loner = await createUser(t.db);
      const res = await api.get(inventoryUrl(chef.family.id), { token: loner.token });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('request.not_found');
    });

    it('a non-numeric or non-positive id is not found', async () => {
      const chef = await headChef(t);
      for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
        expect((await api.get(`/api/families/${id}/inventory`, { token: chef.token })).status, id).toBe(404);
        expect((await api.delete(`/api/inventory/${id}`, { token: chef.token })).status, id).toBe(404);
      }
    });
  });

  it('records who added, edited and deleted what in the family activity', async () => {
    const chef = await headChef(t);
    const item = await buildItem(t, chef, { name: 'Butter', quantity: 2, unit: 'boxes' });
    await api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: 1 } });
    await api.delete(`/api/inventory/${item.id}`, { token: chef.token });
    const rows = await t.db
      .select()
      .from(activity)
      .where(eq(activity.familyId, chef.family.id))
      .orderBy(activity.id);
    // The first rows are the family's creation and its Head Chef joining.
    expect(rows.slice(2).map((r) => [r.action, r.userId])).toEqual([
      ['inventory.item_added', chef.user.id],
      ['inventory.item_updated', chef.user.id],
      ['inventory.item_removed', chef.user.id],
    ]);
    expect(rows[2]!.details).toMatchObject({ item: { id: item.id, name: 'Butter', quantity: '2' } });
    const feed = await api.get(`/api/families/${chef.family.id}/activity`, { token: chef.token });
    const name = chef.user.firstName;
    expect(feed.body.data.slice(0, 3).map((entry: { description: string }) => entry.description)).toEqual([
      `${name} deleted Butter`,
      `${name} updated Butter`,
      `${name} added Butter (2 boxes)`,
    ]);
  });
});
