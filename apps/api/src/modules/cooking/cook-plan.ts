import {
  type Dish,
  type DishIngredient,
  type LinksInput,
  type MissingAmount,
  planDraw,
} from '@kitching/contracts';
import type { PlannedTake } from '../inventory/stock.service';

/** One batch of the family's stock as a cook plans over it (inventory.familyStock). */
export interface StockBatchEntry {
  id: number;
  itemId: number;
  name: string;
  quantity: string;
  unit: string;
  expirationDate: string | null;
}

const amount = (n: number) => String(Math.round(n * 100) / 100);

/**
 * What cooking a dish takes, per batch (the pantry rule's planDraw over the family's batches: each batch
 * a stock entry named by its item, so the draw is soonest expiry first per batch, converted, stock
 * expired before `today` left out), and what the pantry cannot cover.
 */
export function planCook(
  dish: Pick<Dish, 'servings' | 'ingredients'>,
  stock: readonly StockBatchEntry[],
  options: { servings?: number | undefined; links: LinksInput; today?: string | undefined },
): { takes: PlannedTake[]; missing: MissingAmount[]; uncovered: number[] } {
  const byId = new Map(stock.map((batch) => [batch.id, batch]));
  const lines = planDraw(dish, stock, options);
  const takes = lines.flatMap((line) =>
    line.takes.map((take) => {
      const batch = byId.get(take.stockId)!;
      return {
        batchId: batch.id,
        itemId: batch.itemId,
        name: batch.name,
        quantity: take.quantity,
        unit: batch.unit,
        expirationDate: batch.expirationDate,
      };
    }),
  );
  const missing = lines
    .filter((line) => line.shortfall > 0)
    .map((line) => ({ name: line.name, quantity: amount(line.shortfall), unit: line.unit }));
  // Covered only by presence (no unit converts): nothing measurable was taken for these lines.
  const uncovered = lines
    .filter((line) => line.unmeasured.length > 0 && !line.takes.length)
    .map((l) => l.index);
  return { takes, missing, uncovered };
}

/** Quick add's 'used 6 eggs': one product and amount, as the one ingredient of a dish of one serving. */
export const oneIngredient = (ingredient: DishIngredient) => ({ servings: 1, ingredients: [ingredient] });
