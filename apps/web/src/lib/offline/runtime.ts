import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OutboxEntry } from './outbox.types';

/** The query client and the queue as last read, shared by the outbox, sync and persistence. */
export const runtime: {
  queryClient: QueryClient | null;
  /** The session query's key (the app's, given to startOffline): who is signed in, and their family. */
  sessionKey: QueryKey | null;
  /** The prefixes of the queries kept on the device for an offline start (persist.ts). */
  kept: QueryKey[];
  /** The queue (all users' entries), oldest first, as last read from IndexedDB plus changes made since. */
  pending: OutboxEntry[];
} = { queryClient: null, sessionKey: null, kept: [], pending: [] };

/** The signed-in user and their family, from the cached session. */
export function sessionUser(): { id: number; familyId: number | null } | null {
  if (!runtime.sessionKey) return null;
  return (
    runtime.queryClient?.getQueryData<{ id: number; familyId: number | null } | null>(runtime.sessionKey) ??
    null
  );
}

export const isSessionKey = (key: QueryKey) =>
  runtime.sessionKey !== null &&
  key.length === runtime.sessionKey.length &&
  runtime.sessionKey.every((part, i) => key[i] === part);

export const mine = (entries: OutboxEntry[]) => {
  const user = sessionUser();
  return user ? entries.filter((e) => e.userId === user.id) : [];
};

export const uuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** A temporary id for an item added offline: negative, so it never meets a server id. */
export const temporaryId = () => -Math.floor(Date.now() * 1000 + Math.random() * 1000);

/** Other tabs hear that the queue changed (their indicator and screens follow). */
export const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('kitching-outbox');
