import {
  beingShopped,
  type DraftOf,
  type GroceryList,
  INVENTORY_CATEGORIES,
  listsToOffer,
  UNITS,
  type Unit,
} from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { itemNameMax, listNameMax } from '../../lib/field-limits';
import { useSession } from '../auth/use-session.hook';
import { groceryQueries } from '../grocery/grocery.queries';
import { removeAt, replaceAt } from './quick-add.helper';

type GroceryDraft = DraftOf<'grocery_list'>;
type Item = GroceryDraft['items'][number];

interface GroceryFieldsProps {
  draft: GroceryDraft;
  errors: Record<string, string>;
  onChange(draft: GroceryDraft): void;
}

const NEW_ITEM: Item = { name: '', quantity: '1', unit: 'each', category: INVENTORY_CATEGORIES[0] };
const NEW_LIST = 'new';

/** A list's choice as the picker words it: the one being shopped from says so. */
const optionLabel = (list: GroceryList, now: number) =>
  beingShopped(list, now)
    ? `${list.name} (shopping now)`
    : `${list.name} (${list.items.filter((i) => !i.purchased).length} to buy)`;

/**
 * Which list (issue 24: the lists in progress, the one being shopped from first, or 'New list' and
 * its name), then the items: each item's name, quantity and unit; remove one, add one.
 */
export function GroceryFields({ draft, errors, onChange }: GroceryFieldsProps) {
  const { familyId } = useSession();
  const lists = useQuery(groceryQueries.list(familyId ?? 0));
  const now = useRef(Date.now()).current;
  const offered = listsToOffer(lists.data ?? [], now);
  // A list the analysis chose that is since done (all bought) is still shown while chosen.
  const chosen = draft.listId ? lists.data?.find((l) => l.id === draft.listId) : undefined;
  const options = chosen && !offered.includes(chosen) ? [chosen, ...offered] : offered;
  // The name read from the text, kept for 'New list' while a list in progress is chosen.
  const readName = useRef(draft.name);
  if (!draft.listId) readName.current = draft.name;
  const setItem = (index: number, patch: Partial<Item>) =>
    onChange({ ...draft, items: replaceAt(draft.items, index, patch) });
  const choose = (value: string) => {
    const list = options.find((l) => String(l.id) === value);
    onChange(list ? { ...draft, listId: list.id } : { ...draft, listId: null, name: readName.current });
  };
  return (
    <div className="flex flex-col gap-3">
      <Field label="Add to list" error={errors.listId}>
        <NativeSelect
          value={draft.listId ? String(draft.listId) : NEW_LIST}
          onChange={(e) => choose(e.target.value)}
          disabled={lists.isPending}
        >
          {options.map((list) => (
            <option key={list.id} value={String(list.id)}>
              {optionLabel(list, now)}
            </option>
          ))}
          <option value={NEW_LIST}>New list</option>
        </NativeSelect>
      </Field>
      {draft.listId ? null : (
        <Field label="List name" error={errors.name}>
          <Input
            value={draft.name}
            placeholder="e.g. Weekly shop"
            maxLength={listNameMax}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
        </Field>
      )}
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
