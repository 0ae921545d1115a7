import { ChevronLeft, ChevronRight, PackageOpen, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.component';
import { LoadError } from '../../components/ui/load-error.component';
import { INVENTORY_LOAD_ERROR } from './inventory.queries';
import type { Page } from './inventory-list.helper';

/** Rows of grey bars in the table's shape while the inventory loads. */
export function InventorySkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading inventory">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-3 rounded-lg p-2">
          <div className="h-9 w-9 rounded-lg bg-stone-200" />
          <div className="h-4 flex-1 rounded bg-stone-200" />
          <div className="hidden h-4 w-24 rounded bg-stone-200 md:block" />
          <div className="hidden h-4 w-20 rounded bg-stone-200 md:block" />
          <div className="h-5 w-20 rounded-full bg-stone-200" />
        </div>
      ))}
    </div>
  );
}

/** Spec 2.7: 'No items found', with the hint when a search or filter is narrowing the list. */
export function InventoryEmpty({
  filtering,
  onClear,
  onAdd,
}: {
  filtering: boolean;
  onClear(): void;
  /** Offered in an empty pantry (not after a search that found nothing). */
  onAdd?(): void;
}) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <PackageOpen className="h-10 w-10 text-stone-300" aria-hidden />
      <p className="font-medium text-stone-800">No items found</p>
      {filtering ? (
        <>
          <p className="text-sm text-stone-600">Try adjusting your search or filter criteria</p>
          <Button variant="link" onClick={onClear}>
            Clear search and filter
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">Add what's in your fridge and pantry to keep track of it.</p>
          {onAdd ? (
            <Button className="mt-2" onClick={onAdd}>
              <Plus className="h-4 w-4" aria-hidden />
              Add your first item
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

export function InventoryError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return <LoadError variant="panel" text={INVENTORY_LOAD_ERROR} onRetry={onRetry} retrying={retrying} />;
}

/** Page controls, shown only when there is more than one page. */
export function Pagination({ page, onPage }: { page: Page<unknown>; onPage(page: number): void }) {
  if (page.pageCount <= 1) return null;
  return (
    <nav
      aria-label="Inventory pages"
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm"
    >
      <p className="text-stone-600" aria-live="polite">
        Showing {page.first}–{page.last} of {page.total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page.page - 1)} disabled={page.page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Previous
        </Button>
        <span className="px-1 text-stone-700">
          Page {page.page} of {page.pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page.page + 1)}
          disabled={page.page >= page.pageCount}
        >
          Next
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
