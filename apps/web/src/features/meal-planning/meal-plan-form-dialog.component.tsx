import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyIngredient,
  MEAL_PLAN_DEFAULT_SERVINGS,
  type MealPlan,
  mealNameField,
  minutesInput,
  type RecipeFormValues,
  recipeForm,
  servingsInput,
} from '@kitching/contracts';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Dialog, useDialogDirty } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input, Textarea } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { IngredientRows } from '../recipes/ingredient-rows.component';
import { useCreateMealPlan } from './meal-planning.mutations';

/** Spec 5's meal plan form: the recipe form's rules without the source, named with 'Meal name is required'. */
const mealPlanForm = recipeForm.omit({ source: true, sourceName: true }).extend({ name: mealNameField });
type MealPlanFormValues = z.input<typeof mealPlanForm>;
type MealPlanFormOutput = z.output<typeof mealPlanForm>;

export const MEAL_TOASTS = {
  created: 'Meal plan created',
  planned: 'Meal planned',
  errorTitle: 'Error',
  createError: 'There was an error creating the meal plan.',
  planError: 'There was an error planning the meal.',
} as const;

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

const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;

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
  const { errors, isSubmitting, isDirty } = form.formState;
  useDialogDirty(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const plan = await create.mutateAsync({
        name: values.name,
        description: values.description,
        servings: values.servings,
        prepTime: values.prepTime,
        cookTime: values.cookTime,
        instructions: values.instructions,
        ingredients: values.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
      });
      toast({ title: MEAL_TOASTS.created, description: plan.name, variant: 'success' });
      onDone(plan);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as Path<MealPlanFormValues>, { message });
        }
      }
      toast({ title: MEAL_TOASTS.errorTitle, description: MEAL_TOASTS.createError, variant: 'error' });
    }
  });

  return (
    // The ingredient rows read the recipe form's shape; this form shares its ingredients field.
    <FormProvider {...(form as unknown as ReturnType<typeof useForm<RecipeFormValues>>)}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="New Meal Plan">
        <Field label="Meal name" error={errors.name?.message}>
          <Input placeholder="e.g. Taco night" autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea rows={2} placeholder="A short note about the meal" {...form.register('description')} />
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <Field label="Servings" error={errors.servings?.message}>
            <Input {...wholeNumber} min={1} {...form.register('servings', { setValueAs: servingsInput })} />
          </Field>
          <Field label="Prep (min)" error={errors.prepTime?.message}>
            <Input {...wholeNumber} min={0} {...form.register('prepTime', { setValueAs: minutesInput })} />
          </Field>
          <Field label="Cook (min)" error={errors.cookTime?.message}>
            <Input {...wholeNumber} min={0} {...form.register('cookTime', { setValueAs: minutesInput })} />
          </Field>
        </div>
        <IngredientRows />
        <Field label="Instructions" error={errors.instructions?.message}>
          <Textarea rows={5} placeholder="One step per line" {...form.register('instructions')} />
        </Field>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner label="Saving" /> : null}
            Create Meal Plan
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
