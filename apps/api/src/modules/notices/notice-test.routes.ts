import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { routeKit } from '../../kernel/route-kit';
import { type RunInTransaction, scopedRun } from '../../kernel/unit-of-work';
import type { NoticeChannel } from './notice-channel';
import { computePage } from './notice-pass';
import { noticesRepository } from './notices.repository';

/** What the test route needs of the composition root beside the modules' context. */
interface RootParts {
  run: RunInTransaction;
  noticeChannels: readonly NoticeChannel[];
}

/**
 * Test-only (registered only with TEST_ROUTES=1, which scripts/e2e.mjs sets and production refuses):
 * the browser tests' 'compute my family's reminders now', since their servers run without the
 * scheduler (NOTICE_EVERY=0). It runs the pass's own computation (`computePage`: claim, read, record,
 * the `notice.created` event) for the caller's family only, so a spec never makes notices for the
 * families of specs running beside it. Deliveries (push, email) are left to the scheduler.
 */
export const noticeTestRoutes =
  (ctx: AppContext & RootParts): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['test']);
    const { users, inventory, meals } = ctx.services;
    const deps = {
      notices: noticesRepository({ db: ctx.db }),
      run: scopedRun(ctx.run, (db) => ({ notices: noticesRepository({ db }) })),
      users,
      inventory,
      meals,
      channels: ctx.noticeChannels,
    };
    route.post(
      '/api/test/notice-pass',
      { data: z.object({ notices: z.number() }), hidden: true },
      async (actor) => {
        const members = (await users.familyPage(actor.familyId - 1, 1)).filter(
          (m) => m.familyId === actor.familyId,
        );
        const notices = await computePage(deps, members, {
          pageSize: 1,
          minGapMs: 0,
          leaseMs: 120_000,
          now: () => new Date(),
        });
        return { notices };
      },
    );
  };
