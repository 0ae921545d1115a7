import {
  convertQuantity,
  formatAmounts,
  type GroceryItem,
  type InventoryItem,
  type ProductLinkPair,
  parseQuantity,
  productLinks,
  sameProduct,
  UNITS,
  weighedUnit,
} from '@kitching/contracts';

/** Spec 2.10: emoji for these seven categories, a box for the rest. */
const CATEGORY_EMOJI: Record<string, string> = {
  bakery: '🍞',
  dairy: '🥛',
  produce: '🥬',
  meat: '🥩',
  frozen: '🧊',
  beverages: '🥤',
  pantry: '🥫',
};
export const categoryEmoji = (category: string) => CATEGORY_EMOJI[category.trim().toLowerCase()] ?? '📦';

/** The line's amounts as one text: '2 each', '1 bag + 2 each' (a second amount is never dropped). */
export const amountText = (item: Pick<GroceryItem, 'quantity' | 'unit' | 'moreAmounts'>) =>
  formatAmounts([{ quantity: item.quantity, unit: item.unit }, ...(item.moreAmounts ?? [])]);

/** The lines with the ticks still on their way to the server shown as made. */
export function withPendingTicks(items: GroceryItem[], pending: ReadonlyMap<number, boolean>): GroceryItem[] {
  if (!pending.size) return items;
  return items.map((item) => {
    const purchased = pending.get(item.id);
    return purchased === undefined || purchased === item.purchased ? item : { ...item, purchased };
  });
}

export interface CategoryGroup {
  category: string;
  items: GroceryItem[];
}

/**
 * The shopping view: the lines by category in the family's shop order (a category the order does not
 * name comes last), each group's lines still to buy first, then those in the trolley; names A to Z.
 */
export function groupByShopOrder(items: GroceryItem[], order: readonly string[]): CategoryGroup[] {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const rank = (category: string) => {
    const i = order.indexOf(category);
    return i < 0 ? order.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, lines]) => ({
      category,
      items: [...lines].sort(
        (a, b) => Number(a.purchased) - Number(b.purchased) || a.name.localeCompare(b.name),
      ),
    }));
}

/** An order with one category moved one place up (-1) or down (+1). */
export function moveCategory(order: readonly string[], category: string, by: -1 | 1): string[] {
  const from = order.indexOf(category);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, category);
  return next;
}

/** A recipe's unit as a grocery line's unit (the server's rule: a spec unit, else 'each'). */
export function groceryUnit(unit: string): string {
  const text = unit.trim().toLowerCase();
  return (UNITS as readonly string[]).find((u) => u === text) ?? weighedUnit(text) ?? 'each';
}

export interface IngredientNeed {
  name: string;
  quantity: number;
  unit: string;
}

/** The ingredient scaled from the recipe's servings to `servings`, as the server adds it to a list. */
export function scaledNeed(
  ingredient: { name: string; quantity?: string | null; unit?: string | null },
  recipeServings: number,
  servings: number,
): IngredientNeed {
  const factor = servings / Math.max(recipeServings, 1);
  const quantity = Math.max(Math.round((parseQuantity(ingredient.quantity) ?? 1) * factor * 100) / 100, 0.01);
  return { name: ingredient.name, quantity, unit: groceryUnit(ingredient.unit ?? '') };
}

/**
 * True when the pantry already holds enough of the ingredient: every inventory item of the same product
 * (the one name rule, with the family's links), converted into the ingredient's unit, adds up to it.
 */
export function pantryHoldsEnough(
  need: IngredientNeed,
  inventory: readonly Pick<InventoryItem, 'name' | 'quantity' | 'unit'>[],
  links: Iterable<ProductLinkPair> = [],
): boolean {
  const linked = productLinks(links);
  const held = inventory
    .filter((item) => sameProduct(item.name, need.name, linked))
    .reduce((sum, item) => sum + (convertQuantity(Number(item.quantity) || 0, item.unit, need.unit) ?? 0), 0);
  return held >= need.quantity;
}
