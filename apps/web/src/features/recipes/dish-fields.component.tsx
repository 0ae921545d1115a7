import { minutesInput, type RecipeFormValues, servingsInput } from '@kitching/contracts';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../components/ui/field.component';
import { Input, Textarea } from '../../components/ui/input.component';
import { recipeMax } from '../../lib/field-limits';
import { IngredientRows } from './ingredient-rows.component';

/** Servings and minutes are whole numbers, typed on a number pad on phones. */
const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;

interface DishFieldsProps {
  /** 'Recipe name' or 'Meal name'. */
  nameLabel: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  instructionsRows: number;
  /** The name's limit, from its schema: the recipe name's unless given (a meal name's). */
  nameMax?: number;
  /** Headings may go between the ingredient rows (a recipe's form; a meal plan keeps a flat list). */
  headings?: boolean;
}

/**
 * A dish's fields, shared by the recipe form and the meal plan form (both validate with the contracts'
 * recipe rules): name, description, servings, prep and cook minutes, ingredient rows, instructions.
 * Inside a react-hook-form FormProvider.
 */
export function DishFields({
  nameLabel,
  namePlaceholder,
  descriptionPlaceholder,
  instructionsRows,
  nameMax = recipeMax.name,
  headings = false,
}: DishFieldsProps) {
  const { register, formState } = useFormContext<RecipeFormValues>();
  const { errors } = formState;
  return (
    <>
      <Field label={nameLabel} error={errors.name?.message}>
        <Input placeholder={namePlaceholder} autoComplete="off" maxLength={nameMax} {...register('name')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea
          rows={2}
          placeholder={descriptionPlaceholder}
          maxLength={recipeMax.description}
          {...register('description')}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field label="Servings" error={errors.servings?.message}>
          <Input {...wholeNumber} min={1} {...register('servings', { setValueAs: servingsInput })} />
        </Field>
        <Field label="Prep (min)" error={errors.prepTime?.message}>
          <Input {...wholeNumber} min={0} {...register('prepTime', { setValueAs: minutesInput })} />
        </Field>
        <Field label="Cook (min)" error={errors.cookTime?.message}>
          <Input {...wholeNumber} min={0} {...register('cookTime', { setValueAs: minutesInput })} />
        </Field>
      </div>
      <IngredientRows headings={headings} />
      <Field label="Instructions" error={errors.instructions?.message}>
        <Textarea
          rows={instructionsRows}
          placeholder="One step per line"
          maxLength={recipeMax.instructions}
          {...register('instructions')}
        />
      </Field>
    </>
  );
}
