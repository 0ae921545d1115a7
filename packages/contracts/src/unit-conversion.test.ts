import { describe, expect, it } from 'vitest';
import { UNITS } from './inventory';
import {
  type Amount,
  addAmount,
  convertQuantity,
  formatAmountQuantity,
  formatAmounts,
  normalizeUnit,
  unitConversion,
} from './unit-conversion';

describe('normalizeUnit', () => {
  it.each([
    ['Cup', 'cups'],
    ['tablespoons', 'tbsp'],
    ['lb.', 'lbs'],
    ['Pounds', 'lbs'],
    ['piece', 'each'],
    ['pieces', 'each'],
    [' Each ', 'each'],
    ['Dozen', 'dozen'],
    ['bag', 'bag'],
    ['Bags', 'bag'],
    ['boxes', 'box'],
    ['bunches', 'bunch'],
    ['loaf', 'loaves'],
    ['', ''],
  ])('%j -> %j', (unit, normal) => {
    expect(normalizeUnit(unit)).toBe(normal);
  });
});

describe('convertQuantity', () => {
  it.each([
    // Mass, exact.
    [1, 'kg', 'g', 1000],
    [1, 'lbs', 'oz', 16],
    [1, 'lb', 'g', 453.59237],
    [2, 'oz', 'g', 56.69904625],
    // Volume, US kitchen measures, exact.
    [1, 'gallons', 'quarts', 4],
    [1, 'gallon', 'pints', 8],
    [1, 'gallons', 'cups', 16],
    [1, 'cups', 'tbsp', 16],
    [1, 'cup', 'teaspoons', 48],
    [1, 'tbsp', 'tsp', 3],
    [2, 'quarts', 'gallons', 0.5],
    [1, 'liters', 'ml', 1000],
    // Counts.
    [1, 'dozen', 'each', 12],
    [6, 'pieces', 'dozen', 0.5],
    [3, 'piece', 'pieces', 3],
    // The same unit, however spelled.
    [2, 'bags', 'bag', 2],
    [2.5, 'Jars', 'jar', 2.5],
  ])('%s %s = %s %s', (quantity, from, to, expected) => {
    expect(convertQuantity(quantity, from, to)).toBeCloseTo(expected, 9);
  });

  it('uses 1 cup = 236.588 ml', () => {
    expect(convertQuantity(1, 'cups', 'ml')).toBeCloseTo(236.588, 3);
    expect(convertQuantity(1000, 'ml', 'liters')).toBe(1);
  });

  it("goes through spec 9's grams-per-unit table across mass and volume or containers", () => {
    expect(convertQuantity(2, 'cups', 'g')).toBeCloseTo(240, 9);
    expect(convertQuantity(500, 'g', 'cups')).toBeCloseTo(500 / 120, 9);
    expect(convertQuantity(1, 'cans', 'g')).toBeCloseTo(400, 9);
    expect(convertQuantity(1, 'kg', 'loaves')).toBeCloseTo(1.25, 9);
    expect(convertQuantity(3, 'tbsp', 'oz')).toBeCloseTo(22.5 / 28.35, 9);
  });

  it('has no conversion for units without one, nor for each and weight', () => {
    expect(convertQuantity(1, 'bags', 'each')).toBeNull();
    expect(convertQuantity(1, 'boxes', 'g')).toBeNull();
    expect(convertQuantity(1, 'bunch', 'sprig')).toBeNull();
    expect(convertQuantity(2, 'each', 'g')).toBeNull();
    expect(convertQuantity(100, 'g', 'pieces')).toBeNull();
    expect(convertQuantity(1, 'dozen', 'kg')).toBeNull();
  });

  it('tells exact conversions from approximate ones', () => {
    expect(unitConversion('gallons', 'quarts')).toEqual({ factor: 4, exact: true });
    expect(unitConversion('cups', 'g')).toEqual({ factor: 120, exact: false });
    expect(unitConversion('bags', 'Bag')).toEqual({ factor: 1, exact: true });
    expect(unitConversion('bags', 'each')).toBeNull();
  });

  it('converts every pair of the inventory units both ways consistently', () => {
    let convertible = 0;
    for (const from of UNITS) {
      for (const to of UNITS) {
        const there = convertQuantity(3, from, to);
        if (there === null) {
          expect(convertQuantity(3, to, from), `${to} -> ${from}`).toBeNull();
          continue;
        }
        convertible++;
        expect(convertQuantity(there, to, from), `${from} -> ${to} -> ${from}`).toBeCloseTo(3, 9);
      }
    }
    // Mass, volume and containers through the table (16 units), and each/pieces/dozen among themselves.
    expect(convertible).toBe(16 * 16 + 3 * 3 + 2);
  });
});

