import { can, type InventoryItem, STOCK_STATUSES } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, Zap } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';
import { useAfterFirstPaint } from '../../components/ui/use-after-first-paint.hook';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { RequireFamily } from '../auth/require-family.component';
import { DeleteItemDialog, ItemFormDialog, QuickAddDialog } from './inventory.dialogs';
import { inventoryQueries } from './inventory.queries';
import {
  ALL_CATEGORIES,
  filterAndSort,
  type InventorySort,
  isFiltering,
  pageOf,
  toRows,
} from './inventory-list.helper';
import { InventoryCards, InventoryTable } from './inventory-rows.component';
import { InventoryEmpty, InventoryError, InventorySkeleton, Pagination } from './inventory-states.component';
import { InventoryToolbar } from './inventory-toolbar.component';
import { useIsPhone } from './use-is-phone.hook';
import { useToday } from './use-today.hook';

/** /inventory (spec 2.7). */
export function InventoryPage() {
  useDocumentTitle('Inventory - Kitching');
  return (
    <RequireFamily
      title="Inventory"
      message="The inventory belongs to a family. Set yours up to start tracking your kitchen."
    >
      {({ familyId, actor }) => <Inventory familyId={familyId} canDelete={can(actor, 'inventory.delete')} />}
    </RequireFamily>
  );
}

function Inventory({ familyId, canDelete }: { familyId: number; canDelete: boolean }) {
  const query = useQuery(inventoryQueries.list(familyId));
  const isPhone = useIsPhone();
  // Read again on focus and on every refetch, so the expiry marks follow the date past midnight.
  const today = useToday(query.data);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [sort, setSort] = useState<InventorySort>('expiring');
  const [pageNumber, setPageNumber] = useState(1);
  // /inventory?add=1 (the dashboard's 'Add to inventory') opens 'Add Item' once; the address drops it.
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(() => params.get('add') === '1');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (params.has('add'))
      setParams(
        (p) => {
          p.delete('add');
          return p;
        },
        { replace: true },
      );
  }, []);
  const [quickAdding, setQuickAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryItem | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  // The heading and the counts paint first, the rows in the next render (useAfterFirstPaint).
  const rowsShown = useAfterFirstPaint();

  // Typing stays instant: the list follows the deferred search a frame later if it must.
  const deferredSearch = useDeferredValue(search);
  const rows = useMemo(() => toRows(query.data ?? [], today), [query.data, today]);
  const visible = useMemo(
    () => filterAndSort(rows, { search: deferredSearch, category, sort }),
    [rows, deferredSearch, category, sort],
  );
  const page = pageOf(visible, pageNumber);
  const filtering = isFiltering({ search, category });
  const lowCount = useMemo(() => rows.filter((r) => r.status === STOCK_STATUSES.low).length, [rows]);
  const expiringCount = useMemo(
    () => rows.filter((r) => r.expiry === 'expired' || r.expiry === 'expiring').length,
    [rows],
  );

  const narrow =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNumber(1);
    };
  const goToPage = (next: number) => {
    setPageNumber(next);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
    setPageNumber(1);
  };
  const rowProps = { rows: page.rows, canDelete, onEdit: setEditing, onDelete: setDeleting };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Inventory</h1>
          {/* Two lines on a phone with or without the counts: they do not push the page down as they come. */}
          <p className="mt-1 min-h-12 text-stone-600 sm:min-h-0">
            What's in your fridge and pantry
            {query.data ? (
              <span data-testid="inventory-summary">
                {' '}
                · {lowCount} low on stock · {expiringCount} expired or expiring soon
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setQuickAdding(true)}>
            <Zap className="h-4 w-4" aria-hidden />
            Quick Add Item
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Item
          </Button>
        </div>
      </div>

      <Card>
        <div ref={listTop} className="scroll-mt-20" />
        <CardHeader className="gap-4 px-3 sm:px-5">
          <CardTitle>Inventory Items{query.data ? ` (${visible.length})` : null}</CardTitle>
          <InventoryToolbar
            search={search}
            category={category}
            sort={sort}
            onSearch={narrow(setSearch)}
            onCategory={narrow(setCategory)}
            onSort={narrow(setSort)}
          />
        </CardHeader>
        <CardContent className={isPhone ? 'px-3' : 'px-0'}>
          {query.isPending || !rowsShown ? (
            <div className="px-5">
              <InventorySkeleton />
            </div>
          ) : query.isError ? (
            <InventoryError onRetry={() => query.refetch()} retrying={query.isFetching} />
          ) : visible.length === 0 ? (
            <InventoryEmpty filtering={filtering} onClear={clearFilters} onAdd={() => setAdding(true)} />
          ) : isPhone ? (
            <InventoryCards {...rowProps} />
          ) : (
            <InventoryTable {...rowProps} />
          )}
          {rowsShown ? (
            <div className={isPhone ? undefined : 'px-5'}>
              <Pagination page={page} onPage={goToPage} />
            </div>
          ) : null}
        </CardContent>
      </Card>

      <ItemFormDialog familyId={familyId} open={adding} onOpenChange={setAdding} />
      <ItemFormDialog
        familyId={familyId}
        // The item as the list has it now: a use or a cook while the dialog is open moves it on.
        item={editing ? (query.data?.find((i) => i.id === editing.id) ?? editing) : null}
        open={Boolean(editing)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <QuickAddDialog familyId={familyId} open={quickAdding} onOpenChange={setQuickAdding} />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
