import type { CookResult, LedgerEntry, StockBatch } from '@kitching/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData, sendData } from '../../lib/api';
import type { ShelfLifeOverrides } from './stock.helper';

/** What is cooked: a family recipe, a planned meal, or a meal plan (exactly one). */
export type CookDish = { recipeId: number } | { plannedMealId: number } | { mealPlanId: number };

/** How many history lines the item's dialog asks for at a time. */
export const LEDGER_PAGE_SIZE = 20;

/**
 * The stock query keys (issue 23): an item's batches and its history (the stock ledger), under
 * 'stock'. Every stock change makes both stale (`stockQueries.all()`): one action can touch many items.
 */
export const stockQueries = {
  all: () => ['stock'] as const,
  allBatches: () => [...stockQueries.all(), 'batches'] as const,
  batches: (itemId: number) =>
    queryOptions({
      queryKey: [...stockQueries.allBatches(), itemId] as const,
      queryFn: () => fetchData<StockBatch[]>(`/api/inventory/${itemId}/batches`, 'Failed to fetch batches'),
    }),
  allLedgers: () => [...stockQueries.all(), 'ledger'] as const,
  /** Newest first, a page at a time: the next page is the entries before the last one shown. */
  ledger: (itemId: number) =>
    infiniteQueryOptions({
      queryKey: [...stockQueries.allLedgers(), itemId] as const,
      queryFn: ({ pageParam }) =>
        fetchData<LedgerEntry[]>(
          `/api/inventory/${itemId}/ledger?limit=${LEDGER_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`,
          'Failed to fetch the history',
        ),
      initialPageParam: 0,
      getNextPageParam: (page: LedgerEntry[]) =>
        page.length < LEDGER_PAGE_SIZE ? undefined : page[page.length - 1]?.id,
    }),
  /** The family's own shelf life per category (what differs from Kitching's defaults). */
  shelfLife: (familyId: number) =>
    queryOptions({
      queryKey: [...stockQueries.all(), 'shelf-life', familyId] as const,
      queryFn: () =>
        fetchData<ShelfLifeOverrides>(`/api/families/${familyId}/shelf-life`, 'Failed to fetch shelf life'),
      staleTime: 5 * 60_000,
    }),
  /**
   * What cooking the dish at `servings` would take from which batch, and what the pantry lacks (the cook
   * call with `preview: true`, which changes nothing). Under 'stock', so any stock change asks again.
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
