import { type Dish, type ProductLinkPair, type StockItem, suggestMeals } from '@kitching/contracts';
import type { RecipeRow } from './recipes.table';

/**
 * What the recipes search needs of the pantry for 'what can be cooked now', read through the inventory
 * and grocery services (app/context.ts wires them: this module reads neither's data itself).
 */
export interface PantryReader {
  stock(familyId: number): Promise<StockItem[]>;
  links(familyId: number): Promise<ProductLinkPair[]>;
}

const dishOf = (r: RecipeRow): Dish => ({
  kind: 'recipe',
  id: r.id,
  name: r.name,
  servings: r.servings,
  ingredients: r.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
});

/**
 * The recipes the pantry covers now, in their order: those the pantry rule's `suggestMeals` matches at
 * 100% (amounts scaled, units converted, linked names, stock expired before `today` left out), the same
 * answer as 'Suggested Meals'. A recipe without ingredients says nothing of the pantry and is left out.
 */
export async function cookableOnly(
  rows: RecipeRow[],
  familyId: number,
  pantry: PantryReader,
  today: string,
): Promise<RecipeRow[]> {
  if (!rows.length) return rows;
  const [stock, links] = await Promise.all([pantry.stock(familyId), pantry.links(familyId)]);
  const covered = new Set(
    suggestMeals(rows.map(dishOf), stock, { links, today })
      .filter((s) => s.matchPercentage === 100)
      .map((s) => s.id),
  );
  return rows.filter((r) => covered.has(r.id));
}
