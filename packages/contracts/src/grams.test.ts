import { describe, expect, it } from 'vitest';
import { approximateGrams, approximateWeight, formatWeight, weighedUnit } from './grams';

// Spec 9 as the family sees it, through the functions: a wrong constant or a wrong function fails here.

describe('spec 9: approximate grams per unit', () => {
  // Spec 9's list: g 1, kg 1000, oz 28.35, lbs 453.59, cups 120, tbsp 7.5, tsp 2.5, ml 1, liters 1000,
  // gallons 3785, quarts 946, pints 473, cans 400, bottles 500, jars 250, loaves 800 (each: never shown).
  it.each([
    ['g', 1],
    ['kg', 1000],
    ['oz', 28.35],
    ['lbs', 453.59],
    ['cups', 120],
    ['tbsp', 7.5],
    ['tsp', 2.5],
    ['ml', 1],
    ['liters', 1000],
    ['gallons', 3785],
    ['quarts', 946],
    ['pints', 473],
    ['cans', 400],
    ['bottles', 500],
    ['jars', 250],
    ['loaves', 800],
  ] as const)('1 %s weighs %d g', (unit, grams) => {
    expect(approximateGrams('1', unit)).toBeCloseTo(grams, 6);
    expect(approximateGrams(1, unit)).toBeCloseTo(grams, 6);
  });

  it('weighs in proportion to the quantity, whole, decimal, fraction or mixed', () => {
    expect(approximateGrams('3', 'cups')).toBeCloseTo(360, 6);
    expect(approximateGrams('0.5', 'kg')).toBeCloseTo(500, 6);
    expect(approximateGrams('1/4', 'lbs')).toBeCloseTo(453.59 / 4, 6);
    expect(approximateGrams('1 1/2', 'tbsp')).toBeCloseTo(11.25, 6);
    expect(approximateGrams('½', 'cups')).toBeCloseTo(60, 6);
    for (const unit of ['g', 'oz', 'cups', 'quarts', 'jars'])
      expect(approximateGrams('7', unit)).toBeCloseTo(7 * approximateGrams('1', unit)!, 6);
  });

  it('keeps the kitchen relations between units', () => {
    const grams = (unit: string) => approximateGrams('1', unit)!;
    expect(grams('kg')).toBe(1000 * grams('g'));
    expect(grams('liters')).toBe(1000 * grams('ml'));
    // A litre of water weighs a kilogram.
    expect(grams('liters')).toBe(grams('kg'));
    expect(grams('ml')).toBe(grams('g'));
    expect(grams('tbsp')).toBeCloseTo(3 * grams('tsp'), 6);
    expect(grams('cups')).toBeCloseTo(16 * grams('tbsp'), 6);
    expect(16 * grams('oz')).toBeCloseTo(grams('lbs'), 0);
    expect(2 * grams('pints')).toBeCloseTo(grams('quarts'), 0);
    expect(4 * grams('quarts')).toBeCloseTo(grams('gallons'), -1);
    // Heavier to lighter, as the units are.
    const order = ['kg', 'lbs', 'oz', 'g'].map(grams);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('weighs a unit as it is written the same as its spec name', () => {
    for (const [written, unit] of [
      ['Cup', 'cups'],
      ['cup', 'cups'],
      ['tablespoons', 'tbsp'],
      ['Tablespoon', 'tbsp'],
      ['teaspoon', 'tsp'],
      ['lb.', 'lbs'],
      ['pounds', 'lbs'],
      ['ounces', 'oz'],
      ['grams', 'g'],
      ['kilograms', 'kg'],
      ['litre', 'liters'],
      ['milliliters', 'ml'],
      ['quart', 'quarts'],
      ['pint', 'pints'],
      ['gallon', 'gallons'],
      ['can', 'cans'],
      ['loaf', 'loaves'],
      [' KG ', 'kg'],
    ]) {
      expect(weighedUnit(written), written).toBe(unit);
      expect(approximateGrams('2', written), written).toBe(approximateGrams('2', unit));
    }
    expect(weighedUnit('handful')).toBeNull();
    expect(approximateWeight('2', 'tablespoons')).toBe('about 15g');
  });
});

describe("spec 2.8 and 9: 'each' never shows a weight", () => {
  it.each(['each', 'Each', ' EACH '])("no grams and no weight for '%s', whatever the quantity", (unit) => {
    expect(weighedUnit(unit)).toBe('each');
    for (const quantity of ['1', '3', '0.5', '12', 50]) {
      expect(approximateGrams(quantity, unit)).toBeNull();
      expect(approximateWeight(quantity, unit)).toBeNull();
    }
  });
});

describe('approximateWeight', () => {
  it.each([
    ['2', 'cups', 'about 240g'],
    ['1.5', 'cups', 'about 180g'],
    ['1 1/2', 'tbsp', 'about 11g'],
    ['8', 'oz', 'about 227g'],
    ['1', 'lbs', 'about 454g'],
    ['2.5', 'lbs', 'about 1.1kg'],
    ['10', 'cups', 'about 1.2kg'],
    ['1', 'liters', 'about 1.0kg'],
    ['1', 'gallons', 'about 3.8kg'],
    ['2', 'quarts', 'about 1.9kg'],
    ['1', 'pints', 'about 473g'],
    ['3', 'tsp', 'about 8g'],
    ['250', 'ml', 'about 250g'],
    ['1', 'bottles', 'about 500g'],
    ['2', 'jars', 'about 500g'],
    ['999.6', 'g', 'about 1.0kg'],
    ['999.4', 'g', 'about 999g'],
    ['1', 'cans', 'about 400g'],
    ['1', 'loaves', 'about 800g'],
    ['0.125', 'tsp', 'about 1g'],
  ])('%s %s weighs %s', (quantity, unit, expected) => {
    expect(approximateWeight(quantity, unit)).toBe(expected);
  });

  it('shows no weight for units without a gram value or quantities that are not numbers', () => {
    expect(approximateWeight('2', 'dozen')).toBeNull();
    expect(approximateWeight('1', 'boxes')).toBeNull();
    expect(approximateWeight('1', '')).toBeNull();
    expect(approximateWeight('1', null)).toBeNull();
    expect(approximateWeight('2-3', 'cups')).toBeNull();
    expect(approximateWeight('', 'cups')).toBeNull();
    expect(approximateWeight(null, 'cups')).toBeNull();
    expect(approximateWeight('0', 'cups')).toBeNull();
  });
});

describe('formatWeight', () => {
  it("'about Ng' under 1000 g, in kg with one decimal from 1000 g", () => {
    expect(formatWeight(1000)).toBe('about 1.0kg');
    expect(formatWeight(1234)).toBe('about 1.2kg');
    expect(formatWeight(12_345)).toBe('about 12.3kg');
    expect(formatWeight(999)).toBe('about 999g');
    expect(formatWeight(240.4)).toBe('about 240g');
    expect(formatWeight(240.5)).toBe('about 241g');
  });

  it("never 'about 0g': under half a gram still weighs something", () => {
    expect(formatWeight(0.2)).toBe('about 1g');
  });
});
