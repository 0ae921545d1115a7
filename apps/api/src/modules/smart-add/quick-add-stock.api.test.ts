import { cookBody, takeByNameBody } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildPlan, buildPlannedMeal, buildRecipe, inventoryUrl } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 23: quick add reads stock going out ('used 6 eggs', 'threw away the spinach') and cooks ('made
// the lasagne tonight'), matched to the family's own pantry and dishes, and dates after an item.

const ANALYZE = '/api/smart-add/analyze';
const TODAY = '2026-11-24'; // a Tuesday

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

type Reading = { type: string; confidence: number; data: Record<string, unknown>; [key: string]: unknown };
const analyze = async (token: string, data: string) => {
  const res = await api.post(ANALYZE, { token, body: { type: 'text', data, today: TODAY } });
  expect(res.status, res.text).toBe(200);
  return res.body as { result: Reading; alternatives: Reading[]; message: string };
};
const typesOf = (answer: { result: Reading; alternatives: Reading[] }) =>
  [answer.result, ...answer.alternatives].map((r) => r.type);

describe('POST /api/smart-add/analyze: stock going out', () => {
  it("'used 6 eggs for the cake' is a take of the pantry's eggs, not a grocery line", async () => {
    const chef = await headChef(t, 'Bakers');
    await buildItem(t, chef, { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' });
    const answer = await analyze(chef.token, 'used 6 eggs for the cake');
    expect(answer.result).toMatchObject({
      type: 'stock_use',
      data: { items: [{ name: 'Eggs', quantity: '6', unit: 'each', reason: 'used' }] },
      stock: [{ name: 'Eggs', quantity: '12', unit: 'each' }],
      preview: { title: 'Eggs' },
    });
    expect(answer.message).toBe('This looks like food that was used up or thrown away.');
    for (const item of answer.result.data.items as unknown[])
      expect(takeByNameBody.safeParse(item).success).toBe(true);
    expect(typesOf(answer)).toContain('grocery_list');
  });

  it("'finished the milk' takes all the pantry holds; one text naming several things is several takes", async () => {
    const chef = await headChef(t, 'Finishers');
    await buildItem(t, chef, { name: 'Milk', quantity: '1.5', unit: 'gallons', category: 'Dairy' });
    await buildItem(t, chef, { name: 'Baby spinach', quantity: '1', unit: 'bags', category: 'Produce' });
    const milk = await analyze(chef.token, 'finished the milk');
    expect(milk.result.data).toEqual({
      items: [{ name: 'Milk', quantity: '1.5', unit: 'gallons', reason: 'used' }],
    });
    const two = await analyze(chef.token, 'threw away the spinach and 2 yoghurts');
    expect(two.result.type).toBe('stock_use');
    expect(two.result.data.items).toEqual([
      { name: 'Baby spinach', quantity: '1', unit: 'bags', reason: 'wasted' },
      { name: 'Yoghurts', quantity: '2', unit: 'each', reason: 'wasted' },
    ]);
    // The pantry holds no yoghurt: the preview says so before anything is sent.
    expect(two.result.preview).toMatchObject({
      details: [
        { label: 'Baby spinach', value: '1 bag, thrown away (you have 1 bag)' },
        { label: 'Yoghurts', value: '2, thrown away (not in your pantry)' },
      ],
    });
    expect((await analyze(chef.token, 'the yoghurt went off')).result.data).toMatchObject({
      items: [{ reason: 'expired' }],
    });
  });

  it("'used up all the milk, need more' stays a grocery list", async () => {
    const chef = await headChef(t, 'Shoppers');
    const answer = await analyze(chef.token, 'used up all the milk, need more');
    expect(answer.result).toMatchObject({ type: 'grocery_list', data: { items: [{ name: 'Milk' }] } });
  });
});

describe('POST /api/smart-add/analyze: cooked it', () => {
  it("'made the lasagne tonight' is tonight's planned lasagne, before the recipe of that name", async () => {
    const chef = await headChef(t, 'Lasagne Lovers');
    const recipe = await buildRecipe(t, chef, { name: 'Lasagne' });
    const plan = await buildPlan(t, chef, { name: 'Lasagne' });
    const tonight = await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: TODAY });
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-12-01' });
    const answer = await analyze(chef.token, 'made the lasagne tonight');
    expect(answer.result).toMatchObject({
      type: 'cook',
      data: { plannedMealId: tonight.id },
      dish: { said: 'lasagne', match: { kind: 'planned_meal', id: tonight.id, name: 'Lasagne' } },
      preview: { title: 'Lasagne' },
    });
    expect(answer.result.confidence).toBeGreaterThanOrEqual(0.9);
    expect(cookBody.safeParse(answer.result.data).success).toBe(true);
    expect((answer.result.dish as { choices: { id: number }[] }).choices).toContainEqual(
      expect.objectContaining({ kind: 'recipe', id: recipe.id }),
    );

    const pancakes = await buildRecipe(t, chef, { name: 'Fluffy Pancakes' });
    const cooked = await analyze(chef.token, 'cooked the pancakes for 6');
    expect(cooked.result).toMatchObject({ type: 'cook', data: { recipeId: pancakes.id, servings: 6 } });
  });

  it('a dish the family does not have is said in the preview, with no dish sent and the other readings offered', async () => {
    const chef = await headChef(t, 'Stroganoff Fans');
    const answer = await analyze(chef.token, 'made beef stroganoff tonight');
    expect(answer.result.type).toBe('cook');
    expect(answer.result.data).toEqual({});
    expect(answer.result.confidence).toBeLessThan(0.9);
    expect(answer.result.preview).toMatchObject({
      title: 'Beef stroganoff',
      description: expect.stringContaining(
        'No recipe or meal plan of your family is called "beef stroganoff"',
      ),
    });
    expect(typesOf(answer)).toEqual(expect.arrayContaining(['recipe', 'meal_plan']));
  });

  it("another family's dishes and pantry are never read", async () => {
    const other = await headChef(t, 'The Neighbours');
    await buildRecipe(t, other, { name: 'Moussaka' });
    await buildItem(t, other, { name: 'Eggs', quantity: '30', unit: 'each' });
    const chef = await headChef(t, 'Our House');
    const cook = await analyze(chef.token, 'made moussaka');
    expect(cook.result).toMatchObject({ type: 'cook', data: {}, dish: { match: null, choices: [] } });
    const eggs = await analyze(chef.token, 'used 6 eggs');
    expect(eggs.result).toMatchObject({ type: 'stock_use', stock: [] });
  });
});

describe('POST /api/smart-add/analyze: a Kitchen Helper', () => {
  it('is offered a use-up and a cook, never throwing food away', async () => {
    const chef = await headChef(t, 'Helped');
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const plan = await buildPlan(t, chef, { name: 'Chilli con Carne' });
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: TODAY });
    expect(typesOf(await analyze(helper.token, 'used 6 eggs'))).toContain('stock_use');
    const cook = await analyze(helper.token, 'we had chilli con carne tonight');
    expect(cook.result.type).toBe('cook');
    const binned = await analyze(helper.token, 'threw away the spinach');
    expect(typesOf(binned)).not.toContain('stock_use');
    expect(typesOf(await analyze(chef.token, 'threw away the spinach'))[0]).toBe('stock_use');
  });
});

