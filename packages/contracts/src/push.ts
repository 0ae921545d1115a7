import { z } from 'zod';
import { tooLongMessage } from './limits';

/**
 * Issue 26: Web Push. The browser's PushSubscription as `subscription.toJSON()` gives it, and what
 * the settings list shows. Whether an endpoint's address may be used at all (https; http only on
 * loopback in tests) is the server's rule, which knows its configuration.
 */

/** Real push services' endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

/** `n` bytes in base64url, as the browser writes them (padding tolerated). */
const base64urlOf = (bytes: number, message: string) =>
  z
    .string()
    .max(Math.ceil((bytes * 4) / 3) + 2)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, message);

export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX, tooLongMessage('Push endpoint', PUSH_ENDPOINT_MAX))
    .refine((value) => URL.canParse(value), 'The push endpoint must be an address'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65, 'The subscription key must be a P-256 public key'),
    /** The auth secret (16 bytes). */
    auth: base64urlOf(16, 'The subscription auth secret must be 16 bytes'),
  }),
  /** A short name for the device in the settings list ('Chrome on Android'). */
  device: z.string().trim().max(100, tooLongMessage('Device name', 100)).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/users/{id}/push-subscriptions: which one. */
export const pushEndpointBody = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX, tooLongMessage('Push endpoint', PUSH_ENDPOINT_MAX)),
});

export const pushSubscriptionSchema = z.object({
  id: z.number(),
  endpoint: z.string(),
  device: z.string().nullable(),
  createdAt: z.string(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives (JSON, encrypted by the push service's rules, under 4 KB). */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen that acts on the notice. */
  href: string;
  /** One notice per kind on the device: a newer one replaces it. */
  tag: string;
  /** The notification's buttons where the platform has them; `href` is where each one goes. */
  actions: { action: string; title: string; href: string }[];
}
