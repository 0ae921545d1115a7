import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { VersionScope, VersionsRepository } from './versions.repository';

/** Families whose versions are held (embedded database); one forgotten is read again when asked. */
const FAMILIES_HELD = 10_000;

interface Known {
  /** Whether every scope was read from the database once (notifications keep it current since). */
  loaded: boolean;
  versions: Map<string, number>;
}

/**
 * Where the family-list cache reads the family's data versions. On PostgreSQL, from the database on
 * every request (one indexed row read): another server process may have written, and its notification
 * could arrive after this process answers. On the embedded database, from memory: PGlite is used by this
 * process alone, and it delivers the triggers' `kitching_versions` notifications before the writing
 * statement returns, so memory is never behind what this process has acknowledged.
 */
export function familyVersions(database: Database, repository: VersionsRepository) {
  const known = new LRUCache<number, Known>({ max: FAMILIES_HELD });

  // Versions only grow (one sequence): taking the larger makes a read and a notification commute.
  const merge = (entry: Known, scope: string, version: number) => {
    if (version > (entry.versions.get(scope) ?? 0)) entry.versions.set(scope, version);
  };
  const entryOf = (familyId: number) => {
    const entry = known.get(familyId) ?? { loaded: false, versions: new Map<string, number>() };
    known.set(familyId, entry);
    return entry;
  };

  return {
    async read(familyId: number, scopes: readonly VersionScope[]): Promise<number[]> {
      if (database.kind !== 'pglite') return repository.read(familyId, scopes);
      const entry = entryOf(familyId);
      if (!entry.loaded) {
        for (const row of await repository.readAll(familyId)) merge(entry, row.scope, row.version);
        entry.loaded = true;
      }
      return scopes.map((scope) => entry.versions.get(scope) ?? 0);
    },

    /** Starts hearing the notifications (embedded database only); returns the function that stops. */
    async start(): Promise<() => Promise<void>> {
      if (database.kind !== 'pglite') return async () => {};
      return database.listen('kitching_versions', {
        onMessage(payload) {
          const [family, scope, version] = payload.split(':');
          if (family && scope && version) merge(entryOf(Number(family)), scope, Number(version));
        },
        onState(listening) {
          if (!listening) known.clear();
        },
      });
    },
  };
}
export type FamilyVersions = ReturnType<typeof familyVersions>;