describe('POST /api/smart-add/analyze: a date after an item', () => {
  it("'2 cans of chickpeas in the pantry expiring next month' is Chickpeas with that date, as the inventory takes it", async () => {
    const chef = await headChef(t, 'Pantry Keepers');
    const answer = await analyze(chef.token, '2 cans of chickpeas in the pantry expiring next month');
    expect(answer.result).toMatchObject({
      type: 'inventory',
      data: {
        name: 'Chickpeas',
        quantity: '2',
        unit: 'cans',
        category: 'Pantry',
        expirationDate: '2026-12-24',
      },
    });
    const created = await api.post(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      body: answer.result.data,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Chickpeas', expirationDate: '2026-12-24' });
  });
});

/** The readings are exactly the bodies of the calls the dialog sends them to (POST /stock/take, POST /cook). */
describe('the readings go through the stock calls as they are', () => {
  it('a take: the pantry holds 6 eggs less', async () => {
    const chef = await headChef(t, 'Takers');
    const eggs = await buildItem(t, chef, { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' });
    const { result } = await analyze(chef.token, 'used 6 eggs for the cake');
    for (const item of result.data.items as unknown[]) {
      const res = await api.post(`/api/families/${chef.family.id}/stock/take`, {
        token: chef.token,
        body: item,
      });
      expect([200, 201], `POST /stock/take: ${res.status} ${res.text}`).toContain(res.status);
    }
    const after = await api.get(inventoryUrl(chef.family.id), { token: chef.token });
    const stored = after.body.data.find((item: { id: number }) => item.id === eggs.id);
    expect(Number(stored.quantity)).toBe(6);
  });

  it("a cook's preview of tonight's planned dish answers takes and missing lines", async () => {
    const chef = await headChef(t, 'Cooks');
    const plan = await buildPlan(t, chef, { name: 'Tomato Soup' });
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: TODAY });
    await buildItem(t, chef, { name: 'Tomatoes', quantity: '10', unit: 'each', category: 'Produce' });
    const { result } = await analyze(chef.token, 'made tomato soup tonight');
    expect(result.type).toBe('cook');
    const res = await api.post(`/api/families/${chef.family.id}/cook`, {
      token: chef.token,
      body: { ...result.data, preview: true },
    });
    expect(res.status, `POST /cook: ${res.text}`).toBe(200);
    expect(res.body.data.cookId).toBeUndefined();
    expect(res.body.data.takes).toContainEqual(expect.objectContaining({ name: 'Tomatoes', quantity: '6' }));
    expect(res.body.data.missing.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Onion', 'Vegetable stock']),
    );
  });
});
