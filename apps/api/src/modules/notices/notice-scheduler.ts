import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { UsersService } from '../users/users.service';
import { deliverPending } from './notice-delivery';
import { computePage, type NoticePassDeps, type PassOptions } from './notice-pass';

export interface SchedulerDeps extends NoticePassDeps {
  users: Pick<UsersService, 'familyPage' | 'membersByIds'>;
  onError: (error: unknown, where: string) => void;
}
export interface PassResult {
  families: number;
  notices: number;
  delivered: number;
  ms: number;
}

/**
 * The reminders' scheduler. It runs in every server process (app/housekeeping.ts): at start and every
 * NOTICE_EVERY seconds a pass pages through the families (by id), computes each claimed page and
 * records its notices, then sends what is due. Several processes on one database split the families
 * between them (claims with SKIP LOCKED) and never make or send a notice twice (see notice-pass.ts).
 */
export function noticeScheduler(deps: SchedulerDeps, defaults: PassOptions & { timeoutMs?: number } = {}) {
  let running: Promise<PassResult> | null = null;

  async function pass(options: PassOptions & { timeoutMs?: number } = {}): Promise<PassResult> {
    const o = {
      pageSize: 250,
      minGapMs: 60_000,
      leaseMs: 120_000,
      timeoutMs: 30_000,
      now: () => new Date(),
      ...defaults,
      ...options,
    };
    const started = performance.now();
    let after = 0;
    let families = 0;
    let made = 0;
    for (;;) {
      const members = await deps.users.familyPage(after, o.pageSize);
      if (!members.length) break;
      after = members.at(-1)!.familyId;
      families += new Set(members.map((m) => m.familyId)).size;
      // A turn for the requests between pages (the page's own work yields within, see cooperative.ts).
      await yieldToLoop();
      try {
        made += await computePage(deps, members, o);
      } catch (error) {
        // A page that failed is left unclaimed-when-lapsed: the next pass computes it again.
        deps.onError(error, 'notice page');
      }
    }
    const delivered = await deliverPending(
      { ...deps, onError: (error, channel) => deps.onError(error, `notice channel ${channel}`) },
      o,
    );
    return { families, notices: made, delivered, ms: Math.round(performance.now() - started) };
  }

  let delivering: Promise<number> | null = null;
  return {
    /** Sends what is due now, without computing (a notice made between passes); one at a time. */
    deliver(): Promise<number> {
      delivering ??= deliverPending(
        { ...deps, onError: (error, channel) => deps.onError(error, `notice channel ${channel}`) },
        { leaseMs: 120_000, timeoutMs: 30_000, ...defaults },
      ).finally(() => {
        delivering = null;
      });
      return delivering;
    },
    /** One pass; a pass asked for while one runs waits for that one (one pass at a time per process). */
    run(options?: PassOptions & { timeoutMs?: number }): Promise<PassResult> {
      running ??= pass(options).finally(() => {
        running = null;
      });
      return running;
    },
    /** At start, then every `everyMs`; returns the stop function. */
    start(everyMs: number): () => Promise<void> {
      if (everyMs <= 0) return async () => undefined;
      const tick = () => void this.run().catch((error) => deps.onError(error, 'notice pass'));
      const first = setTimeout(tick, 0);
      const timer = setInterval(tick, everyMs);
      first.unref();
      timer.unref();
      return async () => {
        clearTimeout(first);
        clearInterval(timer);
        await running?.catch(() => undefined);
      };
    },
  };
}
export type NoticeScheduler = ReturnType<typeof noticeScheduler>;
