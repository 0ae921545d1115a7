import {
  type Actor,
  type CreatedWebhook,
  WEBHOOKS_PER_FAMILY,
  type Webhook,
  type WebhookBody,
  type WebhookDelivery,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import { RETRY_WINDOW_MS } from './webhook-delivery';
import { refusesHost } from './webhook-guard';
import { newWebhookSecret } from './webhook-signature';
import { webhookErrors } from './webhooks.errors';
import type { WebhooksRepository } from './webhooks.repository';
import type { WebhookDeliveryRow, WebhookRow } from './webhooks.table';

declare module '../../kernel/app-context' {
  interface AppServices {
    webhooks: WebhooksService;
  }
}

/** The delivery log shows this many, newest first. */
const LOG_LIMIT = 50;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  familyId: row.familyId,
  url: row.url,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  disabledAt: iso(row.disabledAt),
  disabledReason: row.disabledReason,
  failures: row.failures,
  lastDeliveryAt: iso(row.lastDeliveryAt),
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The family's webhooks (issue 29), for its Head Chef and Sous Chef (`webhooks.manage`): list, add (the
 * secret is answered once), delete, turn on again, and the delivery log. Another family's webhook is
 * not found. Settings of the family's integrations, not its kitchen: they raise no domain event.
 */
export function webhooksService({
  webhooks,
  run,
  isBlockedAddress,
}: {
  webhooks: WebhooksRepository;
  run: ScopedRun<{ webhooks: WebhooksRepository }>;
  isBlockedAddress: (address: string) => boolean;
}) {
  async function own(actor: Actor, id: number): Promise<WebhookRow> {
    const row = await webhooks.find(id);
    if (!row) throw webhookErrors.notFound();
    authorize(actor, 'family.view', row.familyId, refuseWith(webhookErrors.notFound));
    authorize(actor, 'webhooks.manage');
    return row;
  }

  return {
    async list(actor: Actor, familyId: number): Promise<Webhook[]> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'webhooks.manage');
      return (await webhooks.list(familyId)).map(toWebhook);
    },
    async create(actor: Actor, familyId: number, body: WebhookBody): Promise<CreatedWebhook> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'webhooks.manage');
      // An address written as a private one is refused now; a name is checked at each delivery.
      if (refusesHost(body.url, isBlockedAddress)) throw webhookErrors.blockedAddress();
      const secret = newWebhookSecret();
      const row = await run(async ({ repos }) => {
        if ((await repos.webhooks.countFor(familyId)) >= WEBHOOKS_PER_FAMILY) throw webhookErrors.tooMany();
        return repos.webhooks.insert({
          familyId,
          url: body.url,
          description: body.description ?? null,
          secret,
          createdBy: actor.id,
        });
      });
      return { webhook: toWebhook(row), secret };
    },
    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      await own(actor, id);
      if (!(await run(({ repos }) => repos.webhooks.remove(id)))) throw webhookErrors.notFound();
      return { id };
    },
    async enable(actor: Actor, id: number): Promise<Webhook> {
      await own(actor, id);
      const giveUpBefore = new Date(Date.now() - RETRY_WINDOW_MS);
      const row = await run(({ repos }) => repos.webhooks.enable(id, giveUpBefore));
      if (!row) throw webhookErrors.notFound();
      return toWebhook(row);
    },
    async deliveries(actor: Actor, id: number): Promise<WebhookDelivery[]> {
      await own(actor, id);
      return (await webhooks.deliveries(id, LOG_LIMIT)).map(toDelivery);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
