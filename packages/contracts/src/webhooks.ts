import { z } from 'zod';
import { optionalText } from './common';
import { tooLongMessage } from './limits';

/**
 * Issue 29: webhooks. A Head Chef or Sous Chef registers addresses that receive the family's domain
 * events (the live stream's types) as signed POSTs. The shapes the API, its settings section and other
 * programs agree on. How a delivery is signed: `WEBHOOK_SIGNATURE_HEADER` (docs/webhooks.md).
 */

export const WEBHOOK_URL_MAX = 2000;
/** A family's webhooks at most: each costs a delivery per event. */
export const WEBHOOKS_PER_FAMILY = 10;

export const WEBHOOK_SIGNATURE_HEADER = 'Kitching-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Kitching-Event-Id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'Kitching-Event-Type';

export const webhookBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Address is required')
    .max(WEBHOOK_URL_MAX, tooLongMessage('Address', WEBHOOK_URL_MAX))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const { protocol, username, password } = new URL(value);
      return (protocol === 'https:' || protocol === 'http:') && !username && !password;
    }, 'Enter an address starting with https:// or http://'),
  description: optionalText(100, 'Description'),
});
export type WebhookBody = z.infer<typeof webhookBody>;

export const webhookSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** Set when deliveries failed for a day: nothing is sent until it is turned on again. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /** Failed attempts in a row (0 after any success). */
  failures: z.number(),
  lastDeliveryAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST answers the webhook with its signing secret: shown this once, never again. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One event's delivery to one webhook, with its last answer: the settings' delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  /** The event's id (its activity id): the same on every retry. */
  eventId: z.number(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The receiver's last HTTP status; null when it gave none (refused, timed out). */
  lastStatus: z.number().nullable(),
  /** What went wrong last, or the start of the receiver's answer. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What a receiver gets as the body of each POST (JSON). */
export interface WebhookPayload {
  id: number;
  type: string;
  familyId: number;
  actorId: number | null;
  occurredAt: string;
  details: unknown;
}
