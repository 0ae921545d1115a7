import { emptyHeading, emptyIngredient, RECIPE_UNITS, type RecipeFormValues } from '@kitching/contracts';
import { Heading1, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { ingredientMax } from '../../lib/field-limits';
import { IngredientHeadingRow } from './ingredient-heading-row.component';

/** The unit choices, plus an imported unit that is not in the list so it is never lost on edit. */
function unitOptions(current: string | null | undefined) {
  const value = current?.trim();
  return value && !(RECIPE_UNITS as readonly string[]).includes(value)
    ? [value, ...RECIPE_UNITS]
    : RECIPE_UNITS;
}

/**
 * Ingredient rows (name, quantity, unit). At least one row always remains (spec 5). With `headings`
 * (a recipe's form), headings may go between them ('For the dough'): they head the rows after them.
 */
export function IngredientRows({ headings = false }: { headings?: boolean }) {
  const { control, register, formState, getValues, setValue } = useFormContext<RecipeFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'ingredients' });
  const units = useWatch({ control, name: 'ingredients' });
  // A row's kind never changes, and `fields` moves with the rows at once (the watched values follow a
  // render later): a row read from them would remount as the other kind and lose the focus.
  const isHeading = (index: number) => fields[index]?.kind === 'heading';
  // Rows are numbered per kind ('Ingredient 3', 'Heading 1'), so a heading never shifts the lines' names.
  const numbers = fields.map(
    (_, index) => fields.slice(0, index + 1).filter((__, i) => isHeading(i) === isHeading(index)).length,
  );
  const lineCount = fields.filter((_, index) => !isHeading(index)).length;
  const errors = formState.errors.ingredients;
  // 'Leave both empty' for 'to taste': a row's unit is filled in for it ('cups'), so emptying the
  // quantity empties the unit too, and a quantity typed again brings that unit back (by row).
  const unitBefore = useRef(new Map<string, string>());
  const quantityChanged = (index: number, row: string, quantity: string) => {
    const unit = `ingredients.${index}.unit` as const;
    const now = getValues(unit) ?? '';
    const set = (value: string) =>
      setValue(unit, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!quantity.trim() && now) {
      unitBefore.current.set(row, now);
      set('');
    } else if (quantity.trim() && !now && unitBefore.current.has(row)) {
      set(unitBefore.current.get(row)!);
      unitBefore.current.delete(row);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Ingredients</legend>
      <div className="hidden grid-cols-[1fr_6rem_7.5rem_2.5rem] gap-2 px-0.5 text-xs font-medium text-stone-500 sm:grid">
        <span>Name</span>
        <span>Quantity</span>
        <span>Unit</span>
      </div>
      <ol className="flex flex-col gap-3 sm:gap-2">
        {fields.map((field, index) => {
          if (isHeading(index))
            return (
              <IngredientHeadingRow
                key={field.id}
                index={index}
                number={numbers[index]!}
                rowId={field.id}
                canMoveUp={index > 0}
                canMoveDown={index < fields.length - 1}
                move={(to) => move(index, to)}
                remove={() => remove(index)}
              />
            );
          const line = numbers[index]!;
          const rowErrors = errors?.[index];
          const messages = [
            rowErrors?.name?.message,
            rowErrors?.quantity?.message,
            rowErrors?.unit?.message,
          ].filter(Boolean);
          const messageId = `ingredient-${field.id}-errors`;
          const describedBy = messages.length ? messageId : undefined;
          return (
            <li
              key={field.id}
              data-testid="ingredient-row"
              className="grid grid-cols-[1fr_1fr_2.5rem] gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[1fr_6rem_7.5rem_2.5rem] sm:border-0 sm:p-0"
            >
              <Input
                aria-label={`Ingredient ${line} name`}
                placeholder="e.g. Flour"
                className="col-span-3 sm:col-span-1"
                aria-invalid={rowErrors?.name ? true : undefined}
                aria-describedby={describedBy}
                maxLength={ingredientMax.name}
                {...register(`ingredients.${index}.name`)}
              />
              <Input
                aria-label={`Ingredient ${line} quantity`}
                inputMode="decimal"
                placeholder="1"
                aria-invalid={rowErrors?.quantity ? true : undefined}
                aria-describedby={describedBy}
                maxLength={ingredientMax.quantity}
                {...register(`ingredients.${index}.quantity`, {
                  onChange: (event) => quantityChanged(index, field.id, event.target.value),
                })}
              />
              <NativeSelect
                aria-label={`Ingredient ${line} unit`}
                aria-invalid={rowErrors?.unit ? true : undefined}
                aria-describedby={describedBy}
                {...register(`ingredients.${index}.unit`, {
                  // A unit chosen by hand is the row's own: nothing to bring back.
                  onChange: () => unitBefore.current.delete(field.id),
                })}
              >
                {/* No unit: with no quantity either, a 'to taste' ingredient (spec 2.8). */}
                <option value="">No unit</option>
                {unitOptions(units?.[index]?.unit).map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </NativeSelect>
              {lineCount > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ingredient ${line}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              ) : (
                <span aria-hidden />
              )}
              {messages.length ? (
                <p id={messageId} role="alert" className="col-span-full text-sm text-red-600">
                  {messages.join('. ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.message ?? errors.root?.message}
        </p>
      ) : null}
      <p className="text-xs text-stone-500">
        Leave both quantity and unit empty for an ingredient added to taste.
        {headings ? ' A heading groups the ingredients below it.' : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => append(emptyIngredient())}>
          <Plus className="h-4 w-4" aria-hidden /> Add Ingredient
        </Button>
        {headings ? (
          <Button variant="secondary" size="sm" onClick={() => append(emptyHeading(), { shouldFocus: true })}>
            <Heading1 className="h-4 w-4" aria-hidden /> Add Heading
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
