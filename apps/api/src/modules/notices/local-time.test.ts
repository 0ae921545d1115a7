import { describe, expect, it } from 'vitest';
import { inQuietHours, localClock, nextLocalTime } from './local-time';

describe("the member's own clock", () => {
  it('reads the local day across DST changes', () => {
    expect(localClock('America/New_York', new Date('2026-03-08T06:59:00Z'))).toEqual({
      date: '2026-03-08',
      minutes: 119,
    });
    expect(localClock('America/New_York', new Date('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      minutes: 180,
    });
    expect(localClock('Pacific/Auckland', new Date('2026-03-08T12:00:00Z')).date).toBe('2026-03-09');
  });

  it('holds quiet hours across midnight, none when unset or equal', () => {
    const q = { quietStart: '21:00', quietEnd: '07:00', timeZone: 'Europe/Berlin' };
    expect(inQuietHours(q, new Date('2026-06-01T20:30:00Z'))).toBe(true); // 22:30 CEST
    expect(inQuietHours(q, new Date('2026-06-01T05:30:00Z'))).toBe(false); // 07:30
    expect(inQuietHours({ ...q, quietStart: null }, new Date('2026-06-01T20:30:00Z'))).toBe(false);
    expect(inQuietHours({ ...q, quietEnd: '21:00' }, new Date('2026-06-01T20:30:00Z'))).toBe(false);
  });

  it('finds the end of quiet hours over a DST change', () => {
    // New York, the night of 2026-03-07 to 08: 07:00 EDT is 11:00 UTC (not 12:00).
    expect(nextLocalTime('America/New_York', new Date('2026-03-08T03:00:00Z'), '07:00').toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    // The night of 2026-10-31 to 11-01: 07:00 EST is 12:00 UTC.
    expect(nextLocalTime('America/New_York', new Date('2026-11-01T02:00:00Z'), '07:00').toISOString()).toBe(
      '2026-11-01T12:00:00.000Z',
    );
    // Auckland leaves DST on 2026-04-05: 07:00 NZST is 19:00 UTC the day before.
    expect(nextLocalTime('Pacific/Auckland', new Date('2026-04-04T11:00:00Z'), '07:00').toISOString()).toBe(
      '2026-04-04T19:00:00.000Z',
    );
  });
});
