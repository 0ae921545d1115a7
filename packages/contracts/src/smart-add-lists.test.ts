import { describe, expect, it } from 'vitest';
import { beingShopped, listsToOffer, quickAddGroceryBody } from './smart-add-lists';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();
const list = (id: number, changed: number, items: { purchased: boolean; ago: number }[]) => ({
  id,
  name: `List ${id}`,
  createdAt: at(100),
  updatedAt: at(changed),
  items: items.map((i) => ({ purchased: i.purchased, updatedAt: at(i.ago) })),
});

describe('listsToOffer: the lists in progress, the one being shopped from first', () => {
  it('a tick within the trip (3 hours) puts its list first, though another changed since', () => {
    const shopping = list(1, 2, [
      { purchased: true, ago: 1 },
      { purchased: false, ago: 2 },
    ]);
    const newer = list(2, 0.1, [{ purchased: false, ago: 0.1 }]);
    expect(listsToOffer([newer, shopping], NOW).map((l) => l.id)).toEqual([1, 2]);
    expect(beingShopped(shopping, NOW)).toBe(true);
    expect(beingShopped(newer, NOW)).toBe(false);
  });
  it('an older tick is another trip: most recently changed first', () => {
    const old = list(1, 5, [
      { purchased: true, ago: 5 },
      { purchased: false, ago: 6 },
    ]);
    const newer = list(2, 4, [{ purchased: false, ago: 4 }]);
    expect(listsToOffer([old, newer], NOW).map((l) => l.id)).toEqual([2, 1]);
  });
  it('lists all bought are done and not offered; an empty list is', () => {
    const done = list(1, 0, [{ purchased: true, ago: 0.5 }]);
    const empty = list(2, 1, []);
    expect(listsToOffer([done, empty], NOW).map((l) => l.id)).toEqual([2]);
  });
});

describe('quickAddGroceryBody', () => {
  it('a chosen list needs no name; a new list does', () => {
    expect(quickAddGroceryBody.safeParse({ listId: 3, items: [{ name: 'Milk' }] }).success).toBe(true);
    const noName = quickAddGroceryBody.safeParse({ listId: null, items: [{ name: 'Milk' }] });
    expect(noName.error?.issues[0]).toMatchObject({ path: ['name'], message: 'List name is required' });
  });
});
