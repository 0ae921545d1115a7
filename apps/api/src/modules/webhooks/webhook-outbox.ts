import type { WebhookPayload } from '@kitching/contracts';
import type { Db } from '../../db/client';
import type { RecordedEvent } from '../../kernel/unit-of-work';
import { webhooksRepository } from './webhooks.repository';

/** Not the family's domain: who has a new notice in their bell (each member's own). */
const NOT_SENT = new Set(['notice.created', 'notice.read']);

/**
 * The outbox (issue 29): the composition root calls this with each transaction's recorded events, in
 * that transaction, so a change and its deliveries to the family's webhooks commit or roll back together.
 * The body is made here once: every retry sends the same bytes, with the event's activity id.
 */
export async function enqueueWebhookEvents(db: Db, recorded: RecordedEvent[]): Promise<void> {
  const events = recorded.filter((r) => !NOT_SENT.has(r.event.type));
  if (!events.length) return;
  const repo = webhooksRepository({ db });
  const hooks = await repo.activeFor([...new Set(events.map((r) => r.event.familyId))]);
  if (!hooks.length) return;
  await repo.enqueue(
    events.flatMap(({ id, createdAt, event }) => {
      const payload: WebhookPayload = {
        id,
        type: event.type,
        familyId: event.familyId,
        actorId: event.actorId,
        occurredAt: createdAt.toISOString(),
        details: event.details,
      };
      const body = JSON.stringify(payload);
      return hooks
        .filter((hook) => hook.familyId === event.familyId)
        .map((hook) => ({
          webhookId: hook.id,
          eventId: id,
          eventType: event.type,
          body,
          nextAttemptAt: createdAt,
        }));
    }),
  );
}
