import type { GroceryList, InventoryItem } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { expiryText, itemGroups, listsInProgress, stockByCategory, targetList } from './dashboard.helper';

const item = (name: string, over: Partial<InventoryItem> = {}) =>
  ({
    id: name.length,
    name,
    quantity: '1',
    minStockLevel: '0',
    category: 'Dairy',
    expirationDate: null,
    ...over,
  }) as InventoryItem;
const list = (id: number, items: { purchased: boolean }[], updatedAt = '2026-11-20T00:00:00Z') =>
  ({ id, name: `L${id}`, createdAt: updatedAt, updatedAt, items }) as unknown as GroceryList;

describe('dashboard helpers', () => {
  it('groups expired, expiring within 3 days and low-stock items; used-up items are not expired', () => {
    const groups = itemGroups(
      [
        item('Milk', { expirationDate: '2026-11-23' }),
        item('Gone', { expirationDate: '2026-11-20', quantity: '0' }),
        item('Yogurt', { expirationDate: '2026-11-27' }),
        item('Ham', { expirationDate: '2026-11-28' }),
        item('Rice', { quantity: '1', minStockLevel: '2' }),
      ],
      '2026-11-24',
    );
    expect(groups.expired.map((i) => i.name)).toEqual(['Milk']);
    expect(groups.expiring.map((i) => i.name)).toEqual(['Yogurt']);
    expect(groups.low.map((i) => i.name)).toEqual(['Gone', 'Rice']);
    expect(expiryText('2026-11-25', '2026-11-24')).toBe('Expires tomorrow');
    expect(expiryText('2026-11-20', '2026-11-24')).toBe('Expired 4 days ago');
  });

  it('counts stock by category, fullest first; lists in progress have lines left', () => {
    expect(
      stockByCategory([
        item('a'),
        item('b'),
        item('c', { category: 'Produce' }),
        item('d', { quantity: '0' }),
      ]),
    ).toEqual([
      { category: 'Dairy', count: 2 },
      { category: 'Produce', count: 1 },
    ]);
    const lists = [list(1, [{ purchased: true }]), list(2, [{ purchased: false }, { purchased: true }])];
    expect(listsInProgress(lists).map((p) => [p.list.id, p.left, p.total])).toEqual([[2, 1, 2]]);
    expect(targetList(lists)?.id).toBe(2);
    expect(targetList([])).toBeUndefined();
  });
});
