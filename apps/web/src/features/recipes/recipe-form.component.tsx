import { zodResolver } from '@hookform/resolvers/zod';
import { minutesInput, type RecipeFormValues, recipeForm, servingsInput } from '@kitching/contracts';
import type { ReactNode } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { useDialogDirty } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input, Textarea } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { ApiError } from '../../lib/api';
import { IngredientRows } from './ingredient-rows.component';

export type RecipeFormOutput = z.output<typeof recipeForm>;

interface RecipeFormProps {
  defaultValues: RecipeFormValues;
  submitLabel: string;
  onSubmit(values: RecipeFormOutput): Promise<void>;
  onCancel(): void;
  /**
   * Shown above the buttons (a version conflict, components/ui/conflict-notice.component.tsx):
   * `resubmit` submits the form again as typed, `busy` while a save is under way.
   */
  notice?(form: { resubmit(): void; busy: boolean }): ReactNode;
}

/** The one recipe form, shared by create and edit (spec 2.8); validation from the contracts. */
/** Servings and minutes are whole numbers, typed on a number pad on phones. */
const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export function RecipeForm({ defaultValues, submitLabel, onSubmit, onCancel, notice }: RecipeFormProps) {
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(recipeForm),
    defaultValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useDialogDirty(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The server's field messages land on the fields (same wording as the client's).
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as Path<RecipeFormValues>, { message });
        }
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={submitLabel}>
        <Field label="Recipe name" error={errors.name?.message}>
          <Input placeholder="Grandma's lasagne" autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea rows={2} placeholder="A short note about the dish" {...form.register('description')} />
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
          <Textarea rows={6} placeholder="One step per line" {...form.register('instructions')} />
        </Field>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field
            label="Source"
            hint="A web address or where the recipe came from"
            error={errors.source?.message}
          >
            <Input placeholder="https://..." autoComplete="off" {...form.register('source')} />
          </Field>
          <Field label="Source name" error={errors.sourceName?.message}>
            <Input placeholder="e.g. Serious Eats" autoComplete="off" {...form.register('sourceName')} />
          </Field>
        </div>
        {notice?.({ resubmit: submit, busy: isSubmitting })}
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner label="Saving" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
