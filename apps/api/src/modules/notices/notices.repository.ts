import type { Notice, NoticeItem, NoticePreferences } from '@kitching/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeFamilies, noticePreferences, notices } from './notices.table';

type Row = Record<string, unknown>;
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
const intArray = (ids: readonly number[]) => `{${ids.map(Number).join(',')}}`;
/** A text[] literal: each element quoted, quotes and backslashes escaped. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export interface NewNotice {
  userId: number;
  familyId: number;
  kind: string;
  localDay: string;
  title: string;
  href: string;
  items: NoticeItem[];
}
export interface ClaimedDelivery {
  id: number;
  noticeId: number;
  userId: number;
  channel: string;
}

export const toNotice = (row: typeof notices.$inferSelect): Notice => ({
  id: row.id,
  kind: row.kind as Notice['kind'],
  title: row.title,
  items: row.items,
  href: row.href,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

export function noticesRepository({ db }: { db: Db }) {
  return {
    async preferences(userIds: number[]): Promise<Map<number, NoticePreferences>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select()
        .from(noticePreferences)
        .where(inArray(noticePreferences.userId, userIds));
      return new Map(rows.map((r) => [r.userId, r.settings]));
    },
    async savePreferences(userId: number, settings: NoticePreferences): Promise<void> {
      await db
        .insert(noticePreferences)
        .values({ userId, settings })
        .onConflictDoUpdate({ target: noticePreferences.userId, set: { settings, updatedAt: new Date() } });
    },
    async expiryDays(familyIds: number[]): Promise<Map<number, number>> {
      if (!familyIds.length) return new Map();
      const rows = await db
        .select({ familyId: noticeFamilies.familyId, days: noticeFamilies.expiryDays })
        .from(noticeFamilies)
        .where(inArray(noticeFamilies.familyId, familyIds));
      return new Map(rows.flatMap((r) => (r.days === null ? [] : [[r.familyId, r.days] as const])));
    },

    /**
     * The pass's claim on these families: those not computed since `staleBefore` and not claimed by a live
     * lease, taken with SKIP LOCKED (two servers never wait on each other, nor take the same family).
     */
    async claimFamilies(familyIds: number[], staleBefore: Date, leaseMs: number): Promise<number[]> {
      if (!familyIds.length) return [];
      await db.execute(sql`insert into notice_families (family_id)
        select unnest(${intArray(familyIds)}::int[]) on conflict do nothing`);
      const result = await db.execute(sql`
        update notice_families set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
         where family_id in (
           select family_id from notice_families
            where family_id = any(${intArray(familyIds)}::int[])
              and (ran_at is null or ran_at < ${staleBefore.toISOString()}::timestamptz)
              and (claimed_until is null or claimed_until < now())
            for update skip locked)
        returning family_id as "familyId"`);
      return rowsOf<{ familyId: number }>(result).map((r) => r.familyId);
    },
    async finishFamilies(familyIds: number[]): Promise<void> {
      if (!familyIds.length) return;
      await db.execute(sql`update notice_families set ran_at = now(), claimed_until = null
        where family_id = any(${intArray(familyIds)}::int[])`);
    },

    /** Records what is named: only the (member, kind, item, day) not recorded before come back. */
    async recordItems(
      rows: { userId: number; kind: string; itemKey: string; localDay: string }[],
    ): Promise<Set<string>> {
      if (!rows.length) return new Set();
      const result = await db.execute(sql`
        insert into notice_items (user_id, kind, item_key, local_day)
        select * from unnest(${intArray(rows.map((r) => r.userId))}::int[],
                             ${textArray(rows.map((r) => r.kind))}::text[],
                             ${textArray(rows.map((r) => r.itemKey))}::text[],
                             ${textArray(rows.map((r) => r.localDay))}::date[])
        on conflict do nothing
        returning user_id as "userId", kind, item_key as "itemKey", local_day::text as "localDay"`);
      return new Set(rowsOf<Row>(result).map((r) => `${r.userId}|${r.kind}|${r.itemKey}|${r.localDay}`));
    },
    async insertNotices(rows: NewNotice[]): Promise<{ id: number; userId: number }[]> {
      if (!rows.length) return [];
      return db.insert(notices).values(rows).returning({ id: notices.id, userId: notices.userId });
    },
    async insertDeliveries(
      rows: { noticeId: number; userId: number; channel: string; dueAt: Date }[],
    ): Promise<void> {
      if (!rows.length) return;
      await db.execute(sql`
        insert into notice_deliveries (notice_id, user_id, channel, due_at)
        select * from unnest(${intArray(rows.map((r) => r.noticeId))}::int[],
                             ${intArray(rows.map((r) => r.userId))}::int[],
                             ${textArray(rows.map((r) => r.channel))}::text[],
                             ${textArray(rows.map((r) => r.dueAt.toISOString()))}::timestamptz[])`);
    },

    /** Pending deliveries now due, leased to this server (SKIP LOCKED: another server takes others). */
    async claimDeliveries(limit: number, leaseMs: number, channels: string[]): Promise<ClaimedDelivery[]> {
      if (!channels.length) return [];
      const result = await db.execute(sql`
        update notice_deliveries set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
                                     attempts = attempts + 1
         where id in (
           select id from notice_deliveries
            where status = 'pending' and due_at <= now()
              and channel = any(${textArray(channels)}::text[])
              and (claimed_until is null or claimed_until < now())
            order by id limit ${limit}
            for update skip locked)
        returning id, notice_id as "noticeId", user_id as "userId", channel`);
      return rowsOf<ClaimedDelivery>(result);
    },
    async markSent(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(sql`update notice_deliveries set status = 'sent', sent_at = now(), claimed_until = null
        where id = any(${intArray(ids)}::int[]) and status = 'pending'`);
    },
    async byIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(notices).where(inArray(notices.id, ids)).orderBy(desc(notices.id));
    },

    async list(userId: number, limit: number) {
      return db
        .select()
        .from(notices)
        .where(eq(notices.userId, userId))
        .orderBy(desc(notices.id))
        .limit(limit);
    },
    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
      return Number(row?.n ?? 0);
    },
    async markRead(userId: number, ids?: number[]): Promise<void> {
      const where = [eq(notices.userId, userId), isNull(notices.readAt)];
      if (ids) where.push(inArray(notices.id, ids.length ? ids : [0]));
      await db
        .update(notices)
        .set({ readAt: new Date() })
        .where(and(...where));
    },
  };
}
export type NoticesRepository = ReturnType<typeof noticesRepository>;
