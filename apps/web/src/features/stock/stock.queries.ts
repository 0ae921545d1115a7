import type { CookResult, ShelfLifeEntry } from '@kitching/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData, sendData } from '../../lib/api';

/** What is cooked: a family recipe, a planned meal, or a meal plan (exactly one). */
export type CookDish = { recipeId: number } | { plannedMealId: number } | { mealPlanId: number };

/**
 * The stock query keys of issue 23 beyond an item's batches and history (those are the inventory's:
 * `inventoryQueries.batches`, `.ledger`): the family's shelf life and a cook's preview, under 'stock'.
 */
export const stockQueries = {
  all: () => ['stock'] as const,
  /** Every category's shelf life, the family's own where it set one. */
  shelfLife: (familyId: number) =>
    queryOptions({
      queryKey: [...stockQueries.all(), 'shelf-life', familyId] as const,
      queryFn: () =>
        fetchData<ShelfLifeEntry[]>(`/api/families/${familyId}/shelf-life`, 'Failed to fetch shelf life'),
      staleTime: 5 * 60_000,
    }),
  /**
   * What cooking the dish at `servings` would take from which batch, and what the pantry lacks (the cook
   * call with `preview: true`, which changes nothing). The dialog asks again when the pantry changes.
   */
  cookPreview: (familyId: number, dish: CookDish, servings: number) =>
    queryOptions({
      queryKey: [...stockQueries.all(), 'cook-preview', familyId, { ...dish, servings }] as const,
      queryFn: () =>
        sendData<CookResult>(`/api/families/${familyId}/cook`, {
          method: 'POST',
          body: { ...dish, servings, preview: true },
        }),
      // The servings typed change the key: the last answer stays on screen until the next one comes.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
