import type { Notice } from '@kitching/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { digestQueue, digestsSent } from './digest.table';

export interface QueuedFor {
  userId: number;
  email: string;
  firstName: string | null;
  timeZone: string;
  digestHour: number;
}

export function digestRepository({ db }: { db: Db }) {
  return {
    async queue(to: QueuedFor, notices: Notice[]): Promise<void> {
      if (!notices.length) return;
      await db.insert(digestQueue).values(notices.map((notice) => ({ ...to, notice })));
    },
    /** Each member with queued notices, with their address and settings as last queued. */
    async waiting(): Promise<QueuedFor[]> {
      return db
        .selectDistinctOn([digestQueue.userId], {
          userId: digestQueue.userId,
          email: digestQueue.email,
          firstName: digestQueue.firstName,
          timeZone: digestQueue.timeZone,
          digestHour: digestQueue.digestHour,
        })
        .from(digestQueue)
        .orderBy(asc(digestQueue.userId), desc(digestQueue.id));
    },
    /** The member's queue as it is (kept until the mail went out): each notice and its row id. */
    async queued(userId: number): Promise<{ id: number; notice: Notice }[]> {
      return db
        .select({ id: digestQueue.id, notice: digestQueue.notice })
        .from(digestQueue)
        .where(eq(digestQueue.userId, userId))
        .orderBy(asc(digestQueue.id));
    },
    /**
     * Claims the member's digest of a local day for `leaseMs` (committed on its own, before the mail goes
     * out): false when it went out already or another server holds a live claim. A lapsed claim (a server
     * killed while sending) is taken over.
     */
    async claim(userId: number, localDay: string, leaseMs: number): Promise<boolean> {
      const result = await db.execute(sql`
        insert into digests_sent (user_id, local_day, claimed_until)
        values (${userId}, ${localDay}, now() + ${`${leaseMs} milliseconds`}::interval)
        on conflict (user_id, local_day) do update set claimed_until = excluded.claimed_until
          where digests_sent.sent_at is null and digests_sent.claimed_until < now()
        returning user_id`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length > 0;
    },
    /** Gives the claim back (nothing to send, or the send failed): a later pass may claim the day again. */
    async release(userId: number, localDay: string): Promise<void> {
      await db
        .delete(digestsSent)
        .where(
          and(eq(digestsSent.userId, userId), eq(digestsSent.localDay, localDay), isNull(digestsSent.sentAt)),
        );
    },
    /** The mail went out: the day is sent and what it carried leaves the queue (in one transaction). */
    async sent(userId: number, localDay: string, queueIds: number[]): Promise<void> {
      await db
        .update(digestsSent)
        .set({ sentAt: new Date(), claimedUntil: null })
        .where(and(eq(digestsSent.userId, userId), eq(digestsSent.localDay, localDay)));
      if (queueIds.length) await db.delete(digestQueue).where(inArray(digestQueue.id, queueIds));
    },
    /** Days long past are of no use to the decision. */
    async forgetBefore(localDay: string): Promise<void> {
      await db.delete(digestsSent).where(sql`${digestsSent.localDay} < ${localDay}`);
    },
  };
}
export type DigestRepository = ReturnType<typeof digestRepository>;
