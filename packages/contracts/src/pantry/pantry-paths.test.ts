import { describe, expect, it } from 'vitest';
import { planDraw } from './draw-plan';
import { lowStockTopUp } from './low-stock';
import { stockCategories } from './product-index';
import { planPutAway } from './put-away';
import { checkRecipe, groceryUnit } from './recipe-check';

describe('checkRecipe', () => {
  const pancakes = {
    servings: 4,
    ingredients: [
      { name: 'flour, sifted', quantity: '1', unit: 'cup' },
      { name: 'Eggs', quantity: '1 1/2', unit: '' },
      { name: 'salt', quantity: 'to taste', unit: '' },
      { name: 'garlic', quantity: '2', unit: 'cloves' },
    ],
  };

  it('gives the line a list gets: scaled, two decimals, in a grocery unit (else each; 1 without an amount)', () => {
    const lines = checkRecipe(pancakes, [], { servings: 6 });
    expect(lines.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([
      ['flour, sifted', 1.5, 'cups'],
      ['Eggs', 2.25, 'each'],
      ['salt', 1.5, 'each'],
      ['garlic', 3, 'each'],
    ]);
    expect(lines.map((l) => [l.covered, l.shortfall, l.shortfallUnit, l.inPantry])).toEqual([
      [false, 1.5, 'cup', false],
      [false, 2.25, 'each', false],
      [true, 0, 'each', false],
      [false, 3, 'cloves', false],
    ]);
  });

  it('covers across units and says which ingredients the pantry holds', () => {
    const stock = [
      { id: 1, name: 'Flour', quantity: '1', unit: 'kg' },
      { id: 2, name: 'Salt', quantity: '1', unit: 'kg' },
    ];
    const lines = checkRecipe(pancakes, stock, { servings: 8 });
    expect(lines.map((l) => [l.covered, l.inPantry])).toEqual([
      [true, true],
      [false, false],
      [true, true],
      [false, false],
    ]);
    expect(
      checkRecipe(pancakes, [{ id: 1, name: 'Flour', quantity: '100', unit: 'g' }], { servings: 8 })[0],
    ).toMatchObject({ covered: false, shortfall: 1.17, shortfallUnit: 'cup' });
  });

  it('groceryUnit: a spec unit, an alias of one, else each', () => {
    expect(['Cup', 'tablespoons', 'bags', 'cloves', '', null].map(groceryUnit)).toEqual([
      'cups',
      'tbsp',
      'bags',
      'each',
      'each',
      'each',
    ]);
  });
});

describe('planDraw', () => {
  it('takes from the soonest-expiring item first, in each item own unit, and leaves expired stock', () => {
    const stock = [
      { id: 1, name: 'Milk', quantity: '1', unit: 'gallons', expirationDate: '2026-12-10' },
      { id: 2, name: 'Whole milk', quantity: '1', unit: 'quarts', expirationDate: '2026-11-25' },
      { id: 3, name: 'Milk', quantity: '5', unit: 'liters', expirationDate: '2026-11-20' },
    ];
    const [milk, custard] = planDraw(
      {
        servings: 2,
        ingredients: [
          { name: 'milk', quantity: '6', unit: 'cups' },
          { name: 'milk', quantity: '20', unit: 'cups' },
        ],
      },
      stock,
      { today: '2026-11-22' },
    );
    expect(milk).toMatchObject({
      covered: true,
      shortfall: 0,
      takes: [
        { stockId: 2, quantity: 1, unit: 'quarts' },
        { stockId: 1, quantity: 0.13, unit: 'gallons' },
      ],
    });
    // 16 cups in the gallon, 2 gone to the first ingredient: 14 left, 6 short.
    expect(custard).toMatchObject({
      covered: false,
      shortfall: 6,
      unit: 'cups',
      takes: [{ stockId: 1, quantity: 0.88, unit: 'gallons' }],
    });
  });

  it('names the items it cannot measure (no amount, or units that do not convert)', () => {
    const stock = [
      { id: 7, name: 'Garlic', quantity: '1', unit: 'bulb' },
      { id: 8, name: 'Salt', quantity: '1', unit: 'kg' },
    ];
    const plan = planDraw(
      {
        servings: 4,
        ingredients: [
          { name: 'garlic', quantity: '4', unit: 'cloves' },
          { name: 'salt', quantity: 'to taste', unit: '' },
        ],
      },
      stock,
    );
    expect(plan.map((l) => [l.covered, l.takes, l.unmeasured])).toEqual([
      [true, [], [7]],
      [true, [], [8]],
    ]);
  });
});

describe('lowStockTopUp', () => {
  it('brings each low item to its minimum (at least 1), less what the list lines covering it hold', () => {
    const stock = [
      { id: 1, name: 'Rice', quantity: '1', unit: 'kg', minStockLevel: '3' },
      { id: 2, name: 'Salt', quantity: '0.5', unit: 'kg', minStockLevel: '0.5' },
      { id: 3, name: 'Beans', quantity: '5', unit: 'cans', minStockLevel: '2' },
      { id: 4, name: 'Eggs', quantity: '2', unit: 'each', minStockLevel: '6' },
      { id: 5, name: 'Flour', quantity: '0', unit: 'kg', minStockLevel: '2' },
    ];
    const onList = [
      { name: 'eggs', quantity: '4', unit: 'each' },
      { name: 'all-purpose flour', quantity: '500', unit: 'g' },
      { name: 'rice', quantity: '5', unit: 'kg', purchased: true },
    ];
    expect(lowStockTopUp(stock, onList)).toEqual([
      { stockId: 1, name: 'Rice', quantity: '2', unit: 'kg' },
      { stockId: 2, name: 'Salt', quantity: '1', unit: 'kg' },
      { stockId: 5, name: 'Flour', quantity: '1.5', unit: 'kg' },
    ]);
  });

  it('what one item takes from the list is gone for the next item of that product', () => {
    const stock = [
      { id: 1, name: 'Milk', quantity: '0', unit: 'gallons', minStockLevel: '1' },
      { id: 2, name: 'Milk', quantity: '0', unit: 'gallons', minStockLevel: '1' },
    ];
    expect(lowStockTopUp(stock, [{ name: 'Milk', quantity: '1', unit: 'gallons' }])).toEqual([
      { stockId: 2, name: 'Milk', quantity: '1', unit: 'gallons' },
    ]);
  });
});

describe('planPutAway', () => {
  it('adds each amount to the first item of the same product whose unit converts, else makes one', () => {
    const stock = [
      { id: 1, name: 'Flour', unit: 'bags' },
      { id: 2, name: 'flour', unit: 'kg' },
      { id: 3, name: 'Milk', unit: 'gallons' },
    ];
    const plan = planPutAway(
      stock,
      [
        { name: 'Flour', category: 'Pantry', amounts: [{ quantity: '500', unit: 'g' }] },
        { name: 'All-purpose flour', category: 'Pantry', amounts: [{ quantity: '1', unit: 'kg' }] },
        { name: 'Green onions', category: 'Produce', amounts: [{ quantity: '2', unit: 'each' }] },
        {
          name: 'green onion',
          category: 'Produce',
          amounts: [
            { quantity: '1', unit: 'each' },
            { quantity: '1', unit: 'bags' },
          ],
        },
        { name: 'Scallions', category: 'Produce', amounts: [{ quantity: '1', unit: 'each' }] },
      ],
      [['scallions', 'green onions']],
    );
    expect(plan.deltas).toEqual([{ id: 2, delta: 0.5 }]);
    expect(plan.fresh).toEqual([
      { name: 'All-purpose flour', quantity: 1, unit: 'kg', category: 'Pantry' },
      { name: 'Green onions', quantity: 4, unit: 'each', category: 'Produce' },
      { name: 'green onion', quantity: 1, unit: 'bags', category: 'Produce' },
    ]);
  });
});

describe('stockCategories', () => {
  it('takes the category of the same product, else of a stock item covering the name', () => {
    const category = stockCategories(
      [
        { name: 'Flour', category: 'Pantry' },
        { name: 'Whole milk', category: 'Dairy' },
        { name: 'Scallions', category: 'Produce' },
      ],
      [['scallions', 'green onions']],
    );
    expect(
      ['flour', 'All-purpose flour', 'milk', 'coconut milk', 'green onions', 'rye flour'].map(category),
    ).toEqual(['Pantry', 'Pantry', 'Dairy', undefined, 'Produce', undefined]);
  });
});
