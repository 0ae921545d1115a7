import { dataOf, wasteQuery, wasteReportSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { familyParams } from '../families/families.routes';

/** Read-only summaries for the dashboard (spec 2.5, issue 16): the family's food-waste trend. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dashboard = ctx.services.dashboard;
    app.get(
      '/api/families/:familyId/dashboard/waste',
      {
        schema: {
          tags: ['dashboard'],
          params: familyParams,
          querystring: wasteQuery,
          response: { 200: dataOf(wasteReportSchema) },
        },
      },
      async (request) => ({
        data: await dashboard.waste(requireFamilyUser(request), request.params.familyId, request.query),
      }),
    );
  };
