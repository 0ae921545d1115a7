import { formatWeight, SAVED_WITHIN_DAYS, type WasteWeek } from '@kitching/contracts';

/** One week of the food-waste chart as it is drawn: what was thrown away, what went off, what was saved. */
export interface WasteBar {
  weekStart: string;
  /** Thrown away before its date (the ledger's 'wasted'). */
  thrown: number;
  /** Went off: thrown away after its date, or still in stock past it. */
  wentOff: number;
  saved: number;
}

export const wasteBars = (weeks: readonly WasteWeek[]): WasteBar[] =>
  weeks.map((w) => ({
    weekStart: w.weekStart,
    thrown: w.wasted,
    wentOff: w.expired + w.expiredInStock,
    saved: w.saved,
  }));

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
const sum = (weeks: readonly WasteWeek[], key: keyof Omit<WasteWeek, 'weekStart'>) =>
  weeks.reduce((total, w) => total + w[key], 0);

/**
 * What the chart says in words over its weeks: 'In the last 8 weeks: 2 thrown away and 1 went off.',
 * the grams thrown away (an estimate), and what cooking saved from going off.
 */
export function wasteSummary(weeks: readonly WasteWeek[]): {
  headline: string;
  weight?: string;
  saved?: string;
} {
  const thrown = sum(weeks, 'wasted');
  const wentOff = sum(weeks, 'expired') + sum(weeks, 'expiredInStock');
  const grams = sum(weeks, 'thrownAwayGrams');
  const saved = sum(weeks, 'saved');
  const savedGrams = sum(weeks, 'savedGrams');
  const span = weeks.length === 1 ? 'the last week' : `the last ${weeks.length} weeks`;
  const parts = [thrown ? `${thrown} thrown away` : '', wentOff ? `${wentOff} went off` : ''].filter(Boolean);
  return {
    headline: parts.length
      ? `In ${span}: ${parts.join(' and ')}.`
      : `Nothing thrown away or gone off in ${span}.`,
    ...(grams > 0 ? { weight: `Thrown away: ${formatWeight(grams)}.` } : {}),
    ...(saved > 0
      ? {
          saved: `Cooking saved ${items(saved)} close to their date${savedGrams > 0 ? ` (${formatWeight(savedGrams)})` : ''}.`,
        }
      : {}),
  };
}

/** The rule the chart counts by, said under it (the API's rule: packages/contracts/src/dashboard.ts). */
export const WASTE_RULE = `Thrown away: marked thrown away before its date. Went off: thrown away after its date, or still in stock past it. Saved: cooked within ${SAVED_WITHIN_DAYS} days of its date. Each item counts once a week; grams are estimates. Used-up items never count.`;
