import { formatAmountQuantity } from '../unit-conversion';
import {
  draw,
  emptyDrawn,
  holdingIndex,
  listEntries,
  neededAmount,
  servingScale,
  stockEntries,
} from './coverage-engine';
import { coverageSession } from './coverage-session';
import type {
  Dish,
  ListedLine,
  MealRuleOptions,
  PlannedDish,
  ShoppingAmount,
  ShoppingNeed,
  StockItem,
} from './pantry-types';
import { infoCovers, type NameInfo } from './product-covers';
import { asLinks } from './product-links';

/** Meal types in the day's order (spec 3); any other type comes after them. */
const MEAL_TYPE_ORDER: Record<string, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

interface OpenNeed {
  name: string;
  info: NameInfo;
  /** As written, for the answer. */
  unit: string;
  /** Interned, for conversions. */
  reckonedIn: number;
  quantity: number;
  meals: ShoppingNeed['meals'];
  lastMeal: number;
}

/** The netting of the week and of one dish: see weekShoppingNeeds. */
function shoppingNeeds(
  meals: readonly PlannedDish[],
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions,
): ShoppingNeed[] {
  const s = coverageSession(asLinks(options.links));
  const pantry = holdingIndex(s, stockEntries(s, stock, options.today));
  const ordered = meals
    .map((meal, order) => ({ meal, order }))
    .sort(
      (a, b) =>
        (a.meal.date < b.meal.date ? -1 : a.meal.date > b.meal.date ? 1 : 0) ||
        (MEAL_TYPE_ORDER[a.meal.mealType] ?? 4) - (MEAL_TYPE_ORDER[b.meal.mealType] ?? 4) ||
        a.order - b.order,
    );
  const out = emptyDrawn();
  // Open needs by core product: a need joins the first one whose name covers it and whose unit it
  // converts to ('flour' and 'all-purpose flour' are one line: what is bought for one covers the other).
  const byCore = new Map<string, OpenNeed[]>();
  const needs: OpenNeed[] = [];
  for (const [position, { meal }] of ordered.entries()) {
    const scale = servingScale(meal.dish, meal.servings);
    for (const ingredient of meal.dish.ingredients) {
      const need = neededAmount(s, ingredient, scale);
      if (need === null) continue;
      const unit = s.unit(ingredient.unit);
      // One drawing for the whole week: what an earlier meal took is gone for the later ones.
      const { short } = draw(pantry, ingredient.name, need, unit, 0, out);
      if (short === 0) continue;
      const info = s.info(ingredient.name);
      const core = info.core || ingredient.name.trim().toLowerCase();
      const group = byCore.get(core) ?? [];
      byCore.set(core, group);
      let open: OpenNeed | undefined;
      let factor = 1;
      for (const candidate of group) {
        // A name without a key (no letter or digit) is grouped by its text alone.
        if (info.key && !infoCovers(candidate.info, info)) continue;
        const f = s.factor(unit, candidate.reckonedIn);
        if (f !== null) {
          open = candidate;
          factor = f;
          break;
        }
      }
      if (!open) {
        open = {
          name: ingredient.name.trim(),
          info,
          unit: ingredient.unit?.trim() || 'each',
          reckonedIn: unit,
          quantity: 0,
          meals: [],
          lastMeal: -1,
        };
        group.push(open);
        needs.push(open);
      }
      open.quantity += short * factor;
      if (open.lastMeal !== position) {
        open.meals.push({ date: meal.date, mealType: meal.mealType, dishName: meal.dish.name });
        open.lastMeal = position;
      }
    }
  }
  const list = holdingIndex(s, listEntries(s, onList));
  const result: ShoppingNeed[] = [];
  for (const open of needs) {
    const { short } = draw(list, open.name, open.quantity, open.reckonedIn, 0, out);
    const quantity = formatAmountQuantity(short);
    if (Number(quantity) <= 0) continue;
    result.push({ name: open.name, quantity, unit: open.unit, meals: open.meals });
  }
  return result;
}

/**
 * What the planned meals need beyond the pantry and the grocery list ('Add this week to a list').
 *
 * - Meals are taken in date order, then breakfast, lunch, dinner, snack (other types after), then as
 *   given; each meal's ingredients are scaled to its `servings` when given.
 * - Each ingredient with an amount draws on the stock covering it (product-covers.ts, soonest expiry first,
 *   converted), so the earliest meals use the stock up; what it cannot draw is its shortfall. Ingredients
 *   without an amount ('to taste') are never added (they are never missing in the suggestions either).
 * - Shortfalls are summed per product in the first short meal's name and unit: a need joins the first
 *   line whose name covers it (product-covers.ts: 'flour' and 'all-purpose flour' are one line, 'salted
 *   butter' and 'unsalted butter' two) and whose unit it converts to; otherwise it makes another line.
 * - What the unpurchased lines already hold (main amount and moreAmounts, names as for stock) is then
 *   subtracted; the rest, rounded to two decimals, is returned in the order first needed, with the meals
 *   whose need the pantry did not cover.
 *
 * Two meals needing 3 eggs each with 4 in stock: 2 eggs for the second meal; with 1 on the list: 1.
 */
export function weekShoppingNeeds(
  meals: readonly PlannedDish[],
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions = {},
): ShoppingNeed[] {
  return shoppingNeeds(meals, stock, onList, options);
}

/** 'Add to List' on one suggestion: the same netting as weekShoppingNeeds, for one dish. */
export function dishShoppingNeeds(
  dish: Dish,
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions & { servings?: number | undefined } = {},
): ShoppingAmount[] {
  return shoppingNeeds(
    [{ date: '', mealType: '', dish, servings: options.servings }],
    stock,
    onList,
    options,
  ).map(({ name, quantity, unit }) => ({ name, quantity, unit }));
}
