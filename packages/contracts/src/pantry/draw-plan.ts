import { formatAmountQuantity } from '../unit-conversion';
import type { Dish, StockItem } from './pantry-types';
import { coverIngredients, type DishCoverOptions } from './recipe-check';

/** What one stock item gives to an ingredient, in the item's own unit. */
export interface StockTake {
  stockId: number;
  /** Two decimals, at most what the item holds. */
  quantity: number;
  /** The item's unit as it writes it. */
  unit: string;
}

/** One ingredient of a draw plan. */
export interface DrawPlanLine {
  index: number;
  /** As written. */
  name: string;
  /** The stock items to take from, soonest expiry first (empty for 'to taste' and unmeasured stock). */
  takes: StockTake[];
  /** True when the pantry holds enough (always for 'to taste'). */
  covered: boolean;
  /** What is missing, two decimals, in `unit`; 0 when covered. */
  shortfall: number;
  /** The ingredient's unit as written ('each' when none). */
  unit: string;
  /**
   * The stock items that cover the ingredient without an amount to draw: the ingredient has none ('to
   * taste'), or no covering item's unit converts to the ingredient's (4 cloves of garlic, 1 bulb).
   */
  unmeasured: number[];
}

/**
 * Cooking a dish takes from stock (the engine's draw, written down): per ingredient, which stock items
 * (by id) give how much in the item's own unit, soonest expiry first, expired stock left out, what one
 * ingredient takes gone for the next; and the shortfall. The same coverage as every other path.
 */
export function planDraw(
  dish: Pick<Dish, 'servings' | 'ingredients'>,
  stock: readonly StockItem[],
  options: DishCoverOptions = {},
): DrawPlanLine[] {
  return coverIngredients(dish, stock, options).map((cover) => {
    const shortfall = Number(formatAmountQuantity(cover.short));
    const takes: StockTake[] = [];
    for (const take of cover.takes) {
      const quantity = Math.min(Number(formatAmountQuantity(take.quantity)), take.holding.quantity);
      if (quantity > 0 && take.holding.id !== null)
        takes.push({ stockId: take.holding.id, quantity, unit: take.holding.unitText });
    }
    const unmeasured = cover.measured ? [] : cover.covering.flatMap((h) => (h.id === null ? [] : [h.id]));
    return {
      index: cover.index,
      name: cover.name,
      takes,
      covered: shortfall === 0,
      shortfall,
      unit: cover.unit,
      unmeasured,
    };
  });
}
