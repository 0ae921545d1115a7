import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@kitching/contracts';
import { AppError } from '../../kernel/errors';
import type { ScopedRun } from '../../kernel/unit-of-work';
import { fetchGuarded } from '../../lib/outbound';
import type { NoticesService } from '../notices/notices.service';
import { signatureHeader } from './webhook-signature';
import type { LeasedWebhook, WebhooksRepository } from './webhooks.repository';
import type { WebhookDeliveryRow } from './webhooks.table';

/** A failed delivery is tried again after these many seconds (then every two hours) for a day. */
const BACKOFF_S = [10, 30, 60, 120, 300, 600, 1200, 2400, 3600];
const LATER_S = 7200;
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 120_000;
const WEBHOOKS_PER_PASS = 20;
const DELIVERIES_PER_WEBHOOK = 100;
const ANSWER_KEPT = 300;

export const retryDelayS = (attempts: number) => BACKOFF_S[attempts - 1] ?? LATER_S;

export interface WebhookWorkerDeps {
  /** Over the app's handle: each step is its own short statement. */
  webhooks: WebhooksRepository;
  run: ScopedRun<{ webhooks: WebhooksRepository }>;
  notices: Pick<NoticesService, 'announce'>;
  /** The family's Head Chefs and Sous Chefs, told when a webhook is turned off. */
  leaders: (familyId: number) => Promise<number[]>;
  isBlockedAddress: (address: string) => boolean;
  timeoutMs: number;
  onError: (error: unknown) => void;
}

type Answer =
  | { ok: true; status: number; text: string }
  | { ok: false; status: number | null; error: string };

/**
 * Delivers the webhooks' outboxes (issue 29), in every server: a pass leases the webhooks whose oldest
 * pending delivery is due (SKIP LOCKED) and sends each one's queue in order, one at a time, until it is
 * empty or a delivery fails; a failure is tried again later (backoff) and holds the deliveries behind it,
 * so a receiver sees a family's events in order. At least once: a receiver that answered 2xx after the
 * server stopped gets it again, with the same event id. A delivery that failed for a day is given up,
 * and its webhook turned off with a notice to the family's leaders.
 */
export function webhookWorker(deps: WebhookWorkerDeps) {
  async function send(hook: LeasedWebhook, delivery: WebhookDeliveryRow): Promise<Answer> {
    try {
      const res = await fetchGuarded(hook.url, {
        method: 'POST',
        body: delivery.body,
        timeoutMs: deps.timeoutMs,
        maxBytes: 1024 * 1024,
        maxRedirects: 3,
        isBlockedAddress: deps.isBlockedAddress,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kitching-Webhooks/0.2',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
            hook.secret,
            delivery.body,
            Math.floor(Date.now() / 1000),
          ),
          [WEBHOOK_EVENT_ID_HEADER]: String(delivery.eventId),
          [WEBHOOK_EVENT_TYPE_HEADER]: delivery.eventType,
        },
      });
      const text = res.text().slice(0, ANSWER_KEPT);
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, text };
      return { ok: false, status: res.status, error: text || `HTTP ${res.status}` };
    } catch (error) {
      const reason = error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
      return { ok: false, status: null, error: reason.slice(0, ANSWER_KEPT) };
    }
  }

  /** Turns a webhook off after a day of failures, telling the family's leaders in the bell. */
  async function turnOff(hook: LeasedWebhook, now: Date) {
    const leaders = await deps.leaders(hook.familyId);
    await deps.run(async (work) => {
      const reason = 'Deliveries failed for 24 hours';
      if (!(await work.repos.webhooks.disable(hook.id, reason, now))) return;
      await deps.notices.announce(work, {
        familyId: hook.familyId,
        userIds: leaders,
        kind: 'webhook_disabled',
        title: `A webhook was turned off: ${new URL(hook.url).host}`,
        href: '/settings#webhooks',
        items: [{ name: hook.url, detail: reason }],
      });
    });
  }

  async function drain(hook: LeasedWebhook, now: Date): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    // Within half the lease: past it another server could lease this queue and send out of order.
    const until = Date.now() + LEASE_MS / 2;
    try {
      for (let i = 0; i < DELIVERIES_PER_WEBHOOK && Date.now() < until; i++) {
        const head = await deps.webhooks.head(hook.id);
        if (!head || head.nextAttemptAt > now) break;
        const answer = await send(hook, head);
        const at = new Date(Math.max(now.getTime(), Date.now()));
        if (answer.ok) {
          await deps.webhooks.delivered(head, at, answer.status, answer.text || null);
          delivered++;
          continue;
        }
        const giveUp = now.getTime() - head.createdAt.getTime() >= RETRY_WINDOW_MS;
        const next = giveUp ? null : new Date(now.getTime() + retryDelayS(head.attempts + 1) * 1000);
        await deps.webhooks.failed(head, at, answer, next);
        if (giveUp) await turnOff(hook, now);
        return { delivered, failed: 1 };
      }
      return { delivered, failed: 0 };
    } finally {
      await deps.webhooks.release(hook.id);
    }
  }

  let running: Promise<{ delivered: number; failed: number }> | null = null;
  let again = false;

  /** One pass: every due queue, each in order. `now` lets tests play the clock forward. */
  async function pass(now: Date) {
    const totals = { delivered: 0, failed: 0 };
    for (;;) {
      const leased = await deps.webhooks.lease(now, LEASE_MS, WEBHOOKS_PER_PASS);
      if (!leased.length) return totals;
      const results = await Promise.all(leased.map((hook) => drain(hook, now)));
      for (const r of results) {
        totals.delivered += r.delivered;
        totals.failed += r.failed;
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  return {
    /** One pass; asked for while one runs, it waits for that one and then runs again. */
    async deliverDue(now?: Date): Promise<{ delivered: number; failed: number }> {
      if (running) {
        again = true;
        return running;
      }
      running = pass(now ?? new Date()).finally(() => {
        running = null;
      });
      const result = await running;
      if (again) {
        again = false;
        void this.deliverDue().catch(deps.onError);
      }
      return result;
    },
    /** Every `everyMs` and just after each committed event (this process's); returns the stop function. */
    start(everyMs: number): () => Promise<void> {
      if (everyMs <= 0) return async () => undefined;
      const tick = () => void this.deliverDue().catch(deps.onError);
      timer = setInterval(tick, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        clearTimeout(soon);
        timer = undefined;
        await running?.catch(() => undefined);
      };
    },
    /** A change committed: deliver soon (only once started). */
    nudge() {
      if (!timer || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void this.deliverDue().catch(deps.onError);
      }, 50);
      soon.unref();
    },
  };
}
export type WebhookWorker = ReturnType<typeof webhookWorker>;
