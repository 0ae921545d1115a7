import {
  formatAmount,
  formatDisplayDate,
  type InventoryItem,
  quantityField,
  type StockBatch,
} from '@kitching/contracts';
import { CalendarDays, PackageOpen, Pencil, Trash2, Utensils } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { batchDateText, openedEffect, plainNumber, type ShelfLifeOverrides } from './stock.helper';

/** What a batch's row is asking for, if anything: an amount to use or throw away, a date, a correction. */
export type BatchMode = 'use' | 'waste' | 'date' | 'correct';

export interface BatchRowPermissions {
  /** Use (stock.use: every member). */
  canUse: boolean;
  /** Opened, the date (inventory.edit: every member). */
  canEdit: boolean;
  /** Throw away (roles 1 to 3). */
  canWaste: boolean;
  /** Correct the amount (roles 1 to 3). */
  canCorrect: boolean;
}

export interface BatchRowProps extends BatchRowPermissions {
  batch: StockBatch;
  item: InventoryItem;
  /** Its place in the list, earliest expiry first ('Batch 1 of 2'). */
  label: string;
  today: string;
  /** The family's shelf life (what 'Opened' does to the date). */
  shelfLife: ShelfLifeOverrides;
  busy: boolean;
  onTake(batch: StockBatch, quantity: string, mode: 'use' | 'waste'): Promise<boolean>;
  onOpened(batch: StockBatch): void;
  onDate(batch: StockBatch, date: string | null): Promise<boolean>;
  onCorrect(batch: StockBatch, quantity: string): Promise<boolean>;
}

/** One batch of an item: its amount, dates and place, and what can be done to it. */
export function BatchRow(props: BatchRowProps) {
  const { batch, item, label, today, busy } = props;
  const [mode, setMode] = useState<BatchMode | null>(null);
  const pastDate = batch.expirationDate !== null && batch.expirationDate < today;
  const opening = batch.openedAt ? null : openedEffect(batch, item.category, today, props.shelfLife);
  const amount = formatAmount(batch.quantity, batch.unit);
  const summary = `${label}: ${amount}, ${batch.expirationDate ? `best before ${batchDateText(batch)}` : 'no date'}`;

  return (
    <li data-testid="batch" aria-label={summary} className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-stone-900" data-testid="batch-amount">
            {amount}
          </p>
          <p className="text-sm text-stone-700" data-testid="batch-date">
            {batch.expirationDate ? 'Best before ' : null}
            {batchDateText(batch)}
            {pastDate ? (
              <Badge tone="red" className="ml-2">
                Past its date
              </Badge>
            ) : null}
          </p>
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-stone-600">
          {batch.openedAt ? <span>Opened {formatDisplayDate(batch.openedAt)}</span> : <span>Not opened</span>}
          {batch.location ? <span>Kept in the {batch.location.toLowerCase()}</span> : null}
          <span>Added {formatDisplayDate(batch.createdAt)}</span>
        </p>
        {mode ? (
          <BatchForm
            mode={mode}
            batch={batch}
            pastDate={pastDate}
            busy={busy}
            onCancel={() => setMode(null)}
            onSubmit={async (value) => {
              const done =
                mode === 'date'
                  ? await props.onDate(batch, value || null)
                  : mode === 'correct'
                    ? await props.onCorrect(batch, value)
                    : await props.onTake(batch, value, mode);
              if (done) setMode(null);
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-1.5 [&>button]:max-sm:h-11">
            {props.canUse ? (
              <Button size="sm" variant="secondary" onClick={() => setMode('use')} disabled={busy}>
                <Utensils className="h-4 w-4" aria-hidden /> Use
              </Button>
            ) : null}
            {props.canEdit && !batch.openedAt ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => props.onOpened(batch)}
                disabled={busy}
                aria-describedby={opening ? `${batch.id}-opening` : undefined}
              >
                <PackageOpen className="h-4 w-4" aria-hidden /> Opened
              </Button>
            ) : null}
            {props.canWaste ? (
              <Button
                size="sm"
                variant="secondary"
                className="text-red-700"
                onClick={() => setMode('waste')}
                disabled={busy}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Throw away
              </Button>
            ) : null}
            {props.canEdit ? (
              <Button size="sm" variant="ghost" onClick={() => setMode('date')} disabled={busy}>
                <CalendarDays className="h-4 w-4" aria-hidden /> Change date
              </Button>
            ) : null}
            {props.canCorrect ? (
              <Button size="sm" variant="ghost" onClick={() => setMode('correct')} disabled={busy}>
                <Pencil className="h-4 w-4" aria-hidden /> Correct amount
              </Button>
            ) : null}
          </div>
        )}
        {opening && !mode && props.canEdit ? (
          <p id={`${batch.id}-opening`} className="text-xs text-amber-800">
            {opening}: marking it opened brings the date forward.
          </p>
        ) : null}
      </div>
    </li>
  );
}

const FORMS: Record<BatchMode, { label: (unit: string) => string; submit: string }> = {
  use: { label: (unit) => `Amount used (${unit})`, submit: 'Use' },
  waste: { label: (unit) => `Amount thrown away (${unit})`, submit: 'Throw away' },
  correct: { label: (unit) => `Amount in this batch (${unit})`, submit: 'Save amount' },
  date: { label: () => 'Best before', submit: 'Save date' },
};

/** The batch's small form: an amount (checked with the contracts' rule) or a date. */
function BatchForm({
  mode,
  batch,
  pastDate,
  busy,
  onCancel,
  onSubmit,
}: {
  mode: BatchMode;
  batch: StockBatch;
  pastDate: boolean;
  busy: boolean;
  onCancel(): void;
  onSubmit(value: string): Promise<void>;
}) {
  const [value, setValue] = useState(
    mode === 'date' ? (batch.expirationDate ?? '') : plainNumber(batch.quantity),
  );
  const [error, setError] = useState<string>();
  const form = FORMS[mode];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode !== 'date') {
      const parsed = quantityField.safeParse(value);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      if (mode !== 'correct' && Number(parsed.data) === 0) return setError('Quantity must be more than 0');
      if (mode !== 'correct' && Number(parsed.data) > Number(batch.quantity))
        return setError(`This batch holds ${formatAmount(batch.quantity, batch.unit)}`);
      setError(undefined);
      return void onSubmit(parsed.data as string);
    }
    setError(undefined);
    void onSubmit(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-md bg-stone-50 p-2">
      <Field
        label={form.label(batch.unit)}
        error={error}
        hint={
          mode === 'waste'
            ? pastDate
              ? 'It is past its date: it counts as gone off.'
              : 'It counts as thrown away on the food waste chart.'
            : mode === 'date'
              ? 'Leave it empty for no date.'
              : undefined
        }
      >
        {mode === 'date' ? (
          <Input type="date" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        ) : (
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2 [&>button]:max-sm:h-11">
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button size="sm" type="submit" variant={mode === 'waste' ? 'danger' : 'primary'} disabled={busy}>
          {busy ? <Spinner label="Saving" /> : null}
          {form.submit}
        </Button>
      </div>
    </form>
  );
}
