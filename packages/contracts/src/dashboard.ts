import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { calendarDateField } from './meal-plans';

/** How many weeks the dashboard's food-waste chart shows, and the most the API gives. */
export const WASTE_WEEKS_DEFAULT = 8;
export const WASTE_WEEKS_MAX = 26;

/**
 * GET /api/families/:familyId/dashboard/waste?today=YYYY-MM-DD&weeks=8. `today` is the viewer's own
 * calendar date (what 'expired' means depends on where the family is); the server's date without it.
 */
export const wasteQuery = z.object({
  today: calendarDateField('today must be a date (YYYY-MM-DD)').optional(),
  weeks: z.coerce.number().int().min(1).max(WASTE_WEEKS_MAX).default(WASTE_WEEKS_DEFAULT),
});
export type WasteQuery = z.output<typeof wasteQuery>;

/** Cooking from a batch this many days (or fewer) before its date counts as food saved. */
export const SAVED_WITHIN_DAYS = 3;

/**
 * One ISO week (Monday to Sunday) of the family's food waste (issue 23: from the stock ledger).
 * - `expiredInStock`: inventory items still in stock (quantity above 0) whose expiration date is before
 *   today, counted by the week of that date: they went off on the shelf and nobody said so yet;
 * - `thrownAway`: the items thrown away that week (ledger entries 'wasted' and 'expired' of actions not
 *   undone, counted by the week they were recorded; one item counts once a week), `wasted` and
 *   `expired` its two parts, `thrownAwayGrams` their amounts as a grams estimate (spec 9's table;
 *   amounts in units without a weight, such as 'each', count 0 grams);
 * - `saved`: the items cooked that week from batches within SAVED_WITHIN_DAYS of their date (or past
 *   it), `savedGrams` the same estimate of what they gave.
 * Items used up, deleted or corrected by hand are never waste.
 */
export const wasteWeekSchema = z.object({
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  expiredInStock: z.number().int(),
  thrownAway: z.number().int(),
  /** expiredInStock + thrownAway. */
  total: z.number().int(),
  wasted: z.number().int(),
  expired: z.number().int(),
  thrownAwayGrams: z.number(),
  saved: z.number().int(),
  savedGrams: z.number(),
});
export type WasteWeek = z.infer<typeof wasteWeekSchema>;

/** Oldest week first; the last one is the week holding `today`. */
export const wasteReportSchema = z.object({ today: z.string(), weeks: z.array(wasteWeekSchema) });
export type WasteReport = z.infer<typeof wasteReportSchema>;

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday of the ISO week holding the calendar date ('YYYY-MM-DD'); undefined for a non-date. */
export function isoWeekStart(date: string): string | undefined {
  const time = parseCalendarDate(date);
  if (time === undefined) return undefined;
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return iso(time - weekday * DAY_MS);
}

/** The Mondays of the `weeks` weeks ending with the one holding `today`, oldest first. */
export function wasteWeekStarts(today: string, weeks: number): string[] {
  const last = parseCalendarDate(isoWeekStart(today) ?? '') ?? 0;
  return Array.from({ length: weeks }, (_, i) => iso(last - (weeks - 1 - i) * 7 * DAY_MS));
}
