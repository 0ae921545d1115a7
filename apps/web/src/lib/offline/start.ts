import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api';
import { overlayAll, overlayQuery } from './cache';
import { hasIndexedDb } from './idb';
import { restoreLastKnown, startPersisting } from './persist';
import { channel, isSessionKey, runtime } from './runtime';
import { setOfflineStatus } from './status';
import { refreshQueue, requestSync, startPeriodicSync } from './sync';

export interface OfflineOptions {
  /** The session query's key: the signed-in user (`id`, `familyId`) whose changes are queued. */
  sessionKey: QueryKey;
  /** The prefixes of the queries kept on the device for a start without the server. */
  keep: QueryKey[];
}

/**
 * Offline use, started once with the app's query client (app/offline-setup.ts, after the domains
 * registered their adapters): the queue read from IndexedDB and replayed, the last known data saved
 * and (without a server) restored, queued changes kept on screen over every fetched list, the online
 * state followed.
 */
export function startOffline(queryClient: QueryClient, options: OfflineOptions) {
  if (runtime.queryClient || typeof window === 'undefined' || !hasIndexedDb()) return;
  runtime.queryClient = queryClient;
  runtime.sessionKey = options.sessionKey;
  runtime.kept = options.keep;
  startPersisting(queryClient);

  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    void restoreLastKnown(queryClient)
      .then(refreshQueue)
      .then(() => overlayAll(queryClient, runtime.pending));
  };
  if (!navigator.onLine) restore();

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const key = event.query.queryKey as readonly unknown[];
    const action = event.action as { type: string; manual?: boolean; error?: unknown };
    // A fetched list: the changes still queued go on top, so nothing made here snaps back.
    if (action.type === 'success' && !action.manual) overlayQuery(queryClient, key, runtime.pending);
    if (isSessionKey(key)) {
      // The server cannot be reached: the app opens with what it knew.
      if (action.type === 'error' && action.error instanceof ApiError && action.error.status === 0) restore();
      if (action.type === 'success' || action.type === 'error')
        void refreshQueue().then(() => {
          overlayAll(queryClient, runtime.pending);
          void requestSync();
        });
    }
  });

  window.addEventListener('online', () => {
    setOfflineStatus({ online: true });
    void requestSync();
  });
  window.addEventListener('offline', () => setOfflineStatus({ online: false }));
  channel?.addEventListener(
    'message',
    () => void refreshQueue().then(() => overlayAll(queryClient, runtime.pending)),
  );
  startPeriodicSync();
  void refreshQueue().then(() => overlayAll(queryClient, runtime.pending));
}
