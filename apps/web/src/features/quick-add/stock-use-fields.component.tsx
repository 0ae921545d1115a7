import { type DraftOf, type StockUseReason, UNITS } from '@kitching/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { itemNameMax } from '../../lib/field-limits';
import { removeAt, replaceAt } from './quick-add.helper';
import { heldText, REASON_LABELS, type StockUseReading } from './quick-add-stock.helper';

type Draft = DraftOf<'stock_use'>;
type Item = Draft['items'][number];

interface StockUseFieldsProps {
  reading: StockUseReading;
  /** The reasons this person may give (a Kitchen Helper: used only). */
  reasons: StockUseReason[];
  errors: Record<string, string>;
  onChange(draft: Draft): void;
}

/** What goes out of the pantry: each thing's name, amount, unit and why; what the pantry holds of it. */
export function StockUseFields({ reading, reasons, errors, onChange }: StockUseFieldsProps) {
  const draft = reading.data;
  const setItem = (index: number, patch: Partial<Item>) =>
    onChange({ ...draft, items: replaceAt(draft.items, index, patch) });
  const units = (unit: string) =>
    (UNITS as readonly string[]).includes(unit) || !unit ? UNITS : [unit, ...UNITS];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">
        Taken from the pantry ({draft.items.length})
      </legend>
      <ul className="flex flex-col gap-2">
        {draft.items.map((item, index) => {
          const held = heldText(reading, item.name);
          return (
            // The name (and its remove button) on one line; amount, unit and why below it (on phones the
            // why on a line of its own).
            <li
              key={index}
              className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 border-b border-stone-100 pb-2 sm:grid-cols-[5rem_7rem_1fr_auto]"
              data-testid="stock-use-row"
            >
              <Field
                label={`Item ${index + 1} name`}
                error={errors[`items.${index}.name`]}
                hint={held}
                className="col-span-2 sm:col-span-3"
              >
                <Input
                  value={item.name}
                  maxLength={itemNameMax}
                  onChange={(e) => setItem(index, { name: e.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${item.name || `item ${index + 1}`}`}
                onClick={() => onChange({ ...draft, items: removeAt(draft.items, index) })}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
              <Field label="Qty" error={errors[`items.${index}.quantity`]} className="sm:col-start-1">
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={item.quantity}
                  aria-label={`Item ${index + 1} quantity`}
                  onChange={(e) => setItem(index, { quantity: e.target.value })}
                />
              </Field>
              <Field label="Unit">
                <NativeSelect
                  value={item.unit}
                  aria-label={`Item ${index + 1} unit`}
                  onChange={(e) => setItem(index, { unit: e.target.value })}
                >
                  {units(item.unit).map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Why" error={errors[`items.${index}.reason`]} className="col-span-2 sm:col-span-1">
                <NativeSelect
                  value={item.reason}
                  aria-label={`Item ${index + 1} reason`}
                  onChange={(e) => setItem(index, { reason: e.target.value as StockUseReason })}
                >
                  {(reasons.includes(item.reason) ? reasons : [item.reason, ...reasons]).map((reason) => (
                    <option key={reason} value={reason} disabled={!reasons.includes(reason)}>
                      {REASON_LABELS[reason]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </li>
          );
        })}
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
        onClick={() =>
          onChange({
            ...draft,
            items: [...draft.items, { name: '', quantity: '1', unit: 'each', reason: reasons[0] ?? 'used' }],
          })
        }
      >
        <Plus className="h-4 w-4" aria-hidden /> Add an item
      </Button>
    </fieldset>
  );
}
