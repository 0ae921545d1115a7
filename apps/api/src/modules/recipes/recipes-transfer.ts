import type { ExportRecipeLine } from '@kitching/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { type RecipeRow, recipes, type StoredIngredient } from './recipes.table';

/** A recipe to add from an import, in the table's words. */
export interface RecipeDraft {
  name: string;
  description: string | null;
  servings: number;
  prepTime: number;
  cookTime: number;
  instructions: string | null;
  source: string | null;
  sourceName: string | null;
  ingredients: StoredIngredient[];
  difficulty: RecipeRow['difficulty'];
  /** Categories, cuisines and keywords (cleaned: `cleanTags`, at most MAX_RECIPE_TAGS). */
  tags: string[];
  isArchived: boolean;
}

const toLine = (r: RecipeRow): ExportRecipeLine => ({
  id: r.id,
  name: r.name,
  description: r.description,
  servings: r.servings,
  prepTime: r.prepTime,
  cookTime: r.cookTime,
  instructions: r.instructions,
  source: r.source,
  sourceName: r.sourceName,
  ingredients: r.ingredients,
  difficulty: r.difficulty,
  tags: r.tags,
  isArchived: r.isArchived,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Rows inserted per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 200;

/**
 * Issue 25: the family's recipes out (pages by id, each its own short read, so an export of 5,000
 * recipes never holds them all) and in (many at once, inside the transaction of one chunk of an import). The
 * import raises no recipe event: the import use case raises its own one event.
 */
export function recipesTransfer(run: ScopedRun<unknown>) {
  const page = (db: Db, familyId: number, afterId: number, limit: number) =>
    db
      .select()
      .from(recipes)
      .where(and(eq(recipes.familyId, familyId), gt(recipes.id, afterId)))
      .orderBy(asc(recipes.id))
      .limit(limit);
  return {
    exportPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }) => (await page(db, familyId, afterId, limit)).map(toLine)),

    /** The family's recipe names, lower-cased (an import into a family with recipes skips those). */
    async recipeNames(tx: Tx, familyId: number): Promise<Set<string>> {
      const rows = await tx.db
        .select({ name: sql<string>`lower(${recipes.name})` })
        .from(recipes)
        .where(eq(recipes.familyId, familyId));
      return new Set(rows.map((r) => r.name));
    },

    /** Adds the drafts in order; answers their new ids in the same order. */
    async importMany(tx: Tx, actorId: number, familyId: number, drafts: RecipeDraft[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < drafts.length; i += CHUNK) {
        const rows = await tx.db
          .insert(recipes)
          .values(drafts.slice(i, i + CHUNK).map((d) => ({ ...d, familyId, createdBy: actorId })))
          .returning({ id: recipes.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },

    /** Undoes an import that did not finish: its recipes go, no event, no undo entry (they were never whole). */
    async removeImported(tx: Tx, familyId: number, ids: number[]) {
      if (ids.length)
        await tx.db.delete(recipes).where(and(eq(recipes.familyId, familyId), inArray(recipes.id, ids)));
    },
  };
}
