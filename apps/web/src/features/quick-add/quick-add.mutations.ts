import type { TypedDraft } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCreateGroceryList } from '../grocery/grocery.mutations';
import { useCreateInventoryItem } from '../inventory/inventory.mutations';
import { useCreateMealPlan, useKeepAsRecipe, usePlanMeal } from '../meal-planning/meal-planning.mutations';
import { useCreateRecipe } from '../recipes/recipes.mutations';
import { analyzeText, recognizeProduct } from './quick-add.api';
import { createBodyOf, type MealPlanChoice } from './quick-add.helper';

export const useAnalyzeText = () => useMutation({ mutationFn: analyzeText });
export const useRecognizeProduct = () => useMutation({ mutationFn: recognizeProduct });

/**
 * 'Add to {type}': the draft through its domain's own create call, whose answer goes through the event
 * table (app/live/event-invalidations.ts) like every other write.
 */
export function useAddDraft(familyId: number) {
  const inventory = useCreateInventoryItem(familyId);
  const grocery = useCreateGroceryList(familyId);
  const recipe = useCreateRecipe(familyId);
  const mealPlan = useCreateMealPlan(familyId);
  const planMeal = usePlanMeal(familyId);
  const keepAsRecipe = useKeepAsRecipe();

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
          const { plannedDate, mealType, keepAsRecipe: keep } = typed.data as MealPlanChoice;
          if (plannedDate && mealType)
            await planMeal.mutateAsync({ mealPlanId: plan.id, plannedDate, mealType });
          // 'Also keep as a recipe': the plan just made becomes a family recipe it follows (one call).
          if (keep) await keepAsRecipe.mutateAsync(plan.id);
          return;
        }
      }
    },
  });
}
