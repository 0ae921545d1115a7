import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WebhookDeliveryRow, type WebhookRow, webhookDeliveries, webhooks } from './webhooks.table';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export interface NewDelivery {
  webhookId: number;
  eventId: number;
  eventType: string;
  body: string;
  nextAttemptAt: Date;
}
export interface LeasedWebhook {
  id: number;
  familyId: number;
  url: string;
  secret: string;
}

export function webhooksRepository({ db }: { db: Db }) {
  return {
    async list(familyId: number): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(eq(webhooks.familyId, familyId)).orderBy(asc(webhooks.id));
    },
    async find(id: number): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
      return row;
    },
    async countFor(familyId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.familyId, familyId));
      return row?.n ?? 0;
    },
    async insert(row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
      const [made] = await db.insert(webhooks).values(row).returning();
      return made!;
    },
    async remove(id: number): Promise<boolean> {
      const gone = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
      return gone.length > 0;
    },
    /** Turned on again: what waited longer than the retry window is given up, the rest goes out. */
    async enable(id: number, giveUpBefore: Date): Promise<WebhookRow | undefined> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'Given up: the webhook was off' })
        .where(
          and(
            eq(webhookDeliveries.webhookId, id),
            eq(webhookDeliveries.status, 'pending'),
            lt(webhookDeliveries.createdAt, giveUpBefore),
          ),
        );
      const [row] = await db
        .update(webhooks)
        .set({ disabledAt: null, disabledReason: null, failures: 0 })
        .where(eq(webhooks.id, id))
        .returning();
      return row;
    },
    /** The family's webhooks that are on, for the events of a transaction. */
    async activeFor(familyIds: number[]): Promise<{ id: number; familyId: number }[]> {
      if (!familyIds.length) return [];
      return db
        .select({ id: webhooks.id, familyId: webhooks.familyId })
        .from(webhooks)
        .where(and(inArray(webhooks.familyId, familyIds), isNull(webhooks.disabledAt)));
    },
    async enqueue(rows: NewDelivery[]): Promise<void> {
      if (rows.length) await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
    },
    async deliveries(webhookId: number, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
    },

    /**
     * Webhooks whose oldest pending delivery is due, leased to this worker (SKIP LOCKED: another server
     * takes others). Only a queue's head is ever retried later, so a due head means the queue may go on.
     */
    async lease(now: Date, leaseMs: number, limit: number): Promise<LeasedWebhook[]> {
      const result = await db.execute(sql`
        update webhooks set leased_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
         where id in (
           select w.id from webhooks w
            where w.disabled_at is null
              and (w.leased_until is null or w.leased_until < ${now.toISOString()}::timestamptz)
              and (select d.next_attempt_at from webhook_deliveries d
                    where d.webhook_id = w.id and d.status = 'pending' order by d.id limit 1)
                  <= ${now.toISOString()}::timestamptz
            order by w.id limit ${limit}
            for update skip locked)
        returning id, family_id as "familyId", url, secret`);
      return rowsOf<LeasedWebhook>(result);
    },
    async release(id: number): Promise<void> {
      await db.update(webhooks).set({ leasedUntil: null }).where(eq(webhooks.id, id));
    },
    /** The queue's head: the oldest pending delivery. */
    async head(webhookId: number): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')))
        .orderBy(asc(webhookDeliveries.id))
        .limit(1);
      return row;
    },
    async delivered(delivery: WebhookDeliveryRow, at: Date, status: number, answer: string | null) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts: delivery.attempts + 1,
          lastAttemptAt: at,
          lastStatus: status,
          lastError: answer,
          deliveredAt: at,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      await db
        .update(webhooks)
        .set({ failures: 0, lastDeliveryAt: at })
        .where(eq(webhooks.id, delivery.webhookId));
    },
    async failed(
      delivery: WebhookDeliveryRow,
      at: Date,
      answer: { status: number | null; error: string },
      next: Date | null,
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          attempts: delivery.attempts + 1,
          lastAttemptAt: at,
          lastStatus: answer.status,
          lastError: answer.error,
          ...(next ? { nextAttemptAt: next } : { status: 'failed' as const }),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      await db
        .update(webhooks)
        .set({ failures: sql`${webhooks.failures} + 1` })
        .where(eq(webhooks.id, delivery.webhookId));
    },
    /** Off after a day of failures: nothing more is queued or sent until it is turned on again. */
    async disable(id: number, reason: string, at: Date): Promise<boolean> {
      const done = await db
        .update(webhooks)
        .set({ disabledAt: at, disabledReason: reason })
        .where(and(eq(webhooks.id, id), isNull(webhooks.disabledAt)))
        .returning({ id: webhooks.id });
      return done.length > 0;
    },
    /** Delivered and given-up rows older than the log keeps; pending ones always stay. */
    async purge(before: Date): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(
          and(
            or(eq(webhookDeliveries.status, 'delivered'), eq(webhookDeliveries.status, 'failed')),
            lt(webhookDeliveries.createdAt, before),
          ),
        );
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
