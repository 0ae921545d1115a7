import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/** The family activity feed, one row per domain event: who did what, when. Its id is the event id. */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The domain event's type (packages/contracts/src/events.ts). */
    action: text('action').notNull(),
    /**
     * Only on rows written before domain events (their English sentence); newer rows are rendered
     * when read (activity-text.ts) from action and details.
     */
    description: text('description'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A page of the feed (newest first, before an id) and a stream's replay (after an id).
    index('activity_family_id_idx').on(t.familyId, t.id),
    // Deleting a user sets these to null: without an index that is a scan of the whole feed.
    index('activity_user_idx').on(t.userId),
  ],
);
