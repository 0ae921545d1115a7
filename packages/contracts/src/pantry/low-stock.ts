import { isLow, toNumber } from '../stock';
import { formatAmountQuantity } from '../unit-conversion';
import { draw, emptyDrawn, holdingIndex, listEntries } from './coverage-engine';
import { coverageSession } from './coverage-session';
import type { ListedLine, MealRuleOptions } from './pantry-types';
import { asLinks } from './product-links';

/** A stock item as the top-up needs it. */
export interface LowStockItem {
  id: number;
  name: string;
  quantity: string | number;
  unit: string;
  minStockLevel: string | number | null | undefined;
}

/** What one low item needs on the list, in its own unit. */
export interface TopUp {
  stockId: number;
  name: string;
  /** A numeric string with at most two decimals. */
  quantity: string;
  unit: string;
}

/**
 * 'Add low stock' (spec 4): each item at or below its minimum needs what brings it back to the minimum
 * (at least 1 of its unit), less what the unpurchased list lines covering it hold (the engine's draw:
 * converted, what one item takes from the list is gone for the next); what is left, in the order given.
 */
export function lowStockTopUp(
  stock: readonly LowStockItem[],
  onList: readonly ListedLine[],
  options: Pick<MealRuleOptions, 'links'> = {},
): TopUp[] {
  const s = coverageSession(asLinks(options.links));
  const list = holdingIndex(s, listEntries(s, onList));
  const out = emptyDrawn();
  const result: TopUp[] = [];
  for (const item of stock) {
    if (!isLow(item.quantity, item.minStockLevel)) continue;
    const needed = Math.max(toNumber(item.minStockLevel) - toNumber(item.quantity), 1);
    const { short } = draw(list, item.name, needed, s.unit(item.unit), 0, out);
    const quantity = formatAmountQuantity(short);
    if (Number(quantity) > 0) result.push({ stockId: item.id, name: item.name, quantity, unit: item.unit });
  }
  return result;
}
