import { addCalendarDays } from '@kitching/contracts';
import { zonedParts } from '../../lib/zoned-time';

export interface LocalClock {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** Minutes since the local midnight (0-1439). */
  minutes: number;
}

/**
 * A member's own clock: the calendar day and the time of day in their IANA zone, from an instant
 * (`lib/zoned-time.ts` reads the zone's rules, DST included; nothing here assumes a day has 24 hours).
 */
export function localClock(zone: string, at: Date): LocalClock {
  const { date, hour, minute } = zonedParts(at, zone);
  return { date, minutes: hour * 60 + minute };
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone): the contracts' one rule. */
export const addDays = addCalendarDays;

/** Whole days from a to b ('YYYY-MM-DD'). */
export function daysFrom(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Within quiet hours [start, end) in the zone; a span may cross midnight; equal ends mean none. */
export function inQuietHours(
  quiet: { quietStart: string | null; quietEnd: string | null; timeZone: string },
  at: Date,
): boolean {
  if (!quiet.quietStart || !quiet.quietEnd) return false;
  const start = toMinutes(quiet.quietStart);
  const end = toMinutes(quiet.quietEnd);
  if (start === end) return false;
  const { minutes } = localClock(quiet.timeZone, at);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * The first instant after `at` whose local time in the zone is `hhmm` (or the first after it, when a
 * DST change skips that time). Steps by the local difference, then corrects for an offset change.
 */
export function nextLocalTime(zone: string, at: Date, hhmm: string): Date {
  const target = toMinutes(hhmm);
  const now = localClock(zone, at).minutes;
  let wait = (target - now + 1440) % 1440 || 1440;
  let candidate = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + wait * 60_000);
  for (let i = 0; i < 3; i++) {
    const off = target - localClock(zone, candidate).minutes;
    if (off === 0) break;
    // An offset change between now and then: move by what the clock says is still missing.
    const step = off > 720 ? off - 1440 : off < -720 ? off + 1440 : off;
    wait += step;
    if (wait <= 0) wait += 1440;
    candidate = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + wait * 60_000);
  }
  return candidate;
}
