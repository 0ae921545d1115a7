import type { Notice, NoticeItem, NoticePreferences } from '@kitching/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeFamilies, noticePreferences, notices } from './notices.table';

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

    /**
     * Records what each draft names (its item keys), once per member, kind, key and day: answers, by the
     * draft's index, the indexes of its items not recorded before (a draft with none is absent). The
     * drafts go as one JSON parameter and are unpacked, inserted and matched in SQL: building and
     * reading 20,000 keys in JavaScript held the event loop for 500 ms a page.
     */
    async recordItems(
      drafts: { userId: number; kind: string; localDay: string; keys: string[] }[],
    ): Promise<Map<number, number[]>> {
      if (!drafts.length) return new Map();
      const result = await db.execute(sql`
        with named as (
          select (d.n - 1)::int as draft, (k.n - 1)::int as item, (d.j->>'userId')::int as user_id,
                 d.j->>'kind' as kind, k.key, (d.j->>'localDay')::date as local_day
            from jsonb_array_elements(${JSON.stringify(drafts)}::jsonb) with ordinality as d(j, n)
           cross join lateral jsonb_array_elements_text(d.j->'keys') with ordinality as k(key, n)),
        fresh as (
          insert into notice_items (user_id, kind, item_key, local_day)
          select user_id, kind, key, local_day from named
          on conflict do nothing
          returning user_id, kind, item_key, local_day)
        select n.draft, json_agg(n.item order by n.item) as items
          from named n
          join fresh f on f.user_id = n.user_id and f.kind = n.kind and f.item_key = n.key
                      and f.local_day = n.local_day
         group by n.draft
         order by n.draft`);
      return new Map(
        rowsOf<{ draft: number; items: number[] | string }>(result).map((r) => [
          r.draft,
          typeof r.items === 'string' ? (JSON.parse(r.items) as number[]) : r.items,
        ]),
      );
    },
    /**
     * The notices, in the order given (the ids come back in that order). One JSON parameter unpacked in
     * SQL: a page's thousands of notices as Drizzle values took 300-400 ms of the event loop to build.
     */
    async insertNotices(rows: NewNotice[]): Promise<{ id: number; userId: number }[]> {
      if (!rows.length) return [];
      const result = await db.execute(sql`
        insert into notices (user_id, family_id, kind, local_day, title, href, items)
        select (e.j->>'userId')::int, (e.j->>'familyId')::int, e.j->>'kind', (e.j->>'localDay')::date,
               e.j->>'title', e.j->>'href', e.j->'items'
          from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(j, n)
         order by e.n
        returning id, user_id as "userId"`);
      return rowsOf<{ id: number; userId: number }>(result);
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
    /** Gives back claims this server did not get to (the page's time was up): the next pass takes them. */
    async release(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(sql`update notice_deliveries set claimed_until = null
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
