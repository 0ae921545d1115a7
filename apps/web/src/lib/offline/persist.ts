import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { hasIndexedDb, kvDelete, kvGet, kvSet } from './idb';
import { startsWith } from './registry';
import { isSessionKey, runtime, sessionUser } from './runtime';

/**
 * The family's last known data on this device: the session and the queries under the prefixes the
 * app keeps (startOffline's `keep`, app/offline-setup.ts: grocery lists with their lines, the
 * inventory, recipes, planned meals, the family), saved to IndexedDB a moment after they change, per
 * user. Read back only when the app starts without the server (offline, or it cannot be
 * reached), for the user signed in last, and only if the family is still the one it was saved for:
 * another account never sees them. Signing out deletes them.
 */
const LAST_USER = 'last-user';
const cacheKey = (userId: number) => `cache:${userId}`;
const MAX_AGE_MS = 14 * 24 * 60 * 60_000;
const SAVE_DELAY_MS = 400;

interface Saved {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}
const busterOf = (user: { id: number; familyId: number | null }) =>
  `v1:${user.id}:${user.familyId ?? 'none'}`;

/** Kept: the session, and the queries under the prefixes the app named (startOffline's `keep`). */
export const isKept = (key: readonly unknown[]) =>
  isSessionKey(key) || runtime.kept.some((prefix) => startsWith(key, prefix));

export function startPersisting(queryClient: QueryClient) {
  if (!hasIndexedDb()) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastUser: number | null = null;
  const save = async () => {
    const user = sessionUser();
    if (!user) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && isKept(q.queryKey),
    });
    await kvSet(cacheKey(user.id), { buster: busterOf(user), savedAt: Date.now(), state } satisfies Saved);
    await kvSet(LAST_USER, { id: user.id, familyId: user.familyId });
  };
  return queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey as readonly unknown[];
    if (isSessionKey(key) && event.type === 'updated') {
      const user = sessionUser();
      if (user) lastUser = user.id;
      // Signed out: this device forgets the family's data (another person may use it next).
      else if (event.query.state.status === 'success' && lastUser !== null) {
        void kvDelete(cacheKey(lastUser));
        void kvDelete(LAST_USER);
        lastUser = null;
        return;
      }
    }
    if (!isKept(key) || event.type !== 'updated') return;
    clearTimeout(timer);
    timer = setTimeout(() => void save().catch(() => undefined), SAVE_DELAY_MS);
  });
}

/** The last known data of the user signed in last; false when there is none (or it is too old). */
export async function restoreLastKnown(queryClient: QueryClient): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  try {
    const last = await kvGet<{ id: number; familyId: number | null }>(LAST_USER);
    if (!last) return false;
    const saved = await kvGet<Saved>(cacheKey(last.id));
    if (!saved || saved.buster !== busterOf(last) || Date.now() - saved.savedAt > MAX_AGE_MS) return false;
    const known = sessionUser();
    // A session already read from the server for someone else: their data is not shown.
    if (known && known.id !== last.id) return false;
    hydrate(queryClient, saved.state);
    return true;
  } catch {
    return false;
  }
}
