import { toCalendarDate } from '@kitching/contracts';
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
  ledgerOf,
} from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 23: undo of a stock action restores exactly what it changed (amounts back into the same batches
// with their dates, what it made removed, a planned meal unmarked), once, and only while nothing later
// changed its batches.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const day = (n: number) => toCalendarDate(new Date(Date.now() + n * DAY));
type Chef = Awaited<ReturnType<typeof headChef>>;
const amounts = (batches: { id: number; quantity: string; expirationDate: string | null }[]) =>
  batches.map((b) => [b.id, b.quantity, b.expirationDate]);
const inventory = async (chef: Chef) =>
  (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data as {
    id: number;
    name: string;
    quantity: string;
    expirationDate: string | null;
  }[];
const undoCook = (chef: Chef, cookId: number, token = chef.token) =>
  api.post(`/api/families/${chef.family.id}/cook/${cookId}/undo`, { token });
const undoAction = (chef: Chef, actionId: number, token = chef.token) =>
  api.post(`/api/families/${chef.family.id}/stock-actions/${actionId}/undo`, { token });

async function soupKitchen(name: string) {
  const chef = await headChef(t, name);
  const tomatoes = await buildStock(t, chef, {
    name: 'Tomatoes',
    unit: 'each',
    category: 'Produce',
    batches: [
      { quantity: '4', expirationDate: day(1) },
      { quantity: '5', expirationDate: day(7) },
    ],
  });
  const plan = await buildPlan(t, chef);
  const planned = await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: day(0) });
  return { chef, tomatoes, plan, planned };
}

