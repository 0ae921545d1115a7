import { describe, expect, it } from 'vitest';
import { expiryState, isLow, STOCK_STATUSES, stockStatus, toNumber } from './stock';

describe('isLow', () => {
  it('is low when the quantity is at or below the threshold', () => {
    expect(isLow(1, 2)).toBe(true);
    expect(isLow(2, 2)).toBe(true);
    expect(isLow(2.01, 2)).toBe(false);
  });

  it('parses numeric strings on either side', () => {
    expect(isLow('0.50', '1')).toBe(true);
    expect(isLow('10', '9.99')).toBe(false);
    expect(isLow(' 3 ', 3)).toBe(true);
  });

  it('is never low for something that is not a number (an empty string is not zero)', () => {
    expect(isLow('', 1)).toBe(false);
    expect(isLow('abc', 1)).toBe(false);
    expect(isLow(1, null)).toBe(false);
  });
});

describe('stockStatus', () => {
  it("reads 'Low Stock' at or below the minimum stock level and 'In Stock' above it", () => {
    expect(stockStatus({ quantity: '2', minStockLevel: '2' })).toBe('Low Stock');
    expect(stockStatus({ quantity: '1.5', minStockLevel: '2' })).toBe('Low Stock');
    expect(stockStatus({ quantity: '3', minStockLevel: '2' })).toBe('In Stock');
    expect(STOCK_STATUSES).toEqual({ low: 'Low Stock', in: 'In Stock' });
  });

  it('treats a missing minimum as 0, so only an empty item is low', () => {
    expect(stockStatus({ quantity: '0' })).toBe('Low Stock');
    expect(stockStatus({ quantity: '0.01', minStockLevel: null })).toBe('In Stock');
  });
});

describe('expiryState', () => {
  const today = '2026-11-22';
  it('is expired before today', () => {
    expect(expiryState('2026-11-21', today)).toBe('expired');
    expect(expiryState('2025-01-01', today)).toBe('expired');
  });
  it('is expiring from today to three days ahead', () => {
    expect(expiryState('2026-11-22', today)).toBe('expiring');
    expect(expiryState('2026-11-25', today)).toBe('expiring');
  });
  it('is ok later than that, and none without a readable date', () => {
    expect(expiryState('2026-11-26', today)).toBe('ok');
    expect(expiryState(null, today)).toBe('none');
    expect(expiryState('', today)).toBe('none');
    expect(expiryState('soon', today)).toBe('none');
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric strings, and nothing else', () => {
    expect(toNumber('2.5')).toBe(2.5);
    expect(toNumber(3)).toBe(3);
    expect(toNumber('')).toBeNaN();
    expect(toNumber(undefined)).toBeNaN();
  });
});
