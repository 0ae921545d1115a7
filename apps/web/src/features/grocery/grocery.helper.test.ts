import type { GroceryItem } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  categoryEmoji,
  groupByShopOrder,
  moveCategory,
  pantryHoldsEnough,
  scaledNeed,
  withPendingTicks,
} from './grocery.helper';

let nextId = 1;
const line = (name: string, category: string, purchased = false, more: GroceryItem['moreAmounts'] = []) =>
  ({
    id: nextId++,
    groceryListId: 1,
    name,
    quantity: '1',
    unit: 'each',
    moreAmounts: more,
    category,
    purchased,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    version: 1,
  }) satisfies GroceryItem;

describe('categoryEmoji', () => {
  it('has the seven categories of spec 2.10 and a box for the rest', () => {
    expect(
      ['Bakery', 'Dairy', 'Produce', 'Meat', 'Frozen', 'Beverages', 'Pantry'].map(categoryEmoji),
    ).toEqual(['🍞', '🥛', '🥬', '🥩', '🧊', '🥤', '🥫']);
    expect(categoryEmoji('Snacks')).toBe('📦');
    expect(categoryEmoji('dairy')).toBe('🥛');
  });
});

describe('amountText', () => {
  it('keeps every amount of a line', () => {
    expect(amountText({ quantity: '1', unit: 'bags', moreAmounts: [{ quantity: '2', unit: 'each' }] })).toBe(
      '1 bag + 2 each',
    );
    expect(amountText({ quantity: '1.50', unit: 'gallons', moreAmounts: [] })).toBe('1.5 gallons');
  });
});

describe('groupByShopOrder', () => {
  it('groups by the shop order, unknown categories last, still-to-buy first in each group', () => {
    const items = [
      line('Milk', 'Dairy', true),
      line('Apples', 'Produce'),
      line('Yogurt', 'Dairy'),
      line('Chips', 'Weird'),
    ];
    const groups = groupByShopOrder(items, ['Dairy', 'Produce']);
    expect(groups.map((g) => g.category)).toEqual(['Dairy', 'Produce', 'Weird']);
    expect(groups[0]!.items.map((i) => i.name)).toEqual(['Yogurt', 'Milk']);
  });
});

describe('moveCategory', () => {
  it('moves one place and stops at the ends', () => {
    expect(moveCategory(['A', 'B', 'C'], 'B', -1)).toEqual(['B', 'A', 'C']);
    expect(moveCategory(['A', 'B', 'C'], 'B', 1)).toEqual(['A', 'C', 'B']);
    expect(moveCategory(['A', 'B', 'C'], 'A', -1)).toEqual(['A', 'B', 'C']);
  });
});

describe('withPendingTicks', () => {
  it('shows the ticks on their way as made', () => {
    const a = line('Milk', 'Dairy');
    const b = line('Eggs', 'Dairy', true);
    const shown = withPendingTicks([a, b], new Map([[a.id, true]]));
    expect(shown.map((i) => i.purchased)).toEqual([true, true]);
    expect(shown[1]).toBe(b);
  });
});

describe('pantryHoldsEnough', () => {
  it('scales the ingredient and counts the same product across units', () => {
    const need = scaledNeed({ name: 'flour, sifted', quantity: '1', unit: 'cup' }, 4, 8);
    expect(need).toEqual({ name: 'flour, sifted', quantity: 2, unit: 'cups' });
    expect(pantryHoldsEnough(need, [{ name: 'Flour', quantity: '1', unit: 'kg' }])).toBe(true);
    expect(pantryHoldsEnough(need, [{ name: 'Flour', quantity: '100', unit: 'g' }])).toBe(false);
    expect(pantryHoldsEnough(need, [{ name: 'Rye flour', quantity: '5', unit: 'kg' }])).toBe(false);
  });
  it('uses the family links', () => {
    const need = scaledNeed({ name: 'scallions', quantity: '2', unit: 'each' }, 2, 2);
    const pantry = [{ name: 'Green onions', quantity: '3', unit: 'each' }];
    expect(pantryHoldsEnough(need, pantry)).toBe(false);
    expect(pantryHoldsEnough(need, pantry, [['scallions', 'green onions']])).toBe(true);
  });
});
