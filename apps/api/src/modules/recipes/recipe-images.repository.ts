import { createHash } from 'node:crypto';
import type { RecipeImageType } from '@kitching/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImages } from './recipe-images.table';
import { recipes } from './recipes.table';

/** A photo to keep: its type already checked by its bytes. */
export interface NewRecipeImage {
  contentType: RecipeImageType;
  bytes: Uint8Array;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The photos' queries, part of the recipes repository (one per recipe; the recipe row names its hash). */
export function recipeImageQueries({ db }: { db: Db }) {
  return {
    async image(recipeId: number) {
      const [row] = await db.select().from(recipeImages).where(eq(recipeImages.recipeId, recipeId));
      return row;
    },
    /** The recipe's photo, replaced when it had one; answers its hash (the recipe row is the caller's). */
    async putImage(recipeId: number, image: NewRecipeImage): Promise<string> {
      const sha256 = sha256Of(image.bytes);
      const values = { ...image, size: image.bytes.length, sha256, createdAt: new Date() };
      await db
        .insert(recipeImages)
        .values({ recipeId, ...values })
        .onConflictDoUpdate({ target: recipeImages.recipeId, set: values });
      return sha256;
    },
    async removeImage(recipeId: number) {
      await db.delete(recipeImages).where(eq(recipeImages.recipeId, recipeId));
    },
    /** The family's next photo after this recipe id (an export writes them one at a time). */
    async nextImage(familyId: number, afterRecipeId: number) {
      const [row] = await db
        .select({
          recipeId: recipeImages.recipeId,
          contentType: recipeImages.contentType,
          bytes: recipeImages.bytes,
        })
        .from(recipeImages)
        .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
        .where(and(eq(recipes.familyId, familyId), gt(recipeImages.recipeId, afterRecipeId)))
        .orderBy(asc(recipeImages.recipeId))
        .limit(1);
      return row;
    },
  };
}
