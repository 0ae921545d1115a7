import webpush from 'web-push';
import { fetchGuarded } from '../../lib/outbound';
import type { NoticeChannel } from '../notices/notice-channel';
import type { PushService } from './push.service';
import { pushPayload } from './push-payload';

interface Deps {
  push: PushService;
  /** VAPID_SUBJECT: who the push services may contact about this server ('mailto:' or https). */
  subject: string;
  /** How long a push service keeps a message for a device that is offline, in seconds. */
  ttlSeconds: number;
  /** ALLOW_PRIVATE_FETCH: tests' stand-in push service on loopback. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** The push service's word that the subscription is gone for good (unsubscribed, expired). */
const GONE = new Set([404, 410]);

export class PushDeliveryError extends Error {
  constructor(readonly failures: { endpoint: string; reason: string }[]) {
    super(`push: ${failures.length} delivery failed (${failures.map((f) => f.reason).join('; ')})`);
  }
}

/**
 * The 'push' notice channel (issue 26): each notice as one message to every browser the member
 * subscribed, encrypted for that browser (RFC 8291, aes128gcm) and signed with the server's VAPID key
 * (RFC 8292) by the `web-push` package, then posted through the guarded outbound client (timeouts, no
 * private addresses). A subscription the push service calls gone (404/410) is removed; any other failure
 * is thrown once every browser was tried, so the scheduler tries again. A retry may reach a browser a
 * second time; each kind's notice carries one tag, so the device shows it once.
 */
export function pushChannel({
  push,
  subject,
  ttlSeconds,
  allowPrivate,
  timeoutMs = 10_000,
}: Deps): NoticeChannel {
  return {
    name: 'push',
    async deliver(recipient, notices) {
      if (!notices.length) return;
      const subscriptions = await push.subscriptionsOf(recipient.userId);
      if (!subscriptions.length) return;
      const vapid = await push.vapidKeys();
      const failures: { endpoint: string; reason: string }[] = [];
      await Promise.all(
        subscriptions.map(async (subscription) => {
          for (const notice of notices) {
            const request = webpush.generateRequestDetails(
              {
                endpoint: subscription.endpoint,
                keys: { p256dh: subscription.p256dh, auth: subscription.auth },
              },
              JSON.stringify(pushPayload(notice)),
              {
                TTL: ttlSeconds,
                // A resend after a crash replaces the first one still held for an offline device (RFC 8030).
                topic: `notice-${notice.id}`,
                vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              },
            );
            let status: number;
            try {
              const res = await fetchGuarded(request.endpoint, {
                method: 'POST',
                headers: request.headers as Record<string, string>,
                body: request.body ?? Buffer.alloc(0),
                timeoutMs,
                maxBytes: 64 * 1024,
                maxRedirects: 0,
                allowPrivate,
              });
              status = res.status;
            } catch (error) {
              failures.push({ endpoint: subscription.endpoint, reason: (error as Error).message });
              return;
            }
            if (GONE.has(status)) {
              await push.forget(subscription.id);
              return;
            }
            if (status < 200 || status >= 300) {
              failures.push({
                endpoint: subscription.endpoint,
                reason: `the push service answered ${status}`,
              });
              return;
            }
          }
        }),
      );
      if (failures.length) throw new PushDeliveryError(failures);
    },
  };
}
