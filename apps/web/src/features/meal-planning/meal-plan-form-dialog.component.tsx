import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyIngredient,
  MEAL_PLAN_DEFAULT_SERVINGS,
  type MealPlan,
  mealNameField,
  type RecipeFormValues,
  recipeForm,
} from '@kitching/contracts';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, useDialogDirty } from '../../components/ui/dialog.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { toast } from '../../components/ui/toast.component';
import { mealNameMax } from '../../lib/field-limits';
import { setServerErrors } from '../../lib/form-errors';
import { DishFields } from '../recipes/dish-fields.component';
import { useCreateMealPlan } from './meal-planning.mutations';
import { MEAL_TOASTS } from './meal-planning.toasts';

/** Spec 5's meal plan form: the recipe form's rules without the source, named with 'Meal name is required'. */
export const mealPlanForm = recipeForm
  .omit({ source: true, sourceName: true })
  .extend({ name: mealNameField });
export type MealPlanFormValues = z.input<typeof mealPlanForm>;
export type MealPlanFormOutput = z.output<typeof mealPlanForm>;

/** The create and edit calls' body from the form: ingredients as name, quantity and unit. */
export const planBodyOf = (values: MealPlanFormOutput) => ({
  name: values.name,
  description: values.description,
  servings: values.servings,
  prepTime: values.prepTime,
  cookTime: values.cookTime,
  instructions: values.instructions,
  ingredients: values.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
});

/** Spec 5 and 9: servings 4, prep and cook 0, one ingredient row (quantity 1, cups). */
const defaults = (): MealPlanFormValues => ({
  name: '',
  description: '',
  servings: MEAL_PLAN_DEFAULT_SERVINGS,
  prepTime: 0,
  cookTime: 0,
  instructions: '',
  ingredients: [emptyIngredient()],
});

/** 'New Meal Plan' (spec 2.9): the ingredient rows are the recipe form's. */
export function MealPlanFormDialog({
  familyId,
  open,
  onOpenChange,
  onCreated,
}: {
  familyId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(plan: MealPlan): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Meal Plan"
      description="A dish the family can put on any day of the week."
      className="sm:max-w-2xl!"
    >
      {open ? (
        <MealPlanForm
          familyId={familyId}
          onDone={(plan) => {
            onOpenChange(false);
            if (plan) onCreated?.(plan);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function MealPlanForm({ familyId, onDone }: { familyId: number; onDone(plan?: MealPlan): void }) {
  const create = useCreateMealPlan(familyId);
  const form = useForm<MealPlanFormValues, unknown, MealPlanFormOutput>({
    resolver: zodResolver(mealPlanForm),
    defaultValues: defaults(),
  });
  const { isSubmitting, isDirty } = form.formState;
  useDialogDirty(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const plan = await create.mutateAsync(planBodyOf(values));
      toast({ title: MEAL_TOASTS.created, description: plan.name, variant: 'success' });
      onDone(plan);
    } catch (error) {
      setServerErrors(form, error);
      toast({ title: MEAL_TOASTS.errorTitle, description: MEAL_TOASTS.createError, variant: 'error' });
    }
  });

  return (
    <MealPlanFormBody form={form} onSubmit={submit} label="New Meal Plan">
      <FormButtons label="Create Meal Plan" busy={isSubmitting} onCancel={() => onDone()} cancelWhileBusy />
    </MealPlanFormBody>
  );
}

/** The meal plan form's fields (the recipe form's dish fields), its buttons given by the caller. */
export function MealPlanFormBody({
  form,
  onSubmit,
  label,
  children,
}: {
  form: ReturnType<typeof useForm<MealPlanFormValues, unknown, MealPlanFormOutput>>;
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  label: string;
  children: ReactNode;
}) {
  return (
    // The ingredient rows read the recipe form's shape; this form shares its ingredients field.
    <FormProvider {...(form as unknown as ReturnType<typeof useForm<RecipeFormValues>>)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={label}>
        <DishFields
          nameLabel="Meal name"
          nameMax={mealNameMax}
          namePlaceholder="e.g. Taco night"
          descriptionPlaceholder="A short note about the meal"
          instructionsRows={5}
        />
        {children}
      </form>
    </FormProvider>
  );
}
