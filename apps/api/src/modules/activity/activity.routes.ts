import { activityEntrySchema, activityQuery } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, routeKit } from '../../kernel/route-kit';

export const activityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    routeKit(app, ctx, ['activity']).get(
      '/api/families/:familyId/activity',
      { params: familyParams, querystring: activityQuery, data: z.array(activityEntrySchema) },
      (actor, { params, query }) => ctx.services.activity.list(actor, params.familyId, query),
    );
  };
