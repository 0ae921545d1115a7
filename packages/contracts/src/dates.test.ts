import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { daysBetween, formatDisplayDate, isCalendarDate, parseCalendarDate, toCalendarDate } from './dates';

describe('formatDisplayDate', () => {
  it('shows a calendar date as short month, day, year in US English', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDisplayDate('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('keeps the calendar day whatever the time zone', () => {
    // Midnight UTC is the previous evening in the Americas: a naive Date would show Nov 21 there.
    // Formatters capture the zone when created, so each zone gets its own process.
    const module = new URL('./dates.ts', import.meta.url).href;
    for (const TZ of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      const out = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(module)}); console.log(m.formatDisplayDate('2026-11-22'), m.toCalendarDate(new Date(2026, 10, 22, 0, 30)))`,
        ],
        { env: { ...process.env, TZ }, encoding: 'utf8' },
      );
      expect(out.trim()).toBe('Nov 22, 2026 2026-11-22');
    }
  });

  it('formats timestamps and Dates too, and gives an empty string for nothing or nonsense', () => {
    expect(formatDisplayDate(new Date(2026, 10, 22, 15, 30))).toBe('Nov 22, 2026');
    expect(formatDisplayDate(new Date(2026, 10, 22, 15, 30).toISOString())).toBe('Nov 22, 2026');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });

  it("leaves the year out within now's year, and shows it for any other year", () => {
    const now = new Date(2026, 5, 15, 12);
    expect(formatDisplayDate('2026-11-28', { now })).toBe('Nov 28');
    expect(formatDisplayDate('2025-10-10', { now })).toBe('Oct 10, 2025');
    expect(formatDisplayDate('2027-01-02', { now })).toBe('Jan 2, 2027');
    expect(formatDisplayDate(new Date(2026, 0, 1, 9), { now })).toBe('Jan 1');
    expect(formatDisplayDate(new Date(2024, 11, 31, 9).toISOString(), { now })).toBe('Dec 31, 2024');
    expect(formatDisplayDate('not a date', { now })).toBe('');
  });
});

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(parseCalendarDate('2026-11-22')).toBe(Date.UTC(2026, 10, 22));
  });

  it('counts whole days between two dates, across month ends and DST changes', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-07', 'nope')).toBeUndefined();
  });

  it("gives the local calendar date of a moment as 'YYYY-MM-DD'", () => {
    expect(toCalendarDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
