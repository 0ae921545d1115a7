import type { Recipe } from '@kitching/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import { recipeImageQueries } from './recipe-images.repository';
import { recipeSearchQueries } from './recipe-search.repository';
import { type RecipeRow, recipes } from './recipes.table';

export type NewRecipe = typeof recipes.$inferInsert;
export type RecipeChanges = Partial<
  Omit<NewRecipe, 'id' | 'familyId' | 'createdBy' | 'createdAt' | 'version'>
>;

export const toRecipeDto = (row: RecipeRow): Recipe => ({
  id: row.id,
  familyId: row.familyId,
  createdBy: row.createdBy,
  name: row.name,
  description: row.description,
  servings: row.servings,
  prepTime: row.prepTime,
  cookTime: row.cookTime,
  instructions: row.instructions,
  source: row.source,
  sourceName: row.sourceName,
  ingredients: (row.ingredients ?? []).map((i) => ({
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    ...(i.raw ? { raw: i.raw } : {}),
    ...(i.group ? { group: i.group } : {}),
  })),
  difficulty: row.difficulty,
  tags: row.tags ?? [],
  isArchived: row.isArchived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  // The hash in the address: a new photo is a new address, so a browser may keep the old one cached.
  imageUrl: row.imageHash ? `/api/recipes/${row.id}/image?v=${row.imageHash.slice(0, 16)}` : null,
});

export function recipesRepository({ db }: { db: Db }) {
  // Prepared once: opening a recipe is the most frequent single read.
  const byId = db
    .select()
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .limit(1)
    .prepare('recipe_by_id');

  return {
    ...recipeSearchQueries({ db }),
    ...recipeImageQueries({ db }),
    async listByFamily(familyId: number, archived: boolean): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(and(eq(recipes.familyId, familyId), eq(recipes.isArchived, archived)))
        .orderBy(desc(recipes.createdAt), desc(recipes.id));
    },
    /** The active recipes as dishes to cook: id, name, servings and ingredients only. */
    async dishesByFamily(
      familyId: number,
    ): Promise<Pick<RecipeRow, 'id' | 'name' | 'servings' | 'ingredients'>[]> {
      return db
        .select({
          id: recipes.id,
          name: recipes.name,
          servings: recipes.servings,
          ingredients: recipes.ingredients,
        })
        .from(recipes)
        .where(and(eq(recipes.familyId, familyId), eq(recipes.isArchived, false)))
        .orderBy(asc(recipes.id));
    },
    async findById(id: number): Promise<RecipeRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    /** The recipes of these ids (archived ones too), in no set order. */
    async findByIds(ids: number[]): Promise<RecipeRow[]> {
      if (!ids.length) return [];
      return db.select().from(recipes).where(inArray(recipes.id, ids));
    },
    /** The recipe, locked for this transaction: what a delete is about to remove, as it is now. */
    async lockById(id: number): Promise<RecipeRow | undefined> {
      const [row] = await db.select().from(recipes).where(eq(recipes.id, id)).for('update');
      return row;
    },
    async create(values: NewRecipe): Promise<RecipeRow> {
      const [row] = await db.insert(recipes).values(values).returning();
      return row!;
    },
    /** Undefined when the recipe is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async update(
      id: number,
      changes: RecipeChanges,
      expectedVersion?: number,
    ): Promise<RecipeRow | undefined> {
      const [row] = await db
        .update(recipes)
        .set({ ...changes, updatedAt: new Date() })
        .where(atVersion(recipes, id, expectedVersion))
        .returning();
      return row;
    },
    /** Deletes the recipe only if it is archived (one statement); false when nothing was deleted. */
    /** The recipe as it was, when it was archived and is now gone; undefined otherwise. */
    async removeArchived(id: number): Promise<RecipeRow | undefined> {
      const [row] = await db
        .delete(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.isArchived, true)))
        .returning();
      return row;
    },
  };
}
export type RecipesRepository = ReturnType<typeof recipesRepository>;
