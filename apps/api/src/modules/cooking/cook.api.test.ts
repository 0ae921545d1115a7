import { toCalendarDate } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchesOf,
  buildItem,
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

// Issue 23: POST /api/families/:familyId/cook takes a dish's ingredients from the family's batches
// (the pantry rule's planDraw: soonest expiry first, converted, scaled), as one stock action.

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
const cookUrl = (chef: Chef) => `/api/families/${chef.family.id}/cook`;
const cook = (chef: Chef, body: Record<string, unknown>, token = chef.token) =>
  api.post(cookUrl(chef), { token, body });
const amounts = (batches: { quantity: string; expirationDate: string | null }[]) =>
  batches.map((b) => [b.quantity, b.expirationDate]);

/** A family with flour in two batches, eggs and some milk, and a pancake recipe for 2. */
async function pancakeKitchen(name: string) {
  const chef = await headChef(t, name);
  const flour = await buildStock(t, chef, {
    name: 'Flour',
    unit: 'cups',
    category: 'Pantry',
    batches: [
      { quantity: '2', expirationDate: day(10) },
      { quantity: '3', expirationDate: day(2) },
    ],
  });
  const eggs = await buildStock(t, chef, {
    name: 'Eggs',
    unit: 'each',
    batches: [{ quantity: '6', expirationDate: day(5) }],
  });
  const milk = await buildStock(t, chef, { name: 'Milk', unit: 'cups', batches: [{ quantity: '1' }] });
  const recipe = await buildRecipe(t, chef, {
    name: 'Pancakes',
    servings: 2,
    ingredients: [
      { name: 'all-purpose flour', quantity: '1', unit: 'cups' },
      { name: 'eggs', quantity: '2', unit: 'each' },
      { name: 'milk', quantity: '2', unit: 'cups' },
      { name: 'sugar', quantity: '1', unit: 'tbsp' },
    ],
  });
  return { chef, flour, eggs, milk, recipe };
}

