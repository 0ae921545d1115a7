import { activityEntrySchema, activityQuery, dataOf } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { familyParams } from '../families/families.routes';

export const activityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/families/:familyId/activity',
      {
        schema: {
          tags: ['activity'],
          params: familyParams,
          querystring: activityQuery,
          response: { 200: dataOf(z.array(activityEntrySchema)) },
        },
      },
      async (request) => ({
        data: await ctx.services.activity.list(
          requireFamilyUser(request),
          request.params.familyId,
          request.query,
        ),
      }),
    );
  };
