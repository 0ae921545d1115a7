import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { type ImportRowKind, importRows, importRuns } from './imports.table';

/** Writes a list a few rows at a time, each part in its own short transaction that records what it added. */
export interface Chunker {
  each<T>(
    kind: ImportRowKind,
    list: readonly T[],
    write: (tx: Tx, part: T[]) => Promise<number[]>,
  ): Promise<void>;
}

/** Each domain's removal of rows an unfinished import added (its service functions). */
export type RemoveImported = Record<
  ImportRowKind,
  (tx: Tx, familyId: number, ids: number[]) => Promise<void>
>;

/** What points at other rows goes first (a stock action's entries name items; a plan follows a recipe). */
const REMOVE_ORDER: ImportRowKind[] = [
  'stockActions',
  'inventoryItems',
  'groceryLists',
  'mealPlans',
  'recipes',
];

/**
 * How long one chunk may hold the database (a pause of half as long follows it). PGlite runs one query at a
 * time in the server's own thread, so a request that comes during a chunk waits for it, and one that
 * comes during the pause is answered at once: a few milliseconds each keep /api/health's p99 under
 * 50 ms while an import of 1,000 recipes still takes only seconds.
 */
const TARGET_MS = 8;
const FIRST_CHUNK = 4;
const MIN_CHUNK = 2;
const MAX_CHUNK = 200;
/** How often a run says it is alive (a statement less in most chunks). */
const HEARTBEAT_MS = 5_000;
/** A run whose heartbeat is this old belongs to a process that is gone (each chunk touches it). */
export const STALE_RUN_MS = 10 * 60 * 1000;

/**
 * Issue 25: an import written in short transactions, yielding between them so other requests run, yet
 * never a partial family. Every chunk records the ids it added under the run (same transaction); the
 * last transaction (`finish`: settings, the one event) deletes the run, and only then is the import
 * whole. Any failure before that removes every row the run recorded, through the domains' services,
 * in short transactions too; a run a crash left behind is removed the same way (`sweep`).
 */
export function chunkedImports(run: ScopedRun<unknown>, remove: RemoveImported) {
  /** Removes what the run added, one recorded chunk per transaction, then the run. */
  async function undo(runId: number, familyId: number) {
    for (const kind of REMOVE_ORDER) {
      for (;;) {
        const more = await run(async (tx) => {
          const [row] = await tx.db
            .select()
            .from(importRows)
            .where(and(eq(importRows.runId, runId), eq(importRows.kind, kind)))
            .orderBy(asc(importRows.id))
            .limit(1);
          if (!row) return false;
          await remove[kind](tx, familyId, row.ids);
          await tx.db.delete(importRows).where(eq(importRows.id, row.id));
          return true;
        });
        if (!more) break;
        await yieldToLoop();
      }
    }
    await run((tx) => tx.db.delete(importRuns).where(eq(importRuns.id, runId)));
  }

  /** Undoes the runs no process is writing any more (a crash, a stop during an import). */
  async function sweep(now = Date.now()) {
    const stale = await run((tx) =>
      tx.db
        .select({ id: importRuns.id, familyId: importRuns.familyId })
        .from(importRuns)
        .where(lt(importRuns.heartbeatAt, new Date(now - STALE_RUN_MS))),
    );
    for (const r of stale) await undo(r.id, r.familyId);
    return stale.length;
  }

  return {
    sweep,

    /**
     * Writes `rows` in chunks under a new run, then `finish` in the transaction that makes the import
     * whole. On any failure the run's rows are removed and the error is thrown on.
     */
    async perform<T>(
      familyId: number,
      format: string,
      rows: (chunks: Chunker) => Promise<void>,
      finish: (tx: Tx) => Promise<T>,
    ): Promise<T> {
      await sweep();
      const [started] = await run((tx) =>
        tx.db.insert(importRuns).values({ familyId, format }).returning({ id: importRuns.id }),
      );
      const runId = started!.id;
      let size = FIRST_CHUNK;
      let beat = Date.now();
      const chunks: Chunker = {
        async each(kind, list, write) {
          for (let i = 0; i < list.length; ) {
            const part = list.slice(i, i + size);
            const began = performance.now();
            await run(async (tx) => {
              const ids = await write(tx, part);
              if (ids.length) await tx.db.insert(importRows).values({ runId, kind, ids });
              if (Date.now() - beat < HEARTBEAT_MS) return;
              beat = Date.now();
              await tx.db.update(importRuns).set({ heartbeatAt: new Date() }).where(eq(importRuns.id, runId));
            });
            i += part.length;
            // The next chunk sized to take about TARGET_MS: grown while quicker, halved when slower
            // (rows differ: a recipe, a pantry item with batches; a commit costs the same for 2 or 50).
            const took = performance.now() - began;
            if (took < TARGET_MS) size = Math.min(MAX_CHUNK, Math.ceil(size * 1.5));
            else if (took > TARGET_MS * 1.5) size = Math.max(MIN_CHUNK, Math.floor(size / 2));
            // A pause of half the chunk's time: the other requests get a third of the database.
            await sleep(Math.max(2, Math.min(took / 2, 10)));
          }
        },
      };
      try {
        await rows(chunks);
        return await run(async (tx) => {
          const value = await finish(tx);
          // The run's record goes with it (import_rows cascade): from this commit on, the import is whole.
          await tx.db.delete(importRuns).where(eq(importRuns.id, runId));
          return value;
        });
      } catch (error) {
        // Left for the sweep if even the undo fails (the database gone): the run stays recorded.
        await undo(runId, familyId).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type ChunkedImports = ReturnType<typeof chunkedImports>;
