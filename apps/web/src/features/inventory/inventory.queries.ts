import type { InventoryItem, LedgerEntry, StockBatch } from '@kitching/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** Spec 8's text for a failed inventory load. */
export const INVENTORY_LOAD_ERROR = 'Failed to fetch inventory';

/** How many history lines the item's dialog asks for at a time. */
export const LEDGER_PAGE_SIZE = 20;

/**
 * The inventory query keys: everything under 'inventory', lists under 'inventory'/'list', an item's
 * batches under 'inventory'/'batches' and its history (the stock ledger) under 'inventory'/'ledger'
 * (the event table refetches those two prefixes on every stock change: one action can touch many items).
 */
export const inventoryQueries = {
  all: () => ['inventory'] as const,
  lists: () => [...inventoryQueries.all(), 'list'] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: [...inventoryQueries.lists(), familyId] as const,
      queryFn: () => fetchData<InventoryItem[]>(`/api/families/${familyId}/inventory`, INVENTORY_LOAD_ERROR),
    }),
  allBatches: () => [...inventoryQueries.all(), 'batches'] as const,
  /** The item's batches, earliest expiry first. */
  batches: (itemId: number) =>
    queryOptions({
      queryKey: [...inventoryQueries.allBatches(), itemId] as const,
      queryFn: () => fetchData<StockBatch[]>(`/api/inventory/${itemId}/batches`, 'Failed to fetch batches'),
    }),
  allLedgers: () => [...inventoryQueries.all(), 'ledger'] as const,
  /** The item's history, newest first, a page at a time: the next page is the entries before the last. */
  ledger: (itemId: number) =>
    infiniteQueryOptions({
      queryKey: [...inventoryQueries.allLedgers(), itemId] as const,
      queryFn: ({ pageParam }) =>
        fetchData<LedgerEntry[]>(
          `/api/inventory/${itemId}/ledger?limit=${LEDGER_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`,
          'Failed to fetch the history',
        ),
      initialPageParam: 0,
      getNextPageParam: (page: LedgerEntry[]) =>
        page.length < LEDGER_PAGE_SIZE ? undefined : page[page.length - 1]?.id,
    }),
};
