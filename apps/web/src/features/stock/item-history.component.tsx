import type { InventoryItem, LedgerEntry } from '@kitching/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.component';
import { LoadError } from '../../components/ui/load-error.component';
import { Spinner } from '../../components/ui/spinner.component';
import { exactTime, relativeTime } from '../activity/relative-time';
import { inventoryQueries } from '../inventory/inventory.queries';
import { reasonText, signedAmount } from './stock.helper';

/**
 * The item's history from the stock ledger, newest first, a page at a time: what happened in plain
 * words ('Bought', "Cooked 'Pancakes'", 'Thrown away'), the amount, who and when. An action undone
 * since stays in the history, struck through.
 */
export function ItemHistory({ item }: { item: InventoryItem }) {
  const ledger = useInfiniteQuery(inventoryQueries.ledger(item.id));
  const entries = ledger.data?.pages.flat() ?? [];
  const now = new Date();

  return (
    <section aria-labelledby={`history-${item.id}`} className="flex flex-col gap-3">
      <h3 id={`history-${item.id}`} className="font-semibold text-stone-900">
        History
      </h3>
      {ledger.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> Loading the history...
        </p>
      ) : ledger.isError && entries.length === 0 ? (
        <LoadError
          text="Failed to fetch the history"
          onRetry={() => ledger.refetch()}
          retrying={ledger.isFetching}
        />
      ) : entries.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
          Nothing yet. Every change of {item.name}'s stock shows here: bought, cooked, used, thrown away.
        </p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-stone-100" aria-label={`History of ${item.name}`}>
            {entries.map((entry) => (
              <HistoryLine key={entry.id} entry={entry} now={now} />
            ))}
          </ol>
          {ledger.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-start max-sm:h-11"
              onClick={() => ledger.fetchNextPage()}
              disabled={ledger.isFetchingNextPage}
            >
              {ledger.isFetchingNextPage ? <Spinner label="Loading" /> : null}
              Show older
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function HistoryLine({ entry, now }: { entry: LedgerEntry; now: Date }) {
  const at = new Date(entry.createdAt);
  const amount = signedAmount(entry);
  // The undo's own entries belong to the action they undid: only what was taken back is struck through.
  const undone = entry.undoneAt !== null && entry.reason !== 'undone';
  return (
    <li data-testid="history-entry" className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className={undone ? 'text-stone-500 line-through' : 'font-medium text-stone-900'}>
          {reasonText(entry)}
          {undone ? <span className="sr-only"> (undone)</span> : null}
        </p>
        <p className="text-xs text-stone-600">
          {entry.actorName ?? 'Kitching'} ·{' '}
          <time dateTime={entry.createdAt} title={exactTime(at)}>
            {relativeTime(at, now)}
          </time>
          {undone ? ' · undone' : null}
        </p>
      </div>
      {amount ? (
        <span
          className={
            undone
              ? 'shrink-0 text-sm text-stone-500 line-through'
              : `shrink-0 text-sm font-medium tabular-nums ${amount.startsWith('+') ? 'text-green-700' : 'text-stone-800'}`
          }
        >
          {amount}
        </span>
      ) : null}
    </li>
  );
}
