// Schema-free (no Zod), as units.ts: the web app's first script reads these defaults (its offline
// queue shows an item added without a server), and importing them from inventory.ts or grocery.ts
// put those modules, with every schema other pages use, and zod's core, into that script (issue 27).
import type { Unit } from './units';

/** Spec 3 and 9 defaults for a new item. */
export const INVENTORY_DEFAULTS = {
  quantity: '1',
  unit: 'pieces',
  category: 'Produce',
  minStockLevel: '0',
} as const satisfies { quantity: string; unit: Unit; category: string; minStockLevel: string };
// The category is checked where the schemas take these as defaults (inventory.ts: an enum field's
// default must be one of its values); naming InventoryCategory here would make a circle with it.

/** Spec 3 and 9: a new grocery item is 1 each, Produce. */
export const GROCERY_ITEM_DEFAULTS = { quantity: '1', unit: 'each', category: 'Produce' } as const;
