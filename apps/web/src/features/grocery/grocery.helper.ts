import {
  checkRecipe,
  formatAmounts,
  type GroceryItem,
  type ProductLinkPair,
  productLinks,
  type Recipe,
  type RecipeCheckLine,
  type StockItem,
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

/**
 * The add-recipe-to-list dialog's lines: per ingredient, the line the list gets at `servings` and
 * whether the pantry covers it (the contracts' pantry rule, checkRecipe, as the server decides it; stock
 * expired before `today` holds nothing). Without the pantry (not loaded, or it failed) nothing is covered,
 * so every ingredient is ticked.
 */
export function recipeLines(
  recipe: Pick<Recipe, 'servings' | 'ingredients'>,
  servings: number,
  inventory: readonly StockItem[] | undefined,
  links: Iterable<ProductLinkPair>,
  today: string,
): RecipeCheckLine[] {
  const lines = checkRecipe(recipe, inventory ?? [], { servings, links: productLinks(links), today });
  return inventory ? lines : lines.map((line) => ({ ...line, covered: false }));
}
