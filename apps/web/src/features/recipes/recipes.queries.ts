import type { Recipe } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

/** Spec 8: a failed query's message is the status, a colon, and what went wrong. */
async function fetchOr<T>(path: string, message: string): Promise<T> {
  try {
    return (await api<{ data: T }>(path)).data;
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.code, message, error.fields);
    throw error;
  }
}

/** One key factory for the domain: every mutation invalidates `recipeQueries.all()`. */
export const recipeQueries = {
  all: () => ['recipes'] as const,
  lists: (familyId: number) => [...recipeQueries.all(), 'list', familyId] as const,
  list: (familyId: number, archived: boolean) =>
    queryOptions({
      queryKey: [...recipeQueries.lists(familyId), { archived }] as const,
      queryFn: () =>
        fetchOr<Recipe[]>(
          `/api/families/${familyId}/recipes?archived=${archived}`,
          'Failed to fetch recipes',
        ),
    }),
  details: () => [...recipeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...recipeQueries.details(), id] as const,
      queryFn: () => fetchOr<Recipe>(`/api/recipes/${id}`, 'Failed to fetch recipe details'),
    }),
};
