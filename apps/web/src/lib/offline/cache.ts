import type { GroceryItem, GroceryList, InventoryItem } from '@kitching/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { upsert, without } from '../../app/list-cache';
import { overlayItems } from './merge';
import type { OutboxEntry } from './outbox.types';

/**
 * The queued changes on screen: every cached grocery list and inventory list shows them on top of what
 * the server last said (absolute values, so applying them twice changes nothing). Keys as in
 * features/grocery/grocery.queries.ts and features/inventory/inventory.queries.ts.
 */
export const GROCERY_LISTS_KEY = ['grocery', 'list'] as const;
export const INVENTORY_LISTS_KEY = ['inventory', 'list'] as const;

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((p, i) => key[i] === p);

function setKeepingAge<T>(queryClient: QueryClient, key: QueryKey, change: (data: T) => T) {
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  const data = query?.state.data as T | undefined;
  if (data === undefined) return;
  const next = change(data);
  if (next !== data) queryClient.setQueryData(key, next, { updatedAt: query?.state.dataUpdatedAt });
}

const groceryOverlay = (entries: OutboxEntry[]) => (lists: GroceryList[]) => {
  let changed = false;
  const next = lists.map((list) => {
    const items = overlayItems(
      list.items,
      entries,
      (e) => e.kind.startsWith('grocery') && e.listId === list.id,
    );
    if (items === list.items) return list;
    changed = true;
    return { ...list, items };
  });
  return changed ? next : lists;
};

const inventoryOverlay = (entries: OutboxEntry[], familyId: unknown) => (items: InventoryItem[]) =>
  overlayItems(items, entries, (e) => e.kind.startsWith('inventory') && e.familyId === familyId);

/** Puts the queued changes on one cached query, when it is a list they belong to. */
export function overlayQuery(queryClient: QueryClient, key: QueryKey, entries: OutboxEntry[]) {
  if (!entries.length) return;
  if (startsWith(key, GROCERY_LISTS_KEY)) setKeepingAge(queryClient, key, groceryOverlay(entries));
  else if (startsWith(key, INVENTORY_LISTS_KEY))
    setKeepingAge(queryClient, key, inventoryOverlay(entries, key[2]));
}

export function overlayAll(queryClient: QueryClient, entries: OutboxEntry[]) {
  for (const query of queryClient.getQueryCache().getAll())
    overlayQuery(queryClient, query.queryKey, entries);
}

const keysUnder = (queryClient: QueryClient, prefix: readonly unknown[]) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((q) => q.queryKey);

/**
 * A confirmed change: the server's answer replaces what was shown (an item added offline leaves its
 * temporary id behind), a dropped one is taken off (`answer` undefined), then the rest of the queue
 * is shown on top again.
 */
export function showAnswer(
  queryClient: QueryClient,
  entry: OutboxEntry,
  answer: unknown,
  pending: OutboxEntry[],
) {
  const temporary = entry.method === 'POST' ? entry.entityId : undefined;
  const isEntity = typeof answer === 'object' && answer !== null && 'version' in answer;
  if (entry.kind.startsWith('grocery')) {
    for (const key of keysUnder(queryClient, GROCERY_LISTS_KEY))
      setKeepingAge<GroceryList[]>(queryClient, key, (lists) =>
        lists.map((list) => {
          let items = list.items;
          if (temporary !== undefined) items = without(items, temporary);
          if (isEntity && (answer as GroceryItem).groceryListId === list.id)
            items = upsert(items, answer as GroceryItem);
          return items === list.items ? list : { ...list, items };
        }),
      );
  } else {
    for (const key of keysUnder(queryClient, INVENTORY_LISTS_KEY))
      setKeepingAge<InventoryItem[]>(queryClient, key, (items) => {
        let next = items;
        if (temporary !== undefined) next = without(next, temporary);
        if (isEntity && key[2] === (answer as InventoryItem).familyId)
          next = upsert(next, answer as InventoryItem);
        return next;
      });
  }
  overlayAll(queryClient, pending);
}
