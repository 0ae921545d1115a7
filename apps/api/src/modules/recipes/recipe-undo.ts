import type { Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { revive } from '../undo/undo.service';
import { type RecipesRepository, toRecipeDto } from './recipes.repository';
import type { RecipeRow } from './recipes.table';

/** What a permanent delete keeps for its Undo: the recipe as stored (archived). */
export interface RecipeSnapshot {
  recipe: RecipeRow;
}

/**
 * Undo of a permanent delete (issue 24, called by the undo module inside its transaction): the recipe
 * back in the archive with its id. Meal plans that kept their own copy of it when it went keep it.
 */
export const recipeUndoUseCases = (run: ScopedRun<{ recipes: RecipesRepository }>) => ({
  async undelete(tx: Tx, actor: Actor, kept: unknown) {
    const { repos, emit } = run.join(tx);
    authorize(actor, 'recipes.edit');
    const row = await repos.recipes.create(
      revive<RecipeRow>((kept as RecipeSnapshot).recipe, ['createdAt', 'updatedAt']),
    );
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
