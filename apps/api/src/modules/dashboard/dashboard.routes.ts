import { wasteQuery, wasteReportSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app/context';
import { familyParams, routeKit } from '../../app/route-helpers/route-kit.helper';
import { dashboardRepository } from './dashboard.repository';
import { dashboardService } from './dashboard.service';

/** Read-only summaries for the dashboard (spec 2.5, issue 16): the family's food-waste trend. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dashboard = dashboardService({ dashboard: dashboardRepository({ db: ctx.db }) });
    routeKit(app, ctx, ['dashboard']).get(
      '/api/families/:familyId/dashboard/waste',
      { params: familyParams, querystring: wasteQuery, data: wasteReportSchema },
      (actor, { params, query }) => dashboard.waste(actor, params.familyId, query),
    );
  };
