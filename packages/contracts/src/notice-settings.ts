import { z } from 'zod';

/**
 * Issue 26: the family's own reminder settings (GET/PUT /api/families/{id}/notice-settings). One schema
 * for the API's body and the /settings form, so both refuse the same values with the same words.
 */
export const EXPIRY_DAYS_MIN = 1;
export const EXPIRY_DAYS_MAX = 14;
const expiryDaysMessage = `Choose a whole number of days from ${EXPIRY_DAYS_MIN} to ${EXPIRY_DAYS_MAX}`;

export const noticeSettingsSchema = z.object({
  /** 'Items expiring within N days' are named from today to today + N, in each member's zone. */
  expiryDays: z
    .number({ message: expiryDaysMessage })
    .int(expiryDaysMessage)
    .min(EXPIRY_DAYS_MIN, expiryDaysMessage)
    .max(EXPIRY_DAYS_MAX, expiryDaysMessage),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