describe('formatAmountQuantity', () => {
  it.each([
    [1.5, '1.5'],
    [6.166666, '6.17'],
    [2, '2'],
    [0.1 + 0.2, '0.3'],
    [1.005, '1.01'],
    [0.004, '0'],
  ])('%s -> %s', (value, text) => {
    expect(formatAmountQuantity(value)).toBe(text);
  });
});

describe('addAmount', () => {
  const a = (quantity: string, unit: string): Amount => ({ quantity, unit });

  it('adds 2 quarts to 1 gallon: 1.5 gallons', () => {
    expect(addAmount([a('1', 'gallons')], a('2', 'quarts'))).toEqual([a('1.5', 'gallons')]);
  });

  it('adds 500 g of flour to 2 cups through the grams table, in cups', () => {
    expect(addAmount([a('2', 'cups')], a('500', 'g'))).toEqual([a('6.17', 'cups')]);
  });

  it('adds the same unit however it is spelled, keeping the line unit', () => {
    expect(addAmount([a('1', 'bags')], a('2', 'bag'))).toEqual([a('3', 'bags')]);
    expect(addAmount([a('1', 'pieces')], a('1', 'piece'))).toEqual([a('2', 'pieces')]);
    expect(addAmount([a('1', 'dozen')], a('6', 'each'))).toEqual([a('1.5', 'dozen')]);
  });

  it('keeps a second amount when there is no conversion, never dropping one', () => {
    const line = addAmount([a('1', 'bags')], a('2', 'each'));
    expect(line).toEqual([a('1', 'bags'), a('2', 'each')]);
    expect(formatAmounts(line)).toBe('1 bag + 2 each');
    // A later amount goes into the amount it converts to.
    expect(addAmount(line, a('1', 'dozen'))).toEqual([a('1', 'bags'), a('14', 'each')]);
    expect(addAmount(line, a('1', 'bags'))).toEqual([a('2', 'bags'), a('2', 'each')]);
    expect(addAmount(line, a('1', 'boxes'))).toEqual([a('1', 'bags'), a('2', 'each'), a('1', 'boxes')]);
  });

  it('prefers an exact conversion over the grams table', () => {
    const line = [a('1', 'cans'), a('1', 'cups')];
    expect(addAmount(line, a('8', 'tbsp'))).toEqual([a('1', 'cans'), a('1.5', 'cups')]);
    // Only the table converts grams here: into the main amount first.
    expect(addAmount(line, a('400', 'g'))).toEqual([a('2', 'cans'), a('1', 'cups')]);
  });

  it('appends an amount whose quantity is not a number, and skips a line amount that is not one', () => {
    expect(addAmount([a('1', 'tsp')], a('a pinch', 'tsp'))).toEqual([a('1', 'tsp'), a('a pinch', 'tsp')]);
    expect(addAmount([a('2-3', 'cups'), a('1', 'cups')], a('1', 'cups'))).toEqual([
      a('2-3', 'cups'),
      a('2', 'cups'),
    ]);
  });

  it('starts an empty line with the amount, and leaves the line given unchanged', () => {
    expect(addAmount([], a('2', 'lbs'))).toEqual([a('2', 'lbs')]);
    const line = [a('1', 'kg')];
    expect(addAmount(line, a('500', 'g'))).toEqual([a('1.5', 'kg')]);
    expect(line).toEqual([a('1', 'kg')]);
  });

  it('reads quantities as the API and recipes write them', () => {
    expect(addAmount([a('1.50', 'lbs')], a('8', 'oz'))).toEqual([a('2', 'lbs')]);
    expect(addAmount([a('1 1/2', 'cups')], a('1/2', 'cup'))).toEqual([a('2', 'cups')]);
  });
});

describe('formatAmounts', () => {
  it.each([
    [[{ quantity: '1.5', unit: 'gallons' }], '1.5 gallons'],
    [[{ quantity: '1.50', unit: 'lbs' }], '1.5 lbs'],
    [[{ quantity: '1', unit: 'pieces' }], '1 piece'],
    [[{ quantity: '2', unit: 'pieces' }], '2 pieces'],
    [[{ quantity: '1', unit: 'gallons' }], '1 gallon'],
    [[{ quantity: '1/2', unit: 'cups' }], '1/2 cup'],
    [
      [
        { quantity: '1', unit: 'bags' },
        { quantity: '2', unit: 'each' },
      ],
      '1 bag + 2 each',
    ],
    [[{ quantity: 'a pinch', unit: '' }], 'a pinch'],
    [[], ''],
  ])('%j -> %j', (amounts, text) => {
    expect(formatAmounts(amounts)).toBe(text);
  });
});
