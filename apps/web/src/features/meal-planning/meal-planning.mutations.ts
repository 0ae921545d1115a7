import type {
  CreateMealPlanInput,
  GroceryItem,
  KeptAsRecipe,
  MealPlan,
  MealType,
  PlannedMeal,
  Recipe,
  UpdateMealPlanBody,
} from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { sendData, sendDelete } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { listRef } from '../grocery/grocery.cache';
import { showMealPlan, showPlannedMeal } from './meal-planning.cache';
import { mealQueries } from './meal-planning.queries';

/**
 * The meal plans' writes. Each answer goes through the event table (app/live/event-invalidations.ts)
 * as the event the write raises, like another member's change.
 */
const planRef = (meal: PlannedMeal, name = '') => ({ id: meal.mealPlanId, name });

/** 'New Meal Plan' (spec 5), or a plan made from a family recipe (`recipeId`). */
export const useCreateMealPlan = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanInput) =>
      sendData<MealPlan>(`/api/families/${familyId}/meal-plans`, { method: 'POST', body }),
    onSuccess: (plan) => applyOwnEvent(queryClient, 'meal.plan_created', { plan }),
  });
};

/**
 * 'Plan' on a recipe: the family's plan made from that recipe when there is one already, else a new one
 * linked to it in one call (the plan then shows the recipe as it is: issue 23).
 */
export const usePlanFromRecipe = (familyId: number) => {
  const queryClient = useQueryClient();
  const create = useCreateMealPlan(familyId);
  return useMutation({
    mutationFn: async (recipe: Pick<Recipe, 'id' | 'name'>) => {
      const plans = await queryClient.fetchQuery(mealQueries.planList(familyId));
      const known = plans.find((p) => p.recipeId === recipe.id);
      return known ?? create.mutateAsync({ name: recipe.name, recipeId: recipe.id });
    },
  });
};

/**
 * Saves a plan of its own at the version the form opened at. Someone else's change first (409): the plan
 * as stored now goes into the list and the error to the caller.
 */
export const useUpdateMealPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, body }: { plan: MealPlan; body: UpdateMealPlanBody }) =>
      sendData<MealPlan>(`/api/meal-plans/${plan.id}`, { method: 'PATCH', body, version: plan.version }),
    onSuccess: (plan, { body }) =>
      applyOwnEvent(queryClient, 'meal.plan_updated', { plan, changed: Object.keys(body) }),
    onError: (error) => {
      const current = conflictCurrent<MealPlan>(error);
      if (current) showMealPlan(queryClient, current);
    },
  });
};

/** 'Unlink to a copy': the plan keeps the recipe as it is now as its own dish, to edit apart. */
export const useUnlinkMealPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: MealPlan) =>
      sendData<MealPlan>(`/api/meal-plans/${plan.id}/unlink`, { method: 'POST', version: plan.version }),
    onSuccess: (plan) => applyOwnEvent(queryClient, 'meal.plan_updated', { plan, changed: ['recipeId'] }),
  });
};

/** 'Keep as recipe': the plan becomes a family recipe (one call) and follows it from then on. */
export const useKeepAsRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) =>
      sendData<KeptAsRecipe>(`/api/meal-plans/${planId}/keep-as-recipe`, { method: 'POST' }),
    onSuccess: (kept) => applyOwnEvent(queryClient, 'meal.kept_as_recipe', kept),
  });
};

export interface PlanMealInput {
  mealPlanId: number;
  plannedDate: string;
  mealType: MealType;
}

/** 'Plan Meal' (spec 5): a plan on a day for a meal. */
export const usePlanMeal = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanMealInput) =>
      sendData<PlannedMeal>(`/api/families/${familyId}/planned-meals`, { method: 'POST', body }),
    onSuccess: (meal) => applyOwnEvent(queryClient, 'meal.planned', { planned: meal, plan: planRef(meal) }),
  });
};

/**
 * Moves a planned meal to another day or meal, at the version shown. Someone else's change first (409):
 * the meal as they left it is shown and the error goes to the caller; anything else refetches the weeks.
 */
export const useMovePlannedMeal = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      meal,
      plannedDate,
      mealType,
    }: {
      meal: PlannedMeal;
      plannedDate: string;
      mealType: MealType;
    }) =>
      sendData<PlannedMeal>(`/api/planned-meals/${meal.id}`, {
        method: 'PATCH',
        body: { plannedDate, mealType },
        version: meal.version,
      }),
    onSuccess: (meal) =>
      applyOwnEvent(queryClient, 'meal.moved', {
        planned: meal,
        plan: planRef(meal),
        changed: ['plannedDate', 'mealType'],
      }),
    onError: (error) => {
      const current = conflictCurrent<PlannedMeal>(error);
      if (current) showPlannedMeal(queryClient, current);
      else void queryClient.invalidateQueries({ queryKey: mealQueries.allPlanned(familyId) });
    },
  });
};

export const useRemovePlannedMeal = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meal: PlannedMeal) => sendDelete(`/api/planned-meals/${meal.id}`),
    onSuccess: (_answer, meal) =>
      applyOwnEvent(queryClient, 'meal.unplanned', { planned: meal, plan: planRef(meal) }),
    onError: () => queryClient.invalidateQueries({ queryKey: mealQueries.allPlanned(familyId) }),
  });
};

export interface WeekNeed {
  name: string;
  quantity: string;
  unit: string;
  meals: { date: string; mealType: string; dishName: string }[];
}

/** 'Add to List' on a suggestion: that dish's missing amounts onto a grocery list. */
export const useAddSuggestionToList = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'meal_plan' | 'recipe'; id: number; listId: number }) =>
      sendData<{ items: GroceryItem[] }>(`/api/families/${familyId}/meal-suggestions/shopping`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ items }, { listId }) =>
      applyOwnEvent(queryClient, 'grocery.items_added', {
        list: listRef(queryClient, listId),
        from: 'suggestion',
        items,
      }),
  });
};

/** 'Add this week to a list': what the week's planned meals need beyond the pantry and the list. */
export const useAddWeekToList = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { startDate: string; endDate: string; listId: number }) =>
      sendData<{ items: GroceryItem[]; needs: WeekNeed[] }>(
        `/api/families/${familyId}/planned-meals/shopping`,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: ({ items }, { listId }) =>
      applyOwnEvent(queryClient, 'grocery.items_added', {
        list: listRef(queryClient, listId),
        from: 'meal_week',
        items,
      }),
  });
};
