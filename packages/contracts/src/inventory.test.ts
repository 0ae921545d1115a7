import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './common';
import {
  createInventoryItemBody,
  formatItemQuantity,
  INVENTORY_CATEGORIES,
  normalizeDecimal,
  quickAddItemForm,
  UNITS,
  updateInventoryItemBody,
} from './inventory';

const errorsOf = (schema: z.ZodType, v: unknown) => {
  const result = schema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error!.issues);
};

describe('createInventoryItemBody', () => {
  it("carries the spec's messages for a blank name, quantity, unit and category", () => {
    expect(errorsOf(createInventoryItemBody, { name: '  ', quantity: '', unit: '', category: '' })).toEqual({
      name: 'Item name is required',
      quantity: 'Quantity is required',
      unit: 'Unit is required',
      category: 'Category is required',
    });
    expect(
      errorsOf(createInventoryItemBody, { name: null, quantity: null, unit: null, category: null }),
    ).toEqual({
      name: 'Item name is required',
      quantity: 'Quantity is required',
      unit: 'Unit is required',
      category: 'Category is required',
    });
  });

  it("fills the spec's defaults for what is left out: 1 pieces of Produce, minimum 0, no date", () => {
    expect(createInventoryItemBody.parse({ name: ' Apples ' })).toEqual({
      name: 'Apples',
      quantity: '1',
      unit: 'pieces',
      category: 'Produce',
      expirationDate: null,
      minStockLevel: '0',
      barcode: null,
    });
  });

  it('accepts the quantity as a number or a numeric string and hands it on as a canonical string', () => {
    const parse = (quantity: unknown) => createInventoryItemBody.parse({ name: 'Milk', quantity }).quantity;
    expect(parse(2)).toBe('2');
    expect(parse(2.5)).toBe('2.5');
    expect(parse('2.50')).toBe('2.5');
    expect(parse(' 0 ')).toBe('0');
    expect(parse('.75')).toBe('0.75');
  });

  it('refuses a negative quantity or minimum, and text that is not a number', () => {
    expect(errorsOf(createInventoryItemBody, { name: 'Milk', quantity: -1 })).toEqual({
      quantity: 'Quantity cannot be negative',
    });
    expect(
      errorsOf(createInventoryItemBody, { name: 'Milk', quantity: '-0.5', minStockLevel: '-2' }),
    ).toEqual({
      quantity: 'Quantity cannot be negative',
      minStockLevel: 'Minimum stock cannot be negative',
    });
    for (const quantity of ['two', '1e3', '0x10', 'Infinity', Number.NaN, true, {}]) {
      expect(errorsOf(createInventoryItemBody, { name: 'Milk', quantity }).quantity).toMatch(
        /^Quantity (must be a number|is required)$/,
      );
    }
    expect(errorsOf(createInventoryItemBody, { name: 'Milk', quantity: 1e11 })).toEqual({
      quantity: 'Quantity is too large',
    });
  });

  it('refuses more than two decimals instead of rounding them away (the database keeps hundredths)', () => {
    expect(
      errorsOf(createInventoryItemBody, { name: 'Milk', quantity: '0.001', minStockLevel: 1.255 }),
    ).toEqual({
      quantity: 'Quantity can have at most 2 decimal places',
      minStockLevel: 'Minimum stock can have at most 2 decimal places',
    });
    // Trailing zeros are not precision: 1.2500 is 1.25.
    expect(createInventoryItemBody.parse({ name: 'Milk', quantity: '1.2500' }).quantity).toBe('1.25');
  });

  it("stores an empty expiration date as null and an empty minimum as '0'", () => {
    const body = createInventoryItemBody.parse({ name: 'Milk', expirationDate: '', minStockLevel: '' });
    expect(body.expirationDate).toBeNull();
    expect(body.minStockLevel).toBe('0');
    expect(createInventoryItemBody.parse({ name: 'Milk', expirationDate: null }).expirationDate).toBeNull();
  });

  it('takes real calendar dates only, keeping the date of a full timestamp', () => {
    const date = (expirationDate: unknown) =>
      createInventoryItemBody.safeParse({ name: 'Milk', expirationDate });
    expect(date('2026-11-22').data?.expirationDate).toBe('2026-11-22');
    expect(date('2026-11-22T00:00:00.000Z').data?.expirationDate).toBe('2026-11-22');
    for (const bad of ['2026-02-30', '22/11/2026', 'tomorrow', '2026-11-22Tnope', 20261122]) {
      expect(date(bad).success, String(bad)).toBe(false);
    }
  });

  it("takes units and categories from the spec's lists, in any case", () => {
    const body = createInventoryItemBody.parse({ name: 'Milk', unit: 'Gallons', category: 'dairy' });
    expect(body.unit).toBe('gallons');
    expect(body.category).toBe('Dairy');
    expect(errorsOf(createInventoryItemBody, { name: 'Milk', unit: 'furlongs', category: 'Toys' })).toEqual({
      unit: 'Choose a unit from the list',
      category: 'Choose a category from the list',
    });
  });

  it('lists the categories and units of spec 3, with pieces and jars', () => {
    expect(INVENTORY_CATEGORIES).toEqual([
      'Produce',
      'Dairy',
      'Meat',
      'Pantry',
      'Frozen',
      'Beverages',
      'Bakery',
      'Snacks',
      'Condiments',
      'Other',
    ]);
    expect(UNITS).toHaveLength(21);
    expect(UNITS).toContain('pieces');
    expect(UNITS).toContain('jars');
    expect(UNITS).toContain('dozen');
  });

  it('keeps a barcode as trimmed text, empty as null', () => {
    expect(createInventoryItemBody.parse({ name: 'Milk', barcode: ' 0123456789012 ' }).barcode).toBe(
      '0123456789012',
    );
    expect(createInventoryItemBody.parse({ name: 'Milk', barcode: '' }).barcode).toBeNull();
  });
});

