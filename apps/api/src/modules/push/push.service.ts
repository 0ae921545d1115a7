import type { Actor, PushSubscriptionBody, PushSubscriptionInfo } from '@kitching/contracts';
import webpush from 'web-push';
import { authorize } from '../../kernel/authorize';
import { pushErrors } from './push.errors';
import type { PushRepository, VapidKeys } from './push.repository';
import type { PushSubscriptionRow } from './push.table';
import { isUsableEndpoint } from './push-endpoint';

declare module '../../kernel/app-context' {
  interface AppServices {
    push: PushService;
  }
}

interface Deps {
  push: PushRepository;
  /** ALLOW_PRIVATE_FETCH: tests' stand-in push service on loopback. */
  allowPrivate: boolean;
}

const dto = (row: PushSubscriptionRow): PushSubscriptionInfo => ({
  id: row.id,
  endpoint: row.endpoint,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Web Push subscriptions (issue 26): each member's own browsers, and the server's VAPID keys. The keys
 * are read from the database, or made and kept by the first server to start (any other server starting
 * at the same moment reads the pair that won), then held in memory.
 */
export function pushService({ push, allowPrivate }: Deps) {
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    const kept = await push.keys();
    if (kept) return kept;
    await push.keepKeys(webpush.generateVAPIDKeys());
    const won = await push.keys();
    if (!won) throw new Error('push: the VAPID keys were not kept');
    return won;
  };

  return {
    /** The VAPID pair; made at first start. A failed read is tried again next time. */
    vapidKeys(): Promise<VapidKeys> {
      keys ??= load().catch((error) => {
        keys = undefined;
        throw error;
      });
      return keys;
    },

    async publicKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await this.vapidKeys()).publicKey };
    },

    async subscribe(
      actor: Actor,
      userId: number,
      body: PushSubscriptionBody,
    ): Promise<{ data: PushSubscriptionInfo; created: boolean }> {
      authorize(actor, 'push.own', userId);
      if (!isUsableEndpoint(body.endpoint, allowPrivate)) throw pushErrors.badEndpoint();
      const { row, created } = await push.upsert({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        device: body.device || null,
      });
      return { data: dto(row), created };
    },

    async list(actor: Actor, userId: number): Promise<PushSubscriptionInfo[]> {
      authorize(actor, 'push.own', userId);
      return (await push.listOf(userId)).map(dto);
    },

    async unsubscribe(actor: Actor, userId: number, endpoint: string): Promise<{ id: number }> {
      authorize(actor, 'push.own', userId);
      const id = await push.remove(userId, endpoint);
      if (id === undefined) throw pushErrors.subscriptionNotFound();
      return { id };
    },

    /** For the channel: where a member's notices go. */
    subscriptionsOf: (userId: number) => push.listOf(userId),
    /** For the channel: the push service said this subscription is gone (404/410). */
    forget: (id: number) => push.removeById(id),
  };
}
export type PushService = ReturnType<typeof pushService>;
