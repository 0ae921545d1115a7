import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { routeKit } from '../../kernel/route-kit';
import type { NoticeScheduler } from './notice-scheduler';

/**
 * Test-only (registered only with TEST_ROUTES=1, which scripts/e2e.mjs sets and production refuses): the
 * browser tests' 'run the reminders' pass now', since their servers run without the scheduler
 * (NOTICE_EVERY=0). It runs the real pass over every family, as the scheduler would.
 */
export const noticeTestRoutes =
  (ctx: AppContext & { notices: Pick<NoticeScheduler, 'run'> }): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['test']);
    route.post('/api/test/notice-pass', { data: z.object({ notices: z.number() }) }, async () => {
      // A pass already running may have read the stock before this request's changes: let it end, then
      // run one that starts after them (a pass asked for while one runs joins it).
      const joined = await ctx.notices.run({ minGapMs: 0 });
      const own = await ctx.notices.run({ minGapMs: 0 });
      return { notices: joined.notices + own.notices };
    });
  };
