import { recipeCount } from '@kitching/contracts';
import { toast } from '../../components/ui/toast.component';
import { type RecipeAction, type RecipeTarget, useRecipeAction } from './recipes.mutations';

// Spec 8's words for each action, one recipe and many.
const WORDS: Record<
  RecipeAction,
  { done: string; one: string; oneFailed: string; many: string; someFailed: string }
> = {
  archive: {
    done: 'archived',
    one: 'Recipe archived',
    oneFailed: 'Failed to archive recipe',
    many: 'Recipes archived',
    someFailed: 'Failed to archive some recipes.',
  },
  restore: {
    done: 'restored',
    one: 'Recipe restored',
    oneFailed: 'Failed to restore recipe.',
    many: 'Recipes restored',
    someFailed: 'Failed to restore some recipes.',
  },
  delete: {
    done: 'deleted',
    one: 'Recipe deleted',
    oneFailed: 'Failed to delete recipe.',
    many: 'Recipes deleted',
    someFailed: 'Failed to delete some recipes.',
  },
};

/**
 * Archive, restore and permanent delete for one card or the bulk bar, with the spec's toasts.
 * Resolves with the ids that failed, so a bulk selection can keep just those for another try.
 * Archive and restore are made to the version of each recipe shown (If-Match): a recipe someone
 * changed meanwhile fails with the server's message and shows as it is now.
 */
export function useRecipeActions() {
  const mutation = useRecipeAction();

  async function run(action: RecipeAction, targets: RecipeTarget[], bulk: boolean): Promise<number[]> {
    if (!targets.length) return [];
    const words = WORDS[action];
    const { succeeded, failed, firstError } = await mutation.mutateAsync({ action, targets });
    if (!bulk) {
      toast(
        failed.length
          ? { title: words.oneFailed, description: firstError, variant: 'error' }
          : { title: words.one, variant: 'success' },
      );
    } else if (failed.length) {
      toast({
        title: words.someFailed,
        description: `${recipeCount(succeeded, words.done)}, ${failed.length} failed.${firstError ? ` ${firstError}` : ''}`,
        variant: 'error',
      });
    } else {
      toast({ title: words.many, description: recipeCount(succeeded, words.done), variant: 'success' });
    }
    return failed;
  }

  return { run, pending: mutation.isPending };
}
