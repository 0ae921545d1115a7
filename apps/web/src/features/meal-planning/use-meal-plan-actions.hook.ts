import {
  type GroceryList,
  ingredientDisplayName,
  type MealSuggestionDto,
  type MealType,
  type PlannedMeal,
  type Recipe,
} from '@kitching/contracts';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { useDeletedToast } from '../undo/use-deleted-toast.hook';
import { dayLabel, mealTypeLabel } from './meal-planning.helper';
import {
  useAddSuggestionToList,
  useAddWeekToList,
  useMovePlannedMeal,
  usePlanFromRecipe,
  usePlanMeal,
  useRemovePlannedMeal,
} from './meal-planning.mutations';
import { MEAL_TOASTS } from './meal-planning.toasts';
import type { PlanMealTarget } from './plan-meal-dialog.component';

/** What 'Plan Meal' plans: a meal plan, or a family recipe made into one first. */
export type Planning = PlanMealTarget & { mealPlanId?: number; recipe?: { id: number; name: string } };

/** What 'Add to List' adds: a suggestion's missing ingredients, or the shown week's needs. */
export type ListFor = MealSuggestionDto | 'week';

const fail = (description: string) => toast({ title: MEAL_TOASTS.errorTitle, description, variant: 'error' });

/**
 * The meal planning page's actions: which dialog is open (planning, moving, removing, adding to a
 * list), and what each does when confirmed, with the spec's toasts. `week` is the week shown;
 * `onPlanned` shows the week a meal went into.
 */
export function useMealPlanActions(
  familyId: number,
  week: { sunday: string; saturday: string },
  nameOf: (meal: PlannedMeal) => string,
  onPlanned: (date: string) => void,
) {
  const [creating, setCreating] = useState(false);
  // Issue 23: the plan being edited (by id: it is read from the cached list), and its recipe when the
  // plan follows one and the person chose to edit the recipe instead.
  const [editing, setEditing] = useState<number | null>(null);
  const [editingRecipe, setEditingRecipe] = useState<Recipe | null>(null);
  const [planning, setPlanning] = useState<Planning | null>(null);
  const [moving, setMoving] = useState<PlannedMeal | null>(null);
  const [removing, setRemoving] = useState<PlannedMeal | null>(null);
  const [listFor, setListFor] = useState<ListFor | null>(null);
  /** 'Cooked it' on a planned meal: the cook dialog is open for it. */
  const [cooking, setCooking] = useState<PlannedMeal | null>(null);
  const planMeal = usePlanMeal(familyId);
  const planFromRecipe = usePlanFromRecipe(familyId);
  const move = useMovePlannedMeal(familyId);
  const remove = useRemovePlannedMeal(familyId);
  const deletedToast = useDeletedToast();
  const addSuggestion = useAddSuggestionToList(familyId);
  const addWeek = useAddWeekToList(familyId);

  const plan = async ({ plannedDate, mealType }: { plannedDate: string; mealType: MealType }) => {
    if (!planning) return;
    try {
      const mealPlanId =
        planning.mealPlanId ?? (planning.recipe ? (await planFromRecipe.mutateAsync(planning.recipe)).id : 0);
      await planMeal.mutateAsync({ mealPlanId, plannedDate, mealType });
      const day = dayLabel(plannedDate);
      toast({
        title: MEAL_TOASTS.planned,
        description: `${planning.name}: ${mealTypeLabel(mealType)} on ${day.weekday}, ${day.date}`,
        variant: 'success',
      });
      setPlanning(null);
      onPlanned(plannedDate);
    } catch (error) {
      fail(errorMessage(error, MEAL_TOASTS.planError));
      throw error;
    }
  };

  const moveTo = async (meal: PlannedMeal, plannedDate: string, mealType: MealType) => {
    try {
      await move.mutateAsync({ meal, plannedDate, mealType });
      toast({
        title: 'Meal moved',
        description: `${nameOf(meal)}: ${mealTypeLabel(mealType)} on ${dayLabel(plannedDate).weekday}`,
        variant: 'success',
      });
      setMoving(null);
    } catch (error) {
      const current = conflictCurrent<PlannedMeal>(error);
      fail(
        current
          ? 'Someone else changed this meal first. The week shows it as they left it.'
          : errorMessage(error, 'There was an error moving the meal.'),
      );
      if (current) setMoving(null);
      throw error;
    }
  };

  // The dialog waits on the request (its button disabled), then the toast offers Undo (issue 24).
  const confirmRemove = async () => {
    const meal = removing;
    if (!meal) return;
    try {
      const { undoId } = await remove.mutateAsync(meal);
      const name = nameOf(meal);
      deletedToast({ title: 'Meal removed', description: name, undoIds: [undoId], restored: name });
    } catch (error) {
      fail(errorMessage(error, 'There was an error removing the meal.'));
    } finally {
      setRemoving(null);
    }
  };

  const addToList = async (list: GroceryList) => {
    try {
      if (listFor === 'week') {
        const { needs } = await addWeek.mutateAsync({
          startDate: week.sunday,
          endDate: week.saturday,
          listId: list.id,
        });
        toast({
          title: needs.length
            ? `Added ${needs.length} ${needs.length === 1 ? 'item' : 'items'} to ${list.name}`
            : 'Nothing to add',
          description: needs.length
            ? needs.map((n) => n.name).join(', ')
            : "The pantry and the list already cover this week's meals.",
          variant: 'success',
        });
      } else if (listFor) {
        const { items } = await addSuggestion.mutateAsync({
          kind: listFor.kind,
          id: listFor.id,
          listId: list.id,
        });
        const missing = listFor.missingIngredients;
        toast({
          title: items.length
            ? `Added ${missing.length} ${missing.length === 1 ? 'ingredient' : 'ingredients'} to ${list.name}`
            : 'Nothing to add',
          description: items.length
            ? missing.map(ingredientDisplayName).join(', ')
            : 'The list already has them.',
          variant: 'success',
        });
      }
      setListFor(null);
    } catch (error) {
      fail(errorMessage(error, 'There was an error adding to the grocery list.'));
      throw error;
    }
  };

  return {
    creating,
    setCreating,
    editing,
    setEditing,
    editingRecipe,
    setEditingRecipe,
    planning,
    setPlanning,
    plan,
    moving,
    setMoving,
    moveTo,
    removing,
    setRemoving,
    confirmRemove,
    listFor,
    setListFor,
    addToList,
    cooking,
    setCooking,
  };
}

export type MealPlanActions = ReturnType<typeof useMealPlanActions>;