describe('updateInventoryItemBody', () => {
  it('changes only what is sent, and still refuses blanks with the spec messages', () => {
    expect(updateInventoryItemBody.parse({ quantity: 3 })).toEqual({ quantity: '3' });
    expect(updateInventoryItemBody.parse({ expirationDate: null })).toEqual({ expirationDate: null });
    expect(errorsOf(updateInventoryItemBody, { name: '', quantity: '' })).toEqual({
      name: 'Item name is required',
      quantity: 'Quantity is required',
    });
  });
});

describe('quickAddItemForm', () => {
  it('needs a name, quantity and unit only', () => {
    expect(quickAddItemForm.parse({ name: 'Eggs', quantity: '12', unit: 'each' })).toEqual({
      name: 'Eggs',
      quantity: '12',
      unit: 'each',
    });
  });
});

describe('formatItemQuantity', () => {
  it("shows exactly 1 with piece or pieces as '1 piece'", () => {
    expect(formatItemQuantity('1', 'pieces')).toBe('1 piece');
    expect(formatItemQuantity('1.00', 'piece')).toBe('1 piece');
    expect(formatItemQuantity(1, 'pieces')).toBe('1 piece');
  });

  it('otherwise shows the quantity followed by the unit', () => {
    expect(formatItemQuantity('2', 'pieces')).toBe('2 pieces');
    expect(formatItemQuantity('1', 'each')).toBe('1 each');
    expect(formatItemQuantity('2.50', 'lbs')).toBe('2.5 lbs');
    expect(formatItemQuantity('0', 'jars')).toBe('0 jars');
    expect(formatItemQuantity('3', '')).toBe('3');
  });
});

describe('normalizeDecimal', () => {
  it('drops leading and trailing zeros but keeps the value', () => {
    expect(normalizeDecimal('007.500')).toBe('7.5');
    expect(normalizeDecimal('2.')).toBe('2');
    expect(normalizeDecimal('0.00')).toBe('0');
    expect(normalizeDecimal('+3')).toBe('3');
  });
});
