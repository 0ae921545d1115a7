import { zodResolver } from '@hookform/resolvers/zod';
import { type RecipeFormValues, recipeForm } from '@kitching/contracts';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDialogDirty } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { Input } from '../../components/ui/input.component';
import { recipeMax } from '../../lib/field-limits';
import { setServerErrors } from '../../lib/form-errors';
import { DishFields } from './dish-fields.component';

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
      setServerErrors(form, error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={submitLabel}>
        <DishFields
          nameLabel="Recipe name"
          namePlaceholder="Grandma's lasagne"
          descriptionPlaceholder="A short note about the dish"
          instructionsRows={6}
          headings
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field
            label="Source"
            hint="A web address or where the recipe came from"
            error={errors.source?.message}
          >
            <Input
              placeholder="https://..."
              autoComplete="off"
              maxLength={recipeMax.source}
              {...form.register('source')}
            />
          </Field>
          <Field label="Source name" error={errors.sourceName?.message}>
            <Input
              placeholder="e.g. Serious Eats"
              autoComplete="off"
              maxLength={recipeMax.sourceName}
              {...form.register('sourceName')}
            />
          </Field>
        </div>
        {notice?.({ resubmit: submit, busy: isSubmitting })}
        <FormButtons label={submitLabel} busy={isSubmitting} onCancel={onCancel} cancelWhileBusy />
      </form>
    </FormProvider>
  );
}
