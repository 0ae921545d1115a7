import type { GroceryItem } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  categoryEmoji,
  groupByShopOrder,
  moveCategory,
  recipeLines,
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

describe('recipeLines', () => {
  const stock = (name: string, quantity: string, unit: string, expirationDate: string | null = null) => ({
    id: nextId++,
    name,
    quantity,
    unit,
    expirationDate,
  });
  const today = '2026-11-22';
  const recipe = (name: string, quantity: string, unit: string, servings = 4) => ({
    servings,
    ingredients: [{ name, quantity, unit }],
  });

  it('scales the ingredient and counts the same product across units', () => {
    const flour = recipe('flour, sifted', '1', 'cup');
    const [line] = recipeLines(flour, 8, [stock('Flour', '1', 'kg')], [], today);
    expect(line).toMatchObject({ name: 'flour, sifted', quantity: 2, unit: 'cups', covered: true });
    expect(recipeLines(flour, 8, [stock('Flour', '100', 'g')], [], today)[0]).toMatchObject({
      covered: false,
      shortfall: 1.17,
    });
    expect(recipeLines(flour, 8, [stock('Rye flour', '5', 'kg')], [], today)[0]!.covered).toBe(false);
  });
  it("covers with the one pantry rule: 'Flour' covers 'all-purpose flour', expired stock does not", () => {
    const flour = recipe('all-purpose flour', '2', 'cups');
    expect(recipeLines(flour, 4, [stock('Flour', '1', 'kg')], [], today)[0]!.covered).toBe(true);
    expect(recipeLines(flour, 4, [stock('Flour', '1', 'kg', '2026-11-21')], [], today)[0]!.covered).toBe(
      false,
    );
  });
  it('uses the family links', () => {
    const scallions = recipe('scallions', '2', 'each', 2);
    const pantry = [stock('Green onions', '3', 'each')];
    expect(recipeLines(scallions, 2, pantry, [], today)[0]!.covered).toBe(false);
    expect(recipeLines(scallions, 2, pantry, [['scallions', 'green onions']], today)[0]!.covered).toBe(true);
  });
  it('covers nothing without the pantry, so every ingredient is ticked', () => {
    const salt = recipe('salt', 'to taste', '');
    expect(recipeLines(salt, 4, [], [], today)[0]!.covered).toBe(true);
    expect(recipeLines(salt, 4, undefined, [], today)[0]!.covered).toBe(false);
  });
});
