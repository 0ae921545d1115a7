import type { NoticeItem, NoticePreferences } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/** A member's own reminder settings; no row: the defaults for their role. */
export const noticePreferences = pgTable('notice_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NoticePreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The family's reminder settings (expiry window) and the scheduler's claim on the family. */
export const noticeFamilies = pgTable('notice_families', {
  familyId: integer('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  expiryDays: smallint('expiry_days'),
  /** The last pass that computed this family's notices (its claim, written in that pass's transaction). */
  ranAt: timestamp('ran_at', { withTimezone: true }),
  /** A server computing it holds it until then; a server killed mid-run lets it lapse. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});

/** One notice to one member: what the bell lists. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    localDay: date('local_day').notNull(),
    title: text('title').notNull(),
    href: text('href').notNull(),
    items: jsonb('items').$type<NoticeItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.id)],
);

/**
 * What each notice named, once per member, kind, item and day: the primary key is what makes a notice
 * never come twice for the same item and day, whichever server computes it.
 */
export const noticeItems = pgTable(
  'notice_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    localDay: date('local_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemKey, t.localDay] })],
);

/**
 * A notice's way out by push or email, written with the notice: pending until the channel took it.
 * `dueAt` holds push back through quiet hours and email until the digest hour; `claimedUntil` is the
 * sending server's lease (a server killed while sending leaves it to lapse, and the next pass sends).
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notice_deliveries_pending_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('notice_deliveries_notice_idx').on(t.noticeId),
  ],
);
