import { createFamilyBody, dataOf, familyIdParam, familySchema, updateFamilyBody } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser, requireUser } from '../../kernel/guards';

export const familyParams = z.object({ familyId: familyIdParam });

export const familiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const families = ctx.services.families;
    const tags = ['families'];

    app.post(
      '/api/families',
      {
        schema: {
          tags,
          body: createFamilyBody,
          // 200: a repeat before profile setup, answered with the family made first.
          response: { 200: dataOf(familySchema), 201: dataOf(familySchema) },
        },
      },
      async (request, reply) => {
        const { family, created } = await families.create(requireUser(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: family });
      },
    );

    app.get(
      '/api/families/:familyId',
      { schema: { tags, params: familyParams, response: { 200: dataOf(familySchema) } } },
      async (request) => ({ data: await families.get(requireFamilyUser(request), request.params.familyId) }),
    );

    app.patch(
      '/api/families/:familyId',
      {
        schema: {
          tags,
          params: familyParams,
          body: updateFamilyBody,
          response: { 200: dataOf(familySchema) },
        },
      },
      async (request) => ({
        data: await families.rename(requireFamilyUser(request), request.params.familyId, request.body.name),
      }),
    );
  };
