import { createFamilyBody, familySchema, updateFamilyBody } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { requireUser } from '../../kernel/guards';
import { familyParams, routeKit } from '../../kernel/route-kit';

export const familiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const families = ctx.services.families;
    const tags = ['families'];
    const route = routeKit(app, ctx, tags);

    // 200: a repeat before profile setup, answered with the family made first.
    routeKit(app, ctx, tags, requireUser).upsert(
      '/api/families',
      { body: createFamilyBody, data: familySchema },
      async (user, { body }) => {
        const { family, created } = await families.create(user, body);
        return { data: family, created };
      },
    );

    route.get('/api/families/:familyId', { params: familyParams, data: familySchema }, (actor, { params }) =>
      families.get(actor, params.familyId),
    );

    route.patch(
      '/api/families/:familyId',
      { params: familyParams, body: updateFamilyBody, data: familySchema },
      (actor, { params, body }) => families.rename(actor, params.familyId, body.name),
    );
  };
