import { useQuery } from '@tanstack/react-query';
import { recipeQueries } from '../../features/recipes/recipes.queries';

/**
 * The number of archived recipes for the avatar menu. It shares the archive view's query, so the
 * count follows every archive, restore and delete (they invalidate the recipes prefix).
 */
export function useArchivedRecipeCount(familyId: number | null): number | undefined {
  const archived = useQuery({
    ...recipeQueries.list(familyId ?? 0, true),
    enabled: Boolean(familyId),
    select: (recipes) => recipes.length,
  });
  return archived.data;
}
