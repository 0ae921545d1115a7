import {
  type DraftOf,
  INVENTORY_CATEGORIES,
  type InventoryCategory,
  UNITS,
  type Unit,
} from '@kitching/contracts';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { itemNameMax } from '../../lib/field-limits';

interface InventoryFieldsProps {
  draft: DraftOf<'inventory'>;
  errors: Record<string, string>;
  /** The photo's product had no category of ours: the select starts empty until one is picked. */
  needsCategory: boolean;
  onChange(draft: DraftOf<'inventory'>, categoryPicked?: boolean): void;
}

/** The inventory draft's key fields: name, quantity, unit, category, expiration date. */
export function InventoryFields({ draft, errors, needsCategory, onChange }: InventoryFieldsProps) {
  const set = (patch: Partial<DraftOf<'inventory'>>) => onChange({ ...draft, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label="Item name" error={errors.name} className="col-span-2">
        <Input value={draft.name} maxLength={itemNameMax} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label="Quantity" error={errors.quantity}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={draft.quantity}
          onChange={(e) => set({ quantity: e.target.value })}
        />
      </Field>
      <Field label="Unit" error={errors.unit}>
        <NativeSelect value={draft.unit} onChange={(e) => set({ unit: e.target.value as Unit })}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Category" error={errors.category}>
        <NativeSelect
          value={needsCategory ? '' : draft.category}
          onChange={(e) => onChange({ ...draft, category: e.target.value as InventoryCategory }, true)}
        >
          {needsCategory ? (
            <option value="" disabled>
              Choose a category
            </option>
          ) : null}
          {INVENTORY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Expiration date (optional)" error={errors.expirationDate}>
        <Input
          type="date"
          value={draft.expirationDate ?? ''}
          onChange={(e) => set({ expirationDate: e.target.value || null })}
        />
      </Field>
    </div>
  );
}
