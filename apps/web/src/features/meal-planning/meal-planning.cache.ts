import type { MealPlan, PlannedMeal } from '@kitching/contracts';
import { type FollowedRecipe, followRecipe } from '@kitching/contracts/plan-follows-recipe';
import type { QueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { mealQueries } from './meal-planning.queries';

/** A plan as the server now has it, in the family's cached plan list. */
export const showMealPlan = (queryClient: QueryClient, plan: MealPlan) =>
  changeCachedLists<MealPlan>(queryClient, mealQueries.plans(plan.familyId), (plans) => upsert(plans, plan));

/**
 * A recipe as the server now has it, in the cached plans that follow it (issue 23): the same rule the
 * API answers with, so an edit of the recipe shows on the meal planning page without a refetch.
 */
export const followRecipeInPlans = (
  queryClient: QueryClient,
  recipe: FollowedRecipe & { familyId: number },
) =>
  changeCachedLists<MealPlan>(queryClient, mealQueries.plans(recipe.familyId), (plans) =>
    plans.some((p) => p.recipeId === recipe.id)
      ? plans.map((p) => (p.recipeId === recipe.id ? followRecipe(p, recipe) : p))
      : plans,
  );

export const forgetMealPlan = (queryClient: QueryClient, plan: MealPlan) =>
  changeCachedLists<MealPlan>(queryClient, mealQueries.plans(plan.familyId), (plans) =>
    without(plans, plan.id),
  );

/** A planned meal as the server now has it, in every cached week it belongs to (and out of the others). */
export const showPlannedMeal = (queryClient: QueryClient, meal: PlannedMeal) => {
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: mealQueries.allPlanned(meal.familyId) })) {
    const range = query.queryKey[3] as { startDate: string; endDate: string } | undefined;
    if (!range) continue;
    const date = meal.plannedDate.slice(0, 10);
    const inside = date >= range.startDate && date <= range.endDate;
    changeCachedLists<PlannedMeal>(queryClient, query.queryKey, (meals) =>
      inside ? upsert(meals, meal) : without(meals, meal.id),
    );
  }
};

export const forgetPlannedMeal = (queryClient: QueryClient, meal: { id: number; familyId: number }) =>
  changeCachedLists<PlannedMeal>(queryClient, mealQueries.allPlanned(meal.familyId), (meals) =>
    without(meals, meal.id),
  );
