import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildList, buildPlan, buildPlannedMeal, buildRecipe } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CommittedEvent } from '../../kernel/event-bus';
import { activity } from '../activity/activity.table';
import { recipes } from '../recipes/recipes.table';
import { mealPlans } from './meal-plans.table';

// Issue 23: planning a family recipe links to it (one source of truth); a typed plan can be kept as a
// recipe. Both databases (npm run test:api:pg).

let t: TestApp;
let api: ReturnType<typeof client>;
const heard: CommittedEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  t.app.ctx.bus.subscribe((event) => {
    heard.push(event);
  });
});
afterAll(() => t?.close());

const lasagne = {
  name: 'Lasagne',
  description: 'The Sunday one',
  servings: 6,
  prepTime: 25,
  cookTime: 45,
  instructions: 'Layer the sheets.\nBake for 45 minutes.',
  ingredients: [
    { name: 'Lasagne sheets', quantity: '12', unit: 'each' },
    { name: 'Tomatoes', quantity: '4', unit: 'cups' },
  ],
};

async function family(name = 'Link Family') {
  const chef = await headChef(t, name);
  const base = `/api/families/${chef.family.id}`;
  const get = async (path: string, token = chef.token) => {
    const res = await api.get(path, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  return { chef, base, get };
}

/** A plan made from the recipe the way the web's 'Plan' does: the name and the recipe id only. */
const planOf = (by: Awaited<ReturnType<typeof family>>['chef'], recipeId: number, name = 'Pasta night') =>
  buildPlan(t, by, { name, recipeId, ingredients: undefined });

const activityRows = async (familyId: number) =>
  (await t.db.select({ n: count() }).from(activity).where(eq(activity.familyId, familyId)))[0]!.n;

describe('a meal plan made from a family recipe follows it', () => {
  it("shows the recipe's name, times, steps, servings and ingredients, and follows its edits", async () => {
    const { chef, base, get } = await family();
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    const shown = {
      name: 'Lasagne',
      description: 'The Sunday one',
      servings: 6,
      prepTime: 25,
      cookTime: 45,
      instructions: lasagne.instructions,
      ingredients: lasagne.ingredients,
      recipeId: recipe.id,
      recipeArchived: false,
    };
    expect(plan).toMatchObject(shown);
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject(shown);
    expect(await get(`${base}/meal-plans`)).toEqual([expect.objectContaining(shown)]);

    const edited = await api.patch(`/api/recipes/${recipe.id}`, {
      token: chef.token,
      body: {
        name: 'Veggie lasagne',
        prepTime: 30,
        instructions: 'Layer.\nBake.\nRest 10 minutes.',
        servings: 4,
        ingredients: [...lasagne.ingredients, { name: 'Spinach', quantity: '2', unit: 'cups' }],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    const follows = {
      name: 'Veggie lasagne',
      prepTime: 30,
      cookTime: 45,
      servings: 4,
      instructions: 'Layer.\nBake.\nRest 10 minutes.',
      ingredients: [...lasagne.ingredients, { name: 'Spinach', quantity: '2', unit: 'cups' }],
    };
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject(follows);
    // The cached list moves with the recipes too (its ETag names their version).
    expect(await get(`${base}/meal-plans`)).toEqual([expect.objectContaining(follows)]);
  });

  it('a plan of a recipe of another family is 404 and makes nothing', async () => {
    const { chef, get, base } = await family();
    const other = await headChef(t, 'Other Link Family');
    const theirs = await buildRecipe(t, other, lasagne);
    const res = await api.post(`${base}/meal-plans`, {
      token: chef.token,
      body: { name: 'Theirs', recipeId: theirs.id },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('meals.recipe_not_found');
    expect(await get(`${base}/meal-plans`)).toEqual([]);
  });

  it('an archived recipe is still followed and says so; restored, it says so no more', async () => {
    const { chef, base, get } = await family();
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    expect((await api.patch(`/api/recipes/${recipe.id}/archive`, { token: chef.token })).status).toBe(200);
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({
      name: 'Lasagne',
      prepTime: 25,
      recipeId: recipe.id,
      recipeArchived: true,
    });
    // Still a dish to cook, with the recipe's ingredients.
    const [suggestion] = await get(`${base}/meal-suggestions`);
    expect(suggestion).toMatchObject({
      kind: 'meal_plan',
      id: plan.id,
      name: 'Lasagne',
      missingIngredients: ['Lasagne sheets', 'Tomatoes'],
    });
    expect((await api.patch(`/api/recipes/${recipe.id}/unarchive`, { token: chef.token })).status).toBe(200);
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({ recipeArchived: false });
  });

  it('a recipe deleted for good leaves the plan its last copy; nothing breaks', async () => {
    const { chef, base, get } = await family();
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-11-25' });
    // Edited after planning: the copy kept is the recipe as it was when deleted, not as it was planned.
    await api.patch(`/api/recipes/${recipe.id}`, {
      token: chef.token,
      body: { name: 'Last lasagne', cookTime: 50, instructions: 'Bake it.' },
    });
    await api.patch(`/api/recipes/${recipe.id}/archive`, { token: chef.token });
    const gone = await api.delete(`/api/recipes/${recipe.id}`, { token: chef.token });
    expect(gone.status, gone.text).toBe(200);

    const kept = {
      name: 'Last lasagne',
      description: 'The Sunday one',
      servings: 6,
      prepTime: 25,
      cookTime: 50,
      instructions: 'Bake it.',
      ingredients: lasagne.ingredients,
      recipeId: null,
      recipeArchived: false,
    };
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject(kept);
    expect(await get(`${base}/meal-plans`)).toEqual([expect.objectContaining(kept)]);
    expect(await get(`${base}/meal-suggestions`)).toMatchObject([
      { kind: 'meal_plan', name: 'Last lasagne' },
    ]);
    const list = await buildList(t, chef);
    const week = await api.post(`${base}/planned-meals/shopping`, {
      token: chef.token,
      body: { startDate: '2026-11-22', endDate: '2026-11-28', listId: list.id },
    });
    expect(week.status, week.text).toBe(200);
    expect(week.body.data.needs.map((n: { name: string }) => n.name)).toEqual(['Lasagne sheets', 'Tomatoes']);
    // A plan of its own again: it can be edited.
    const patched = await api.patch(`/api/meal-plans/${plan.id}`, {
      token: chef.token,
      body: { servings: 2 },
    });
    expect(patched.status, patched.text).toBe(200);
  });

  it('a plan holding a stale copy from before (0 min, no steps) shows the recipe', async () => {
    const { chef, base, get } = await family();
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    // What plans made from a recipe held until now: the name typed, the ingredients, no times, no steps.
    await t.db
      .update(mealPlans)
      .set({ name: 'Pasta night', prepTime: 0, cookTime: 0, instructions: null, servings: 4 })
      .where(eq(mealPlans.id, plan.id));
    const [stored] = await t.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(stored).toMatchObject({ name: 'Pasta night', prepTime: 0 });
    expect(await get(`${base}/meal-plans`)).toEqual([
      expect.objectContaining({ name: 'Lasagne', prepTime: 25, cookTime: 45, servings: 6 }),
    ]);
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({ instructions: lasagne.instructions });
  });

  it('changes go to the recipe: a PATCH of the plan is 409 and changes nothing; unlinked, it is a copy', async () => {
    const { chef, get } = await family();
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    const refused = await api.patch(`/api/meal-plans/${plan.id}`, {
      token: chef.token,
      body: { cookTime: 5 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('meals.follows_recipe');
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({ cookTime: 45, version: plan.version });

    const stale = await api.post(`/api/meal-plans/${plan.id}/unlink`, {
      token: chef.token,
      headers: { 'if-match': String(plan.version + 1) },
    });
    expect(stale.status).toBe(409);
    await api.patch(`/api/recipes/${recipe.id}`, { token: chef.token, body: { cookTime: 60 } });
    const unlinked = await api.post(`/api/meal-plans/${plan.id}/unlink`, {
      token: chef.token,
      headers: { 'if-match': String(plan.version) },
    });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.body.data).toMatchObject({ name: 'Lasagne', cookTime: 60, recipeId: null });
    // Its own copy now: the recipe's next edit does not reach it, and it can be edited.
    await api.patch(`/api/recipes/${recipe.id}`, { token: chef.token, body: { name: 'Renamed' } });
    const patched = await api.patch(`/api/meal-plans/${plan.id}`, {
      token: chef.token,
      body: { cookTime: 5 },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Lasagne', cookTime: 5, recipeId: null });
  });

  it("suggestions and the week's list use the recipe's ingredients; the recipe is suggested once", async () => {
    const { chef, base, get } = await family();
    await buildItem(t, chef, { name: 'Tomatoes', quantity: '10', unit: 'cups', category: 'Produce' });
    const recipe = await buildRecipe(t, chef, lasagne);
    const plan = await planOf(chef, recipe.id);
    await api.patch(`/api/recipes/${recipe.id}`, {
      token: chef.token,
      body: { ingredients: [...lasagne.ingredients, { name: 'Basil', quantity: '1', unit: 'cups' }] },
    });
    const suggestions = await get(`${base}/meal-suggestions`);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      kind: 'meal_plan',
      id: plan.id,
      name: 'Lasagne',
      missingIngredients: ['Lasagne sheets', 'Basil'],
      availableIngredients: ['Tomatoes'],
    });

    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-11-24' });
    const list = await buildList(t, chef);
    const week = await api.post(`${base}/planned-meals/shopping`, {
      token: chef.token,
      body: { startDate: '2026-11-22', endDate: '2026-11-28', listId: list.id },
    });
    expect(week.status, week.text).toBe(200);
    expect(week.body.data.needs.map((n: { name: string; meals: { dishName: string }[] }) => n.name)).toEqual([
      'Lasagne sheets',
      'Basil',
    ]);
    expect(week.body.data.needs[0].meals[0].dishName).toBe('Lasagne');

    const other = await buildList(t, chef, { name: 'Other' });
    const dish = await api.post(`${base}/meal-suggestions/shopping`, {
      token: chef.token,
      body: { kind: 'meal_plan', id: plan.id, listId: other.id },
    });
    expect(dish.status, dish.text).toBe(200);
    expect(dish.body.data.items.map((i: { name: string }) => i.name).sort()).toEqual([
      'Basil',
      'Lasagne sheets',
    ]);
  });
});

describe("'Keep as recipe'", () => {
  it('makes the recipe from the plan and links the plan to it, in one event; twice is 409', async () => {
    const { chef, base, get } = await family();
    const plan = await buildPlan(t, chef, {
      name: 'Taco night',
      servings: 3,
      prepTime: 15,
      cookTime: 10,
      instructions: 'Warm the tortillas.',
      description: 'Fridays',
    });
    const before = await activityRows(chef.family.id);
    heard.length = 0;
    const res = await api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: chef.token });
    expect(res.status, res.text).toBe(201);
    const { recipe, plan: linked } = res.body.data;
    const dish = {
      name: 'Taco night',
      description: 'Fridays',
      servings: 3,
      prepTime: 15,
      cookTime: 10,
      instructions: 'Warm the tortillas.',
      ingredients: plan.ingredients,
    };
    expect(recipe).toMatchObject({ ...dish, familyId: chef.family.id, isArchived: false });
    expect(linked).toMatchObject({ ...dish, id: plan.id, recipeId: recipe.id, recipeArchived: false });
    expect(heard.map((e) => e.type)).toEqual(['meal.kept_as_recipe']);
    expect(await activityRows(chef.family.id)).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.familyId, chef.family.id), eq(activity.id, heard[0]!.id)));
    expect(row).toMatchObject({ action: 'meal.kept_as_recipe' });

    expect((await get(`${base}/recipes`)).map((r: { id: number }) => r.id)).toEqual([recipe.id]);
    // It follows the recipe from now on.
    await api.patch(`/api/recipes/${recipe.id}`, { token: chef.token, body: { cookTime: 12 } });
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({ cookTime: 12, recipeId: recipe.id });
    // Suggested once, as the plan.
    expect((await get(`${base}/meal-suggestions`)).map((s: { kind: string }) => s.kind)).toEqual([
      'meal_plan',
    ]);

    heard.length = 0;
    const again = await api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: chef.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('meals.already_recipe');
    expect(heard).toEqual([]);
    expect(await get(`${base}/recipes`)).toHaveLength(1);
  });

  it('a Kitchen Helper may not (403), a Cook may; another family gets 404; nothing made when refused', async () => {
    const { chef, base, get } = await family();
    const plan = await buildPlan(t, chef);
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const refused = await api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: helper.token });
    expect(refused.status).toBe(403);
    const other = await headChef(t, 'Other Keep Family');
    const outsider = await api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: other.token });
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.code).toBe('meals.plan_not_found');
    const missing = await api.post('/api/meal-plans/999999/keep-as-recipe', { token: chef.token });
    expect(missing.status).toBe(404);
    expect(await get(`${base}/recipes`)).toEqual([]);
    expect(await t.db.select().from(recipes).where(eq(recipes.familyId, other.family.id))).toEqual([]);
    expect(await get(`/api/meal-plans/${plan.id}`)).toMatchObject({ recipeId: null });

    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const kept = await api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: cook.token });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.body.data.recipe).toMatchObject({ name: 'Tomato Soup', createdBy: cook.id });
  });

  it('two at once make one recipe', async () => {
    const { chef, base, get } = await family();
    const plan = await buildPlan(t, chef);
    const answers = await Promise.all(
      [1, 2].map(() => api.post(`/api/meal-plans/${plan.id}/keep-as-recipe`, { token: chef.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await get(`${base}/recipes`)).toHaveLength(1);
  });
});
