import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchesOf,
  buildLine,
  buildList,
  buildPlan,
  buildPlannedMeal,
  buildRecipe,
  buildStock,
  inventoryUrl,
} from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 24: every delete answers an undoId, and POST /api/deletions/:id/undo brings back what it removed,
// with the same ids, raising the creation event (undone: true) so the activity and live streams follow.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
let helper: Awaited<ReturnType<typeof addMember>>;
let cook: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Undo Family');
  helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
  cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
});
afterAll(() => t?.close());

async function remove(url: string, token = chef.token) {
  const res = await api.delete(url, { token });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.undoId, 'a delete answers the id of its Undo').toEqual(expect.any(Number));
  return res.body.data.undoId as number;
}
const undo = (undoId: number, token = chef.token) => api.post(`/api/deletions/${undoId}/undo`, { token });
const activity = async () =>
  (await api.get(`/api/families/${chef.family.id}/activity?limit=5`, { token: chef.token })).body.data as {
    action: string;
    description: string;
  }[];

describe('undo of a delete', () => {
  it('brings a grocery list back with its lines, the same ids, once; the activity says so', async () => {
    const list = await buildList(t, chef, {
      name: 'Friday Shop',
      lines: [{ name: 'Eggs' }, { name: 'Bread' }],
    });
    const undoId = await remove(`/api/grocery-lists/${list.id}`);
    expect((await api.get(`/api/grocery-lists/${list.id}`, { token: chef.token })).status).toBe(404);

    const res = await undo(undoId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'grocery.list_created', details: { undone: true } });
    const back = await api.get(`/api/grocery-lists/${list.id}`, { token: chef.token });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: list.id, name: 'Friday Shop', createdBy: chef.user.id });
    expect(back.body.data.items.map((i: { id: number }) => i.id)).toEqual(list.items.map((i) => i.id));
    expect((await activity())[0]).toMatchObject({
      action: 'grocery.list_created',
      description: expect.stringContaining('brought back the grocery list Friday Shop'),
    });

    // Undone already: nothing more to bring back.
    expect((await undo(undoId)).status).toBe(404);
  });

  it('brings a line back onto its list; refused (409) when the list went meanwhile', async () => {
    const list = await buildList(t, chef, { lines: [{ name: 'Butter' }] });
    const line = list.items[0]!;
    const undoId = await remove(`/api/grocery-list-items/${line.id}`);
    const res = await undo(undoId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'grocery.item_added', details: { item: { id: line.id } } });
    const again = await remove(`/api/grocery-list-items/${line.id}`);
    await remove(`/api/grocery-lists/${list.id}`);
    const refused = await undo(again);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error.code).toBe('undo.conflict');
  });

  it('brings an inventory item back with its batches and amounts; the removal counts as undone', async () => {
    const { item, batches } = await buildStock(t, chef, {
      name: 'Oat milk',
      batches: [{ quantity: '2', expirationDate: '2030-01-02' }, { quantity: '3' }],
    });
    const undoId = await remove(`/api/inventory/${item.id}`, cook.token);
    const res = await undo(undoId, cook.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'inventory.item_added',
      details: { item: { id: item.id, quantity: '5' }, undone: true },
    });
    const back = (await batchesOf(t, chef, item.id)).map((b) => [b.id, b.quantity, b.expirationDate]);
    expect(back).toEqual(batches.map((b) => [b.id, b.quantity, b.expirationDate]));
    const list = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data as {
      id: number;
      quantity: string;
    }[];
    expect(list.find((i) => i.id === item.id)?.quantity).toBe('5');
  });

  it('brings a permanently deleted recipe back into the archive; the meal plan that followed it follows it again', async () => {
    const recipe = await buildRecipe(t, chef, { name: 'Lentil Soup' });
    const follower = await buildPlan(t, chef, { recipeId: recipe.id });
    await api.patch(`/api/recipes/${recipe.id}/archive`, { token: chef.token });
    const undoId = await remove(`/api/recipes/${recipe.id}`);
    expect((await api.get(`/api/recipes/${recipe.id}`, { token: chef.token })).status).toBe(404);
    const copy = await api.get(`/api/meal-plans/${follower.id}`, { token: chef.token });
    expect(copy.body.data.recipeId).toBeNull();
    expect((await undo(undoId)).status).toBe(200);
    const back = await api.get(`/api/recipes/${recipe.id}`, { token: chef.token });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ name: 'Lentil Soup', isArchived: true });
    const plan = await api.get(`/api/meal-plans/${follower.id}`, { token: chef.token });
    expect(plan.body.data).toMatchObject({ recipeId: recipe.id, name: 'Lentil Soup' });
  });

  it('brings a planned meal back, and a meal plan with its planned days', async () => {
    const meal = await buildPlannedMeal(t, chef, { plannedDate: '2026-12-01', mealType: 'lunch' });
    const undoMeal = await remove(`/api/planned-meals/${meal.id}`);
    const res = await undo(undoMeal);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'meal.planned', details: { planned: { id: meal.id } } });

    const plan = await buildPlan(t, chef, { name: 'Chili' });
    const day = await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-12-02' });
    const undoPlan = await remove(`/api/meal-plans/${plan.id}`);
    expect((await undo(undoPlan)).status).toBe(200);
    const week = await api.get(
      `/api/families/${chef.family.id}/planned-meals?startDate=2026-12-02&endDate=2026-12-02`,
      { token: chef.token },
    );
    expect(week.body.data.map((p: { id: number }) => p.id)).toContain(day.id);
  });

  it("a Kitchen Helper undoes their own delete, not another member's (403); roles 1 to 3 undo anyone's", async () => {
    const own = await buildList(t, helper, { name: 'Helper list' });
    const ownUndo = await remove(`/api/grocery-lists/${own.id}`, helper.token);
    expect((await undo(ownUndo, helper.token)).status).toBe(200);

    const line = await buildLine(t, chef, own.id, { name: 'Jam' });
    const chefUndo = await remove(`/api/grocery-list-items/${line.id}`);
    const refused = await undo(chefUndo, helper.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('undo.forbidden');
    expect((await undo(chefUndo, cook.token)).status).toBe(200);
  });

  it('answers 404 after the window (10 minutes) and for another family; housekeeping purges it', async () => {
    const list = await buildList(t, chef, { name: 'Old list' });
    const undoId = await remove(`/api/grocery-lists/${list.id}`);
    const other = await headChef(t, 'Other Family');
    expect((await undo(undoId, other.token)).status).toBe(404);

    await t.db.execute(
      sql`update deletions set created_at = now() - interval '11 minutes' where id = ${undoId}`,
    );
    const late = await undo(undoId);
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe('undo.not_found');
    expect(await t.app.ctx.services.undo.purge()).toBeGreaterThanOrEqual(1);
    const left = await t.db.execute(sql`select count(*)::int as n from deletions where id = ${undoId}`);
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});

describe('grocery lists: a Kitchen Helper deletes or renames only the lists they created (PERMISSIONS.md)', () => {
  it("refuses a parent's list (403, kept), allows their own", async () => {
    const parents = await buildList(t, chef, { name: 'Parents list', lines: [{ name: 'Coffee' }] });
    const del = await api.delete(`/api/grocery-lists/${parents.id}`, { token: helper.token });
    expect(del.status).toBe(403);
    expect(del.body.error.code).toBe('groceries.list_forbidden');
    const rename = await api.patch(`/api/grocery-lists/${parents.id}`, {
      token: helper.token,
      body: { name: 'Mine now' },
    });
    expect(rename.status).toBe(403);
    const kept = await api.get(`/api/grocery-lists/${parents.id}`, { token: chef.token });
    expect(kept.body.data).toMatchObject({ name: 'Parents list', items: [{ name: 'Coffee' }] });

    const own = await buildList(t, helper, { name: 'My list' });
    const renamed = await api.patch(`/api/grocery-lists/${own.id}`, {
      token: helper.token,
      body: { name: 'Mine' },
    });
    expect(renamed.status).toBe(200);
    expect((await api.delete(`/api/grocery-lists/${own.id}`, { token: helper.token })).status).toBe(200);
  });

  it('a list without a known creator is not the helper’s; a Cook deletes it', async () => {
    const list = await buildList(t, chef, { name: 'Old list' });
    await t.db.execute(sql`update grocery_lists set created_by = null where id = ${list.id}`);
    expect((await api.delete(`/api/grocery-lists/${list.id}`, { token: helper.token })).status).toBe(403);
    expect((await api.delete(`/api/grocery-lists/${list.id}`, { token: cook.token })).status).toBe(200);
  });
});

describe('a delete sent twice at once (issue 24 point 7): one succeeds, the other finds it gone (404), never an error', () => {
  const twice = async (url: string) => {
    const [a, b] = await Promise.all([
      api.delete(url, { token: chef.token }),
      api.delete(url, { token: chef.token }),
    ]);
    expect([a.status, b.status].sort(), `${a.text} / ${b.text}`).toEqual([200, 404]);
    // Once gone, a repeat is the same 404 the web counts as done.
    expect((await api.delete(url, { token: chef.token })).status).toBe(404);
  };

  it('a grocery list, a line, an item, a recipe, a planned meal', async () => {
    const list = await buildList(t, chef, { lines: [{ name: 'Salt' }] });
    await twice(`/api/grocery-list-items/${list.items[0]!.id}`);
    await twice(`/api/grocery-lists/${list.id}`);
    const { item } = await buildStock(t, chef, { name: 'Rice', batches: [{ quantity: '1' }] });
    await twice(`/api/inventory/${item.id}`);
    const recipe = await buildRecipe(t, chef);
    await api.patch(`/api/recipes/${recipe.id}/archive`, { token: chef.token });
    await twice(`/api/recipes/${recipe.id}`);
    const meal = await buildPlannedMeal(t, chef);
    await twice(`/api/planned-meals/${meal.id}`);
  });
});
