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

/**
 * One ISO week (Monday to Sunday) of food that expired unused. The rule, counted by the week of the
 * item's expiration date:
 * - `expiredInStock`: inventory items still in stock (quantity above 0) whose expiration date is before
 *   today: they went off on the shelf;
 * - `thrownAway`: items deleted from the inventory after their expiration date with quantity still
 *   above 0 (the activity feed's 'inventory.item_removed' events carry the item as it was).
 * Items used up (quantity brought to 0) are never counted, whenever it happened.
 */
export const wasteWeekSchema = z.object({
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  expiredInStock: z.number().int(),
  thrownAway: z.number().int(),
  total: z.number().int(),
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
