import {
  formatAmount,
  formatDisplayDate,
  ingredientDisplayName,
  type MissingAmount,
} from '@kitching/contracts';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAddGroceryItem } from '../grocery/grocery-items.mutations';
import { useGroceryListChoice } from '../grocery/grocery-list-picker.component';
import { type EditableTake, shoppingLine } from './stock.helper';

/** What cooking takes, batch by batch, each amount editable before 'Cook it'. */
export function TakeLines({
  lines,
  onAmount,
  disabled,
}: {
  lines: EditableTake[];
  onAmount(batchId: number, amount: string): void;
  disabled: boolean;
}) {
  return (
    <ul className="flex flex-col divide-y divide-stone-100" aria-label="Taken from the pantry">
      {lines.map((line) => {
        const date = line.expirationDate
          ? `best before ${formatDisplayDate(line.expirationDate)}`
          : 'no date';
        const messageId = `take-${line.batchId}-message`;
        return (
          <li
            key={line.batchId}
            data-testid="cook-take"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
          >
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-medium text-stone-900 wrap-break-word">{line.name}</p>
              <p className="text-xs text-stone-600">{date}</p>
            </div>
            <div className="flex w-44 items-center gap-2">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className={cn('text-right', line.edited && 'border-brand-500 bg-brand-50/40')}
                value={line.amount}
                onChange={(e) => onAmount(line.batchId, e.target.value)}
                disabled={disabled}
                aria-label={`${line.name} (${date}): amount to take in ${line.unit}`}
                aria-invalid={line.error ? true : undefined}
                aria-describedby={line.error ? messageId : undefined}
              />
              <span className="w-16 shrink-0 text-sm text-stone-700">{line.unit}</span>
            </div>
            {line.error ? (
              <p id={messageId} role="alert" className="basis-full text-sm text-red-600">
                {line.error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the pantry cannot cover, and 'Add to a list' in one tap (the family's first list is chosen; the
 * picker changes it, or names a new one).
 */
export function MissingLines({ familyId, missing }: { familyId: number; missing: MissingAmount[] }) {
  const choice = useGroceryListChoice(familyId);
  const add = useAddGroceryItem();
  const [busy, setBusy] = useState(false);
  const [addedTo, setAddedTo] = useState<string | null>(null);

  const addAll = async () => {
    setBusy(true);
    try {
      const list = await choice.resolve();
      if (!list) return;
      // One after another: the list merges a product into its line, and that is decided line by line.
      for (const line of missing) await add.mutateAsync({ list, body: shoppingLine(line) });
      setAddedTo(list.name);
      toast({
        title: `Added ${missing.length} ${missing.length === 1 ? 'item' : 'items'} to ${list.name}`,
        description: missing.map((m) => ingredientDisplayName(m.name)).join(', '),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'There was an error adding to the grocery list.'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="cook-missing" className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3">
      <h3 id="cook-missing" className="text-sm font-semibold text-amber-900">
        Not in the pantry ({missing.length})
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-stone-800" aria-label="Not in the pantry">
        {missing.map((m) => (
          <li key={`${m.name}-${m.unit}`} data-testid="cook-missing">
            {ingredientDisplayName(m.name)}{' '}
            <span className="text-stone-600">({formatAmount(m.quantity, m.unit)})</span>
          </li>
        ))}
      </ul>
      {addedTo ? (
        <p role="status" className="text-sm font-medium text-green-800">
          On {addedTo} now.
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">{choice.select}</div>
          {choice.nameField ? <div className="flex-1">{choice.nameField}</div> : null}
          <Button
            variant="secondary"
            className="max-sm:h-11"
            onClick={addAll}
            disabled={busy || !choice.ready}
          >
            {busy ? <Spinner label="Adding" /> : <ShoppingCart className="h-4 w-4" aria-hidden />}
            Add to a list
          </Button>
        </div>
      )}
    </section>
  );
}
