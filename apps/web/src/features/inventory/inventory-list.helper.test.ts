import type { InventoryItem } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  filterAndSort,
  isFiltering,
  type ListQuery,
  pageOf,
  toRows,
} from './inventory-list.helper';

const TODAY = '2026-11-22';
let nextId = 1;
function item(overrides: Partial<InventoryItem>): InventoryItem {
  return {
    id: nextId++,
    familyId: 1,
    name: 'Item',
    quantity: '1',
    unit: 'pieces',
    category: 'Produce',
    expirationDate: null,
    minStockLevel: '0',
    barcode: null,
    userId: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
const names = (rows: { item: InventoryItem }[]) => rows.map((r) => r.item.name);
const query = (q: Partial<ListQuery> = {}): ListQuery => ({
  search: '',
  category: ALL_CATEGORIES,
  sort: 'name',
  ...q,
});

const items = [
  item({ name: 'milk', category: 'Dairy', expirationDate: '2026-11-24', quantity: '1', minStockLevel: '2' }),
  item({ name: 'Apples', category: 'Produce', expirationDate: '2026-12-30', quantity: '6' }),
  item({ name: 'Bread', category: 'Bakery', expirationDate: '2026-11-20', quantity: '1' }),
  item({ name: 'Rice', category: 'Pantry', barcode: '5000112637922', quantity: '0' }),
  item({ name: 'Item 10', category: 'Other' }),
  item({ name: 'Item 9', category: 'Other' }),
];
const rows = toRows(items, TODAY);

describe('toRows', () => {
  it('works out the stock status and the expiry state once', () => {
    const byName = Object.fromEntries(rows.map((r) => [r.item.name, r]));
    expect(byName.milk).toMatchObject({ status: 'Low Stock', expiry: 'expiring' });
    expect(byName.Bread).toMatchObject({ status: 'In Stock', expiry: 'expired' });
    expect(byName.Apples).toMatchObject({ status: 'In Stock', expiry: 'ok' });
    expect(byName.Rice).toMatchObject({ status: 'Low Stock', expiry: 'none' });
  });
});

describe('filterAndSort', () => {
  it('searches names without regard to case, and barcodes', () => {
    expect(names(filterAndSort(rows, query({ search: ' MILK ' })))).toEqual(['milk']);
    expect(names(filterAndSort(rows, query({ search: '50001126' })))).toEqual(['Rice']);
    expect(names(filterAndSort(rows, query({ search: 'zzz' })))).toEqual([]);
  });

  it('filters by category, and combines it with the search', () => {
    expect(names(filterAndSort(rows, query({ category: 'Other' })))).toEqual(['Item 9', 'Item 10']);
    expect(names(filterAndSort(rows, query({ category: 'Dairy', search: 'apple' })))).toEqual([]);
  });

  it('sorts by name naturally and without regard to case', () => {
    expect(names(filterAndSort(rows, query()))).toEqual([
      'Apples',
      'Bread',
      'Item 9',
      'Item 10',
      'milk',
      'Rice',
    ]);
  });

  it('puts the expired and soon-expiring first, undated items last', () => {
    expect(names(filterAndSort(rows, query({ sort: 'expiring' })))).toEqual([
      'Bread',
      'milk',
      'Apples',
      'Item 9',
      'Item 10',
      'Rice',
    ]);
  });

  it('sorts by category, and puts low stock first', () => {
    expect(names(filterAndSort(rows, query({ sort: 'category' })))).toEqual([
      'Bread',
      'milk',
      'Item 9',
      'Item 10',
      'Rice',
      'Apples',
    ]);
    expect(names(filterAndSort(rows, query({ sort: 'low' }))).slice(0, 2)).toEqual(['milk', 'Rice']);
  });

  it('filters and sorts 2,000 items correctly (its speed: npm run bench:inventory-search)', () => {
    const many = toRows(
      Array.from({ length: 2000 }, (_, i) =>
        item({
          name: `Product ${i} ${['Milk', 'Flour', 'Beans'][i % 3]}`,
          category: i % 2 ? 'Dairy' : 'Pantry',
        }),
      ),
      TODAY,
    );
    const flour = filterAndSort(many, { search: 'flour', category: 'Pantry', sort: 'name' });
    // Flour is every third item and Pantry every other: i = 1 (mod 3) and i even, 333 of them.
    expect(flour).toHaveLength(333);
    expect(flour.every((r) => r.item.name.endsWith('Flour') && r.item.category === 'Pantry')).toBe(true);
    expect(filterAndSort(many, { search: '', category: ALL_CATEGORIES, sort: 'name' })).toHaveLength(2000);
  });
});

describe('isFiltering', () => {
  it('is true when a search or a category narrows the list', () => {
    expect(isFiltering({ search: '', category: ALL_CATEGORIES })).toBe(false);
    expect(isFiltering({ search: '  ', category: ALL_CATEGORIES })).toBe(false);
    expect(isFiltering({ search: 'a', category: ALL_CATEGORIES })).toBe(true);
    expect(isFiltering({ search: '', category: 'Dairy' })).toBe(true);
  });
});

describe('pageOf', () => {
  const numbers = Array.from({ length: 120 }, (_, i) => i + 1);
  it('cuts the list into pages of 50', () => {
    expect(pageOf(numbers, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50, total: 120 });
    expect(pageOf(numbers, 3)).toMatchObject({ page: 3, first: 101, last: 120 });
    expect(pageOf(numbers, 3).rows).toHaveLength(20);
  });
  it('shows the last page when asked for one past the end, and one empty page for nothing', () => {
    expect(pageOf(numbers, 9).page).toBe(3);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0, rows: [] });
  });
});
