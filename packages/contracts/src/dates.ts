/**
 * Calendar dates ('YYYY-MM-DD', spec 3) and their display (spec 5: short month, day, year in US
 * English). A calendar date has no time zone: `new Date('2026-11-22')` is midnight UTC, which shows
 * as Nov 21 west of Greenwich, so calendar dates are read and formatted in UTC on purpose.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter for every date Kitching shows: with and without the year, in the viewer's zone (a
// timestamp) or in UTC (a calendar date, see above).
const formats = {
  year: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  yearUtc: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }),
  shortUtc: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

/** Milliseconds since the epoch of the calendar date at UTC midnight, or undefined when it is not a real date. */
export function parseCalendarDate(value: string): number | undefined {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const check = new Date(time);
  // Rejects 2026-02-30 and friends, which Date.UTC would roll over into March.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return undefined;
  return time;
}

export const isCalendarDate = (value: string) => parseCalendarDate(value) !== undefined;

/** The local calendar date of a moment, as 'YYYY-MM-DD' (what "today" means to the person looking). */
export function toCalendarDate(moment: Date = new Date()): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, '0');
  const d = String(moment.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export interface DisplayDateOptions {
  /**
   * The viewer's 'now': a date in the same year shows without it ('Nov 28'), any other with it
   * ('Nov 28, 2025'). Without it the year always shows (spec 5's format, for dates read on their own).
   */
  now?: Date;
}

/**
 * 'Nov 22, 2026' (or 'Nov 22' within `now`'s year). Calendar dates keep their day in every time zone;
 * full timestamps (ISO strings with a time, or Dates) show in the viewer's zone. Anything unreadable
 * gives ''.
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  options: DisplayDateOptions = {},
): string {
  if (value == null || value === '') return '';
  const calendar = typeof value === 'string' ? parseCalendarDate(value) : undefined;
  const utc = calendar !== undefined;
  const time = utc ? calendar : typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  const year = utc ? new Date(time).getUTCFullYear() : new Date(time).getFullYear();
  const withYear = !options.now || year !== options.now.getFullYear();
  if (withYear) return (utc ? formats.yearUtc : formats.year).format(time);
  return (utc ? formats.shortUtc : formats.short).format(time);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number | undefined {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (a === undefined || b === undefined) return undefined;
  return Math.round((b - a) / 86_400_000);
}

/** The calendar date `days` after `date` ('YYYY-MM-DD'; negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
