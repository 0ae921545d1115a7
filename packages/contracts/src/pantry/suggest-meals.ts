import {
  draw,
  emptyDrawn,
  type Holding,
  holdingIndex,
  neededAmount,
  servingScale,
  stockEntries,
} from './coverage-engine';
import { compareExpiry, coverageSession } from './coverage-session';
import type { Dish, MealSuggestion, StockItem, SuggestMealsOptions } from './pantry-types';
import { asLinks } from './product-links';

/**
 * "What can I cook": every dish with at least one ingredient, with its match, ranked.
 *
 * - An ingredient with an amount counts; it is available when the stock covering it (product-covers.ts) holds
 *   at least the amount (scaled to `options.servings` when given) after unit conversion, drawn on in
 *   expiry order and shared with the dish's earlier ingredients. Ingredients without an amount ('to
 *   taste') are left out of the percentage and never listed as missing; they are listed as available when
 *   any stock covers them.
 * - matchPercentage = round(100 x available / counted). Choice: a dish whose ingredients all lack an
 *   amount is judged by presence (each ingredient with any covering stock counts as available, the others
 *   are missing), so 'salad: lettuce to taste' with no lettuce is not 100%. A dish without ingredients is
 *   left out (nothing says whether the pantry can make it).
 * - usesExpiringOn: the soonest expiration date of the stock items drawn on (for an ingredient without an
 *   amount, or whose stock does not convert: the soonest covering item).
 * - Ranking: match descending, then the soonest usesExpiringOn first (none last), then name
 *   (localeCompare), then meal plans before recipes, then id.
 *
 * Linear: stock is keyed once per call (grouped by key and by core), each distinct ingredient name is
 * keyed and looked up once, each distinct name and unit converted once; no name is compared with every
 * stock item.
 */
export function suggestMeals(
  dishes: readonly Dish[],
  stock: readonly StockItem[],
  options: SuggestMealsOptions = {},
): MealSuggestion[] {
  const s = coverageSession(asLinks(options.links));
  const index = holdingIndex(s, stockEntries(s, stock, options.today));
  const out = emptyDrawn();
  const suggestions: MealSuggestion[] = [];
  for (const [drawing, dish] of dishes.entries()) {
    if (!dish.ingredients.length) continue;
    const scale = servingScale(dish, options.servings);
    const available: string[] = [];
    const missing: string[] = [];
    const absent: string[] = [];
    let present = 0;
    let counted = 0;
    let availableCount = 0;
    let soonest: string | null = null;
    for (const ingredient of dish.ingredients) {
      const name = ingredient.name.trim();
      const need = neededAmount(s, ingredient, scale);
      let used: Holding | undefined;
      if (need === null) {
        used = index.covering(ingredient.name).all[0];
        if (used) {
          present++;
          available.push(name);
        } else absent.push(name);
      } else {
        counted++;
        draw(index, ingredient.name, need, s.unit(ingredient.unit), drawing, out);
        used = out.soonest;
        if (out.short === 0) {
          availableCount++;
          available.push(name);
        } else missing.push(name);
      }
      if (used && compareExpiry(used.expirationDate, soonest) < 0) soonest = used.expirationDate;
    }
    suggestions.push({
      kind: dish.kind,
      id: dish.id,
      name: dish.name,
      matchPercentage: counted
        ? Math.round((100 * availableCount) / counted)
        : Math.round((100 * present) / (present + absent.length)),
      missingIngredients: counted ? missing : absent,
      availableIngredients: available,
      usesExpiringOn: soonest,
    });
  }
  return suggestions.sort(
    (a, b) =>
      b.matchPercentage - a.matchPercentage ||
      compareExpiry(a.usesExpiringOn, b.usesExpiringOn) ||
      a.name.localeCompare(b.name) ||
      (a.kind === b.kind ? 0 : a.kind === 'meal_plan' ? -1 : 1) ||
      a.id - b.id,
  );
}
