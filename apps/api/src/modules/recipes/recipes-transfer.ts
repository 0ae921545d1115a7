import { type ExportRecipeLine, RECIPE_IMAGE_EXT } from '@kitching/contracts';
import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { type NewRecipeImage, recipeImageQueries, sha256Of } from './recipe-images.repository';
import { recipeImages } from './recipe-images.table';
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
  /** Its photo, type checked by its bytes (an import's, or an export's `images/` file). */
  image?: NewRecipeImage;
}

/** An export's name for a recipe's photo file: `images/<its id in the export>.<ext>`. */
export const exportImagePath = (recipeId: number, contentType: NewRecipeImage['contentType']) =>
  `images/${recipeId}.${RECIPE_IMAGE_EXT[contentType]}`;

const toLine = ({
  contentType,
  ...r
}: RecipeRow & { contentType: NewRecipeImage['contentType'] | null }): ExportRecipeLine => ({
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
  ...(contentType ? { images: [exportImagePath(r.id, contentType)] } : {}),
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
      .select({ ...getTableColumns(recipes), contentType: recipeImages.contentType })
      .from(recipes)
      .leftJoin(recipeImages, eq(recipeImages.recipeId, recipes.id))
      .where(and(eq(recipes.familyId, familyId), gt(recipes.id, afterId)))
      .orderBy(asc(recipes.id))
      .limit(limit);
  return {
    exportPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }) => (await page(db, familyId, afterId, limit)).map(toLine)),

    /** The family's next photo after this recipe id, with the file name its recipe line gives it. */
    exportImage: (familyId: number, afterRecipeId: number) =>
      run(async ({ db }) => {
        const image = await recipeImageQueries({ db }).nextImage(familyId, afterRecipeId);
        return image && { ...image, path: exportImagePath(image.recipeId, image.contentType) };
      }),

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
        const part = drafts.slice(i, i + CHUNK);
        const rows = await tx.db
          .insert(recipes)
          .values(
            part.map(({ image, ...d }) => ({
              ...d,
              familyId,
              createdBy: actorId,
              imageHash: image ? sha256Of(image.bytes) : null,
            })),
          )
          .returning({ id: recipes.id });
        ids.push(...rows.map((r) => r.id));
        // The photos in the same chunk as their recipes, one statement each (a few MB at most apiece).
        const images = recipeImageQueries({ db: tx.db });
        for (const [n, d] of part.entries()) if (d.image) await images.putImage(rows[n]!.id, d.image);
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
