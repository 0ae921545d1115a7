import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';

/**
 * An import under way (issue 25). Its rows are written in short transactions (so other requests run
 * in between, PGlite serialising every query behind an open one), each recording the ids it added in
 * `import_rows` in the same transaction. The last transaction deletes the run: then the import is
 * whole. A run left behind (a failure, a crash: `heartbeat_at` stale) is undone by deleting every row
 * it recorded, through each domain's service, so a family is never left half-imported.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** Touched by every chunk: a run whose heartbeat is old belongs to a process that is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_runs_heartbeat_idx').on(t.heartbeatAt)],
);

/** The ids one chunk of a run added, by kind (the domain that owns them). */
export const importRows = pgTable(
  'import_rows',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['recipes', 'mealPlans', 'groceryLists', 'inventoryItems', 'stockActions'],
    }).notNull(),
    ids: integer('ids').array().notNull(),
  },
  (t) => [index('import_rows_run_idx').on(t.runId)],
);
export type ImportRowKind = (typeof importRows.kind.enumValues)[number];
