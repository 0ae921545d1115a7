import { formatItemQuantity, type InventoryItem } from '@kitching/contracts';
import { Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../components/ui/button.component';
import { useProgressive } from '../../components/ui/use-progressive.hook';
import { CategoryIcon } from './category-icon.component';
import { useStepInventoryItem } from './inventory.mutations';
import type { InventoryRow } from './inventory-list.helper';
import { ExpirationCell, StockBadge } from './item-badges.component';

interface Actions {
  canDelete: boolean;
  onEdit(item: InventoryItem): void;
  onDelete(item: InventoryItem): void;
}
interface RowsProps extends Actions {
  rows: InventoryRow[];
}
interface RowProps extends Actions {
  row: InventoryRow;
}

const HEADERS = ['Item', 'Category', 'Quantity', 'Status', 'Expiration', 'Actions'] as const;

/** Desktop (768 px and wider): the spec's table with its six columns. */
export function InventoryTable({ rows: all, ...actions }: RowsProps) {
  const rows = useProgressive(all);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-stone-200 text-xs font-semibold uppercase tracking-wide text-stone-500">
          <tr>
            {HEADERS.map((h) => (
              // A header never breaks: its column is at least as wide as its word.
              <th
                key={h}
                scope="col"
                className={
                  h === 'Actions' ? 'whitespace-nowrap px-4 py-3 text-right' : 'whitespace-nowrap px-4 py-3'
                }
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <TableRow key={row.item.id} row={row} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Rows are memoised: the row objects are stable per fetch, so a search or a page turn renders only
// the rows that newly appear.
const TableRow = memo(function TableRow({ row: { item, status, expiry }, ...actions }: RowProps) {
  return (
    <tr className="hover:bg-stone-50" data-testid="inventory-row">
      <th scope="row" className="px-4 py-3 font-medium text-stone-900">
        <span className="flex items-center gap-3">
          <CategoryIcon category={item.category} />
          {/* The one column that gives way to a name with no spaces: it may break such a name anywhere
              ('anywhere' lets the column shrink), and is never narrower than 10rem, so an ordinary
              word in it stays whole; the other columns keep their words on one line. */}
          <span className="min-w-40 wrap-anywhere">{item.name}</span>
        </span>
      </th>
      <td className="whitespace-nowrap px-4 py-3 text-stone-700">{item.category}</td>
      <td className="whitespace-nowrap px-4 py-3 text-stone-700">
        {formatItemQuantity(item.quantity, item.unit)}
      </td>
      <td className="px-4 py-3">
        <StockBadge status={status} />
      </td>
      <td className="px-4 py-3 text-stone-700">
        <ExpirationCell date={item.expirationDate} expiry={expiry} />
      </td>
      <td className="px-4 py-3">
        <ItemActions item={item} {...actions} />
      </td>
    </tr>
  );
});

/** Phones (below 768 px): one card per item instead of a table too wide to read. */
export function InventoryCards({ rows: all, ...actions }: RowsProps) {
  // The first cards at once, the rest of the page just after: 50 at once blocked a phone.
  const rows = useProgressive(all);
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <CardRow key={row.item.id} row={row} {...actions} />
      ))}
    </ul>
  );
}

const CardRow = memo(function CardRow({ row: { item, status, expiry }, ...actions }: RowProps) {
  return (
    <li
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="inventory-row"
      aria-label={item.name}
    >
      {/* Beside four buttons the name had 90 px and "Tomatoes" broke: two stay here, the quantity's
          steps go below, by the status. */}
      <div className="flex items-start gap-3">
        <CategoryIcon category={item.category} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">{item.name}</h3>
          <p className="text-sm text-stone-600">
            {formatItemQuantity(item.quantity, item.unit)} · {item.category}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <EditDelete item={item} {...actions} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <StockBadge status={status} />
        {item.expirationDate ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="text-stone-500">Expires</span>
            <ExpirationCell date={item.expirationDate} expiry={expiry} />
          </span>
        ) : null}
        <div className="ml-auto flex gap-1">
          <QuantityStep item={item} />
        </div>
      </div>
    </li>
  );
});

function ItemActions({ item, ...actions }: { item: InventoryItem } & Actions) {
  return (
    <div className="flex justify-end gap-1">
      <QuantityStep item={item} />
      <EditDelete item={item} {...actions} />
    </div>
  );
}

function EditDelete({ item, canDelete, onEdit, onDelete }: { item: InventoryItem } & Actions) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      {/* Kitchen Helpers may not delete (PERMISSIONS.md): the control is hidden, not disabled. */}
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${item.name}`}
          onClick={() => onDelete(item)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      ) : null}
    </>
  );
}

/** One more, one less (useStepInventoryItem: through the device's queue, so it works with no signal). */
function QuantityStep({ item }: { item: InventoryItem }) {
  const { mutate } = useStepInventoryItem();
  const step = (delta: number) => mutate({ item, delta });
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`One less ${item.name}`}
        disabled={Number(item.quantity) <= 0}
        onClick={() => step(-1)}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`One more ${item.name}`} onClick={() => step(1)}>
        <Plus className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}
