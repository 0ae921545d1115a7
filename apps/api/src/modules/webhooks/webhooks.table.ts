import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/**
 * Issue 29: an address that receives the family's events. The secret is kept as it is (every delivery
 * is signed with it) and shown once, when the webhook is made. `leasedUntil` is the one worker
 * delivering its queue (in order) until then; a server killed mid-delivery lets it lapse.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    failures: integer('failures').notNull().default(0),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (t) => [index('webhooks_family_idx').on(t.familyId)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * The outbox: one row per event and webhook, written in the event's own transaction (so a change and
 * its deliveries commit together), delivered in id order per webhook, and kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The event's activity id: the stable id a receiver deduplicates by. */
    eventId: integer('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact bytes sent, the same on every retry. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique').on(t.webhookId, t.eventId),
    index('webhook_deliveries_pending_idx').on(t.webhookId, t.id).where(sql`status = 'pending'`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
