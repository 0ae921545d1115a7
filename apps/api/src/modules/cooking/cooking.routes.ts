import {
  cookBody,
  cookResultSchema,
  idParam,
  stockActionResultSchema,
  takeByNameBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, routeKit } from '../../kernel/route-kit';

const cookParams = z.object({ familyId: idParam, cookId: idParam });
const actionParams = z.object({ familyId: idParam, actionId: idParam });

/** Issue 23: cooking from stock, taking a product by name, and undoing a stock action. */
export const cookingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cooking = ctx.services.cooking;
    const route = routeKit(app, ctx, ['cooking']);

    route.post(
      '/api/families/:familyId/cook',
      { params: familyParams, body: cookBody, data: cookResultSchema },
      (actor, { params, body }) => cooking.cook(actor, params.familyId, body),
    );

    route.post(
      '/api/families/:familyId/cook/:cookId/undo',
      { params: cookParams, data: stockActionResultSchema },
      (actor, { params }) => cooking.undo(actor, params.familyId, params.cookId, true),
    );

    route.post(
      '/api/families/:familyId/stock-actions/:actionId/undo',
      { params: actionParams, data: stockActionResultSchema },
      (actor, { params }) => cooking.undo(actor, params.familyId, params.actionId),
    );

    route.post(
      '/api/families/:familyId/stock/take',
      { params: familyParams, body: takeByNameBody, data: stockActionResultSchema },
      (actor, { params, body }) => cooking.takeByName(actor, params.familyId, body),
    );
  };
