import type { Actor, RecipeImageType } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { revive } from '../undo/undo.service';
import { type RecipesRepository, toRecipeDto } from './recipes.repository';
import type { RecipeRow } from './recipes.table';

/** What a permanent delete keeps for its Undo: the recipe as stored (archived). */
export interface RecipeSnapshot {
  recipe: RecipeRow;
  /** The meal plans that followed it (kept their copy when it went). */
  followers?: number[];
  /** Its photo (base64), kept with it: an Undo brings the recipe back whole. */
  image?: { contentType: RecipeImageType; base64: string };
}

/**
 * Undo of a permanent delete (issue 24, called by the undo module inside its transaction): the recipe
 * back in the archive with its id; the meal plans that followed it (and kept its copy when it went)
 * follow it again, through `afterUndelete` (the root wires it to the meal plans), in the same action.
 */
export const recipeUndoUseCases = (
  run: ScopedRun<{ recipes: RecipesRepository }>,
  afterUndelete?: (tx: Tx, recipeId: number, followers: number[]) => Promise<void>,
) => ({
  async undelete(tx: Tx, actor: Actor, kept: unknown) {
    const { repos, emit } = run.join(tx);
    const snapshot = kept as RecipeSnapshot;
    authorize(actor, 'recipes.edit');
    const stored = revive<RecipeRow>(snapshot.recipe, ['createdAt', 'updatedAt']);
    const image = snapshot.image;
    let row = await repos.recipes.create({ ...stored, imageHash: null });
    if (image) {
      const bytes = new Uint8Array(Buffer.from(image.base64, 'base64'));
      const imageHash = await repos.recipes.putImage(row.id, { contentType: image.contentType, bytes });
      row = (await repos.recipes.update(row.id, { imageHash })) ?? row;
    }
    await afterUndelete?.(tx, row.id, snapshot.followers ?? []);
    const event = {
      type: 'recipe.created' as const,
      familyId: row.familyId,
      actorId: actor.id,
      details: { recipe: toRecipeDto(row), undone: true as const },
    };
    emit(event);
    return event;
  },
});
