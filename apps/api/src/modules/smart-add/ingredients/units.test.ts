import { RECIPE_UNITS } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { toRecipeUnit } from './units';

describe('toRecipeUnit', () => {
  it.each([
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['cup', 'cups'],
    ['c.', 'cups'],
    ['pound', 'lbs'],
    ['lb.', 'lbs'],
    ['gram', 'g'],
    ['kilogram', 'kg'],
    ['ounce', 'oz'],
    ['fl oz', 'oz'],
    ['litre', 'liters'],
    ['liter', 'liters'],
    ['milliliter', 'ml'],
    ['clove', 'cloves'],
    ['slice', 'slices'],
    ['piece', 'pieces'],
    ['can', 'cans'],
    ['tin', 'cans'],
    ['jar', 'jars'],
    ['loaf', 'loaves'],
    ['EL', 'tbsp'],
    ['TL', 'tsp'],
  ])('maps %j to %s', (word, unit) => {
    expect(toRecipeUnit(word)).toEqual({ unit, factor: 1 });
  });

  it("tells 'T' (tablespoon) from 't' (teaspoon)", () => {
    expect(toRecipeUnit('T')?.unit).toBe('tbsp');
    expect(toRecipeUnit('t')?.unit).toBe('tsp');
  });

  it('converts units our list lacks', () => {
    expect(toRecipeUnit('dl')).toEqual({ unit: 'ml', factor: 100 });
    expect(toRecipeUnit('cl')).toEqual({ unit: 'ml', factor: 10 });
  });

  it('knows no dash, stick or envelope (they stay in the name)', () => {
    for (const word of ['dash', 'stick', 'envelope', '', null]) {
      expect(toRecipeUnit(word), String(word)).toBeNull();
    }
  });

  it("maps every unit of Kitching's list to itself", () => {
    for (const unit of RECIPE_UNITS) expect(toRecipeUnit(unit)?.unit).toBe(unit);
  });
});

describe('units written in other languages (issue 16)', () => {
  it.each([
    ['克', 'g'],
    ['公克', 'g'],
    ['千克', 'kg'],
    ['公斤', 'kg'],
    ['毫升', 'ml'],
    ['升', 'liters'],
    ['杯', 'cups'],
    ['汤匙', 'tbsp'],
    ['大匙', 'tbsp'],
    ['茶匙', 'tsp'],
    ['小匙', 'tsp'],
    ['个', 'each'],
    ['Gramm', 'g'],
    ['gramos', 'g'],
    ['grammes', 'g'],
    ['EL', 'tbsp'],
    ['TL', 'tsp'],
    ['Esslöffel', 'tbsp'],
    ['Teelöffel', 'tsp'],
    ['cucchiaio', 'tbsp'],
    ['cucchiai', 'tbsp'],
    ['cucchiaino', 'tsp'],
    ['cucharada', 'tbsp'],
    ['cucharadita', 'tsp'],
    ['litros', 'liters'],
  ])('%s → %s', (word, unit) => {
    expect(toRecipeUnit(word)?.unit).toBe(unit);
  });
});
