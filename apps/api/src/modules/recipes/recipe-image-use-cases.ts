import { type Actor, imageTypeOf, RECIPE_IMAGE_MAX_BYTES } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import { recipeErrors } from './recipes.errors';
import { type RecipesRepository, toRecipeDto } from './recipes.repository';
import type { RecipeRow } from './recipes.table';

/**
 * A recipe's photo (issue 25): read by anyone of the family, set or removed by those who may edit
 * recipes. The bytes go in recipe_images and the recipe row's `image_hash` in the same transaction, so
 * the recipe's version (and the family's recipe lists) change with the photo, and its `imageUrl` too.
 */
export const recipeImageUseCases = (
  run: ScopedRun<{ recipes: RecipesRepository }>,
  requireRecipe: (actor: Actor, id: number) => Promise<RecipeRow>,
) => {
  /** Sets the recipe's image hash (null: none) and raises its one event. */
  const changed = (
    actor: Actor,
    id: number,
    write: (repos: { recipes: RecipesRepository }) => Promise<string | null>,
  ) =>
    run(async ({ repos, emit }) => {
      const imageHash = await write(repos);
      const row = await repos.recipes.update(id, { imageHash });
      if (!row) throw recipeErrors.notFound();
      const recipe = toRecipeDto(row);
      emit({
        type: 'recipe.updated',
        familyId: row.familyId,
        actorId: actor.id,
        details: { recipe, changed: ['image'] },
      });
      return recipe;
    });

  return {
    /** The photo's bytes, type and hash; 404 when the recipe has none (or is not the family's). */
    async image(actor: Actor, id: number) {
      await requireRecipe(actor, id);
      const image = await run(({ repos }) => repos.recipes.image(id));
      if (!image) throw recipeErrors.noImage();
      return image;
    },

    /** Keeps `bytes` as the recipe's photo: JPEG, PNG or WebP by its first bytes, at most 5 MB. */
    async setImage(actor: Actor, id: number, bytes: Uint8Array) {
      await requireRecipe(actor, id);
      authorize(actor, 'recipes.edit');
      if (bytes.length > RECIPE_IMAGE_MAX_BYTES) throw recipeErrors.imageTooLarge();
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw recipeErrors.notAnImage();
      return changed(actor, id, (repos) => repos.recipes.putImage(id, { contentType, bytes }));
    },

    async removeImage(actor: Actor, id: number) {
      const row = await requireRecipe(actor, id);
      authorize(actor, 'recipes.edit');
      if (!row.imageHash) return toRecipeDto(row);
      return changed(actor, id, async (repos) => {
        await repos.recipes.removeImage(id);
        return null;
      });
    },
  };
};