describe('undo', () => {
  it('undo of a cook puts every amount back into the same batches with their dates, removes the leftovers and unmarks the meal', async () => {
    const { chef, tomatoes, planned } = await soupKitchen('Undo Family');
    const before = await inventory(chef);
    const cooked = await api.post(`/api/families/${chef.family.id}/cook`, {
      token: chef.token,
      body: { plannedMealId: planned.id, leftovers: { portions: 2 } },
    });
    expect(cooked.status, cooked.text).toBe(200);
    const { cookId, leftoversItemId } = cooked.body.data;
    expect(amounts(await batchesOf(t, chef, tomatoes.item.id))).toEqual([
      [tomatoes.batches[1]!.id, '3', day(7)],
    ]);

    const res = await undoCook(chef, cookId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.actionId).toBe(cookId);
    expect(amounts(await batchesOf(t, chef, tomatoes.item.id))).toEqual(amounts(tomatoes.batches));
    const after = await inventory(chef);
    expect(after.map((i) => [i.id, i.quantity, i.expirationDate])).toEqual(
      before.map((i) => [i.id, i.quantity, i.expirationDate]),
    );
    expect(after.find((i) => i.id === leftoversItemId)).toBeUndefined();
    const week = await api.get(
      `/api/families/${chef.family.id}/planned-meals?startDate=${day(0)}&endDate=${day(0)}`,
      {
        token: chef.token,
      },
    );
    expect(week.body.data[0]).toMatchObject({ id: planned.id, cookedAt: null, cookId: null });
    const ledger = await ledgerOf(t, chef, tomatoes.item.id);
    expect(ledger.slice(0, 4).map((e) => [e.reason, e.quantity, e.actionId])).toEqual([
      ['undone', '2', cookId],
      ['undone', '4', cookId],
      ['cooked', '-2', cookId],
      ['cooked', '-4', cookId],
    ]);
    expect(ledger[2]!.undoneAt).toEqual(expect.any(String));

    // Twice: refused, nothing changes.
    const again = await undoCook(chef, cookId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('stock.already_undone');
    expect(amounts(await batchesOf(t, chef, tomatoes.item.id))).toEqual(amounts(tomatoes.batches));
  });

  it('a cook whose batches a later action changed cannot be undone (409), and nothing changes', async () => {
    const { chef, tomatoes, plan } = await soupKitchen('Stale Family');
    const cooked = await api.post(`/api/families/${chef.family.id}/cook`, {
      token: chef.token,
      body: { mealPlanId: plan.id },
    });
    const later = await api.post(`/api/inventory/${tomatoes.item.id}/take`, {
      token: chef.token,
      body: { quantity: '1' },
    });
    expect(later.status).toBe(200);
    const held = await batchesOf(t, chef, tomatoes.item.id);
    const stale = await undoCook(chef, cooked.body.data.cookId);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stock.undo_stale');
    expect(amounts(await batchesOf(t, chef, tomatoes.item.id))).toEqual(amounts(held));
    // Undo the later one first: then the cook undoes too, back to the start.
    expect((await undoAction(chef, later.body.data.actionId)).status).toBe(200);
    expect((await undoCook(chef, cooked.body.data.cookId)).status).toBe(200);
    expect(amounts(await batchesOf(t, chef, tomatoes.item.id))).toEqual(amounts(tomatoes.batches));
  });

  it('undo of a put-away removes the batches and the items it made; of a use-up puts it back', async () => {
    const chef = await headChef(t, 'Put Away Undo Family');
    const milk = await buildStock(t, chef, {
      name: 'Milk',
      batches: [{ quantity: '1', expirationDate: day(2) }],
    });
    const list = await buildList(t, chef, { name: 'Shop' });
    await buildLine(t, chef, list.id, {
      name: 'Milk',
      quantity: '4',
      unit: 'cups',
      category: 'Dairy',
      purchased: true,
    });
    await buildLine(t, chef, list.id, {
      name: 'Basil',
      quantity: '1',
      unit: 'each',
      category: 'Produce',
      purchased: true,
    });
    const put = await api.post(`/api/grocery-lists/${list.id}/put-away`, { token: chef.token });
    expect(put.body.data.actionId).toEqual(expect.any(Number));
    expect((await inventory(chef)).map((i) => i.name).sort()).toEqual(['Basil', 'Milk']);
    const res = await undoAction(chef, put.body.data.actionId);
    expect(res.status, res.text).toBe(200);
    expect((await inventory(chef)).map((i) => [i.name, i.quantity, i.expirationDate])).toEqual([
      ['Milk', '1', day(2)],
    ]);
    expect(amounts(await batchesOf(t, chef, milk.item.id))).toEqual(amounts(milk.batches));

    const used = await api.patch(`/api/inventory/${milk.item.id}`, {
      token: chef.token,
      body: { quantity: '0' },
    });
    expect(used.status).toBe(200);
    const [entry] = await ledgerOf(t, chef, milk.item.id);
    expect((await undoAction(chef, entry!.actionId)).status).toBe(200);
    expect(amounts(await batchesOf(t, chef, milk.item.id))).toEqual(amounts(milk.batches));
    // An action that is not a cook is not found as a cook.
    expect((await undoCook(chef, entry!.actionId)).status).toBe(404);
  });

  it("every member undoes their own action; another's only roles 1 to 3; another family's is not found", async () => {
    const { chef, plan } = await soupKitchen('Rights Family');
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const cookAs = (token: string) =>
      api.post(`/api/families/${chef.family.id}/cook`, { token, body: { mealPlanId: plan.id, servings: 1 } });
    const own = await cookAs(helper.token);
    expect(own.status, own.text).toBe(200);
    expect((await undoCook(chef, own.body.data.cookId, helper.token)).status).toBe(200);
    const chefs = await cookAs(chef.token);
    const refused = await undoCook(chef, chefs.body.data.cookId, helper.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('stock.undo_forbidden');
    expect((await undoCook(chef, chefs.body.data.cookId, cook.token)).status).toBe(200);

    const outsider = await headChef(t, 'Undo Outsiders');
    const theirs = await cookAs(chef.token);
    expect(
      (
        await api.post(`/api/families/${chef.family.id}/cook/${theirs.body.data.cookId}/undo`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(404);
    expect((await undoCook(outsider, theirs.body.data.cookId)).status).toBe(404);
    expect((await undoAction(outsider, theirs.body.data.cookId)).status).toBe(404);
    expect((await undoAction(chef, 99999999)).status).toBe(404);
  });

  it('a recipe cooked and undone at once by two members: one undo applies, the other is refused', async () => {
    const chef = await headChef(t, 'Double Undo Family');
    await buildStock(t, chef, { name: 'Rice', unit: 'cups', batches: [{ quantity: '4' }] });
    const recipe = await buildRecipe(t, chef, {
      name: 'Rice bowl',
      servings: 1,
      ingredients: [{ name: 'Rice', quantity: '1', unit: 'cups' }],
    });
    const cooked = await api.post(`/api/families/${chef.family.id}/cook`, {
      token: chef.token,
      body: { recipeId: recipe.id },
    });
    const results = await Promise.all([
      undoCook(chef, cooked.body.data.cookId),
      undoCook(chef, cooked.body.data.cookId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await inventory(chef))[0]).toMatchObject({ quantity: '4' });
  });
});
