import { UNITS } from '@kitching/contracts';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { itemNameMax } from '../../lib/field-limits';
import { Field } from './field.component';
import { Input, OptionSelect } from './input.component';

interface ItemBasics {
  name: string;
  quantity: string | number;
  unit: string;
}

interface ItemFieldsProps {
  /** An example name ('e.g. Bananas'). */
  placeholder: string;
  /** The quantity's step: 1 on a grocery line (spec 5), the inventory's finer one elsewhere. */
  quantityStep: number;
  /** More fields in the quantity and unit grid (the inventory's category and expiry). */
  children?: ReactNode;
}

/**
 * An item's name, quantity and unit: the inventory's and the grocery list's item forms (inside a
 * react-hook-form FormProvider whose values have these three).
 */
export function ItemFields({ placeholder, quantityStep, children }: ItemFieldsProps) {
  const { register, formState } = useFormContext<ItemBasics>();
  const { errors } = formState;
  return (
    <>
      <Field label="Item name" error={errors.name?.message}>
        <Input
          autoFocus
          autoComplete="off"
          placeholder={placeholder}
          maxLength={itemNameMax}
          {...register('name')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={errors.quantity?.message}>
          <Input type="number" inputMode="decimal" step={quantityStep} min={0} {...register('quantity')} />
        </Field>
        <Field label="Unit" error={errors.unit?.message}>
          <OptionSelect {...register('unit')} options={UNITS} />
        </Field>
        {children}
      </div>
    </>
  );
}
