import { addCalendarDays } from './dates';
import { INVENTORY_CATEGORIES, type InventoryCategory } from './inventory';

/**
 * Issue 23, opened and shelf life: how long food of a category keeps, the default a family can change.
 * `fresh` is the days from purchase (the date Kitching suggests, shown as a suggestion and editable,
 * when put-away or quick add brings an item without one); `opened` the days once opened (marking a
 * batch opened brings its date forward to this, never later than it was). null: no suggestion.
 */
export interface ShelfLife {
  fresh: number | null;
  opened: number | null;
}

export const DEFAULT_SHELF_LIFE: Record<InventoryCategory, ShelfLife> = {
  Produce: { fresh: 7, opened: 3 },
  Dairy: { fresh: 10, opened: 5 },
  Meat: { fresh: 3, opened: 2 },
  Pantry: { fresh: 365, opened: 90 },
  Frozen: { fresh: 180, opened: 30 },
  Beverages: { fresh: 180, opened: 7 },
  Bakery: { fresh: 5, opened: 3 },
  Snacks: { fresh: 90, opened: 14 },
  Condiments: { fresh: 365, opened: 60 },
  Other: { fresh: null, opened: null },
};

export const SHELF_LIFE_DAYS_MAX = 3650;

/** The family's shelf life per category: its own where it set one, else the default. */
export function shelfLifeOf(
  category: string,
  overrides: Partial<Record<string, Partial<ShelfLife>>> = {},
): ShelfLife {
  const known = (INVENTORY_CATEGORIES as readonly string[]).includes(category)
    ? DEFAULT_SHELF_LIFE[category as InventoryCategory]
    : DEFAULT_SHELF_LIFE.Other;
  return { ...known, ...overrides[category] };
}

/** The date to suggest for food of this category bought on `today`, or null when there is none. */
export function suggestedExpiry(
  category: string,
  today: string,
  overrides?: Partial<Record<string, Partial<ShelfLife>>>,
): string | null {
  const { fresh } = shelfLifeOf(category, overrides);
  return fresh === null ? null : addCalendarDays(today, fresh);
}

/**
 * A batch's date once opened on `openedOn`: the opened shelf life from that day, unless the date it had
 * is sooner (opening never makes food keep longer).
 */
export function expiryOnceOpened(
  category: string,
  openedOn: string,
  current: string | null,
  overrides?: Partial<Record<string, Partial<ShelfLife>>>,
): string | null {
  const { opened } = shelfLifeOf(category, overrides);
  if (opened === null) return current;
  const byOpening = addCalendarDays(openedOn, opened);
  return current !== null && current < byOpening ? current : byOpening;
}
