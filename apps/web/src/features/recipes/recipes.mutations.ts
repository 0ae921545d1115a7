import type { CreateRecipeInput, Recipe, UpdateRecipeInput } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { queryClient } from '../../app/query-client';
import { api, errorMessage } from '../../lib/api';
import { recipeQueries } from './recipes.queries';

/** The lists' own order (the server's): newest first. */
const newestFirst = (a: Recipe, b: Recipe) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * A recipe as the server now has it: in its family's active or archived list (whichever is cached;
 * the avatar menu's archived count reads the archived one), out of the other, and as its detail.
 */
function showRecipe(recipe: Recipe) {
  const list = (archived: boolean) => recipeQueries.list(recipe.familyId, archived).queryKey;
  changeCachedLists<Recipe>(list(recipe.isArchived), (items) => upsert(items, recipe).sort(newestFirst));
  changeCachedLists<Recipe>(list(!recipe.isArchived), (items) => without(items, recipe.id));
  queryClient.setQueryData(recipeQueries.detail(recipe.id).queryKey, recipe);
}

function forgetRecipe(id: number) {
  changeCachedLists<Recipe>(recipeQueries.allLists(), (items) => without(items, id));
  queryClient.removeQueries({ queryKey: recipeQueries.detail(id).queryKey });
}

export function useCreateRecipe(familyId: number) {
  return useMutation({
    mutationFn: async (body: CreateRecipeInput) =>
      (await api<{ data: Recipe }>(`/api/families/${familyId}/recipes`, { method: 'POST', body })).data,
    onSuccess: showRecipe,
  });
}

export function useUpdateRecipe() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateRecipeInput }) =>
      (await api<{ data: Recipe }>(`/api/recipes/${id}`, { method: 'PATCH', body })).data,
    onSuccess: showRecipe,
  });
}

export type RecipeAction = 'archive' | 'restore' | 'delete';

const send = (action: RecipeAction, id: number) =>
  action === 'delete'
    ? api<{ data: { id: number } }>(`/api/recipes/${id}`, { method: 'DELETE' })
    : api<{ data: Recipe }>(`/api/recipes/${id}/${action === 'archive' ? 'archive' : 'unarchive'}`, {
        method: 'PATCH',
      });

/**
 * Archive, restore or permanently delete one or many recipes. Spec 7: one call per recipe, in
 * parallel; the result says which succeeded so the page can report a partial failure. Each answer
 * moves its recipe in the cached lists; when any call failed (a recipe deleted or changed elsewhere)
 * this copy of the lists is out of date, so they are fetched again.
 */
export function useRecipeAction() {
  return useMutation({
    mutationFn: async ({ action, ids }: { action: RecipeAction; ids: number[] }) => {
      const results = await Promise.allSettled(ids.map((id) => send(action, id)));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.data] : []));
      const failed = ids.filter((_, i) => results[i]!.status === 'rejected');
      const rejection = results.find((r) => r.status === 'rejected');
      const firstError = rejection ? errorMessage(rejection.reason, '') || undefined : undefined;
      return { action, done, succeeded: done.length, failed, firstError };
    },
    onSuccess: ({ action, done, failed }) => {
      for (const answer of done) {
        if (action === 'delete') forgetRecipe(answer.id);
        else showRecipe(answer as Recipe);
      }
      if (failed.length) void queryClient.invalidateQueries({ queryKey: recipeQueries.all() });
    },
  });
}
