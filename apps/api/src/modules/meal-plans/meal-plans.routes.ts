import {
  createMealPlanBody,
  dishShoppingBody,
  groceryItemSchema,
  keptAsRecipeSchema,
  mealPlanSchema,
  mealSuggestionSchema,
  planMealBody,
  plannedMealSchema,
  plannedMealsQuery,
  toCalendarDate,
  updateMealPlanBody,
  updatePlannedMealBody,
  weekShoppingBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { deletedId, familyParams, idParams, routeKit } from '../../kernel/route-kit';

const shoppingNeed = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  meals: z.array(z.object({ date: z.string(), mealType: z.string(), dishName: z.string() })),
});
const items = z.object({ items: z.array(groceryItemSchema) });

/** Spec 7's meal planning routes, and issue 13's in the same style. Rules live in the service. */
export const mealPlansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const meals = ctx.services.meals;
    const route = routeKit(app, ctx, ['meal-plans']);

    route.familyList(
      '/api/families/:familyId/meal-plans',
      // A plan that follows a recipe shows the recipe as it is now: the list moves with the recipes too.
      { data: z.array(mealPlanSchema), key: 'meal-plans', scopes: ['meals', 'recipes'] },
      (actor, familyId) => meals.listPlans(actor, familyId),
    );

    route.create(
      '/api/families/:familyId/meal-plans',
      { params: familyParams, body: createMealPlanBody, data: mealPlanSchema },
      (actor, { params, body }) => meals.createPlan(actor, params.familyId, body),
    );

    route.get('/api/meal-plans/:id', { params: idParams, data: mealPlanSchema }, (actor, { params }) =>
      meals.getPlan(actor, params.id),
    );

    route.patch(
      '/api/meal-plans/:id',
      { params: idParams, body: updateMealPlanBody, data: mealPlanSchema },
      (actor, { params, body, version }) => meals.updatePlan(actor, params.id, body, version),
    );

    route.delete('/api/meal-plans/:id', { params: idParams, data: deletedId }, (actor, { params }) =>
      meals.removePlan(actor, params.id),
    );

    // Issue 23: a typed plan becomes a family recipe it then follows; a linked plan becomes its own copy.
    route.create(
      '/api/meal-plans/:id/keep-as-recipe',
      { params: idParams, data: keptAsRecipeSchema },
      (actor, { params }) => meals.keepAsRecipe(actor, params.id),
    );
    route.post(
      '/api/meal-plans/:id/unlink',
      { params: idParams, data: mealPlanSchema },
      (actor, { params, version }) => meals.unlinkPlan(actor, params.id, version),
    );

    route.get(
      '/api/families/:familyId/planned-meals',
      { params: familyParams, querystring: plannedMealsQuery, data: z.array(plannedMealSchema) },
      (actor, { params, query }) => meals.planned(actor, params.familyId, query.startDate, query.endDate),
    );

    route.create(
      '/api/families/:familyId/planned-meals',
      { params: familyParams, body: planMealBody, data: plannedMealSchema },
      (actor, { params, body }) => meals.plan(actor, params.familyId, body),
    );

    route.patch(
      '/api/planned-meals/:id',
      { params: idParams, body: updatePlannedMealBody, data: plannedMealSchema },
      (actor, { params, body, version }) => meals.movePlanned(actor, params.id, body, version),
    );

    route.delete('/api/planned-meals/:id', { params: idParams, data: deletedId }, (actor, { params }) =>
      meals.unplan(actor, params.id),
    );

    // Cached like a list: computed again when the dishes, the pantry or the links changed, or the day did
    // (stock expired before today holds nothing).
    route.cached(
      '/api/families/:familyId/meal-suggestions',
      { params: familyParams, data: z.array(mealSuggestionSchema) },
      (actor, { params: { familyId } }) => {
        const today = toCalendarDate();
        return {
          familyId,
          key: `meal-suggestions-${today}`,
          scopes: ['meals', 'recipes', 'inventory', 'links'],
          load: () => meals.suggestions(actor, familyId, today),
        };
      },
    );

    route.post(
      '/api/families/:familyId/planned-meals/shopping',
      { params: familyParams, body: weekShoppingBody, data: items.extend({ needs: z.array(shoppingNeed) }) },
      (actor, { params, body }) => meals.shopForWeek(actor, params.familyId, body),
    );

    route.post(
      '/api/families/:familyId/meal-suggestions/shopping',
      { params: familyParams, body: dishShoppingBody, data: items },
      (actor, { params, body }) => meals.shopForDish(actor, params.familyId, body),
    );
  };
