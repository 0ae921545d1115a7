import { recipeCount } from '@kitching/contracts';
import { toast } from '../../components/ui/toast.component';
import { useDeletedToast } from '../undo/use-deleted-toast.hook';
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
  const deletedToast = useDeletedToast();

  async function run(action: RecipeAction, targets: RecipeTarget[], bulk: boolean): Promise<number[]> {
    if (!targets.length) return [];
    const words = WORDS[action];
    const { succeeded, failed, firstError, done } = await mutation.mutateAsync({ action, targets });
    // Issue 24: a permanent delete's toast offers Undo (each deleted recipe comes back to the archive).
    const success = (title: string, description?: string) =>
      action === 'delete'
        ? deletedToast({
            title,
            description,
            undoIds: done.map((answer) => (answer as { undoId?: number }).undoId),
            restored: succeeded === 1 ? 'The recipe' : `${succeeded} recipes`,
          })
        : toast({ title, description, variant: 'success' });
    if (!bulk) {
      if (failed.length) toast({ title: words.oneFailed, description: firstError, variant: 'error' });
      else success(words.one);
    } else if (failed.length) {
      toast({
        title: words.someFailed,
        description: `${recipeCount(succeeded, words.done)}, ${failed.length} failed.${firstError ? ` ${firstError}` : ''}`,
        variant: 'error',
      });
    } else {
      success(words.many, recipeCount(succeeded, words.done));
    }
    return failed;
  }

  return { run, pending: mutation.isPending };
}
