import type { Recipe } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** One key factory for the domain; mutations update these lists from the server's answers. */
export const recipeQueries = {
  all: () => ['recipes'] as const,
  allLists: () => [...recipeQueries.all(), 'list'] as const,
  lists: (familyId: number) => [...recipeQueries.allLists(), familyId] as const,
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
