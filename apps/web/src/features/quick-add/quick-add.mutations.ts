import type { TypedDraft } from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCreateGroceryList } from '../grocery/grocery.mutations';
import { groceryQueries } from '../grocery/grocery.queries';
import { useCreateInventoryItem } from '../inventory/inventory.mutations';
import { inventoryQueries } from '../inventory/inventory.queries';
import { useCreateMealPlan, usePlanMeal } from '../meal-planning/meal-planning.mutations';
import { mealQueries } from '../meal-planning/meal-planning.queries';
import { useCreateRecipe } from '../recipes/recipes.mutations';
import { recipeQueries } from '../recipes/recipes.queries';
import { analyzeText, recognizeProduct } from './quick-add.api';
import { createBodyOf } from './quick-add.helper';

export const useAnalyzeText = () => useMutation({ mutationFn: analyzeText });
export const useRecognizeProduct = () => useMutation({ mutationFn: recognizeProduct });

/**
 * 'Add to {type}': the draft through its domain's own create call (which puts the answer in the cached
 * lists), then the domain's lists are fetched again so every open page agrees with the server.
 */
export function useAddDraft(familyId: number) {
  const queryClient = useQueryClient();
  const inventory = useCreateInventoryItem(familyId);
  const grocery = useCreateGroceryList(familyId);
  const recipe = useCreateRecipe(familyId);
  const mealPlan = useCreateMealPlan(familyId);
  const planMeal = usePlanMeal(familyId);

  return useMutation({
    mutationFn: async (typed: TypedDraft) => {
      switch (typed.type) {
        case 'inventory':
          return void (await inventory.mutateAsync(typed.data));
        case 'grocery_list':
          // The list and its items in one call (the API takes `items` with the name).
          return void (await grocery.mutateAsync(typed.data));
        case 'recipe':
          return void (await recipe.mutateAsync(typed.data));
        case 'meal_plan': {
          const plan = await mealPlan.mutateAsync(
            createBodyOf(typed) as Parameters<typeof mealPlan.mutateAsync>[0],
          );
          const { plannedDate, mealType } = typed.data;
          if (plannedDate && mealType)
            await planMeal.mutateAsync({ mealPlanId: plan.id, plannedDate, mealType });
          return;
        }
      }
    },
    onSettled: (_data, _error, typed) => {
      const keys = {
        inventory: [inventoryQueries.lists()],
        grocery_list: [groceryQueries.lists(familyId)],
        recipe: [recipeQueries.lists(familyId)],
        meal_plan: [
          mealQueries.plans(familyId),
          mealQueries.allPlanned(familyId),
          mealQueries.suggestionsOf(familyId),
        ],
      }[typed.type];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
