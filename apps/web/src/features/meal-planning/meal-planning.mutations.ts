import type {
  CreateMealPlanInput,
  GroceryItem,
  MealPlan,
  MealType,
  PlannedMeal,
  Recipe,
} from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { api } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { showGroceryItems } from '../grocery/grocery.mutations';
import { groceryQueries } from '../grocery/grocery.queries';
import { mealQueries } from './meal-planning.queries';

/** A plan as the server now has it, in the family's cached plan list. */
export const showMealPlan = (queryClient: QueryClient, plan: MealPlan) =>
  changeCachedLists<MealPlan>(queryClient, mealQueries.plans(plan.familyId), (plans) => upsert(plans, plan));

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

const refetchSuggestions = (queryClient: QueryClient, familyId: number) =>
  queryClient.invalidateQueries({ queryKey: mealQueries.suggestionsOf(familyId) });

/** 'New Meal Plan' (spec 5), or a plan made from a family recipe (`recipeId`). */
export const useCreateMealPlan = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateMealPlanInput) =>
      (await api<{ data: MealPlan }>(`/api/families/${familyId}/meal-plans`, { method: 'POST', body })).data,
    onSuccess: (plan) => {
      showMealPlan(queryClient, plan);
      void refetchSuggestions(queryClient, familyId);
    },
  });
};

/**
 * 'Plan' on a recipe: the family's plan made from that recipe when there is one already, else a new one
 * made from it in one call (the server copies the recipe's ingredients).
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

export interface PlanMealInput {
  mealPlanId: number;
  plannedDate: string;
  mealType: MealType;
}

/** 'Plan Meal' (spec 5): a plan on a day for a meal. */
export const usePlanMeal = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlanMealInput) =>
      (await api<{ data: PlannedMeal }>(`/api/families/${familyId}/planned-meals`, { method: 'POST', body }))
        .data,
    onSuccess: (meal) => showPlannedMeal(queryClient, meal),
  });
};

/**
 * Moves a planned meal to another day or meal, at the version shown. Someone else's change first (409):
 * the meal as they left it is shown and the error goes to the caller; anything else refetches the weeks.
 */
export const useMovePlannedMeal = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      meal,
      plannedDate,
      mealType,
    }: {
      meal: PlannedMeal;
      plannedDate: string;
      mealType: MealType;
    }) =>
      (
        await api<{ data: PlannedMeal }>(`/api/planned-meals/${meal.id}`, {
          method: 'PATCH',
          body: { plannedDate, mealType },
          headers: { 'if-match': String(meal.version) },
        })
      ).data,
    onSuccess: (meal) => showPlannedMeal(queryClient, meal),
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
    mutationFn: async (id: number) =>
      (await api<{ data: { id: number } }>(`/api/planned-meals/${id}`, { method: 'DELETE' })).data,
    onSuccess: ({ id }) =>
      changeCachedLists<PlannedMeal>(queryClient, mealQueries.allPlanned(familyId), (meals) =>
        without(meals, id),
      ),
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
    mutationFn: async (body: { kind: 'meal_plan' | 'recipe'; id: number; listId: number }) =>
      (
        await api<{ data: { items: GroceryItem[] } }>(`/api/families/${familyId}/meal-suggestions/shopping`, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: ({ items }) => {
      showGroceryItems(queryClient, items);
      void queryClient.invalidateQueries({ queryKey: groceryQueries.lists(familyId) });
    },
  });
};

/** 'Add this week to a list': what the week's planned meals need beyond the pantry and the list. */
export const useAddWeekToList = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { startDate: string; endDate: string; listId: number }) =>
      (
        await api<{ data: { items: GroceryItem[]; needs: WeekNeed[] } }>(
          `/api/families/${familyId}/planned-meals/shopping`,
          { method: 'POST', body },
        )
      ).data,
    onSuccess: ({ items }) => {
      showGroceryItems(queryClient, items);
      void queryClient.invalidateQueries({ queryKey: groceryQueries.lists(familyId) });
    },
  });
};
