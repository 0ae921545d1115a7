import { describe, expect, it } from 'vitest';
import { planDraw } from './draw-plan';
import { PANTRY_CASES, type PantryCase } from './pantry-cases';
import type { Dish, PlannedDish, StockItem } from './pantry-types';
import { checkRecipe } from './recipe-check';
import { dishShoppingNeeds, weekShoppingNeeds } from './shopping-needs';
import { suggestMeals } from './suggest-meals';

// Issue 22: one rule, every path, the same answer for each case of the fixture.

const stockOf = (c: PantryCase): StockItem[] => c.stock.map((item, i) => ({ id: i + 1, ...item }));
const optionsOf = (c: PantryCase) => ({ links: c.links, today: c.today, servings: c.servings });
/** All meals' ingredients one after the other, as one dish. */
const dishOf = (c: PantryCase): Dish => ({
  kind: 'recipe',
  id: 1,
  name: c.title,
  servings: c.dishServings,
  ingredients: c.meals.flat(),
});
const mealsOf = (c: PantryCase): PlannedDish[] =>
  c.meals.map((ingredients, day) => ({
    date: `2026-11-${String(23 + day).padStart(2, '0')}`,
    mealType: 'dinner',
    dish: { kind: 'meal_plan', id: day + 1, name: `Meal ${day + 1}`, servings: c.dishServings, ingredients },
    servings: c.servings,
  }));
const answers = (lines: readonly { covered: boolean; shortfall: number }[]) =>
  lines.map(({ covered, shortfall }) => ({ covered, shortfall }));

describe.each(PANTRY_CASES.map((c) => [c.title, c] as const))('%s', (_title, c) => {
  const stock = stockOf(c);
  const dish = dishOf(c);

  it('the recipe check (add a recipe to a list, the web pre-ticking)', () => {
    expect(answers(checkRecipe(dish, stock, optionsOf(c)))).toEqual(c.expected);
  });

  it('the draw plan (cooking): and what it takes plus the shortfall is the need', () => {
    const plan = planDraw(dish, stock, optionsOf(c));
    expect(answers(plan)).toEqual(c.expected);
    for (const line of plan)
      for (const take of line.takes) {
        const item = stock.find((s) => s.id === take.stockId)!;
        expect(take.unit).toBe(item.unit);
        expect(take.quantity).toBeLessThanOrEqual(Number(item.quantity));
      }
  });

  it('the suggestions: missing exactly the ingredients not covered', () => {
    const [suggestion] = suggestMeals([dish], stock, optionsOf(c));
    const missing = dish.ingredients.filter((_, i) => !c.expected[i]!.covered).map((i) => i.name);
    expect(suggestion!.missingIngredients).toEqual(missing);
  });

  it("the week's list", () => {
    const needs = weekShoppingNeeds(mealsOf(c), stock, [], optionsOf(c));
    expect(needs.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual(c.lines);
  });

  it("a suggestion's 'Add to List'", () => {
    expect(dishShoppingNeeds(dish, stock, [], optionsOf(c))).toEqual(c.lines);
  });
});
