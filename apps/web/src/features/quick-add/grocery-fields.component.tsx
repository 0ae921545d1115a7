import { type DraftOf, INVENTORY_CATEGORIES, UNITS, type Unit } from '@kitching/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { itemNameMax, listNameMax } from '../../lib/field-limits';
import { removeAt, replaceAt } from './quick-add.helper';

type GroceryDraft = DraftOf<'grocery_list'>;
type Item = GroceryDraft['items'][number];

interface GroceryFieldsProps {
  draft: GroceryDraft;
  errors: Record<string, string>;
  onChange(draft: GroceryDraft): void;
}

const NEW_ITEM: Item = { name: '', quantity: '1', unit: 'each', category: INVENTORY_CATEGORIES[0] };

/** The list's name and its items: each item's name, quantity and unit; remove one, add one. */
export function GroceryFields({ draft, errors, onChange }: GroceryFieldsProps) {
  const setItem = (index: number, patch: Partial<Item>) =>
    onChange({ ...draft, items: replaceAt(draft.items, index, patch) });
  return (
    <div className="flex flex-col gap-3">
      <Field label="List name" error={errors.name}>
        <Input
          value={draft.name}
          maxLength={listNameMax}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Items ({draft.items.length})</legend>
        <ul className="flex flex-col gap-2">
          {draft.items.map((item, index) => (
            // Phones: the name (and its remove button) on one line, quantity and unit below it.
            <li
              key={index}
              className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 border-b border-stone-100 pb-2 sm:grid-cols-[1fr_4.5rem_7.5rem_auto] sm:border-0 sm:pb-0"
            >
              <Field
                label={`Item ${index + 1} name`}
                error={errors[`items.${index}.name`]}
                className="col-span-2 sm:col-span-1"
              >
                <Input
                  value={item.name}
                  maxLength={itemNameMax}
                  onChange={(e) => setItem(index, { name: e.target.value })}
                />
              </Field>
              <Field label="Qty" error={errors[`items.${index}.quantity`]} className="order-3 sm:order-none">
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="1"
                  value={item.quantity}
                  aria-label={`Item ${index + 1} quantity`}
                  onChange={(e) => setItem(index, { quantity: e.target.value })}
                />
              </Field>
              <Field label="Unit" className="order-4 sm:order-none">
                <NativeSelect
                  value={item.unit}
                  aria-label={`Item ${index + 1} unit`}
                  onChange={(e) => setItem(index, { unit: e.target.value as Unit })}
                >
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="sm:order-last"
                aria-label={`Remove ${item.name || `item ${index + 1}`}`}
                onClick={() => onChange({ ...draft, items: removeAt(draft.items, index) })}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        {errors.items ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.items}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => onChange({ ...draft, items: [...draft.items, { ...NEW_ITEM }] })}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add an item
        </Button>
      </fieldset>
    </div>
  );
}
