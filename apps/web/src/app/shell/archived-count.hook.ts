/**
 * The number of archived recipes for the avatar menu. Recipes arrive with their own issue; until then
 * the family has none, so the count is 0. Replace with the recipes query when it exists.
 */
export function useArchivedRecipeCount(_familyId: number | null): number | undefined {
  return 0;
}
