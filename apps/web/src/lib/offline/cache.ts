import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OutboxEntry, VersionedEntity } from './outbox.types';
import { adapterFor, adapterOf } from './registry';

/**
 * The queued changes on screen: every cached list of a domain that works offline (registry.ts) shows
 * them on top of what the server last said (absolute values, so applying them twice changes nothing).
 */
function setKeepingAge<T>(queryClient: QueryClient, key: QueryKey, change: (data: T) => T) {
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  const data = query?.state.data as T | undefined;
  if (data === undefined) return;
  const next = change(data);
  if (next !== data) queryClient.setQueryData(key, next, { updatedAt: query?.state.dataUpdatedAt });
}

/** Puts the queued changes on one cached query, when it is a list they belong to. */
export function overlayQuery(queryClient: QueryClient, key: QueryKey, entries: OutboxEntry[]) {
  if (!entries.length) return;
  const adapter = adapterFor(key);
  if (adapter) setKeepingAge(queryClient, key, (data) => adapter.overlay(data, entries, key));
}

export function overlayAll(queryClient: QueryClient, entries: OutboxEntry[]) {
  for (const query of queryClient.getQueryCache().getAll())
    overlayQuery(queryClient, query.queryKey, entries);
}

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
  const adapter = adapterOf(entry.kind);
  if (adapter) {
    const settled = {
      temporary: entry.method === 'POST' ? entry.entityId : undefined,
      answer:
        typeof answer === 'object' && answer !== null && 'version' in answer
          ? (answer as VersionedEntity)
          : undefined,
    };
    for (const query of queryClient.getQueryCache().findAll({ queryKey: adapter.listsKey }))
      setKeepingAge(queryClient, query.queryKey, (data) => adapter.settle(data, settled, query.queryKey));
  }
  overlayAll(queryClient, pending);
}
