import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/**
 * What a delete removed, kept for its toast's Undo (issue 24): the row and its children as the deleting
 * domain snapshot them (`kind` names the domain's restorer). Kept for the undo window, then purged.
 */
export const deletions = pgTable(
  'deletions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deletions_created_idx').on(t.createdAt)],
);
export type DeletionRow = typeof deletions.$inferSelect;
