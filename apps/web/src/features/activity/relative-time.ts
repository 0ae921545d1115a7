import { formatDisplayDate } from '@kitching/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `at` was, as the activity feed says it: 'just now', '2 min ago', '3 h ago', 'yesterday'. */
export function relativeTime(at: Date, now: Date): string {
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  // The app's one date format ('Nov 28', the year when it is another), not the browser's locale's.
  return formatDisplayDate(at, { now });
}

const exact = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** The exact time, for a tooltip: 'Nov 24, 2026, 7:31 AM'. */
export const exactTime = (at: Date) => exact.format(at);
