import { z } from 'zod';

/** Issue 26: a member's private calendar address (webcal://<host>/api/calendar/<secret>.ics). */

/** POST /api/users/{id}/calendar-feed: a new address, shown once (the old one stops working). */
export const calendarFeedUrlSchema = z.object({ url: z.string() });
export type CalendarFeedUrl = z.infer<typeof calendarFeedUrlSchema>;

/** GET /api/users/{id}/calendar-feed: whether the member has an address, and since when (never the secret). */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The time of day a planned meal is shown at in the calendar, in the member's own zone. */
export const MEAL_TIMES: Record<string, { hour: number; minute: number }> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  snack: { hour: 15, minute: 30 },
  dinner: { hour: 18, minute: 30 },
};
/** How long each meal's event lasts in the calendar. */
export const MEAL_EVENT_MINUTES = 60;
/** The feed's window: this many weeks back and ahead of today. */
export const CALENDAR_WEEKS_BACK = 2;
export const CALENDAR_WEEKS_AHEAD = 8;