describe('cooking from stock', () => {
  it('a preview shows what would go from which batch and what is missing, and changes nothing', async () => {
    const { chef, flour, eggs, milk, recipe } = await pancakeKitchen('Preview Family');
    const res = await cook(chef, { recipeId: recipe.id, preview: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.cookId).toBeUndefined();
    expect(res.body.data.takes).toEqual([
      {
        itemId: flour.item.id,
        batchId: flour.batches[0]!.id,
        name: 'Flour',
        quantity: '1',
        unit: 'cups',
        expirationDate: day(2),
      },
      expect.objectContaining({ itemId: eggs.item.id, quantity: '2', unit: 'each' }),
      expect.objectContaining({ itemId: milk.item.id, quantity: '1', unit: 'cups' }),
    ]);
    expect(res.body.data.missing).toEqual([
      { name: 'milk', quantity: '1', unit: 'cups' },
      { name: 'sugar', quantity: '1', unit: 'tbsp' },
    ]);
    expect(amounts(await batchesOf(t, chef, flour.item.id))).toEqual(amounts(flour.batches));
    expect(await ledgerOf(t, chef, flour.item.id)).toHaveLength(2);
  });

  it('cooks scaled to the servings: soonest expiry first, across batches, converted; one action', async () => {
    const { chef, flour, eggs, recipe } = await pancakeKitchen('Cook Family');
    const grams = await buildStock(t, chef, {
      name: 'Sugar',
      unit: 'g',
      category: 'Pantry',
      batches: [{ quantity: '500' }],
    });
    const res = await cook(chef, { recipeId: recipe.id, servings: 8 });
    expect(res.status, res.text).toBe(200);
    const { cookId, takes, missing } = res.body.data;
    expect(cookId).toEqual(expect.any(Number));
    // 4 cups of flour: the 3 expiring in 2 days, then 1 of the other batch.
    expect(
      takes.filter((x: { name: string }) => x.name === 'Flour').map((x: { quantity: string }) => x.quantity),
    ).toEqual(['3', '1']);
    expect(amounts(await batchesOf(t, chef, flour.item.id))).toEqual([['1', day(10)]]);
    // 8 eggs asked, 6 held: all of them, never below 0 (an emptied batch is not listed).
    expect(await batchesOf(t, chef, eggs.item.id)).toEqual([]);
    // 4 tbsp of sugar through spec 9's grams table (7.5 g each).
    expect(takes.find((x: { name: string }) => x.name === 'Sugar')).toMatchObject({
      quantity: '30',
      unit: 'g',
    });
    expect(amounts(await batchesOf(t, chef, grams.item.id))).toEqual([['470', null]]);
    expect(missing).toEqual([
      { name: 'eggs', quantity: '2', unit: 'each' },
      { name: 'milk', quantity: '7', unit: 'cups' },
    ]);
    const [entry] = await ledgerOf(t, chef, flour.item.id);
    expect(entry).toMatchObject({ reason: 'cooked', actionId: cookId, note: 'Pancakes' });
    const inventory = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data;
    expect(inventory.find((i: { id: number }) => i.id === flour.item.id)).toMatchObject({
      quantity: '1',
      expirationDate: day(10),
    });
  });

  it("the cook's own amounts replace the plan; a batch not the family's or not holding that much changes nothing", async () => {
    const { chef, flour, eggs, recipe } = await pancakeKitchen('Edit Family');
    const other = await pancakeKitchen('Other Edit Family');
    const later = flour.batches[1]!;
    const edited = await cook(chef, {
      recipeId: recipe.id,
      takes: [
        { batchId: later.id, quantity: '0.5' },
        { batchId: eggs.batches[0]!.id, quantity: '1' },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(
      edited.body.data.takes.map((x: { batchId: number; quantity: string }) => [x.batchId, x.quantity]),
    ).toEqual([
      [later.id, '0.5'],
      [eggs.batches[0]!.id, '1'],
    ]);
    expect(amounts(await batchesOf(t, chef, flour.item.id))).toEqual([
      ['3', day(2)],
      ['1.5', day(10)],
    ]);

    const before = await batchesOf(t, chef, flour.item.id);
    const theirs = await cook(chef, {
      recipeId: recipe.id,
      takes: [{ batchId: other.flour.batches[0]!.id, quantity: '1' }],
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('stock.batch_not_found');
    const unknown = await cook(chef, { recipeId: recipe.id, takes: [{ batchId: 99999999, quantity: '1' }] });
    expect(unknown.status).toBe(404);
    const tooMuch = await cook(chef, { recipeId: recipe.id, takes: [{ batchId: later.id, quantity: '2' }] });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('stock.not_enough');
    const negative = await cook(chef, {
      recipeId: recipe.id,
      takes: [{ batchId: later.id, quantity: '-1' }],
    });
    expect(negative.status).toBe(400);
    expect((await cook(chef, { recipeId: recipe.id, servings: 0 })).status).toBe(400);
    expect((await cook(chef, { recipeId: recipe.id, mealPlanId: 1 })).status).toBe(400);
    expect(amounts(await batchesOf(t, chef, flour.item.id))).toEqual(amounts(before));
    expect(amounts(await batchesOf(t, other.chef, other.flour.item.id))).toEqual(
      amounts(other.flour.batches),
    );
  });

  it("leftovers become an item: '<dish> (leftovers)', portions, in the fridge, eaten within days", async () => {
    const { chef, recipe } = await pancakeKitchen('Leftover Family');
    const res = await cook(chef, { recipeId: recipe.id, leftovers: { portions: 2 } });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.leftoversItemId;
    const inventory = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data;
    expect(inventory.find((i: { id: number }) => i.id === id)).toMatchObject({
      name: 'Pancakes (leftovers)',
      quantity: '2',
      unit: 'pieces',
      expirationDate: day(3),
    });
    expect(await batchesOf(t, chef, id)).toMatchObject([
      { location: 'Fridge', source: 'leftovers', quantity: '2' },
    ]);
    expect((await ledgerOf(t, chef, id))[0]).toMatchObject({
      reason: 'cooked',
      quantity: '2',
      actionId: res.body.data.cookId,
    });
    const week = await cook(chef, { recipeId: recipe.id, leftovers: { portions: 1, eatWithinDays: 5 } });
    const later = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data;
    expect(later.find((i: { id: number }) => i.id === week.body.data.leftoversItemId)).toMatchObject({
      expirationDate: day(5),
    });
  });

  it('a planned meal cooked shows as cooked; its plan is the dish', async () => {
    const chef = await headChef(t, 'Planned Family');
    const tomatoes = await buildStock(t, chef, {
      name: 'Tomatoes',
      unit: 'each',
      category: 'Produce',
      batches: [{ quantity: '10' }],
    });
    const plan = await buildPlan(t, chef);
    const planned = await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: day(0) });
    expect(planned.cookedAt).toBeNull();
    const res = await cook(chef, { plannedMealId: planned.id, servings: 2 });
    expect(res.status, res.text).toBe(200);
    // Tomato Soup for 4 needs 6 tomatoes: 3 for 2 servings.
    expect(res.body.data.takes).toMatchObject([{ itemId: tomatoes.item.id, quantity: '3' }]);
    const week = await api.get(
      `/api/families/${chef.family.id}/planned-meals?startDate=${day(0)}&endDate=${day(0)}`,
      {
        token: chef.token,
      },
    );
    expect(week.body.data).toMatchObject([{ id: planned.id, cookId: res.body.data.cookId }]);
    expect(week.body.data[0].cookedAt).toEqual(expect.any(String));
    const byPlan = await cook(chef, { mealPlanId: plan.id });
    expect(byPlan.body.data.takes).toMatchObject([{ itemId: tomatoes.item.id, quantity: '6' }]);
  });

  it('with lowStockToList, items the cook brings to or below their minimum go onto the list in progress', async () => {
    const chef = await headChef(t, 'Low Stock Family');
    const eggs = await buildItem(t, chef, { name: 'Eggs', quantity: '6', unit: 'each', minStockLevel: '4' });
    await buildItem(t, chef, { name: 'Butter', quantity: '1', unit: 'each', minStockLevel: '3' });
    const recipe = await buildRecipe(t, chef, {
      name: 'Omelette',
      servings: 1,
      ingredients: [
        { name: 'Eggs', quantity: '3', unit: 'each' },
        { name: 'Butter', quantity: '0.5', unit: 'each' },
      ],
    });
    const off = await cook(chef, { recipeId: recipe.id });
    expect(off.body.data.addedToList).toBeUndefined();
    const settings = await api.put(`/api/families/${chef.family.id}/grocery-settings`, {
      token: chef.token,
      body: { putAwayOnTick: false, lowStockToList: true },
    });
    expect(settings.body.data).toEqual({ putAwayOnTick: false, lowStockToList: true });
    await api.patch(`/api/inventory/${eggs.id}`, { token: chef.token, body: { quantity: '6' } });
    const current = await buildList(t, chef, { name: 'This week', lines: [{ name: 'Bread' }] });
    // Changed later, but every line bought: not the list in progress.
    const done = await buildList(t, chef, { name: 'Done' });
    await buildLine(t, chef, done.id, { name: 'Tea', purchased: true });
    const res = await cook(chef, { recipeId: recipe.id });
    expect(res.status, res.text).toBe(200);
    // Eggs 6 -> 3 (minimum 4): on the list; butter was low already before this cook: not.
    expect(res.body.data.addedToList).toEqual({ listId: current.id, names: ['Eggs'] });
    const list = (await api.get(`/api/grocery-lists/${current.id}`, { token: chef.token })).body.data;
    expect(list.items.map((i: { name: string; quantity: string }) => [i.name, i.quantity])).toEqual([
      ['Bread', '1'],
      ['Eggs', '1'],
    ]);
  });

  it('concurrent cooks of the same stock never take a batch below zero', async () => {
    const chef = await headChef(t, 'Race Family');
    const eggs = await buildStock(t, chef, { name: 'Eggs', unit: 'each', batches: [{ quantity: '5' }] });
    const recipe = await buildRecipe(t, chef, {
      name: 'Boiled eggs',
      servings: 1,
      ingredients: [{ name: 'Eggs', quantity: '2', unit: 'each' }],
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => cook(chef, { recipeId: recipe.id })));
    expect(results.map((r) => r.status).every((s) => s === 200 || s === 409)).toBe(true);
    const taken = results
      .filter((r) => r.status === 200)
      .flatMap((r) => r.body.data.takes)
      .reduce((sum: number, x: { quantity: string }) => sum + Number(x.quantity), 0);
    expect(taken).toBe(5);
    const stored = await t.app.ctx.repos.stock.findBatch(eggs.batches[0]!.id);
    expect(stored?.quantity).toBe('0.00');
    const item = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data[0];
    expect(item).toMatchObject({ quantity: '0' });
  });

  it("another family's recipe, planned meal or plan is not found; a Kitchen Helper cooks", async () => {
    const { chef, recipe } = await pancakeKitchen('Owner Family');
    const outsider = await headChef(t, 'Outsider Family');
    const plan = await buildPlan(t, chef);
    const planned = await buildPlannedMeal(t, chef, { mealPlanId: plan.id });
    for (const body of [{ recipeId: recipe.id }, { plannedMealId: planned.id }, { mealPlanId: plan.id }]) {
      const res = await cook(outsider, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    expect(
      (await api.post(cookUrl(chef), { token: outsider.token, body: { recipeId: recipe.id } })).status,
    ).toBe(404);
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const res = await cook(chef, { recipeId: recipe.id }, helper.token);
    expect(res.status, res.text).toBe(200);
  });
});

describe('taking a product by name (quick add)', () => {
  it('finds the product by the pantry rule, converts, takes earliest first; what is not there is missing', async () => {
    const chef = await headChef(t, 'By Name Family');
    const milk = await buildStock(t, chef, {
      name: 'Whole milk',
      unit: 'gallons',
      batches: [
        { quantity: '1', expirationDate: day(6) },
        { quantity: '1', expirationDate: day(3) },
      ],
    });
    const url = `/api/families/${chef.family.id}/stock/take`;
    const res = await api.post(url, {
      token: chef.token,
      body: { name: 'milk', quantity: '8', unit: 'cups' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.takes).toEqual([
      expect.objectContaining({ itemId: milk.item.id, quantity: '0.5', expirationDate: day(3) }),
    ]);
    expect(res.body.data.missing).toEqual([]);
    expect((await ledgerOf(t, chef, milk.item.id))[0]).toMatchObject({
      reason: 'used',
      quantity: '-0.5',
      note: 'milk',
    });
    const none = await api.post(url, {
      token: chef.token,
      body: { name: 'coconut milk', quantity: '1', unit: 'cans' },
    });
    expect(none.body.data).toEqual({
      takes: [],
      missing: [{ name: 'coconut milk', quantity: '1', unit: 'cans' }],
    });
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const waste = await api.post(url, {
      token: helper.token,
      body: { name: 'milk', quantity: '1', unit: 'cups', reason: 'wasted' },
    });
    expect(waste.status).toBe(403);
    const thrown = await api.post(url, {
      token: chef.token,
      body: { name: 'milk', quantity: '1', unit: 'gallons', reason: 'wasted' },
    });
    expect(thrown.body.data.takes.map((x: { quantity: string }) => x.quantity)).toEqual(['0.5', '0.5']);
  });
});
