import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('says how long ago, in the words of the activity feed', () => {
    expect(relativeTime(ago(5_000), now)).toBe('just now');
    // A clock a little ahead of the server's still reads as now.
    expect(relativeTime(ago(-3_000), now)).toBe('just now');
    expect(relativeTime(ago(2 * 60_000 + 10_000), now)).toBe('2 min ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 min ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('gives a date after a week, with the year only when it is another year', () => {
    expect(relativeTime(ago(10 * 86_400_000), now)).not.toMatch(/ago|\d{4}/);
    expect(relativeTime(new Date('2025-03-01T12:00:00Z'), now)).toMatch(/2025/);
  });

  it("writes dates as the rest of the app does, whatever the browser's language", () => {
    expect(relativeTime(new Date('2026-11-10T12:00:00Z'), now)).toBe('Nov 10');
    expect(relativeTime(new Date('2025-03-01T12:00:00Z'), now)).toBe('Mar 1, 2025');
    expect(exactTime(new Date(2026, 10, 24, 7, 31))).toBe('Nov 24, 2026, 7:31 AM');
  });
});
