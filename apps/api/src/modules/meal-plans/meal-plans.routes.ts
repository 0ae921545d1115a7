import {
  createMealPlanBody,
  dataOf,
  dishShoppingBody,
  groceryItemSchema,
  idParam,
  mealPlanSchema,
  mealSuggestionSchema,
  planMealBody,
  plannedMealSchema,
  plannedMealsQuery,
  updateMealPlanBody,
  updatePlannedMealBody,
  weekShoppingBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { ifMatchVersion } from '../../kernel/if-match';
import { familyParams } from '../families/families.routes';

const idParams = z.object({ id: idParam });
const deleted = dataOf(z.object({ id: z.number() }));
const shoppingNeed = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  meals: z.array(z.object({ date: z.string(), mealType: z.string(), dishName: z.string() })),
});

/** Spec 7's meal planning routes, and issue 13's in the same style. Rules live in the service. */
export const mealPlansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const meals = ctx.services.meals;
    const tags = ['meal-plans'];

    app.get(
      '/api/families/:familyId/meal-plans',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(mealPlanSchema)) } } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: 'meal-plans',
          scopes: ['meals'],
          load: () => meals.listPlans(actor, familyId),
        });
      },
    );

    app.post(
      '/api/families/:familyId/meal-plans',
      {
        schema: {
          tags,
          params: familyParams,
          body: createMealPlanBody,
          response: { 201: dataOf(mealPlanSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await meals.createPlan(requireFamilyUser(request), request.params.familyId, request.body),
        }),
    );

    app.get(
      '/api/meal-plans/:id',
      { schema: { tags, params: idParams, response: { 200: dataOf(mealPlanSchema) } } },
      async (request) => ({ data: await meals.getPlan(requireFamilyUser(request), request.params.id) }),
    );

    app.patch(
      '/api/meal-plans/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: updateMealPlanBody,
          response: { 200: dataOf(mealPlanSchema) },
        },
      },
      async (request) => ({
        data: await meals.updatePlan(
          requireFamilyUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    app.delete(
      '/api/meal-plans/:id',
      { schema: { tags, params: idParams, response: { 200: deleted } } },
      async (request) => ({ data: await meals.removePlan(requireFamilyUser(request), request.params.id) }),
    );

    app.get(
      '/api/families/:familyId/planned-meals',
      {
        schema: {
          tags,
          params: familyParams,
          querystring: plannedMealsQuery,
          response: { 200: dataOf(z.array(plannedMealSchema)) },
        },
      },
      async (request) => ({
        data: await meals.planned(
          requireFamilyUser(request),
          request.params.familyId,
          request.query.startDate,
          request.query.endDate,
        ),
      }),
    );

    app.post(
      '/api/families/:familyId/planned-meals',
      {
        schema: {
          tags,
          params: familyParams,
          body: planMealBody,
          response: { 201: dataOf(plannedMealSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await meals.plan(requireFamilyUser(request), request.params.familyId, request.body),
        }),
    );

    app.patch(
      '/api/planned-meals/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: updatePlannedMealBody,
          response: { 200: dataOf(plannedMealSchema) },
        },
      },
      async (request) => ({
        data: await meals.movePlanned(
          requireFamilyUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    app.delete(
      '/api/planned-meals/:id',
      { schema: { tags, params: idParams, response: { 200: deleted } } },
      async (request) => ({ data: await meals.unplan(requireFamilyUser(request), request.params.id) }),
    );

    app.get(
      '/api/families/:familyId/meal-suggestions',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(mealSuggestionSchema)) } } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        // Cached like a list: computed again only when the dishes, the pantry or the links changed.
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: 'meal-suggestions',
          scopes: ['meals', 'recipes', 'inventory', 'links'],
          load: () => meals.suggestions(actor, familyId),
        });
      },
    );

    app.post(
      '/api/families/:familyId/planned-meals/shopping',
      {
        schema: {
          tags,
          params: familyParams,
          body: weekShoppingBody,
          response: {
            200: dataOf(z.object({ items: z.array(groceryItemSchema), needs: z.array(shoppingNeed) })),
          },
        },
      },
      async (request) => ({
        data: await meals.shopForWeek(requireFamilyUser(request), request.params.familyId, request.body),
      }),
    );

    app.post(
      '/api/families/:familyId/meal-suggestions/shopping',
      {
        schema: {
          tags,
          params: familyParams,
          body: dishShoppingBody,
          response: { 200: dataOf(z.object({ items: z.array(groceryItemSchema) })) },
        },
      },
      async (request) => ({
        data: await meals.shopForDish(requireFamilyUser(request), request.params.familyId, request.body),
      }),
    );
  };
