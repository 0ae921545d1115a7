import type { CreateRecipeInput, Recipe, UpdateRecipeInput } from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { errorMessage, sendData, sendDelete, type VersionedChange } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { showRecipe } from './recipes.cache';
import { recipeQueries } from './recipes.queries';

/**
 * The recipes' writes. Each answer goes through the event table (app/live/event-invalidations.ts) as
 * the event the write raises, like another member's change.
 */

export function useCreateRecipe(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipeInput) =>
      sendData<Recipe>(`/api/families/${familyId}/recipes`, { method: 'POST', body }),
    onSuccess: (recipe) => applyOwnEvent(queryClient, 'recipe.created', { recipe }),
  });
}

/**
 * `version`: the one the change was made to, sent as If-Match (409 recipes.version_conflict if someone
 * saved since; the recipe as stored now then goes into the cached lists).
 */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: VersionedChange<UpdateRecipeInput>) =>
      sendData<Recipe>(`/api/recipes/${id}`, { method: 'PATCH', body, version }),
    onSuccess: (recipe, { body }) =>
      applyOwnEvent(queryClient, 'recipe.updated', { recipe, changed: Object.keys(body) }),
    onError: (error) => {
      const current = conflictCurrent<Recipe>(error);
      if (current) showRecipe(queryClient, current);
    },
  });
}

export type RecipeAction = 'archive' | 'restore' | 'delete';

/** A recipe an action is for: its id, and the version shown (archive and restore send it as If-Match). */
export interface RecipeTarget {
  id: number;
  version?: number;
}

const send = (action: RecipeAction, { id, version }: RecipeTarget) =>
  action === 'delete'
    ? sendDelete(`/api/recipes/${id}`).then((answer) => ({ id, ...answer }))
    : sendData<Recipe>(`/api/recipes/${id}/${action === 'archive' ? 'archive' : 'unarchive'}`, {
        method: 'PATCH',
        version,
      });

/** The event each action raises; a delete's answer is the id alone, all that row reads of it. */
const EVENT_OF = {
  archive: 'recipe.archived',
  restore: 'recipe.restored',
  delete: 'recipe.deleted',
} as const;

/**
 * Archive, restore or permanently delete one or many recipes. Spec 7: one call per recipe, in
 * parallel; the result says which succeeded so the page can report a partial failure. Each answer
 * moves its recipe in the cached lists. A version conflict (someone changed the recipe since it was
 * shown) carries the recipe as stored now, which is shown instead; when any other call failed (a
 * recipe deleted elsewhere) this copy of the lists is out of date, so they are fetched again.
 */
export function useRecipeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, targets }: { action: RecipeAction; targets: RecipeTarget[] }) => {
      const results = await Promise.allSettled(targets.map((target) => send(action, target)));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failed = targets.filter((_, i) => results[i]!.status === 'rejected').map((t) => t.id);
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const firstError = reasons.length ? errorMessage(reasons[0], '') || undefined : undefined;
      return { action, done, succeeded: done.length, failed, reasons, firstError };
    },
    onSuccess: ({ action, done, reasons }) => {
      for (const answer of done) {
        applyOwnEvent(queryClient, EVENT_OF[action], { recipe: answer as Recipe });
      }
      const current = reasons.map((reason) => conflictCurrent<Recipe>(reason));
      for (const recipe of current) if (recipe) showRecipe(queryClient, recipe);
      if (current.some((recipe) => !recipe))
        void queryClient.invalidateQueries({ queryKey: recipeQueries.all() });
    },
  });
}
