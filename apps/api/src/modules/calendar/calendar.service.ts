import {
  type Actor,
  CALENDAR_WEEKS_AHEAD,
  CALENDAR_WEEKS_BACK,
  type CalendarFeedStatus,
  can,
  type MealPlan,
  type PlannedMeal,
} from '@kitching/contracts';
import { randomToken, sha256 } from '../../lib/crypto';
import { addDays, zonedParts } from '../../lib/zoned-time';
import { calendarErrors } from './calendar.errors';
import type { CalendarRepository } from './calendar.repository';
import { renderCalendar } from './calendar-feed';

declare module '../../kernel/app-context' {
  interface AppServices {
    calendar: CalendarService;
  }
}

/** The member a feed belongs to, as the users domain has them now (their family may have changed). */
interface FeedOwner extends Actor {
  family: { id: number; name: string } | null;
}

export interface CalendarDeps {
  feeds: CalendarRepository;
  members: { find(userId: number): Promise<FeedOwner | undefined> };
  meals: {
    planned(actor: Actor, familyId: number, start?: string, end?: string): Promise<PlannedMeal[]>;
    listPlans(actor: Actor, familyId: number): Promise<MealPlan[]>;
  };
  /** The member's own zone (their notice preferences); 'UTC' when they have none. */
  timeZoneOf(userId: number): Promise<string>;
}

/** A secret looks like randomToken's output; anything else is not looked up at all. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issue 26: a member's private calendar address. Only its own member makes, renews, revokes or asks
 * about it; the secret is shown once and kept as its SHA-256 (a random 256-bit secret needs no slow hash).
 */
export function calendarService({ feeds, members, meals, timeZoneOf }: CalendarDeps) {
  const own = (actor: Actor, userId: number) => {
    if (actor.id !== userId) throw calendarErrors.notFound();
  };
  return {
    async status(actor: Actor, userId: number): Promise<CalendarFeedStatus> {
      own(actor, userId);
      const row = await feeds.find(userId);
      return { exists: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
    },

    /** A new secret (the old one stops working at once); the caller builds the address from it. */
    async renew(actor: Actor, userId: number): Promise<string> {
      own(actor, userId);
      const secret = randomToken();
      await feeds.replace(userId, sha256(secret));
      return secret;
    },

    async revoke(actor: Actor, userId: number): Promise<void> {
      own(actor, userId);
      await feeds.remove(userId);
    },

    /** The feed behind a secret: a wrong or revoked one, or a member no longer in a family, is 404. */
    async feed(secret: string, appUrl: string, now = new Date()) {
      if (!SECRET.test(secret)) throw calendarErrors.notFound();
      const row = await feeds.findBySecretHash(sha256(secret));
      const owner = row && (await members.find(row.userId));
      const familyId = owner?.familyId;
      if (!row || !owner?.family || familyId == null || !can(owner, 'family.view', familyId)) {
        throw calendarErrors.notFound();
      }
      const timeZone = await timeZoneOf(owner.id);
      const today = zonedParts(now, timeZone).date;
      const [planned, plans] = await Promise.all([
        meals.planned(
          owner,
          familyId,
          addDays(today, -7 * CALENDAR_WEEKS_BACK),
          addDays(today, 7 * CALENDAR_WEEKS_AHEAD),
        ),
        meals.listPlans(owner, familyId),
      ]);
      const body = renderCalendar({ familyName: owner.family.name, timeZone, appUrl, planned, plans });
      const changed = [row.createdAt.getTime(), ...plans.map((p) => Date.parse(p.updatedAt))];
      for (const p of planned) changed.push(Date.parse(p.createdAt));
      return { body, etag: `"${sha256(body).slice(0, 32)}"`, lastModified: new Date(Math.max(...changed)) };
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
