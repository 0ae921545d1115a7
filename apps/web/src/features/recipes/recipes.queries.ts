import type { Recipe, RecipeSearch, RecipeTagCount } from '@kitching/contracts';
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
  /**
   * Searches and their tag choices (issue 24) sit apart from the lists: a changed recipe cannot be put
   * into a search's answer without the server's matching, so they are refetched instead (recipes.cache.ts).
   */
  searches: (familyId: number) => [...recipeQueries.all(), 'search', familyId] as const,
  search: (familyId: number, search: RecipeSearch) =>
    queryOptions({
      queryKey: [...recipeQueries.searches(familyId), search] as const,
      queryFn: () =>
        fetchData<Recipe[]>(
          `/api/families/${familyId}/recipes?${recipeSearchParams(search)}`,
          'Failed to fetch recipes',
        ),
      // A search shown again asks the server (a 304 when nothing changed): what the pantry covers moves.
      staleTime: 0,
    }),
  tags: (familyId: number, archived: boolean) =>
    queryOptions({
      queryKey: [...recipeQueries.searches(familyId), 'tags', { archived }] as const,
      queryFn: () =>
        fetchData<RecipeTagCount[]>(
          `/api/families/${familyId}/recipe-tags?archived=${archived}`,
          'Failed to fetch recipe tags',
        ),
    }),
  details: () => [...recipeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...recipeQueries.details(), id] as const,
      queryFn: () => fetchData<Recipe>(`/api/recipes/${id}`, 'Failed to fetch recipe details'),
    }),
};

/** A search as the API's query string (and the page's address): only what differs from the defaults. */
export function recipeSearchParams(search: RecipeSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.archived) params.set('archived', 'true');
  if (search.q) params.set('q', search.q);
  for (const tag of search.tags) params.append('tag', tag);
  if (search.maxMinutes !== null) params.set('maxMinutes', String(search.maxMinutes));
  if (search.cookable) params.set('cookable', 'true');
  if (search.sort !== (search.q ? 'relevance' : 'newest')) params.set('sort', search.sort);
  return params;
}
