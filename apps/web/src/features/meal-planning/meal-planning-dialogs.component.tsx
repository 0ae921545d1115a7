import { ingredientDisplayName, type MealType, type PlannedMeal } from '@kitching/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { RecipeFormDialog } from '../recipes/recipes.dialogs';
import {
  AddToListDialog,
  CookDialog,
  EditMealPlanDialog,
  MealPlanFormDialog,
  PlanMealDialog,
} from './meal-planning.dialogs';
import { dayLabel, mealTypeLabel, weekRangeLabel } from './meal-planning.helper';
import type { MealPlanActions } from './use-meal-plan-actions.hook';

interface Props {
  familyId: number;
  /** The week shown (its Sunday): 'Add this week to a list' adds its meals' needs. */
  sunday: string;
  actions: MealPlanActions;
  nameOf(meal: PlannedMeal): string;
  /** The servings the meal's plan makes: what 'Cooked it' cooks unless changed. */
  servingsOf(meal: PlannedMeal): number;
}

/** The meal planning page's dialogs, each open while its action (use-meal-plan-actions.hook.ts) is. */
export function MealPlanningDialogs({ familyId, sunday, actions, nameOf, servingsOf }: Props) {
  const { moving, removing, listFor, cooking } = actions;
  return (
    <>
      <MealPlanFormDialog familyId={familyId} open={actions.creating} onOpenChange={actions.setCreating} />
      <EditMealPlanDialog
        familyId={familyId}
        planId={actions.editing}
        onClose={() => actions.setEditing(null)}
        onEditRecipe={(recipe) => {
          actions.setEditing(null);
          actions.setEditingRecipe(recipe);
        }}
      />
      <RecipeFormDialog
        familyId={familyId}
        state={actions.editingRecipe ? { mode: 'edit', recipe: actions.editingRecipe } : null}
        onClose={() => actions.setEditingRecipe(null)}
      />
      <PlanMealDialog
        target={actions.planning}
        onSubmit={actions.plan}
        onClose={() => actions.setPlanning(null)}
      />
      <PlanMealDialog
        title="Move Meal"
        submitLabel="Move Meal"
        target={
          moving
            ? {
                name: nameOf(moving),
                date: moving.plannedDate.slice(0, 10),
                mealType: moving.mealType as MealType,
              }
            : null
        }
        onSubmit={({ plannedDate, mealType }) =>
          moving ? actions.moveTo(moving, plannedDate, mealType) : Promise.resolve()
        }
        onClose={() => actions.setMoving(null)}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove meal"
        message={
          removing
            ? `Remove ${nameOf(removing)} from ${mealTypeLabel(removing.mealType).toLowerCase()} on ${dayLabel(removing.plannedDate.slice(0, 10)).weekday}? The meal plan itself stays.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={actions.confirmRemove}
        onCancel={() => actions.setRemoving(null)}
      />
      <AddToListDialog
        familyId={familyId}
        open={listFor !== null}
        title={listFor === 'week' ? 'Add this week to a list' : 'Add to List'}
        description={
          listFor === 'week'
            ? `What the meals of ${weekRangeLabel(sunday)} need beyond the pantry and what the list already has.`
            : listFor
              ? `The missing ingredients of ${listFor.name}: ${listFor.missingIngredients.map(ingredientDisplayName).join(', ') || 'none'}.`
              : undefined
        }
        submitLabel={listFor === 'week' ? 'Add this week' : 'Add to List'}
        onAdd={actions.addToList}
        onClose={() => actions.setListFor(null)}
      />
      <CookDialog
        familyId={familyId}
        target={
          cooking
            ? { dish: { plannedMealId: cooking.id }, name: nameOf(cooking), servings: servingsOf(cooking) }
            : null
        }
        onClose={() => actions.setCooking(null)}
      />
    </>
  );
}
