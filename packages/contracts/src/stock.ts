import { daysBetween, parseCalendarDate, toCalendarDate } from './dates';

/** Spec 4: the two stock statuses, word for word. */
export const STOCK_STATUSES = { low: 'Low Stock', in: 'In Stock' } as const;
export type StockStatus = (typeof STOCK_STATUSES)[keyof typeof STOCK_STATUSES];

/** A number from a number or a numeric string; NaN for anything else (an empty string is not 0). */
export function toNumber(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim());
}

/** Spec 4's generic low helper: low when the quantity is at or below the threshold; strings are parsed. */
export function isLow(
  quantity: string | number | null | undefined,
  threshold: string | number | null | undefined,
): boolean {
  const q = toNumber(quantity);
  const t = toNumber(threshold);
  if (Number.isNaN(q) || Number.isNaN(t)) return false;
  return q <= t;
}

/** 'Low Stock' when the quantity is at or below the minimum stock level, otherwise 'In Stock'. */
export function stockStatus(item: {
  quantity: string | number;
  minStockLevel?: string | number | null;
}): StockStatus {
  // A missing minimum is the spec's default of 0.
  return isLow(item.quantity, item.minStockLevel ?? 0) ? STOCK_STATUSES.low : STOCK_STATUSES.in;
}

/** Beyond the spec: items expiring within this many days are flagged. */
export const EXPIRING_SOON_DAYS = 3;

export type ExpiryState = 'expired' | 'expiring' | 'ok' | 'none';
export const EXPIRY_LABELS = { expired: 'Expired', expiring: 'Expires soon' } as const;

/**
 * 'expired' before today; 'expiring' from today up to EXPIRING_SOON_DAYS ahead; 'ok' later;
 * 'none' without a (readable) date. `today` is the viewer's local calendar date.
 */
export function expiryState(
  expirationDate: string | null | undefined,
  today: string = toCalendarDate(),
): ExpiryState {
  if (!expirationDate || parseCalendarDate(expirationDate) === undefined) return 'none';
  const days = daysBetween(today, expirationDate);
  if (days === undefined) return 'none';
  if (days < 0) return 'expired';
  return days <= EXPIRING_SOON_DAYS ? 'expiring' : 'ok';
}
