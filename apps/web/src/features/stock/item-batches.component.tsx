import {
  type Actor,
  can,
  formatAmount,
  formatDisplayDate,
  type InventoryItem,
  type StockBatch,
  toCalendarDate,
  type UpdateBatchBody,
} from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { LoadError } from '../../components/ui/load-error.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError, errorMessage } from '../../lib/api';
import { inventoryQueries } from '../inventory/inventory.queries';
import { BatchRow } from './batch-row.component';
import { overridesOf } from './stock.helper';
import { useTakeFromItem, useUpdateBatch } from './stock.mutations';
import { stockQueries } from './stock.queries';
import { useStockToast, useStockUndo } from './use-stock-undo.hook';

/** The last use or waste made in the dialog, which its own Undo can take back. */
interface LastTake {
  title: string;
  actionId: number;
  undone: string;
}

const fail = (description: string) => toast({ title: 'Error', description, variant: 'error' });

/** A batch save refused: 409 someone changed it first (the list shows theirs), else the server's words. */
const batchRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? 'Someone changed this batch first. It now shows as they left it.'
    : error instanceof ApiError && error.status === 404
      ? 'This batch is gone: someone used it up or removed it.'
      : errorMessage(error, 'There was an error saving the batch.');

/**
 * The item's batches in its dialog, earliest expiry first: each with its amount, date ('suggested' when
 * Kitching chose it), opened date and place; 'Use', 'Opened', 'Throw away' (roles 1 to 3), the date,
 * and a correction of the amount (roles 1 to 3). Use and throw away say so with 'Undo'.
 */
export function ItemBatches({
  familyId,
  item,
  actor,
  onChanging,
}: {
  familyId: number;
  item: InventoryItem;
  actor: Actor;
  /**
   * Told before each change sent from here (true: the item is about to move on, its quantity, date and
   * version), and when it was refused (false: it will not).
   */
  onChanging?(changing: boolean): void;
}) {
  const batches = useQuery(inventoryQueries.batches(item.id));
  // The family's shelf life says how far 'Opened' brings a date forward (said before it is pressed).
  const shelfLife = useQuery(stockQueries.shelfLife(familyId));
  const take = useTakeFromItem();
  const update = useUpdateBatch(item);
  const stockToast = useStockToast(familyId);
  const undo = useStockUndo(familyId);
  const [busyId, setBusyId] = useState<number | null>(null);
  // The last use or waste made here, with an Undo inside the dialog: a modal dialog keeps keyboard and
  // screen-reader users from the toast's.
  const [last, setLast] = useState<LastTake | null>(null);
  const [undoing, setUndoing] = useState(false);
  const today = toCalendarDate();
  const permissions = {
    canUse: can(actor, 'stock.use'),
    canEdit: can(actor, 'inventory.edit'),
    canWaste: can(actor, 'stock.waste'),
    canCorrect: can(actor, 'stock.correct'),
  };

  const run = async <T,>(batch: StockBatch, work: () => Promise<T>, onError: (error: unknown) => void) => {
    setBusyId(batch.id);
    onChanging?.(true);
    try {
      return await work();
    } catch (error) {
      onChanging?.(false);
      onError(error);
      return undefined;
    } finally {
      setBusyId(null);
    }
  };

  const onTake = async (batch: StockBatch, quantity: string, mode: 'use' | 'waste') => {
    const reason =
      mode === 'use' ? 'used' : batch.expirationDate && batch.expirationDate < today ? 'expired' : 'wasted';
    const result = await run(
      batch,
      () => take.mutateAsync({ itemId: item.id, body: { quantity, reason, batchId: batch.id } }),
      (error) => fail(errorMessage(error, 'There was an error changing the stock.')),
    );
    if (!result) return false;
    const amount = formatAmount(quantity, batch.unit);
    const title = mode === 'use' ? `Used ${amount} of ${item.name}` : `Threw away ${amount} of ${item.name}`;
    const done: LastTake | null =
      result.actionId === undefined
        ? null
        : { title, actionId: result.actionId, undone: `${item.name}: back as it was.` };
    setLast(done);
    stockToast({
      title,
      description: reason === 'expired' ? 'Counted as gone off on the food waste chart.' : undefined,
      undo: done ? { actionId: done.actionId } : undefined,
      undone: `${item.name}: back as it was.`,
      altText: 'Undo with the Undo button above the batches',
      onUndone: () => setLast((now) => (now === done ? null : now)),
    });
    return true;
  };

  const patch = async (
    batch: StockBatch,
    body: UpdateBatchBody,
    title: string,
    describe?: (b: StockBatch) => string,
  ) => {
    const saved = await run(
      batch,
      () => update.mutateAsync({ id: batch.id, body, version: batch.version }),
      (error) => fail(batchRefusal(error)),
    );
    if (!saved) return false;
    toast({ title, description: describe?.(saved), variant: 'success' });
    return true;
  };

  return (
    <section aria-labelledby={`batches-${item.id}`} className="flex flex-col gap-3">
      <div>
        <h3 id={`batches-${item.id}`} className="font-semibold text-stone-900">
          Batches
        </h3>
        <p className="text-sm text-stone-600">
          Each purchase keeps its own amount and date. Cooking and 'Use' take the earliest date first.
        </p>
      </div>
      {last ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <span>{last.title}.</span>
          <Button
            size="sm"
            variant="secondary"
            className="max-sm:h-11"
            disabled={undoing}
            onClick={async () => {
              setUndoing(true);
              onChanging?.(true);
              const done = await undo({ actionId: last.actionId }, last.undone);
              if (!done) onChanging?.(false);
              setUndoing(false);
              if (done) setLast((now) => (now === last ? null : now));
            }}
          >
            {undoing ? <Spinner label="Undoing" /> : <Undo2 className="h-4 w-4" aria-hidden />}
            Undo
          </Button>
        </div>
      ) : null}
      {batches.isPending ? (
        <ul aria-label="Loading batches" className="flex flex-col gap-2" aria-busy>
          {[0, 1].map((i) => (
            <li key={i} className="h-20 animate-pulse rounded-lg bg-stone-100" />
          ))}
        </ul>
      ) : batches.isError ? (
        <LoadError
          text="Failed to fetch batches"
          onRetry={() => batches.refetch()}
          retrying={batches.isFetching}
        />
      ) : batches.data.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
          None left. {item.name} stays in the inventory at 0, so it can go on a grocery list.
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`Batches of ${item.name}, earliest date first`}>
          {batches.data.map((batch, i) => (
            <BatchRow
              key={batch.id}
              batch={batch}
              item={item}
              label={`Batch ${i + 1} of ${batches.data.length}`}
              today={today}
              shelfLife={overridesOf(shelfLife.data)}
              busy={busyId === batch.id}
              {...permissions}
              onTake={onTake}
              onOpened={(b) =>
                void patch(b, { opened: true }, `${item.name} opened`, (saved) =>
                  saved.expirationDate !== b.expirationDate && saved.expirationDate
                    ? `Best before now ${formatDisplayDate(saved.expirationDate)}.`
                    : 'Its date stays as it was.',
                )
              }
              onDate={(b, date) => patch(b, { expirationDate: date }, date ? 'Date saved' : 'Date removed')}
              onCorrect={(b, quantity) =>
                patch(
                  b,
                  { quantity },
                  'Amount corrected',
                  (saved) => `${item.name}: ${formatAmount(saved.quantity, saved.unit)} in this batch.`,
                )
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
