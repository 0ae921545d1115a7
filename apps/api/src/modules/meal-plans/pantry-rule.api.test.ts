import { daysBetween, type GroceryItem, groceryUnit, toCalendarDate, UNITS } from '@kitching/contracts';
import { PANTRY_CASES, type PantryCase } from '@kitching/contracts/pantry/pantry-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildList, buildPlan, buildPlannedMeal, buildRecipe } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 22, one pantry rule: every HTTP path that asks "does the pantry hold enough?" gives the same answer
// as the shared table of cases (the contracts and the web's pre-ticking run the same cases): suggestions,
// add a recipe to a list, 'Add this week to a list', a suggestion's 'Add to List'.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const MS_PER_DAY = 86_400_000;
/** The server reads expiry against its own calendar date: a case's dates move with it. */
function shifted(c: PantryCase, date: string | null | undefined): string | null {
  if (!date || !c.today) return date ?? null;
  const offset = daysBetween(c.today, toCalendarDate()) ?? 0;
  return toCalendarDate(new Date(Date.parse(`${date}T12:00:00`) + offset * MS_PER_DAY));
}

async function familyWith(c: PantryCase) {
  const chef = await headChef(t, 'Pantry Rule Family');
  const familyId = chef.family.id;
  for (const item of c.stock)
    await buildItem(t, chef, {
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      category: 'Pantry',
      expirationDate: shifted(c, item.expirationDate),
    });
  for (const [a, b] of c.links ?? []) {
    const res = await api.post(`/api/families/${familyId}/product-links`, {
      token: chef.token,
      body: { name: a, sameAs: b },
    });
    expect(res.status, res.text).toBe(201);
  }
  return { chef, familyId };
}

const ingredientsOf = (c: PantryCase) => c.meals.flat();
const uncoveredNames = (c: PantryCase) =>
  ingredientsOf(c)
    .filter((_, i) => !c.expected[i]!.covered)
    .map((ingredient) => ingredient.name);
/** A list's lines as the table writes them (the list keeps the app's unit names: 'cup' is 'cups'). */
const asLines = (c: PantryCase) =>
  c.lines.map(({ name, quantity, unit }) => ({ name, quantity, unit: groceryUnit(unit) }));
/** Each amount of each line: a product's amounts that do not convert share its one line (moreAmounts). */
const linesOf = (items: GroceryItem[]) =>
  items.flatMap(({ name, quantity, unit, moreAmounts }) =>
    [{ quantity, unit }, ...(moreAmounts ?? [])].map((amount) => ({
      name,
      quantity: String(Number(amount.quantity)),
      unit: amount.unit,
    })),
  );

// The forms take the app's units only and an ingredient always has one: a case with stock in another
// unit ('1 bulb') or an ingredient without a unit stays in the contracts' table test.
const fitsTheForms = (c: PantryCase) =>
  c.stock.every((item) => (UNITS as readonly string[]).includes(item.unit)) &&
  ingredientsOf(c).every((ingredient) => ingredient.unit.trim() !== '');

describe.each(PANTRY_CASES.filter(fitsTheForms).map((c) => [c.title, c] as const))('%s', (_title, c) => {
  it('add a recipe to a list leaves out exactly the covered ingredients', async () => {
    const { chef, familyId } = await familyWith(c);
    const recipe = await buildRecipe(t, chef, { servings: c.dishServings, ingredients: ingredientsOf(c) });
    const list = await buildList(t, chef);
    const res = await api.post(`/api/grocery-lists/${list.id}/add-recipe`, {
      token: chef.token,
      body: { recipeId: recipe.id, servings: c.servings ?? c.dishServings },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.skipped).toEqual(c.expected.flatMap((e, i) => (e.covered ? [i] : [])));
    expect(familyId).toBeGreaterThan(0);
  });

  // Suggestions and the week's list use each dish's own servings: the cases asking for others stay in
  // the contracts' table test.
  it.skipIf(c.servings !== undefined)(
    'the suggestion misses exactly the ingredients not covered',
    async () => {
      const { chef, familyId } = await familyWith(c);
      const recipe = await buildRecipe(t, chef, { servings: c.dishServings, ingredients: ingredientsOf(c) });
      const res = await api.get(`/api/families/${familyId}/meal-suggestions`, { token: chef.token });
      expect(res.status, res.text).toBe(200);
      const suggestion = res.body.data.find(
        (s: { kind: string; id: number }) => s.kind === 'recipe' && s.id === recipe.id,
      );
      expect(suggestion.missingIngredients).toEqual(uncoveredNames(c));
    },
  );

  it.skipIf(c.servings !== undefined)("'Add to List' on the suggestion adds the table's lines", async () => {
    const { chef } = await familyWith(c);
    const recipe = await buildRecipe(t, chef, { servings: c.dishServings, ingredients: ingredientsOf(c) });
    const list = await buildList(t, chef);
    const res = await api.post(`/api/families/${chef.family.id}/meal-suggestions/shopping`, {
      token: chef.token,
      body: { kind: 'recipe', id: recipe.id, listId: list.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(linesOf(res.body.data.items)).toEqual(asLines(c));
  });

  it.skipIf(c.servings !== undefined)("'Add this week to a list' adds the table's lines", async () => {
    const { chef, familyId } = await familyWith(c);
    const start = '2026-11-23';
    for (const [day, ingredients] of c.meals.entries()) {
      const plan = await buildPlan(t, chef, {
        name: `Meal ${day + 1}`,
        servings: c.dishServings,
        ingredients,
      });
      await buildPlannedMeal(t, chef, {
        mealPlanId: plan.id,
        plannedDate: `2026-11-${String(23 + day).padStart(2, '0')}`,
        mealType: 'dinner',
      });
    }
    const list = await buildList(t, chef);
    const res = await api.post(`/api/families/${familyId}/planned-meals/shopping`, {
      token: chef.token,
      body: { startDate: start, endDate: '2026-11-29', listId: list.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(linesOf(res.body.data.items)).toEqual(asLines(c));
  });
});
