import type { WasteWeek } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { WASTE_RULE, wasteBars, wasteSummary } from './waste.helper';

const week = (weekStart: string, over: Partial<WasteWeek> = {}): WasteWeek => ({
  weekStart,
  expiredInStock: 0,
  thrownAway: 0,
  total: 0,
  wasted: 0,
  expired: 0,
  thrownAwayGrams: 0,
  saved: 0,
  savedGrams: 0,
  ...over,
});

describe('the food waste chart', () => {
  it('draws thrown away apart from went off (thrown after its date, or past it in stock)', () => {
    expect(
      wasteBars([
        week('2026-11-16', { wasted: 2, expired: 1, expiredInStock: 3, thrownAway: 3, total: 6, saved: 1 }),
      ]),
    ).toEqual([{ weekStart: '2026-11-16', thrown: 2, wentOff: 4, saved: 1 }]);
  });

  it('says nothing was wasted, in words, when nothing was', () => {
    expect(wasteSummary([week('2026-11-16'), week('2026-11-23')])).toEqual({
      headline: 'Nothing thrown away or gone off in the last 2 weeks.',
    });
  });

  it('adds up the weeks: counts, the grams thrown away and what cooking saved', () => {
    const weeks = [
      week('2026-11-16', { wasted: 1, thrownAwayGrams: 150, saved: 2, savedGrams: 900 }),
      week('2026-11-23', { expired: 1, expiredInStock: 1, thrownAwayGrams: 1100, saved: 1, savedGrams: 300 }),
    ];
    expect(wasteSummary(weeks)).toEqual({
      headline: 'In the last 2 weeks: 1 thrown away and 2 went off.',
      weight: 'Thrown away: about 1.3kg.',
      saved: 'Cooking saved 3 items close to their date (about 1.2kg).',
    });
    expect(wasteSummary([week('2026-11-23', { expiredInStock: 1 })])).toEqual({
      headline: 'In the last week: 1 went off.',
    });
    expect(wasteSummary([week('2026-11-23', { saved: 1 })]).saved).toBe(
      'Cooking saved 1 item close to their date.',
    );
  });

  it('says the rule it counts by', () => {
    expect(WASTE_RULE).toContain('within 3 days of its date');
    expect(WASTE_RULE).toContain('Used-up items never count.');
  });
});
