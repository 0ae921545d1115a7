import type { DomainEvent } from '@kitching/contracts';
import { and, asc, desc, eq, gt, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { activity } from './activity.table';

/** A stored event with who made it (their name as it is now), ready to render. */
export interface ActivityRow {
  id: number;
  familyId: number;
  action: string;
  description: string | null;
  details: Record<string, unknown> | null;
  userId: number | null;
  createdAt: Date;
  user: { id: number; firstName: string | null; lastName: string | null } | null;
}

/** The stored form of a domain event, its id and time from the row. */
export interface RecordedEvent {
  id: number;
  createdAt: Date;
  event: DomainEvent;
}

export function activityRepository({ db }: { db: Db }) {
  const withUser = () =>
    db
      .select({
        id: activity.id,
        familyId: activity.familyId,
        action: activity.action,
        description: activity.description,
        details: activity.details,
        userId: activity.userId,
        createdAt: activity.createdAt,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(activity)
      .leftJoin(users, eq(activity.userId, users.id));
  const merge = (row: ActivityRow): ActivityRow => ({ ...row, user: row.user?.id ? row.user : null });

  return {
    /** One row per event, in order; each event's id is its row's. */
    async record(events: DomainEvent[]): Promise<RecordedEvent[]> {
      if (!events.length) return [];
      const rows = await db
        .insert(activity)
        .values(
          events.map((event) => ({
            familyId: event.familyId,
            userId: event.actorId,
            action: event.type,
            details: event.details as unknown as Record<string, unknown>,
          })),
        )
        .returning({ id: activity.id, createdAt: activity.createdAt });
      return rows.map((row, i) => ({ ...row, event: events[i]! }));
    },
    /** Newest first: the `limit` entries before the id `before` (from the newest without it). */
    async page(familyId: number, limit: number, before?: number): Promise<ActivityRow[]> {
      const rows = await withUser()
        .where(
          // A reminder made or read (issue 26) is for its members' bells, not a family action in the feed.
          and(
            eq(activity.familyId, familyId),
            notInArray(activity.action, ['notice.created', 'notice.read']),
            before === undefined ? undefined : lt(activity.id, before),
          ),
        )
        .orderBy(desc(activity.id))
        .limit(limit);
      return rows.map(merge);
    },
    /** Oldest first: what a stream missed after the event `after` (at most `limit`). */
    async after(familyId: number, after: number, limit: number): Promise<ActivityRow[]> {
      const rows = await withUser()
        .where(and(eq(activity.familyId, familyId), gt(activity.id, after)))
        .orderBy(asc(activity.id))
        .limit(limit);
      return rows.map(merge);
    },
    async byIds(ids: number[]): Promise<ActivityRow[]> {
      if (!ids.length) return [];
      const rows = await withUser().where(inArray(activity.id, ids)).orderBy(asc(activity.id));
      return rows.map(merge);
    },
  };
}
export type ActivityRepository = ReturnType<typeof activityRepository>;
