import type { Notice } from '@kitching/contracts';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Issue 26: the daily email digest. The email channel queues each notice handed to it, with the member's
 * address and digest settings as they were then; `sendDueDigests` sends a member's queue once their
 * digest hour has come in their own zone.
 */
export const digestQueue = pgTable(
  'digest_queue',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    timeZone: text('time_zone').notNull(),
    digestHour: integer('digest_hour').notNull(),
    notice: jsonb('notice').$type<Notice>().notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('digest_queue_user_idx').on(t.userId, t.id)],
);
export type DigestQueueRow = typeof digestQueue.$inferSelect;

/**
 * One row per member and local day: the claim on that day's digest, committed before the mail goes out
 * (`claimedUntil`, a lease: a server killed while sending lets it lapse), and `sentAt` once the SMTP
 * server took the mail. Two servers meet on the primary key and only one sends.
 */
export const digestsSent = pgTable(
  'digests_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDay: date('local_day').notNull(),
    /** Null while claimed: the mail may be on its way. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDay] })],
);
