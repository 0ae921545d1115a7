import { lazyDialog } from '../../components/ui/lazy-dialog';

// The meal planner's dialogs load when first opened: their forms, react-hook-form and the recipe and
// meal schemas are not run before the week's first paint (issue 27). The recipes page plans with
// PlanMealDialog too.
export const MealPlanFormDialog = lazyDialog(
  () => import('./meal-plan-form-dialog.component'),
  (m) => m.MealPlanFormDialog,
  (props) => props.open,
);
export const EditMealPlanDialog = lazyDialog(
  () => import('./edit-meal-plan-dialog.component'),
  (m) => m.EditMealPlanDialog,
  (props) => props.planId !== null,
);
export const PlanMealDialog = lazyDialog(
  () => import('./plan-meal-dialog.component'),
  (m) => m.PlanMealDialog,
  (props) => props.target !== null,
);
export const AddToListDialog = lazyDialog(
  () => import('./add-to-list-dialog.component'),
  (m) => m.AddToListDialog,
  (props) => props.open,
);
export const CookDialog = lazyDialog(
  () => import('./cook-dialog.entry'),
  (m) => m.CookDialog,
  (props) => props.target !== null,
);
