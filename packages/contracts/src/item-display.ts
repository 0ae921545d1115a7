// Schema-free (no Zod), as units.ts and item-defaults.ts: what the inventory and grocery pages show
// (the categories, an item's amount) without the item schemas, which load with the forms that use them
// (issue 27: a page importing these from inventory.ts built every item schema before its first paint).
import { unitFor } from './quantity-display';
import { toNumber } from './stock';

/** Spec 3: inventory categories, in the spec's order. */
export const INVENTORY_CATEGORIES = [
  'Produce',
  'Dairy',
  'Meat',
  'Pantry',
  'Frozen',
  'Beverages',
  'Bakery',
  'Snacks',
  'Condiments',
  'Other',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

/** Spec 2.10: a list's card shows its first 5 items, then '+N more items'. */
export const GROCERY_CARD_ITEMS = 5;

/** A plain decimal number as typed: digits, an optional point and digits, an optional leading '+'. */
export const DECIMAL = /^\+?(\d+(\.\d*)?|\.\d+)$/;

/** '1.50' -> '1.5', '2.' -> '2', '.5' -> '0.5', '007' -> '7': the canonical numeric string. */
export function normalizeDecimal(text: string): string {
  let [whole = '', fraction = ''] = text.trim().replace(/^\+/, '').split('.');
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  fraction = fraction.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Spec 5: exactly 1 with unit piece or pieces shows '1 piece'; otherwise the quantity followed by the unit. */
export function formatItemQuantity(quantity: string | number, unit: string | null | undefined): string {
  const u = (unit ?? '').trim();
  if (toNumber(quantity) === 1 && (u === 'piece' || u === 'pieces')) return '1 piece';
  const text = typeof quantity === 'number' ? String(quantity) : quantity.trim();
  const shown = DECIMAL.test(text) ? normalizeDecimal(text) : text;
  return u ? `${shown} ${unitFor(u, quantity)}` : shown;
}
