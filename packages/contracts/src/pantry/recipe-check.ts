import { weighedUnit } from '../grams';
import { parseQuantity } from '../quantity-display';
import { formatAmountQuantity } from '../unit-conversion';
import { UNITS } from '../units';
import {
  draw,
  emptyDrawn,
  type Holding,
  holdingIndex,
  neededAmount,
  servingScale,
  stockEntries,
  type Take,
} from './coverage-engine';
import { coverageSession } from './coverage-session';
import type { Dish, StockItem, SuggestMealsOptions } from './pantry-types';
import { asLinks } from './product-links';

/** What the engine found for one ingredient of a dish, drawn in the dish's order. */
export interface IngredientCover {
  index: number;
  /** As written. */
  name: string;
  /** The amount needed, scaled, in `unit`; null when the ingredient has none ('to taste'). */
  need: number | null;
  /** The ingredient's unit as written, 'each' when it has none. */
  unit: string;
  /** What the pantry does not hold of `need` (0 when covered or without an amount). */
  short: number;
  /** What each stock item gave, in the item's unit, soonest expiry first. */
  takes: Take[];
  /** The stock items covering the name, in drawing order (some may not convert to `unit`). */
  covering: Holding[];
  /** False when covered by presence: covering stock exists but none converts to `unit`. */
  measured: boolean;
}

/** The options of the per-dish paths: the servings to scale to, the family's links, the viewer's today. */
export type DishCoverOptions = SuggestMealsOptions;

/**
 * Every ingredient of one dish against the stock, in the dish's order, one drawing: what an ingredient
 * draws is gone for the next (the suggestions' rule, per ingredient).
 */
export function coverIngredients(
  dish: Pick<Dish, 'servings' | 'ingredients'>,
  stock: readonly StockItem[],
  options: DishCoverOptions = {},
): IngredientCover[] {
  const s = coverageSession(asLinks(options.links));
  const index = holdingIndex(s, stockEntries(s, stock, options.today));
  const scale = servingScale(dish, options.servings);
  return dish.ingredients.map((ingredient, i) => {
    const need = neededAmount(s, ingredient, scale);
    const unit = ingredient.unit?.trim() || 'each';
    const covering = index.covering(ingredient.name).all;
    if (need === null)
      return { index: i, name: ingredient.name, need, unit, short: 0, takes: [], covering, measured: false };
    const takes: Take[] = [];
    const { short, measured } = draw(
      index,
      ingredient.name,
      need,
      s.unit(ingredient.unit),
      0,
      emptyDrawn(),
      takes,
    );
    return { index: i, name: ingredient.name, need, unit, short, takes, covering, measured };
  });
}

/** A recipe's unit as a grocery line's unit: a spec unit ('cup' is 'cups'), else 'each'. */
export function groceryUnit(unit: string | null | undefined): string {
  const text = (unit ?? '').trim().toLowerCase();
  return (UNITS as readonly string[]).find((u) => u === text) ?? weighedUnit(text) ?? 'each';
}

/** One ingredient of the recipe check. */
export interface RecipeCheckLine {
  index: number;
  /** As written. */
  name: string;
  /** The line a grocery list gets: scaled, two decimals, at least 0.01 (1 without an amount). */
  quantity: number;
  /** The line's unit (groceryUnit). */
  unit: string;
  /** True when the pantry holds enough at these servings (always for 'to taste'): pre-unticked. */
  covered: boolean;
  /** What is missing, two decimals, in `shortfallUnit`; 0 when covered. */
  shortfall: number;
  /** The ingredient's unit as written ('each' when none). */
  shortfallUnit: string;
  /** Whether any stock item covers the name (the web shows 'In the pantry'). */
  inPantry: boolean;
}

/**
 * Add a recipe to a list, and the web's pre-ticking: per ingredient, whether the pantry covers it at
 * `options.servings` (the one engine: covers, conversion, soonest expiry, expired stock left out, shared
 * between the recipe's ingredients), the shortfall, and the line the list gets when it is added.
 */
export function checkRecipe(
  recipe: Pick<Dish, 'servings' | 'ingredients'>,
  stock: readonly StockItem[],
  options: DishCoverOptions = {},
): RecipeCheckLine[] {
  const factor = (options.servings ?? recipe.servings) / Math.max(recipe.servings, 1);
  return coverIngredients(recipe, stock, options).map((cover) => {
    const ingredient = recipe.ingredients[cover.index]!;
    const amount = (parseQuantity(ingredient.quantity) ?? 1) * factor;
    const shortfall = Number(formatAmountQuantity(cover.short));
    return {
      index: cover.index,
      name: cover.name,
      quantity: Math.max(Math.round(amount * 100) / 100, 0.01),
      unit: groceryUnit(ingredient.unit),
      covered: shortfall === 0,
      shortfall,
      shortfallUnit: cover.unit,
      inPantry: cover.covering.length > 0,
    };
  });
}
