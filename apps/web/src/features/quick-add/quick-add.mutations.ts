import type { TypedDraft } from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { activityQueries } from '../activity/activity.queries';
import { useCreateInventoryItem } from '../inventory/inventory.mutations';
import { inventoryQueries } from '../inventory/inventory.queries';
import { useCreateMealPlan, useKeepAsRecipe, usePlanMeal } from '../meal-planning/meal-planning.mutations';
import { mealQueries } from '../meal-planning/meal-planning.queries';
import { useCreateRecipe } from '../recipes/recipes.mutations';
import { analyzeText, cookDish, recognizeProduct, saveGroceryReading, takeFromStock } from './quick-add.api';
import { createBodyOf, type MealPlanChoice } from './quick-add.helper';
import { quickAddQueries } from './quick-add.queries';
import { outcomeText } from './quick-add-stock.helper';

/** A use-up whose first `sent` takes were made before one failed (`cause`). */
export class PartlySent extends Error {
  constructor(
    readonly sent: number,
    readonly cause: unknown,
  ) {
    super('Some of the takes were sent');
    this.name = 'PartlySent';
  }
}

export const useAnalyzeText = () => useMutation({ mutationFn: analyzeText });
export const useRecognizeProduct = () => useMutation({ mutationFn: recognizeProduct });

/**
 * After stock went out from quick add: the pantry, the planned meals (a cooked one shows so) and the feed
 * are read again, since these answers carry the action, not the items (the stock.* event's row, which the
 * live stream brings a moment later, shows them too). Left: going through applyOwnEvent like the stock
 * screens' writes (features/stock/stock.mutations.ts).
 */
function stockChanged(queryClient: QueryClient, familyId: number) {
  for (const queryKey of [
    inventoryQueries.lists(),
    mealQueries.all(),
    activityQueries.lists(familyId),
    quickAddQueries.all(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * 'Add to {type}': the draft through its domain's own create call, whose answer goes through the event
 * table (app/live/event-invalidations.ts) like every other write. A use-up sends one take per item, in
 * order (each its own stock action, undone on its own); a cook sends its body. Answers what the stock
 * calls did, in words, for the toast; for a grocery reading the list it went on ('' for the others).
 */
export function useAddDraft(familyId: number) {
  const queryClient = useQueryClient();
  const inventory = useCreateInventoryItem(familyId);
  const recipe = useCreateRecipe(familyId);
  const mealPlan = useCreateMealPlan(familyId);
  const planMeal = usePlanMeal(familyId);
  const keepAsRecipe = useKeepAsRecipe();

  return useMutation({
    mutationFn: async (typed: TypedDraft): Promise<string> => {
      switch (typed.type) {
        case 'inventory':
          await inventory.mutateAsync(typed.data);
          return '';
        case 'grocery_list': {
          // Onto the chosen list in progress, or a new list with its items, in one call (issue 24).
          const { list, items, created } = await saveGroceryReading(typed.data);
          if (created) applyOwnEvent(queryClient, 'grocery.list_created', { list });
          else
            applyOwnEvent(queryClient, 'grocery.items_added', {
              list: { id: list.id, name: list.name },
              from: 'quick_add',
              items,
            });
          return list.name;
        }
        case 'recipe':
          await recipe.mutateAsync(typed.data);
          return '';
        case 'stock_use': {
          const results = [];
          try {
            for (const item of typed.data.items) results.push(await takeFromStock(familyId, item));
          } catch (error) {
            // The takes already made stay made: the dialog keeps only the ones left to send.
            throw results.length ? new PartlySent(results.length, error) : error;
          } finally {
            if (results.length) stockChanged(queryClient, familyId);
          }
          return outcomeText(results);
        }
        case 'cook': {
          const result = await cookDish(familyId, typed.data);
          stockChanged(queryClient, familyId);
          return outcomeText([result]);
        }
        case 'meal_plan': {
          const plan = await mealPlan.mutateAsync(
            createBodyOf(typed) as Parameters<typeof mealPlan.mutateAsync>[0],
          );
          const { plannedDate, mealType, keepAsRecipe: keep } = typed.data as MealPlanChoice;
          if (plannedDate && mealType)
            await planMeal.mutateAsync({ mealPlanId: plan.id, plannedDate, mealType });
          // 'Also keep as a recipe': the plan just made becomes a family recipe it follows (one call).
          if (keep) await keepAsRecipe.mutateAsync(plan.id);
          return '';
        }
      }
    },
  });
}
