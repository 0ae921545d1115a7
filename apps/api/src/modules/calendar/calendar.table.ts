import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Issue 26: a member's private calendar address. One per member; only the secret's SHA-256 is kept, so
 * a leaked database gives no working address. Renewing replaces the row (the old address stops working).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique('calendar_feeds_secret_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
