import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant, zonedParts } from './zoned-time';

describe('zoned time', () => {
  it('finds the instant of a wall-clock time on both sides of a DST change', () => {
    expect(zonedInstant('2026-03-28', 18, 30, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T17:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', 18, 30, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T16:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', 8, 0, 'America/New_York').toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    expect(zonedInstant('2026-10-31', 8, 0, 'America/New_York').toISOString()).toBe(
      '2026-10-31T12:00:00.000Z',
    );
    expect(zonedInstant('2026-06-10', 12, 30, 'UTC').toISOString()).toBe('2026-06-10T12:30:00.000Z');
  });

  it("gives a zone's local day and hour, across midnight", () => {
    expect(zonedParts(new Date('2026-06-10T22:10:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-06-11',
      hour: 7,
      minute: 10,
    });
    expect(zonedParts(new Date('2026-06-10T02:00:00Z'), 'America/Los_Angeles').date).toBe('2026-06-09');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
