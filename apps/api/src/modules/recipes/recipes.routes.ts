import { createHash } from 'node:crypto';
import {
  createRecipeBody,
  deletedRecipeSchema,
  isPlainRecipeList,
  type RecipeSearch,
  recipeListQuery,
  recipeSchema,
  recipeSearchOf,
  recipeTagCountSchema,
  toCalendarDate,
  updateRecipeBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import type { VersionScope } from '../../kernel/family-list';
import { familyParams, idParams, routeKit } from '../../kernel/route-kit';

/**
 * The list cache's key and scopes of a search: the spec's two lists keep their keys; any other search is
 * keyed by a digest of its normalised form (an ETag holds no raw text), and one asking what can be cooked
 * now is made of the pantry and the links too, and of the day (stock expired before today holds nothing).
 */
function searchKey(search: RecipeSearch, today: string): { key: string; scopes: VersionScope[] } {
  if (isPlainRecipeList(search))
    return { key: search.archived ? 'recipes-archived' : 'recipes', scopes: ['recipes'] };
  const day = search.cookable ? today : '';
  const digest = createHash('sha256')
    .update(JSON.stringify([search, day]))
    .digest('base64url')
    .slice(0, 22);
  return search.cookable
    ? { key: `recipes-search-${digest}`, scopes: ['recipes', 'inventory', 'links'] }
    : { key: `recipes-search-${digest}`, scopes: ['recipes'] };
}

export const recipesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const recipes = ctx.services.recipes;
    const route = routeKit(app, ctx, ['recipes']);

    route.cached(
      '/api/families/:familyId/recipes',
      { params: familyParams, querystring: recipeListQuery, data: z.array(recipeSchema) },
      (actor, { params: { familyId }, query }) => {
        const search = recipeSearchOf(query);
        const today = toCalendarDate();
        return {
          familyId,
          ...searchKey(search, today),
          load: () => recipes.search(actor, familyId, search, today),
        };
      },
    );

    route.cached(
      '/api/families/:familyId/recipe-tags',
      {
        params: familyParams,
        querystring: recipeListQuery.pick({ archived: true }),
        data: z.array(recipeTagCountSchema),
      },
      (actor, { params: { familyId }, query }) => {
        const archived = query.archived === 'true';
        return {
          familyId,
          key: archived ? 'recipe-tags-archived' : 'recipe-tags',
          scopes: ['recipes'],
          load: () => recipes.tags(actor, familyId, archived),
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
