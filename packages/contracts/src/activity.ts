import { z } from 'zod';
import { idParam } from './common';
import { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX, type ActivityEntry } from './events';

/** GET /api/families/:familyId/activity?before=ID&limit=N: the page of entries older than `before`. */
export const activityQuery = z.object({
  before: idParam.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ACTIVITY_PAGE_MAX, `limit must be at most ${ACTIVITY_PAGE_MAX}`)
    .default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  userId: z.number().nullable(),
  user: z
    .object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ActivityEntry>;
