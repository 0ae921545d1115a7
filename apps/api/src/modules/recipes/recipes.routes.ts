import {
  createRecipeBody,
  dataOf,
  deletedRecipeSchema,
  idParam,
  recipeListQuery,
  recipeSchema,
  updateRecipeBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { ifMatchVersion } from '../../kernel/if-match';

const familyParams = z.object({ familyId: idParam });
const recipeParams = z.object({ id: idParam });

export const recipesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const recipes = ctx.services.recipes;
    const tags = ['recipes'];
    const one = { 200: dataOf(recipeSchema) };

    app.get(
      '/api/families/:familyId/recipes',
      {
        schema: {
          tags,
          params: familyParams,
          querystring: recipeListQuery,
          response: { 200: dataOf(z.array(recipeSchema)) },
        },
      },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        const archived = request.query.archived === 'true';
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: archived ? 'recipes-archived' : 'recipes',
          scopes: ['recipes'],
          load: () => recipes.list(actor, familyId, archived),
        });
      },
    );

    app.post(
      '/api/families/:familyId/recipes',
      {
        schema: {
          tags,
          params: familyParams,
          body: createRecipeBody,
          response: { 201: dataOf(recipeSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await recipes.create(requireFamilyUser(request), request.params.familyId, request.body),
        }),
    );

    app.get(
      '/api/recipes/:id',
      { schema: { tags, params: recipeParams, response: one } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { id } = request.params;
        // Cached under the reader's family: `get` answers 404 for another family's recipe, and a
        // failed read is never kept.
        return ctx.lists.reply(request, reply, {
          actor,
          familyId: actor.familyId,
          key: `recipe-${id}`,
          scopes: ['recipes'],
          load: () => recipes.get(actor, id),
        });
      },
    );

    app.patch(
      '/api/recipes/:id',
      { schema: { tags, params: recipeParams, body: updateRecipeBody, response: one } },
      async (request) => ({
        data: await recipes.update(
          requireFamilyUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    app.patch(
      '/api/recipes/:id/archive',
      { schema: { tags, params: recipeParams, response: one } },
      async (request) => ({
        data: await recipes.archive(requireFamilyUser(request), request.params.id, ifMatchVersion(request)),
      }),
    );

    app.patch(
      '/api/recipes/:id/unarchive',
      { schema: { tags, params: recipeParams, response: one } },
      async (request) => ({
        data: await recipes.unarchive(requireFamilyUser(request), request.params.id, ifMatchVersion(request)),
      }),
    );

    app.delete(
      '/api/recipes/:id',
      { schema: { tags, params: recipeParams, response: { 200: dataOf(deletedRecipeSchema) } } },
      async (request) => ({ data: await recipes.remove(requireFamilyUser(request), request.params.id) }),
    );
  };
