import {
  diffRecipe,
  type MergeableRecipe,
  mergeFromSource,
  type Recipe,
  type RecipeChange,
  recipeImportErrors,
  recipeImportMessages,
} from '@kitching/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { analyzeUrl } from './recipe-import.api';
import { useUpdateRecipe } from './recipes.mutations';
import { recipeQueries } from './recipes.queries';

interface Review {
  recipe: Recipe;
  merged: MergeableRecipe;
  changes: RecipeChange[];
}

function updateFailure(error: unknown) {
  if (error instanceof ApiError && error.code === recipeImportErrors.noRecipe)
    return recipeImportMessages.noUpdate;
  const message = error instanceof ApiError && error.status !== 0 ? error.serverMessage : undefined;
  return {
    title: recipeImportMessages.updateFailed.title,
    message: message || recipeImportMessages.updateFailed.message,
  };
}

/**
 * 'Update from Source': reads the recipe's page again, merges it by the spec 5 rule, and shows what
 * would change; nothing is saved until the cook confirms.
 */
export function useUpdateFromSource() {
  const queryClient = useQueryClient();
  const update = useUpdateRecipe();
  const [fetching, setFetching] = useState(false);
  const [review, setReview] = useState<Review | null>(null);

  async function start(recipeId: number) {
    setFetching(true);
    try {
      const recipe = await queryClient.fetchQuery(recipeQueries.detail(recipeId));
      const result = await analyzeUrl(recipe.source ?? '');
      const fresh = result.data;
      if (!fresh.name.trim() && !fresh.ingredients.length) {
        toast({
          title: recipeImportMessages.noUpdate.title,
          description: recipeImportMessages.noUpdate.message,
          variant: 'error',
        });
        return;
      }
      const merged = mergeFromSource(recipe, fresh);
      setReview({ recipe, merged, changes: diffRecipe(recipe, merged) });
    } catch (error) {
      const failure = updateFailure(error);
      toast({ title: failure.title, description: failure.message, variant: 'error' });
    } finally {
      setFetching(false);
    }
  }

  async function save() {
    if (!review) return;
    try {
      const { merged } = review;
      // Made against the version that was merged: a change someone saved meanwhile is not overwritten
      // (409: the message says so, and the recipe shown is theirs; updating again merges from it).
      await update.mutateAsync({ id: review.recipe.id, body: merged, version: review.recipe.version });
      toast({ title: 'Recipe updated', description: merged.name, variant: 'success' });
      setReview(null);
    } catch (error) {
      toast({
        // Spec 8: saving the refreshed recipe.
        title: 'Failed to save recipe',
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    }
  }

  return { start, fetching, review, save, saving: update.isPending, cancel: () => setReview(null) };
}

const shown = (value: string | number | null) => (value === null || value === '' ? '(empty)' : String(value));

function ChangeItem({ change }: { change: RecipeChange }) {
  if (change.field === 'ingredients') {
    return (
      <li className="rounded-lg border border-stone-200 p-3">
        <p className="text-sm font-semibold text-stone-900">Ingredients</p>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {change.removed.map((line, i) => (
            <li key={`r${i}`} className="flex items-start gap-2 rounded bg-red-50 px-2 py-1 text-red-900">
              <Minus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="sr-only">Removed: </span>
              {line}
            </li>
          ))}
          {change.added.map((line, i) => (
            <li key={`a${i}`} className="flex items-start gap-2 rounded bg-green-50 px-2 py-1 text-green-900">
              <Plus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="sr-only">Added: </span>
              {line}
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-stone-200 p-3 text-sm">
      <p className="font-semibold text-stone-900">{change.label}</p>
      <dl className="mt-2 grid grid-cols-[4rem_1fr] gap-x-2 gap-y-1">
        <dt className="text-stone-500">Before</dt>
        <dd className="line-clamp-4 whitespace-pre-line rounded bg-red-50 px-2 py-1 text-red-900">
          {shown(change.before)}
        </dd>
        <dt className="text-stone-500">After</dt>
        <dd className="line-clamp-4 whitespace-pre-line rounded bg-green-50 px-2 py-1 text-green-900">
          {shown(change.after)}
        </dd>
      </dl>
    </li>
  );
}

/** The review step: every change listed before the cook decides to save. */
export function UpdateFromSourceDialog({ state }: { state: ReturnType<typeof useUpdateFromSource> }) {
  const { review } = state;
  const count = review?.changes.length ?? 0;
  return (
    <Dialog
      open={Boolean(review)}
      onOpenChange={(open) => !open && state.cancel()}
      title="Update from Source"
      description={
        count
          ? `${count} ${count === 1 ? 'change' : 'changes'} from the recipe's page. Nothing is saved until you choose Save Changes.`
          : "This recipe already matches its page. There's nothing to update."
      }
      className="sm:max-w-xl!"
    >
      {count ? (
        <ul className="flex flex-col gap-3" aria-label="What changed" data-testid="source-changes">
          {review!.changes.map((change) => (
            <ChangeItem key={change.field} change={change} />
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={state.cancel}>
          {count ? 'Cancel' : 'Close'}
        </Button>
        {count ? (
          <Button onClick={state.save} disabled={state.saving}>
            {state.saving ? <Spinner label="Saving" /> : null}
            Save Changes
          </Button>
        ) : null}
      </DialogFooter>
    </Dialog>
  );
}
