import {
  type ExpiryState,
  expiryState,
  type InventoryItem,
  STOCK_STATUSES,
  type StockStatus,
  stockStatus,
} from '@kitching/contracts';

export const INVENTORY_PAGE_SIZE = 50;

export const SORT_OPTIONS = [
  { value: 'expiring', label: 'Expiring first' },
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
  { value: 'low', label: 'Low stock first' },
] as const;
export type InventorySort = (typeof SORT_OPTIONS)[number]['value'];

/** The category filter's "everything" value. */
export const ALL_CATEGORIES = 'all';

/** An item with what the list needs worked out once per fetch, not once per keystroke. */
export interface InventoryRow {
  item: InventoryItem;
  status: StockStatus;
  expiry: ExpiryState;
  /** Lower-cased name and barcode, for the search box. */
  haystack: string;
}

export function toRows(items: readonly InventoryItem[], today: string): InventoryRow[] {
  return items.map((item) => ({
    item,
    status: stockStatus(item),
    expiry: expiryState(item.expirationDate, today),
    haystack: `${item.name}\n${item.barcode ?? ''}`.toLowerCase(),
  }));
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const byName = (a: InventoryRow, b: InventoryRow) =>
  collator.compare(a.item.name, b.item.name) || a.item.id - b.item.id;

/** Dated items soonest first (so the expired lead), undated ones last. */
function byExpiry(a: InventoryRow, b: InventoryRow) {
  const x = a.item.expirationDate;
  const y = b.item.expirationDate;
  if (x !== y) {
    if (!x) return 1;
    if (!y) return -1;
    return x < y ? -1 : 1;
  }
  return byName(a, b);
}

const comparators: Record<InventorySort, (a: InventoryRow, b: InventoryRow) => number> = {
  expiring: byExpiry,
  name: byName,
  category: (a, b) => collator.compare(a.item.category, b.item.category) || byName(a, b),
  low: (a, b) =>
    Number(b.status === STOCK_STATUSES.low) - Number(a.status === STOCK_STATUSES.low) || byName(a, b),
};

export interface ListQuery {
  search: string;
  category: string;
  sort: InventorySort;
}

/** The rows that match the search (name or barcode) and category, in the chosen order. */
export function filterAndSort(
  rows: readonly InventoryRow[],
  { search, category, sort }: ListQuery,
): InventoryRow[] {
  const needle = search.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (category === ALL_CATEGORIES || row.item.category === category) &&
      (!needle || row.haystack.includes(needle)),
  );
  return matching.sort(comparators[sort]);
}

export const isFiltering = ({ search, category }: Pick<ListQuery, 'search' | 'category'>) =>
  search.trim() !== '' || category !== ALL_CATEGORIES;

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
}

/** One page of rows; a page past the end shows the last one (after a filter shrinks the list). */
export function pageOf<T>(rows: readonly T[], requested: number, size = INVENTORY_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * size;
  const slice = rows.slice(start, start + size);
  return {
    rows: slice,
    page,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total: rows.length,
  };
}
