import { describe, expect, it } from 'vitest';
import { approximateGrams, approximateWeight, formatWeight, GRAMS_PER_UNIT, weighedUnit } from './grams';

describe('GRAMS_PER_UNIT', () => {
  it('holds the spec 9 constants', () => {
    expect(GRAMS_PER_UNIT).toEqual({
      g: 1,
      kg: 1000,
      oz: 28.35,
      lbs: 453.59,
      cups: 120,
      tbsp: 7.5,
      tsp: 2.5,
      ml: 1,
      liters: 1000,
      gallons: 3785,
      quarts: 946,
      pints: 473,
      each: 50,
      cans: 400,
      bottles: 500,
      jars: 250,
      loaves: 800,
    });
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
    ['999.6', 'g', 'about 1.0kg'],
    ['999.4', 'g', 'about 999g'],
    ['1', 'cans', 'about 400g'],
    ['1', 'loaves', 'about 800g'],
    ['0.125', 'tsp', 'about 1g'],
  ])('%s %s weighs %s', (quantity, unit, expected) => {
    expect(approximateWeight(quantity, unit)).toBe(expected);
  });

  it("shows no weight for unit 'each'", () => {
    expect(approximateWeight('3', 'each')).toBeNull();
    expect(approximateGrams('3', 'Each')).toBeNull();
  });

  it('shows no weight for units without a gram value or quantities that are not numbers', () => {
    expect(approximateWeight('2', 'dozen')).toBeNull();
    expect(approximateWeight('1', 'boxes')).toBeNull();
    expect(approximateWeight('2-3', 'cups')).toBeNull();
    expect(approximateWeight('', 'cups')).toBeNull();
    expect(approximateWeight('0', 'cups')).toBeNull();
  });

  it('understands the usual spellings of a unit', () => {
    expect(weighedUnit('Cup')).toBe('cups');
    expect(weighedUnit('tablespoons')).toBe('tbsp');
    expect(weighedUnit('lb.')).toBe('lbs');
    expect(weighedUnit('grams')).toBe('g');
    expect(weighedUnit('litre')).toBe('liters');
    expect(weighedUnit('handful')).toBeNull();
    expect(approximateWeight('2', 'tablespoons')).toBe('about 15g');
  });
});

describe('formatWeight', () => {
  it('uses kg with one decimal from 1000 g', () => {
    expect(formatWeight(1000)).toBe('about 1.0kg');
    expect(formatWeight(1234)).toBe('about 1.2kg');
    expect(formatWeight(999)).toBe('about 999g');
  });
});
