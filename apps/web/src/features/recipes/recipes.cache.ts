import type { Recipe } from '@kitching/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { recipeQueries } from './recipes.queries';

/** The lists' own order (the server's): newest first. */
const newestFirst = (a: Recipe, b: Recipe) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

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
  void queryClient.invalidateQueries({ queryKey: recipeQueries.searches(recipe.familyId) });
  const detail = recipeQueries.detail(recipe.id).queryKey;
  const shown = queryClient.getQueryData(detail);
  if (!shown || shown.version <= recipe.version) queryClient.setQueryData(detail, recipe);
}

/** A recipe deleted (here or by another member): out of every cached list, its detail forgotten. */
export function forgetRecipe(queryClient: QueryClient, id: number) {
  changeCachedLists<Recipe>(queryClient, recipeQueries.allLists(), (items) => without(items, id));
  void queryClient.invalidateQueries({ queryKey: [...recipeQueries.all(), 'search'] });
  queryClient.removeQueries({ queryKey: recipeQueries.detail(id).queryKey });
}
