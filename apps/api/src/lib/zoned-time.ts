/**
 * Wall-clock time in an IANA zone, with Intl only (no date library on the server). Used where a member's
 * own zone decides: the calendar feed's meal times, the digest's hour and local day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface ZonedParts {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  hour: number;
  minute: number;
}

export function zonedParts(instant: Date, zone: string): ZonedParts {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in summer: 120). */
function offsetMinutes(instant: Date, zone: string): number {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time on a date has in the zone. Two passes settle the offset across a DST
 * change; a time that does not exist (skipped in spring) lands an hour later, as clocks show it.
 */
export function zonedInstant(date: string, hour: number, minute: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, no zone involved): the contracts' one rule. */
export { addCalendarDays as addDays } from '@kitching/contracts';
