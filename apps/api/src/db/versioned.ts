import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Versions: the one mechanism against lost updates (issue 10). A versioned table has a `version`
 * column that a trigger bumps on every update (drizzle/0006_row_version_triggers.sql). A client sends
 * the version it read as `If-Match` (app/if-match.ts); the update then applies only to that version,
 * in the UPDATE's own WHERE, so two saves of one version at once cannot both succeed. Without the
 * header the change applies to whatever is stored (spec 7's clients).
 */
export interface VersionedTable {
  id: AnyPgColumn;
  version: AnyPgColumn;
}

/** The WHERE of a versioned update: this row, and only at `expected` when the client named one. */
export const atVersion = (table: VersionedTable, id: number, expected?: number): SQL =>
  expected === undefined ? eq(table.id, id) : (and(eq(table.id, id), eq(table.version, expected)) as SQL);

/**
 * Runs a versioned update and, when it changed nothing, says why: the row is gone (`notFound`), or it
 * has moved past the version the client named (`conflict`, given the row as it is now).
 */
export async function versionedUpdate<Row>(work: {
  update: () => Promise<Row | undefined>;
  current: () => Promise<Row | undefined>;
  notFound: () => Error;
  conflict: (current: Row) => Error;
}): Promise<Row> {
  const row = await work.update();
  if (row) return row;
  const current = await work.current();
  throw current ? work.conflict(current) : work.notFound();
}

/** For a change that writes nothing: still refused when the client's version is not the stored one. */
export function checkVersion<Row extends { version: number }>(
  row: Row,
  expected: number | undefined,
  conflict: (current: Row) => Error,
): Row {
  if (expected !== undefined && row.version !== expected) throw conflict(row);
  return row;
}

/**
 * The one versioned edit of every service: with nothing to change, the stored row (`before`) is the
 * answer, still refused when the client's version is not its own; otherwise, in one unit of work, the
 * update at that version (gone: `notFound`; moved on: `conflict` with the row as it is now), then
 * `done` with the changed row as the API returns it (where the use case raises its event).
 */
export async function versionedEdit<W, Row extends { version: number }, Dto>(
  run: <T>(work: (work: W) => Promise<T>) => Promise<T>,
  edit: {
    before: Row;
    /** Whether the request changes anything at all. */
    changes: boolean;
    expectedVersion: number | undefined;
    update: (work: W) => Promise<Row | undefined>;
    current: (work: W) => Promise<Row | undefined>;
    notFound: () => Error;
    conflict: (current: Row) => Error;
    dto: (row: Row) => Dto;
    done: (work: W, dto: Dto, row: Row) => Dto | Promise<Dto>;
  },
): Promise<Dto> {
  if (!edit.changes) return edit.dto(checkVersion(edit.before, edit.expectedVersion, edit.conflict));
  return run(async (work) => {
    const row = await versionedUpdate({
      update: () => edit.update(work),
      current: () => edit.current(work),
      notFound: edit.notFound,
      conflict: edit.conflict,
    });
    return edit.done(work, edit.dto(row), row);
  });
}
