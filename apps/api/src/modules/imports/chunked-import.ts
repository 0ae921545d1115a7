import { setImmediate as yieldToLoop } from 'node:timers/promises';
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
 * How long one chunk may hold the database. PGlite runs one query at a time, so a request that comes
 * during a chunk waits for it: a few milliseconds keep /api/health's p99 well under 50 ms.
 */
const TARGET_MS = 12;
const FIRST_CHUNK = 10;
const MAX_CHUNK = 200;
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
      const chunks: Chunker = {
        async each(kind, list, write) {
          for (let i = 0; i < list.length; ) {
            const part = list.slice(i, i + size);
            const began = performance.now();
            await run(async (tx) => {
              const ids = await write(tx, part);
              if (ids.length) await tx.db.insert(importRows).values({ runId, kind, ids });
              await tx.db.update(importRuns).set({ heartbeatAt: new Date() }).where(eq(importRuns.id, runId));
            });
            i += part.length;
            // The next chunk sized to take about TARGET_MS (rows differ: a recipe, a pantry item with batches).
            const perRow = (performance.now() - began) / part.length;
            size = Math.max(1, Math.min(MAX_CHUNK, Math.floor(TARGET_MS / Math.max(perRow, 0.01))));
            await yieldToLoop();
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
