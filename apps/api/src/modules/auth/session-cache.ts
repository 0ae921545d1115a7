import { LRUCache } from 'lru-cache';
import type { UserWithFamily } from '../users/users.dto';

export interface SessionCacheOptions {
  /** How long a signed-in user is trusted without asking the database again. */
  ttlMs?: number;
  /** Sessions held at most (SESSION_CACHE_MAX); the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  user: UserWithFamily;
  expiresAt: number;
}

/** Token hashes per user or per family, so forgetting one costs its own entries, not a scan of all. */
function index() {
  const byId = new Map<number, Set<string>>();
  return {
    add(id: number | null, hash: string) {
      if (id == null) return;
      const hashes = byId.get(id) ?? new Set<string>();
      byId.set(id, hashes);
      hashes.add(hash);
    },
    remove(id: number | null, hash: string) {
      const hashes = id == null ? undefined : byId.get(id);
      if (!hashes) return;
      hashes.delete(hash);
      if (!hashes.size) byId.delete(id!);
    },
    of: (id: number) => [...(byId.get(id) ?? [])],
    clear: () => byId.clear(),
  };
}

/**
 * The signed-in user of each session token (by its hash), held for a few seconds so that a request
 * does not start with a database round trip. What changes a user, a family or a session forgets the
 * entries at once: the services that make the change call `forget*` in this process, and database
 * triggers notify every process (`handleNotification`, channel `kitching_auth`). Until the
 * notifications are known to arrive (`setListening(true)`), nothing is held, so a process that cannot
 * hear other processes never serves a stale user. Bounded (an LRU of `maxEntries`), and every
 * operation costs the same however many families and sessions the process serves.
 */
export function sessionCache({
  ttlMs = 30_000,
  maxEntries = 10_000,
  now = Date.now,
}: SessionCacheOptions = {}) {
  const byUser = index();
  const byFamily = index();
  const byToken = new LRUCache<string, Entry>({
    max: maxEntries,
    // Whatever removes an entry (evicted, replaced, forgotten, expired) takes it out of the indexes.
    dispose: (entry, hash) => {
      byUser.remove(entry.user.id, hash);
      byFamily.remove(entry.user.familyId, hash);
    },
  });
  let listening = false;
  // Bumped by every forget: a lookup that started before one must not store what it read.
  let generation = 0;

  const forgetAll = (hashes: string[]) => {
    generation++;
    for (const hash of hashes) byToken.delete(hash);
  };

  return {
    /** The cached user, or undefined (unknown, expired, or the cache is off). */
    get(tokenHash: string): UserWithFamily | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        byToken.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },

    /** A token for `set`: the state of the cache before the database was read. */
    generation: () => generation,

    /** Keeps what a lookup read, unless something was forgotten since it started (`since`). */
    set(tokenHash: string, user: UserWithFamily, sessionExpiresAt: Date, since: number) {
      if (!listening || since !== generation) return;
      byToken.set(tokenHash, { user, expiresAt: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
      byUser.add(user.id, tokenHash);
      byFamily.add(user.familyId, tokenHash);
    },

    forgetToken(tokenHash: string) {
      forgetAll([tokenHash]);
    },
    forgetUser(userId: number) {
      forgetAll(byUser.of(userId));
    },
    forgetFamily(familyId: number) {
      forgetAll(byFamily.of(familyId));
    },
    clear() {
      generation++;
      byToken.clear();
      byUser.clear();
      byFamily.clear();
    },

    /** A `kitching_auth` notification: 'user:<id>' or 'family:<id>'. Anything else clears all. */
    handleNotification(payload: string) {
      const [kind, id] = payload.split(':');
      const n = Number(id);
      if (kind === 'user' && Number.isInteger(n)) this.forgetUser(n);
      else if (kind === 'family' && Number.isInteger(n)) this.forgetFamily(n);
      else this.clear();
    },

    /** Whether changes made by other processes reach this one; while they do not, nothing is held. */
    setListening(on: boolean) {
      listening = on;
      if (!on) this.clear();
    },

    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof sessionCache>;
