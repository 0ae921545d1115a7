import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildList, buildPlan, buildPlannedMeal, buildRecipe } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Spec 2.9, 3, 5, 7 and issue 13: meal plans, planned meals, suggestions and the week's shopping.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

async function family(name = 'Meal Family') {
  const chef = await headChef(t, name);
  const base = `/api/families/${chef.family.id}`;
  const post = (path: string, body: unknown, token = chef.token) =>
    api.post(`${base}${path}`, { token, body });
  return { chef, base, post };
}
const pancakes = {
  name: 'Pancakes',
  servings: 2,
  ingredients: [
    { name: 'Flour', quantity: '1.5', unit: 'cups' },
    { name: 'Eggs', quantity: '3', unit: 'each' },
    { name: 'Milk', quantity: '1', unit: 'cups' },
  ],
};

describe('meal plans and planned meals (spec 7)', () => {
  it('creates a meal plan (spec defaults) and plans it for a day; lists both; the range filters', async () => {
    const { chef, base, post } = await family();
    const created = await post('/meal-plans', {
      name: 'Soup',
      ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Soup',
      servings: 4,
      prepTime: 0,
      cookTime: 0,
      createdBy: chef.user.id,
    });
    const planned = await post('/planned-meals', {
      mealPlanId: created.body.data.id,
      plannedDate: '2026-11-25',
    });
    expect(planned.status, planned.text).toBe(201);
    expect(planned.body.data).toMatchObject({
      plannedDate: '2026-11-25',
      mealType: 'dinner',
      mealPlanId: created.body.data.id,
    });
    await buildPlannedMeal(t, chef, {
      mealPlanId: created.body.data.id,
      plannedDate: '2026-12-02',
      mealType: 'lunch',
    });
    const week = await api.get(`${base}/planned-meals?startDate=2026-11-22&endDate=2026-11-28`, {
      token: chef.token,
    });
    expect(week.body.data.map((p: { plannedDate: string }) => p.plannedDate)).toEqual(['2026-11-25']);
    expect((await api.get(`${base}/meal-plans`, { token: chef.token })).body.data).toHaveLength(1);
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const { chef, base, post } = await family();
    const noName = await post('/meal-plans', { name: ' ', ingredients: pancakes.ingredients });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields).toMatchObject({ name: 'Meal name is required' });
    const noIngredients = await post('/meal-plans', { name: 'Air', ingredients: [] });
    expect(noIngredients.status).toBe(400);
    const plan = await buildPlan(t, chef);
    for (const body of [
      { mealPlanId: plan.id, plannedDate: 'soon' },
      { mealPlanId: plan.id, plannedDate: '2026-02-30' },
      { mealPlanId: plan.id, plannedDate: '2026-11-25', mealType: 'brunch' },
      { mealPlanId: 'x', plannedDate: '2026-11-25' },
    ]) {
      const res = await post('/planned-meals', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.get(`${base}/planned-meals`, { token: chef.token })).body.data).toEqual([]);
    expect((await api.get(`${base}/meal-plans`, { token: chef.token })).body.data).toHaveLength(1);
  });

  it('a Kitchen Helper sees meals but may not plan (403); another family gets 404', async () => {
    const { chef, base, post } = await family();
    const plan = await buildPlan(t, chef);
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    expect((await api.get(`${base}/meal-plans`, { token: helper.token })).status).toBe(200);
    const refused = await post(
      '/planned-meals',
      { mealPlanId: plan.id, plannedDate: '2026-11-25' },
      helper.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('meals.plan_forbidden');
    const other = await headChef(t, 'Other Meal Family');
    expect((await api.get(`/api/meal-plans/${plan.id}`, { token: other.token })).status).toBe(404);
    const theirs = await api.post(`/api/families/${other.family.id}/planned-meals`, {
      token: other.token,
      body: { mealPlanId: plan.id, plannedDate: '2026-11-25' },
    });
    expect(theirs.status).toBe(404);
  });

  it('moves a planned meal (If-Match: an old version is 409) and removes it', async () => {
    const { chef } = await family();
    const planned = await buildPlannedMeal(t, chef, { plannedDate: '2026-11-25' });
    const moved = await api.patch(`/api/planned-meals/${planned.id}`, {
      token: chef.token,
      body: { plannedDate: '2026-11-26', mealType: 'lunch' },
      headers: { 'if-match': String(planned.version) },
    });
    expect(moved.body.data).toMatchObject({ plannedDate: '2026-11-26', mealType: 'lunch', version: 2 });
    const stale = await api.patch(`/api/planned-meals/${planned.id}`, {
      token: chef.token,
      body: { mealType: 'breakfast' },
      headers: { 'if-match': '1' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ mealType: 'lunch' });
    expect((await api.delete(`/api/planned-meals/${planned.id}`, { token: chef.token })).status).toBe(200);
    expect((await api.delete(`/api/planned-meals/${planned.id}`, { token: chef.token })).status).toBe(404);
  });

  it('a meal plan made from a family recipe keeps its id and its ingredients', async () => {
    const { chef, base, post } = await family();
    const recipe = await buildRecipe(t, chef, pancakes);
    const plan = await post('/meal-plans', { name: 'Pancake night', recipeId: recipe.id });
    expect(plan.status, plan.text).toBe(201);
    expect(plan.body.data).toMatchObject({ recipeId: recipe.id, ingredients: pancakes.ingredients });
    // Suggested once, as the plan, not again as the recipe; issue 23: the plan follows the recipe, so it
    // shows the recipe's name.
    const suggestions = (await api.get(`${base}/meal-suggestions`, { token: chef.token })).body.data;
    expect(suggestions.map((s: { kind: string; name: string }) => `${s.kind}:${s.name}`)).toEqual([
      'meal_plan:Pancakes',
    ]);
  });
});

describe('what can I cook', () => {
  it('counts amounts after conversion, ranks by match, says what is missing', async () => {
    const { chef, base } = await family();
    await buildItem(t, chef, { name: 'Flour', quantity: '1', unit: 'kg', category: 'Pantry' });
    await buildItem(t, chef, { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' });
    await buildPlan(t, chef, pancakes);
    await buildPlan(t, chef, {
      name: 'Bread',
      ingredients: [
        { name: 'All-purpose flour', quantity: '10', unit: 'cups' },
        { name: 'Yeast', quantity: '1', unit: 'tsp' },
      ],
    });
    const res = await api.get(`${base}/meal-suggestions`, { token: chef.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject([
      { name: 'Pancakes', kind: 'meal_plan', matchPercentage: 67, missingIngredients: ['Milk'] },
      { name: 'Bread', matchPercentage: 0, missingIngredients: ['All-purpose flour', 'Yeast'] },
    ]);
    // Cached like a list: the same answer again is a 304 with its ETag, until the pantry changes.
    const etag = res.headers.etag as string;
    const again = await api.get(`${base}/meal-suggestions`, {
      token: chef.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await buildItem(t, chef, { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' });
    const after = await api.get(`${base}/meal-suggestions`, {
      token: chef.token,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.data[0]).toMatchObject({
      name: 'Pancakes',
      matchPercentage: 100,
      missingIngredients: [],
    });
  });

  it("'Add to List' adds a dish's missing amounts; the week's list nets needs against stock and the list", async () => {
    const { chef, base, post } = await family();
    await buildItem(t, chef, { name: 'Eggs', quantity: '4', unit: 'each', category: 'Dairy' });
    const omelette = await buildPlan(t, chef, {
      name: 'Omelette',
      servings: 1,
      ingredients: [{ name: 'Eggs', quantity: '3', unit: 'each' }],
    });
    const list = await buildList(t, chef, {
      name: 'Week',
      lines: [{ name: 'eggs', quantity: '1', unit: 'each', category: 'Dairy' }],
    });
    for (const day of ['2026-11-23', '2026-11-24'])
      await buildPlannedMeal(t, chef, { mealPlanId: omelette.id, plannedDate: day, mealType: 'breakfast' });
    const week = await post('/planned-meals/shopping', {
      startDate: '2026-11-22',
      endDate: '2026-11-28',
      listId: list.id,
    });
    expect(week.status, week.text).toBe(200);
    // 6 needed, 4 in stock, 1 already on the list: 1 more.
    expect(week.body.data.needs).toMatchObject([
      {
        name: 'Eggs',
        quantity: '1',
        unit: 'each',
        meals: [{ date: '2026-11-24', mealType: 'breakfast', dishName: 'Omelette' }],
      },
    ]);
    const lines = (await api.get(`${base}/grocery-lists`, { token: chef.token })).body.data[0].items;
    expect(lines).toMatchObject([{ name: 'eggs', quantity: '2', unit: 'each' }]);

    const cake = await buildPlan(t, chef, {
      name: 'Cake',
      ingredients: [
        { name: 'Eggs', quantity: '2', unit: 'each' },
        { name: 'Sugar', quantity: '200', unit: 'g' },
      ],
    });
    const dish = await post('/meal-suggestions/shopping', {
      kind: 'meal_plan',
      id: cake.id,
      listId: list.id,
    });
    expect(dish.status, dish.text).toBe(200);
    expect(dish.body.data.items.map((i: { name: string }) => i.name)).toContain('Sugar');
    const other = await headChef(t, 'Other Shoppers');
    const stolen = await api.post(`/api/families/${other.family.id}/meal-suggestions/shopping`, {
      token: other.token,
      body: { kind: 'meal_plan', id: cake.id, listId: list.id },
    });
    expect(stolen.status).toBe(404);
  });
});
