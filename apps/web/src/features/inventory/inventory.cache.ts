import type { InventoryItem } from '@kitching/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { inventoryQueries } from './inventory.queries';

/** The item as the server now has it, in the family's cached lists (the scanner's views share them). */
export const showInventoryItem = (queryClient: QueryClient, item: InventoryItem) =>
  changeCachedLists<InventoryItem>(queryClient, inventoryQueries.list(item.familyId).queryKey, (items) =>
    upsert(items, item),
  );

/** An item deleted (here or by another member): out of every cached list. */
export const forgetInventoryItem = (queryClient: QueryClient, id: number) =>
  changeCachedLists<InventoryItem>(queryClient, inventoryQueries.lists(), (items) => without(items, id));
