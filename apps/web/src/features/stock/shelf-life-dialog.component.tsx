import { type ShelfLifeEntry, shelfLifeOf } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Input } from '../../components/ui/input.component';
import { LoadError } from '../../components/ui/load-error.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { defaultShelfLifeText, type ShelfLifeText, shelfLifeChanges, shelfLifeText } from './stock.helper';
import { useSetShelfLife } from './stock.mutations';
import { stockQueries } from './stock.queries';

const FIELDS = { fresh: 'fresh', opened: 'once opened' } as const;
const days = (n: number | null) => (n === null ? 'none' : `${n}`);

/**
 * 'Shelf life': how long food of each category keeps, fresh and once opened, in days. Kitching suggests
 * a date from it when an item comes in without one, and 'Opened' brings a date forward to it. Each row
 * can go back to Kitching's default. `canEdit`: may change it (else it is shown, read-only).
 */
export function ShelfLifeDialog({
  familyId,
  open,
  onOpenChange,
  canEdit,
}: {
  familyId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  canEdit: boolean;
}) {
  const overrides = useQuery({ ...stockQueries.shelfLife(familyId), enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Shelf life"
      description="Days food keeps, by category. Kitching suggests a date from it when something comes in without one, and marking a pack opened brings its date forward."
      className="sm:max-w-xl!"
    >
      {!open ? null : overrides.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-stone-600">
          <Spinner /> Loading shelf life...
        </p>
      ) : overrides.isError ? (
        <LoadError
          text="Failed to fetch shelf life"
          onRetry={() => overrides.refetch()}
          retrying={overrides.isFetching}
        />
      ) : (
        <ShelfLifeForm
          familyId={familyId}
          saved={overrides.data}
          canEdit={canEdit}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function ShelfLifeForm({
  familyId,
  saved,
  canEdit,
  onDone,
}: {
  familyId: number;
  saved: ShelfLifeEntry[];
  canEdit: boolean;
  onDone(): void;
}) {
  const [text, setText] = useState<ShelfLifeText>(() => shelfLifeText(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetShelfLife(familyId);
  const alert = useRef<HTMLDivElement>(null);
  const messages = Object.entries(errors);
  // On a phone the list is long: what was refused is brought into view.
  useEffect(() => {
    if (messages.length) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const change = (category: string, field: keyof typeof FIELDS, value: string) =>
    setText((t) => ({ ...t, [category]: { ...t[category]!, [field]: value } }));
  const reset = (category: string) => setText((t) => ({ ...t, [category]: defaultShelfLifeText(category) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { bodies, errors: refused } = shelfLifeChanges(saved, text);
    setErrors(refused);
    if (Object.keys(refused).length) return;
    try {
      // One call per category changed (the API takes one at a time), one after another.
      for (const body of bodies) await save.mutateAsync(body);
      toast({
        title: 'Shelf life saved',
        description: 'New dates follow it from now on.',
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Shelf life was not saved.'),
        variant: 'error',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Days food keeps, by category</caption>
        <thead>
          <tr className="text-left text-xs text-stone-600">
            <th scope="col" className="py-1 font-medium">
              Category
            </th>
            <th scope="col" className="px-1 py-1 font-medium">
              Fresh (days)
            </th>
            <th scope="col" className="px-1 py-1 font-medium">
              Once opened (days)
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">Reset</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {saved.map(({ category }) => {
            const defaults = shelfLifeOf(category);
            const row = text[category]!;
            const fallback = defaultShelfLifeText(category);
            const isDefault = row.fresh.trim() === fallback.fresh && row.opened.trim() === fallback.opened;
            return (
              <tr key={category} data-testid="shelf-life-row">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium text-stone-900">
                  {category}
                  <span className="block text-xs font-normal text-stone-500">
                    Kitching: {days(defaults.fresh)} · {days(defaults.opened)}
                  </span>
                </th>
                {(['fresh', 'opened'] as const).map((field) => (
                  <td key={field} className="px-1 py-1.5">
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      className="h-11 sm:h-10"
                      value={row[field]}
                      onChange={(e) => change(category, field, e.target.value)}
                      disabled={!canEdit || save.isPending}
                      placeholder="none"
                      aria-label={`${category}: days ${FIELDS[field]}`}
                      aria-invalid={errors[`${category}.${field}`] ? true : undefined}
                    />
                  </td>
                ))}
                <td className="py-1.5 text-right">
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-11 w-11 sm:h-10 sm:w-10"
                      onClick={() => reset(category)}
                      disabled={isDefault || save.isPending}
                      aria-label={`Reset ${category} to Kitching's default`}
                      title="Reset to Kitching's default"
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden />
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {messages.length ? (
        <div ref={alert} role="alert" className="scroll-mb-24 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <ul>
            {messages.map(([key, message]) => {
              const [category] = key.split('.');
              return <li key={key}>{`${category}: ${message}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {canEdit ? null : (
        <p className="text-sm text-stone-600">Your role does not allow changing the inventory.</p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {canEdit ? 'Cancel' : 'Close'}
        </Button>
        {canEdit ? (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner label="Saving" /> : null}
            Save shelf life
          </Button>
        ) : null}
      </DialogFooter>
    </form>
  );
}
