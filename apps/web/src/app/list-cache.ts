import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Shows a change the server has confirmed (its answer carries the item) in every cached list under
 * `queryKey`, without fetching the lists again: a family's list can be thousands of items, and the
 * answer already says everything about the one that changed.
 * Each list keeps its age: the rest of it is as old as it was, so changes other members made still
 * arrive when it goes stale (spec 7: 5 minutes) or is refetched. A list being fetched right now may be
 * answered from before this change: it is fetched again instead.
 */
export function changeCachedLists<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (items: T[]) => T[],
) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const items = query.state.data as T[] | undefined;
    if (query.state.fetchStatus === 'fetching')
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    else if (items)
      queryClient.setQueryData<T[]>(query.queryKey, change(items), { updatedAt: query.state.dataUpdatedAt });
  }
}

/**
 * The list with `item` in place of the one with its id, or added when it was not there. A copy already
 * at a later version stays (a live event can arrive after the answer to a newer save).
 */
export const upsert = <T extends { id: number; version?: number }>(items: T[], item: T) =>
  items.some((i) => i.id === item.id)
    ? items.map((i) => (i.id === item.id && !isNewer(i, item) ? item : i))
    : [...items, item];

const isNewer = (a: { version?: number }, b: { version?: number }) =>
  a.version !== undefined && b.version !== undefined && a.version > b.version;

export const without = <T extends { id: number }>(items: T[], id: number) => items.filter((i) => i.id !== id);
