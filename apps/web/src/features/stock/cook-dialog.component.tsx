import { type CookResult, LEFTOVERS_DEFAULT_DAYS, leftoversBody } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChefHat } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { LoadError } from '../../components/ui/load-error.component';
import { Spinner } from '../../components/ui/spinner.component';
import { ApiError, errorMessage } from '../../lib/api';
import { inventoryQueries } from '../inventory/inventory.queries';
import { MissingLines, TakeLines } from './cook-preview.component';
import { cookedTitle, editableTakes, takesBody } from './stock.helper';
import { useCook } from './stock.mutations';
import { type CookDish, stockQueries } from './stock.queries';
import { useStockToast } from './use-stock-undo.hook';

/** What 'Cooked it' is about: the dish, its name, and the servings it makes. */
export interface CookTarget {
  dish: CookDish;
  name: string;
  servings: number;
}

interface CookDialogProps {
  familyId: number;
  target: CookTarget | null;
  onClose(): void;
  onCooked?(result: CookResult): void;
}

/**
 * 'Cooked it' (issue 23): servings (the dish's by default), the preview of what will be taken from
 * which batch with each amount editable, what the pantry lacks with 'Add to a list', optional leftovers,
 * and 'Cook it'. The toast after it offers Undo for 5 seconds.
 */
export function CookDialog({ familyId, target, onClose, onCooked }: CookDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? `Cook ${target.name}` : 'Cook'}
      description="What it takes from the pantry, earliest date first. Change an amount if you used more or less."
      className="sm:max-w-xl!"
    >
      {target ? <CookForm familyId={familyId} target={target} onClose={onClose} onCooked={onCooked} /> : null}
    </Dialog>
  );
}

function CookForm({
  familyId,
  target,
  onClose,
  onCooked,
}: Omit<CookDialogProps, 'target'> & { target: CookTarget }) {
  const [servingsText, setServingsText] = useState(String(target.servings));
  const servings = Math.min(1000, Math.max(1, Math.floor(Number(servingsText)) || target.servings));
  const preview = useQuery(stockQueries.cookPreview(familyId, target.dish, servings));
  // The pantry changed meanwhile (a member's cook, a put-away: the live stream updates the cached
  // inventory): the preview is asked again. Read from the cache only, never fetched for this.
  const pantry = useQuery({ ...inventoryQueries.list(familyId), enabled: false });
  const { refetch } = preview;
  const pantryAt = useRef(pantry.dataUpdatedAt);
  useEffect(() => {
    if (pantry.dataUpdatedAt === pantryAt.current) return;
    pantryAt.current = pantry.dataUpdatedAt;
    void refetch();
  }, [pantry.dataUpdatedAt, refetch]);
  const [edits, setEdits] = useState(new Map<number, string>());
  const [keepLeftovers, setKeepLeftovers] = useState(false);
  const [portions, setPortions] = useState('2');
  const [days, setDays] = useState(String(LEFTOVERS_DEFAULT_DAYS));
  const [error, setError] = useState<string>();
  const cook = useCook(familyId);
  const stockToast = useStockToast(familyId);
  const ids = useId();
  const lines = useMemo(() => editableTakes(preview.data?.takes ?? [], edits), [preview.data, edits]);
  const missing = preview.data?.missing ?? [];

  const changeServings = (text: string) => {
    setServingsText(text);
    // Another number of servings is another plan: the amounts typed for the old one go.
    setEdits(new Map());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = takesBody(lines);
    if (body.error) return setError(body.error);
    const leftovers = keepLeftovers ? leftoversBody.safeParse({ portions, eatWithinDays: days }) : undefined;
    if (leftovers && !leftovers.success) return setError(`Leftovers: ${leftovers.error.issues[0]?.message}`);
    setError(undefined);
    try {
      const result = await cook.mutateAsync({
        body: {
          ...target.dish,
          servings,
          ...(body.takes ? { takes: body.takes } : {}),
          ...(leftovers?.data ? { leftovers: leftovers.data } : {}),
        },
        dish: { name: target.name, servings },
      });
      const notes = [
        result.missing.length ? `${result.missing.length} not in the pantry.` : '',
        result.leftoversItemId ? 'Leftovers are in the inventory.' : '',
        result.addedToList?.names.length
          ? `Low now, put on the list: ${result.addedToList.names.join(', ')}.`
          : '',
      ].filter(Boolean);
      stockToast({
        title: cookedTitle(target.name, result.takes),
        description: notes.join(' ') || undefined,
        undo: result.cookId === undefined ? undefined : { cookId: result.cookId },
        undone: `${target.name}: the pantry is back as it was.`,
      });
      onCooked?.(result);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) void preview.refetch();
      setError(
        failure instanceof ApiError && failure.status === 409
          ? errorMessage(failure, 'The pantry changed since. Check the amounts again.')
          : errorMessage(failure, 'There was an error cooking. Nothing was taken.'),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Servings" hint={`The dish makes ${target.servings}.`} className="max-w-40">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={servingsText}
          onChange={(e) => changeServings(e.target.value)}
        />
      </Field>

      <section
        aria-labelledby={`${ids}-takes`}
        aria-busy={preview.isFetching}
        className="flex flex-col gap-2"
      >
        <h3 id={`${ids}-takes`} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          From the pantry
          {preview.isFetching && !preview.isPending ? <Spinner label="Checking the pantry" /> : null}
        </h3>
        {preview.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner /> Checking the pantry...
          </p>
        ) : preview.isError ? (
          <LoadError
            text={errorMessage(preview.error, 'Failed to check the pantry')}
            onRetry={() => preview.refetch()}
            retrying={preview.isFetching}
          />
        ) : lines.length ? (
          <TakeLines
            lines={lines}
            disabled={cook.isPending}
            onAmount={(batchId, amount) => setEdits((m) => new Map(m).set(batchId, amount))}
          />
        ) : (
          <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
            Nothing in the pantry for this dish: cooking it takes nothing from stock.
          </p>
        )}
      </section>

      {missing.length ? <MissingLines familyId={familyId} missing={missing} /> : null}

      <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-900">Leftovers</legend>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={keepLeftovers}
            onChange={(e) => setKeepLeftovers(e.target.checked)}
          />
          Keep leftovers in the fridge
        </label>
        {keepLeftovers ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label="Portions">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={portions}
                onChange={(e) => setPortions(e.target.value)}
              />
            </Field>
            <Field label="Eat within (days)">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                step={1}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </Field>
          </div>
        ) : null}
      </fieldset>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={cook.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={cook.isPending || preview.isPending || preview.isError}>
          {cook.isPending ? <Spinner label="Cooking" /> : <ChefHat className="h-4 w-4" aria-hidden />}
          Cook it
        </Button>
      </DialogFooter>
    </form>
  );
}
