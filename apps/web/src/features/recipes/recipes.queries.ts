import type { Recipe } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** One key factory for the domain: every mutation invalidates `recipeQueries.all()`. */
export const recipeQueries = {
  all: () => ['recipes'] as const,
  lists: (familyId: number) => [...recipeQueries.all(), 'list', familyId] as const,
  list: (familyId: number, archived: boolean) =>
    queryOptions({
      queryKey: [...recipeQueries.lists(familyId), { archived }] as const,
      queryFn: () =>
        fetchData<Recipe[]>(
          `/api/families/${familyId}/recipes?archived=${archived}`,
          'Failed to fetch recipes',
        ),
    }),
  details: () => [...recipeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...recipeQueries.details(), id] as const,
      queryFn: () => fetchData<Recipe>(`/api/recipes/${id}`, 'Failed to fetch recipe details'),
    }),
};
