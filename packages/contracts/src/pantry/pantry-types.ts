import type { Amount } from '../unit-conversion';
import type { LinksInput } from './product-links';

/** The shapes the pantry's coverage rules take and give (schema-free: the web uses them too). */

/** One ingredient of a dish as stored: the quantity is text ('1 1/2', 'to taste', ''). */
export interface DishIngredient {
  name: string;
  quantity?: string | null;
  unit?: string | null;
}

/** A candidate for "what can I cook": a meal plan or an active recipe (kind and id say which). */
export interface Dish {
  kind: 'meal_plan' | 'recipe';
  id: number;
  name: string;
  /** The servings the ingredient amounts are for. */
  servings: number;
  ingredients: readonly DishIngredient[];
}

/** An inventory item as the rule needs it. */
export interface StockItem {
  id: number;
  name: string;
  /** A numeric string ('1.5'); anything that is not a positive number holds nothing. */
  quantity: string | number;
  unit: string;
  /** 'YYYY-MM-DD' or null. */
  expirationDate?: string | null;
}

/** An unpurchased grocery line: its main amount and the amounts that did not convert into it. */
export interface ListedLine {
  name: string;
  quantity: string | number;
  unit: string;
  moreAmounts?: readonly Amount[] | null;
  /** Purchased lines are ignored (they are on their way into the pantry or already there). */
  purchased?: boolean;
}

export type MealLinks = LinksInput;

export interface MealRuleOptions {
  /** The family's name links (built once with productLinks(), or the pairs). */
  links?: MealLinks | undefined;
  /**
   * The viewer's calendar date ('YYYY-MM-DD'): stock that expired before it counts for nothing. Without
   * it every stock item counts.
   */
  today?: string | undefined;
}

export interface SuggestMealsOptions extends MealRuleOptions {
  /** Scale every dish to this many servings; without it each dish's own amounts are needed. */
  servings?: number | undefined;
}

/** Spec 3's meal suggestion with what says which dish, what is there and the soonest expiry it uses. */
export interface MealSuggestion {
  kind: Dish['kind'];
  id: number;
  name: string;
  /** round(100 x available / counted ingredients). */
  matchPercentage: number;
  /** The ingredients the pantry does not hold enough of, as written, in the dish's order. */
  missingIngredients: string[];
  /** The ingredients the pantry holds (enough of), as written, in the dish's order. */
  availableIngredients: string[];
  /** The soonest expiration date among the stock items the dish would use; null when none has one. */
  usesExpiringOn: string | null;
}

/** A meal of the plan: a dish on a date and meal type, optionally scaled to servings. */
export interface PlannedDish {
  date: string;
  mealType: string;
  dish: Dish;
  servings?: number | null | undefined;
}

/** What a meal needs beyond the pantry: one line for the grocery list. */
export interface ShoppingAmount {
  /** The ingredient's name as the first meal needing it writes it. */
  name: string;
  /** A numeric string with at most two decimals. */
  quantity: string;
  /** The first meal's unit as written ('each' when it has none). */
  unit: string;
}

export interface ShoppingNeed extends ShoppingAmount {
  /** The meals whose need the pantry did not cover, in date and meal order. */
  meals: { date: string; mealType: string; dishName: string }[];
}
