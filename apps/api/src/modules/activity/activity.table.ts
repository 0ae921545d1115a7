import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/** The family activity feed: who did what, when. */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_family_created_idx').on(t.familyId, t.createdAt),
    // Deleting a user sets these to null: without an index that is a scan of the whole feed.
    index('activity_user_idx').on(t.userId),
  ],
);
