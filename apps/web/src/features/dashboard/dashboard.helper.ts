import {
  daysBetween,
  expiryState,
  type GroceryList,
  type InventoryItem,
  STOCK_STATUSES,
  sameProduct,
  stockStatus,
} from '@kitching/contracts';

/** What the dashboard shows of the inventory: gone off, going off within 3 days, low on stock. */
export interface ItemGroups {
  expired: InventoryItem[];
  expiring: InventoryItem[];
  low: InventoryItem[];
}

const byExpiry = (a: InventoryItem, b: InventoryItem) =>
  (a.expirationDate ?? '').localeCompare(b.expirationDate ?? '') || a.name.localeCompare(b.name);

/** Expired (before today) and expiring (today to 3 days ahead) items still in stock, soonest first; low-stock items by name. */
export function itemGroups(items: readonly InventoryItem[], today: string): ItemGroups {
  const inStock = items.filter((i) => Number(i.quantity) > 0);
  return {
    expired: inStock.filter((i) => expiryState(i.expirationDate, today) === 'expired').sort(byExpiry),
    expiring: inStock.filter((i) => expiryState(i.expirationDate, today) === 'expiring').sort(byExpiry),
    low: items
      .filter((i) => stockStatus(i) === STOCK_STATUSES.low)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** 'Expired yesterday', 'Expired 4 days ago', 'Expires today', 'Expires tomorrow', 'Expires in 3 days'. */
export function expiryText(expirationDate: string | null, today: string): string {
  const days = expirationDate ? daysBetween(today, expirationDate) : undefined;
  if (days === undefined) return '';
  if (days < -1) return `Expired ${-days} days ago`;
  if (days === -1) return 'Expired yesterday';
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** How many items (in stock: quantity above 0) each category holds, the fullest first. */
export function stockByCategory(items: readonly InventoryItem[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!(Number(item.quantity) > 0)) continue;
    const category = item.category?.trim() || 'Other';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

export interface ListProgress {
  list: GroceryList;
  left: number;
  total: number;
}

/** Lists with lines still to buy, most recently changed first. */
export function listsInProgress(lists: readonly GroceryList[]): ListProgress[] {
  return lists
    .map((list) => ({
      list,
      total: list.items.length,
      left: list.items.filter((i) => !i.purchased).length,
    }))
    .filter((p) => p.left > 0)
    .sort((a, b) => b.list.updatedAt.localeCompare(a.list.updatedAt));
}

/** The list an item is waiting on (a line of the same product not yet bought), if any. */
export function listHolding(name: string, lists: readonly GroceryList[]): GroceryList | undefined {
  return lists.find((list) => list.items.some((i) => !i.purchased && sameProduct(i.name, name)));
}

/** The list 'Add to list' puts an item on: the list in progress changed last, else the newest list. */
export function targetList(lists: readonly GroceryList[]): GroceryList | undefined {
  return (
    listsInProgress(lists)[0]?.list ?? [...lists].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  );
}

/** The name of the list made when the family has none. */
export const NEW_LIST_NAME = 'Groceries';

const seenKey = (userId: number) => `kitching.dashboard-seen.${userId}`;
/** What this page load found, per person: the answer stays the same however often the page renders. */
const visits = new Map<number, boolean>();

/**
 * Whether this is the person's first visit to the dashboard (on this device), remembering that they
 * have been. The first visit says 'Welcome' (until the app is loaded again), every later one 'Welcome
 * back'. Storage refused: 'Welcome back'.
 */
export function firstVisit(userId: number): boolean {
  const known = visits.get(userId);
  if (known !== undefined) return known;
  let first = false;
  try {
    first = !localStorage.getItem(seenKey(userId));
    if (first) localStorage.setItem(seenKey(userId), new Date().toISOString());
  } catch {
    first = false;
  }
  visits.set(userId, first);
  return first;
}
