import type { CreateRecipeInput, Recipe, UpdateRecipeInput } from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api';
import { recipeQueries } from './recipes.queries';

/** After any change: every recipe list, detail and the avatar menu's archived count (all under one prefix). */
function useInvalidateRecipes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: recipeQueries.all() });
}

export function useCreateRecipe(familyId: number) {
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: async (body: CreateRecipeInput) =>
      (await api<{ data: Recipe }>(`/api/families/${familyId}/recipes`, { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateRecipe() {
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateRecipeInput }) =>
      (await api<{ data: Recipe }>(`/api/recipes/${id}`, { method: 'PATCH', body })).data,
    onSuccess: invalidate,
  });
}

export type RecipeAction = 'archive' | 'restore' | 'delete';

const send = (action: RecipeAction, id: number) =>
  action === 'delete'
    ? api(`/api/recipes/${id}`, { method: 'DELETE' })
    : api(`/api/recipes/${id}/${action === 'archive' ? 'archive' : 'unarchive'}`, { method: 'PATCH' });

/**
 * Archive, restore or permanently delete one or many recipes. Spec 7: one call per recipe, in
 * parallel; the result says which succeeded so the page can report a partial failure.
 */
export function useRecipeAction() {
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: RecipeAction; ids: number[] }) => {
      const results = await Promise.allSettled(ids.map((id) => send(action, id)));
      const failed = ids.filter((_, i) => results[i]!.status === 'rejected');
      const rejection = results.find((r) => r.status === 'rejected');
      const firstError = rejection ? errorMessage(rejection.reason, '') || undefined : undefined;
      return { action, succeeded: ids.length - failed.length, failed, firstError };
    },
    onSettled: invalidate,
  });
}
