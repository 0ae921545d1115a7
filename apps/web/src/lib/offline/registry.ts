import type { QueryKey } from '@tanstack/react-query';
import type { OutboxEntry, VersionedEntity } from './outbox.types';

/**
 * What a domain that works offline tells lib/offline (registered once at start, app/offline-setup.ts):
 * lib/offline knows no feature and no query key; each domain says where its items are cached and how
 * queued changes and the server's answers are laid over them.
 */
export interface OfflineAdapter<TData = unknown> {
  /** The domain: its queued changes' kinds are `<domain>.add`, `<domain>.update`, `<domain>.delete`. */
  domain: string;
  /** The prefix of every cached query holding the domain's items (from its query-key factory). */
  listsKey: QueryKey;
  /** The domain's queued changes laid over one cached query (the same object when nothing changes). */
  overlay(data: TData, entries: OutboxEntry[], key: QueryKey): TData;
  /**
   * A change settled: the item shown under a temporary id (an add) leaves, the server's item (when it
   * answered one) takes its place.
   */
  settle(
    data: TData,
    settled: { temporary: number | undefined; answer: VersionedEntity | undefined },
    key: QueryKey,
  ): TData;
}

const adapters = new Map<string, OfflineAdapter>();

const domainOf = (kind: string) => kind.split('.')[0] ?? kind;

export function registerOfflineAdapter<TData>(adapter: OfflineAdapter<TData>) {
  adapters.set(adapter.domain, adapter as unknown as OfflineAdapter);
}

export const adapterOf = (kind: string) => adapters.get(domainOf(kind));

export const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((p, i) => key[i] === p);

/** The adapter whose items the cached query `key` holds, if any. */
export const adapterFor = (key: QueryKey) => {
  for (const adapter of adapters.values()) if (startsWith(key, adapter.listsKey)) return adapter;
  return undefined;
};
