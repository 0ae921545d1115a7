import type { CreateRecipeInput, Recipe, UpdateRecipeInput } from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { api, errorMessage } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { recipeQueries } from './recipes.queries';

/** The lists' own order (the server's): newest first. */
const newestFirst = (a: Recipe, b: Recipe) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Versions (If-Match): the header naming the version a change was made to, when there is one. */
const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'if-match': String(version) };

/**
 * A recipe as the server now has it: in its family's active or archived list (whichever is cached;
 * the avatar menu's archived count reads the archived one), out of the other, and as its detail.
 */
export function showRecipe(queryClient: QueryClient, recipe: Recipe) {
  const list = (archived: boolean) => recipeQueries.list(recipe.familyId, archived).queryKey;
  changeCachedLists<Recipe>(queryClient, list(recipe.isArchived), (items) =>
    upsert(items, recipe).sort(newestFirst),
  );
  changeCachedLists<Recipe>(queryClient, list(!recipe.isArchived), (items) => without(items, recipe.id));
  const detail = recipeQueries.detail(recipe.id).queryKey;
  const shown = queryClient.getQueryData(detail);
  if (!shown || shown.version <= recipe.version) queryClient.setQueryData(detail, recipe);
}

/** A recipe deleted (here or by another member): out of every cached list, its detail forgotten. */
export function forgetRecipe(queryClient: QueryClient, id: number) {
  changeCachedLists<Recipe>(queryClient, recipeQueries.allLists(), (items) => without(items, id));
  queryClient.removeQueries({ queryKey: recipeQueries.detail(id).queryKey });
}

export function useCreateRecipe(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRecipeInput) =>
      (await api<{ data: Recipe }>(`/api/families/${familyId}/recipes`, { method: 'POST', body })).data,
    onSuccess: (recipe) => showRecipe(queryClient, recipe),
  });
}

/**
 * `version`: the one the change was made to, sent as If-Match (409 recipes.version_conflict if someone
 * saved since; the recipe as stored now then goes into the cached lists).
 */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, version }: { id: number; body: UpdateRecipeInput; version?: number }) =>
      (
        await api<{ data: Recipe }>(`/api/recipes/${id}`, {
          method: 'PATCH',
          body,
          headers: ifMatch(version),
        })
      ).data,
    onSuccess: (recipe) => showRecipe(queryClient, recipe),
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
    ? api<{ data: { id: number } }>(`/api/recipes/${id}`, { method: 'DELETE' })
    : api<{ data: Recipe }>(`/api/recipes/${id}/${action === 'archive' ? 'archive' : 'unarchive'}`, {
        method: 'PATCH',
        headers: ifMatch(version),
      });

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
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.data] : []));
      const failed = targets.filter((_, i) => results[i]!.status === 'rejected').map((t) => t.id);
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const firstError = reasons.length ? errorMessage(reasons[0], '') || undefined : undefined;
      return { action, done, succeeded: done.length, failed, reasons, firstError };
    },
    onSuccess: ({ action, done, reasons }) => {
      for (const answer of done) {
        if (action === 'delete') forgetRecipe(queryClient, answer.id);
        else showRecipe(queryClient, answer as Recipe);
      }
      const current = reasons.map((reason) => conflictCurrent<Recipe>(reason));
      for (const recipe of current) if (recipe) showRecipe(queryClient, recipe);
      if (current.some((recipe) => !recipe))
        void queryClient.invalidateQueries({ queryKey: recipeQueries.all() });
    },
  });
}
