import type { Notice } from '@kitching/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
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
    /**
     * Takes the member's queue (deleting it): a second server taking it at once waits on these rows and
     * then finds none.
     */
    async take(userId: number): Promise<Notice[]> {
      const rows = await db
        .delete(digestQueue)
        .where(eq(digestQueue.userId, userId))
        .returning({ id: digestQueue.id, notice: digestQueue.notice });
      return rows.sort((x, y) => x.id - y.id).map((r) => r.notice);
    },
    /** Records the member's digest of a local day; false when one went out that day already. */
    async claim(userId: number, localDay: string): Promise<boolean> {
      const rows = await db
        .insert(digestsSent)
        .values({ userId, localDay })
        .onConflictDoNothing()
        .returning({ userId: digestsSent.userId });
      return rows.length > 0;
    },
    /** Days long past are of no use to the decision. */
    async forgetBefore(localDay: string): Promise<void> {
      await db.delete(digestsSent).where(sql`${digestsSent.localDay} < ${localDay}`);
    },
  };
}
export type DigestRepository = ReturnType<typeof digestRepository>;
