import { kitchenSummarySchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { routeKit } from '../../kernel/route-kit';

/**
 * Issue 29: GET /api/summary, the signed-in member's family (a token's, for Home Assistant): items
 * expiring today, expired and low, and tonight's dinner. A token needs inventory:read and meal-plans:read.
 */
export const summaryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['summary']);
    route.get('/api/summary', { data: kitchenSummarySchema }, (actor) =>
      ctx.services.summary.summary(actor, actor.familyId),
    );
  };
