import { describe, expect, it } from 'vitest';
import {
  displayQuantity,
  formatAmount,
  formatQuantity,
  ingredientAmount,
  parseQuantity,
  unitFor,
} from './quantity-display';

describe('formatQuantity', () => {
  it.each([
    [0.333, '1/3'],
    [1.5, '1 1/2'],
    [0.125, '1/8'],
    [2, '2'],
    [0.4, '0.4'],
    [0.25, '1/4'],
    [0.75, '3/4'],
    [0.6667, '2/3'],
    [0.1667, '1/6'],
    [0.8333, '5/6'],
    [0.375, '3/8'],
    [2.875, '2 7/8'],
    [0.5, '1/2'],
    [0.66, '2/3'],
    [1.996, '2'],
    [3.004, '3'],
    [0.2, '0.2'],
    [0.3, '0.3'],
    [1.1, '1.1'],
    [0.05, '0.05'],
    [12.345, '12.35'],
    [0, '0'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it('stays a decimal just outside the 0.01 tolerance of a fraction', () => {
    expect(formatQuantity(0.35)).toBe('0.35');
    expect(formatQuantity(0.343)).toBe('1/3');
  });
});

describe('parseQuantity', () => {
  it.each([
    ['1.5', 1.5],
    ['  2 ', 2],
    ['1,5', 1.5],
    ['1,000', 1000],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¼', 1.25],
    ['.5', 0.5],
  ])('reads %j as %s', (text, expected) => {
    expect(parseQuantity(text)).toBeCloseTo(expected, 6);
  });

  it.each([['2-3'], ['a pinch'], [''], ['   '], ['1/0'], [null], [undefined]])(
    'reads %j as no number',
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );
});

describe('displayQuantity and ingredientAmount', () => {
  it('turns numeric text into a fraction and keeps other text as written', () => {
    expect(displayQuantity('0.333')).toBe('1/3');
    expect(displayQuantity('1 1/2')).toBe('1 1/2');
    expect(displayQuantity('2-3')).toBe('2-3');
  });

  it('joins quantity and unit', () => {
    expect(ingredientAmount({ quantity: '1.5', unit: 'cups' })).toBe('1 1/2 cups');
    expect(ingredientAmount({ quantity: '2', unit: '' })).toBe('2');
    expect(ingredientAmount({ quantity: '', unit: 'pinch' })).toBe('pinch');
  });

  it("says 'to taste' when there is neither quantity nor unit", () => {
    expect(ingredientAmount({ quantity: '', unit: '' })).toBe('to taste');
    expect(ingredientAmount({ quantity: '  ', unit: null })).toBe('to taste');
  });
});

describe('unitFor and formatAmount: units read as English, the stored unit unchanged', () => {
  it('is singular for one and for an amount below one, plural above', () => {
    expect(formatAmount('1', 'gallons')).toBe('1 gallon');
    expect(formatAmount('2', 'gallons')).toBe('2 gallons');
    expect(formatAmount('1', 'loaves')).toBe('1 loaf');
    expect(formatAmount('3', 'loaves')).toBe('3 loaves');
    expect(formatAmount('½', 'cups')).toBe('1/2 cup');
    expect(formatAmount('0.5', 'cups')).toBe('1/2 cup');
    expect(formatAmount('1 1/2', 'cups')).toBe('1 1/2 cups');
    expect(formatAmount('1', 'pieces')).toBe('1 piece');
    expect(formatAmount('1.00', 'pieces')).toBe('1 piece');
    expect(formatAmount(1, 'lbs')).toBe('1 lb');
    expect(formatAmount('1', 'boxes')).toBe('1 box');
    expect(formatAmount('1', 'jars')).toBe('1 jar');
  });
  it('makes a singular unit plural for more than one, and zero plural', () => {
    expect(formatAmount('2', 'cup')).toBe('2 cups');
    expect(formatAmount('4', 'clove')).toBe('4 cloves');
    expect(formatAmount('0', 'cups')).toBe('0 cups');
  });
  it('leaves one-form units, unknown units and amounts that are not numbers as written', () => {
    expect(formatAmount('1', 'oz')).toBe('1 oz');
    expect(formatAmount('2', 'each')).toBe('2 each');
    expect(formatAmount('1', 'dozen')).toBe('1 dozen');
    expect(formatAmount('2', 'handfuls of')).toBe('2 handfuls of');
    expect(unitFor('cups', '2-3')).toBe('cups');
    expect(unitFor('cups', 'a pinch')).toBe('cups');
    expect(unitFor('', '1')).toBe('');
  });
  it("keeps a cook's capital", () => {
    expect(unitFor('Cups', '1')).toBe('Cup');
  });
  it('is what an ingredient shows', () => {
    expect(ingredientAmount({ quantity: '1', unit: 'cups' })).toBe('1 cup');
    expect(ingredientAmount({ quantity: '', unit: 'pinch' })).toBe('pinch');
  });
});
