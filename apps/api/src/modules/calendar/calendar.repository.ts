import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CalendarFeedRow, calendarFeeds } from './calendar.table';

export function calendarRepository({ db }: { db: Db }) {
  return {
    async find(userId: number): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
      return row;
    },
    async findBySecretHash(secretHash: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.secretHash, secretHash))
        .limit(1);
      return row;
    },
    /** One address per member: a new secret replaces the old one in the same statement. */
    async replace(userId: number, secretHash: string): Promise<CalendarFeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, secretHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash, createdAt: sql`now()` } })
        .returning();
      return row!;
    },
    async remove(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}
export type CalendarRepository = ReturnType<typeof calendarRepository>;
