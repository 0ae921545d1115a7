import type { UserWithFamily } from '../users/users.dto';

export interface SessionCacheOptions {
  /** How long a signed-in user is trusted without asking the database again. */
  ttlMs?: number;
  /** Sessions held at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  user: UserWithFamily;
  expiresAt: number;
}

/**
 * The signed-in user of each session token (by its hash), held for a few seconds so that a request
 * does not start with a database round trip. What changes a user, a family or a session forgets the
 * entries at once: the services that make the change call `forget*` in this process, and database
 * triggers notify every process (`handleNotification`, channel `kitching_auth`). Until the
 * notifications are known to arrive (`setListening(true)`), nothing is held, so a process that cannot
 * hear other processes never serves a stale user.
 */
export function sessionCache({
  ttlMs = 30_000,
  maxEntries = 10_000,
  now = Date.now,
}: SessionCacheOptions = {}) {
  const byToken = new Map<string, Entry>();
  let listening = false;
  // Bumped by every forget: a lookup that started before one must not store what it read.
  let generation = 0;

  function forgetWhere(match: (user: UserWithFamily) => boolean) {
    generation++;
    for (const [hash, entry] of byToken) if (match(entry.user)) byToken.delete(hash);
  }

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
      if (byToken.size >= maxEntries) byToken.delete(byToken.keys().next().value as string);
      byToken.set(tokenHash, { user, expiresAt: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
    },

    forgetToken(tokenHash: string) {
      generation++;
      byToken.delete(tokenHash);
    },
    forgetUser(userId: number) {
      forgetWhere((user) => user.id === userId);
    },
    forgetFamily(familyId: number) {
      forgetWhere((user) => user.familyId === familyId);
    },
    clear() {
      generation++;
      byToken.clear();
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
