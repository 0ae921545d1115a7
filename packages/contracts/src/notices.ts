import { z } from 'zod';

/**
 * Issue 26: notices that bring Kitching to the family. The shapes the notices module, its channels (the
 * in-app centre, Web Push, the daily email digest) and the web agree on.
 */

export const NOTICE_KINDS = [
  'expiring',
  'expired',
  'low_stock',
  'meal_missing',
  'shopping_started',
  // Issue 29: a webhook turned off after a day of failed deliveries (to its family's leaders).
  'webhook_disabled',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** 'shopping_started' (opt-in): a member ticked the first line of a list today; the others may hear of it. */
export function shoppingStartedTitle(shopper: string | null, listName: string): string {
  return `${shopper || 'Someone'} started shopping from ${listName}`;
}

export const NOTICE_CHANNELS = ['in_app', 'push', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** What a notice names: an item, a meal's missing ingredient, a list. `href` is the screen that acts on it. */
export const noticeItemSchema = z.object({
  name: z.string(),
  /** 'expires tomorrow', '2 left (min 6)', 'needs 200 g' */
  detail: z.string().optional(),
  href: z.string().optional(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** GET /api/users/{id}/notices: `{ data: Notice[] }`, newest first. */
export const noticeSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  items: z.array(noticeItemSchema),
  /** The screen that acts on the whole notice ('/inventory?filter=expiring', '/meal-planning'). */
  href: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const DEFAULT_EXPIRY_DAYS = 2;
export const DEFAULT_DIGEST_HOUR = 7;

/** A member's own notice settings (PUT /api/users/{id}/notice-preferences). Times in their own zone. */
export const noticePreferencesSchema = z.object({
  kinds: z.array(z.enum(NOTICE_KINDS)),
  channels: z.array(z.enum(NOTICE_CHANNELS)),
  /** 0-23, in `timeZone`: when the daily email digest goes out. */
  digestHour: z.number().int().min(0).max(23),
  /** 'HH:MM' to 'HH:MM' in `timeZone` (may cross midnight): no push then; null: none. */
  quietStart: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 21:30')
    .nullable(),
  quietEnd: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 07:00')
    .nullable(),
  /** An IANA zone ('Europe/Berlin'), from the browser, editable. */
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list'),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A Kitchen Helper (role 4) gets none by default; everyone else every kind in the app and by push. */
export function defaultNoticePreferences(role: number | null, timeZone = 'UTC'): NoticePreferences {
  const none = role === 4;
  return {
    kinds: none ? [] : ['expiring', 'expired', 'low_stock', 'meal_missing'],
    channels: none ? [] : ['in_app', 'push'],
    digestHour: DEFAULT_DIGEST_HOUR,
    quietStart: '21:00',
    quietEnd: '07:00',
    timeZone,
  };
}

/** POST /api/users/{id}/notices/read: these notices, or without `ids` every one. */
export const markNoticesReadBody = z.object({
  ids: z.array(z.number().int().positive()).max(500).optional(),
});
/** The bell's number: GET /api/users/{id}/notices/unread, and the answer of marking read. */
export const noticeUnreadSchema = z.object({ unread: z.number().int().min(0) });
