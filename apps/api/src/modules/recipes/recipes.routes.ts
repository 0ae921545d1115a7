import {
  createRecipeBody,
  deletedRecipeSchema,
  recipeListQuery,
  recipeSchema,
  updateRecipeBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, idParams, routeKit } from '../../kernel/route-kit';

export const recipesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const recipes = ctx.services.recipes;
    const route = routeKit(app, ctx, ['recipes']);

    route.cached(
      '/api/families/:familyId/recipes',
      { params: familyParams, querystring: recipeListQuery, data: z.array(recipeSchema) },
      (actor, { params: { familyId }, query }) => {
        const archived = query.archived === 'true';
        return {
          familyId,
          key: archived ? 'recipes-archived' : 'recipes',
          scopes: ['recipes'],
          load: () => recipes.list(actor, familyId, archived),
        };
      },
    );

    route.create(
      '/api/families/:familyId/recipes',
      { params: familyParams, body: createRecipeBody, data: recipeSchema },
      (actor, { params, body }) => recipes.create(actor, params.familyId, body),
    );

    // Cached under the reader's family: `get` answers 404 for another family's recipe, and a failed
    // read is never kept.
    route.cached('/api/recipes/:id', { params: idParams, data: recipeSchema }, (actor, { params }) => ({
      familyId: actor.familyId,
      key: `recipe-${params.id}`,
      scopes: ['recipes'],
      load: () => recipes.get(actor, params.id),
    }));

    route.patch(
      '/api/recipes/:id',
      { params: idParams, body: updateRecipeBody, data: recipeSchema },
      (actor, { params, body, version }) => recipes.update(actor, params.id, body, version),
    );

    route.patch(
      '/api/recipes/:id/archive',
      { params: idParams, data: recipeSchema },
      (actor, { params, version }) => recipes.archive(actor, params.id, version),
    );

    route.patch(
      '/api/recipes/:id/unarchive',
      { params: idParams, data: recipeSchema },
      (actor, { params, version }) => recipes.unarchive(actor, params.id, version),
    );

    route.delete('/api/recipes/:id', { params: idParams, data: deletedRecipeSchema }, (actor, { params }) =>
      recipes.remove(actor, params.id),
    );
  };
