import { wasteQuery, wasteReportSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, routeKit } from '../../kernel/route-kit';

/** Read-only summaries for the dashboard (spec 2.5, issue 16): the family's food-waste trend. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dashboard = ctx.services.dashboard;
    routeKit(app, ctx, ['dashboard']).get(
      '/api/families/:familyId/dashboard/waste',
      { params: familyParams, querystring: wasteQuery, data: wasteReportSchema },
      (actor, { params, query }) => dashboard.waste(actor, params.familyId, query),
    );
  };
