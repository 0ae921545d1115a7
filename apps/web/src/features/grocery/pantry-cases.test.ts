import { PANTRY_CASES } from '@kitching/contracts/pantry/pantry-cases';
import { describe, expect, it } from 'vitest';
import { recipeLines } from './grocery.helper';

// Issue 22: the web's pre-ticking of 'Add to grocery list' gives the one pantry rule's answer for every
// case of the shared table (the contracts and the API run the same cases through their paths).

describe.each(PANTRY_CASES.map((c) => [c.title, c] as const))('%s', (_title, c) => {
  it('the add-recipe dialog unticks exactly the covered ingredients', () => {
    const stock = c.stock.map((item, i) => ({ id: i + 1, expirationDate: null, ...item }));
    const recipe = { servings: c.dishServings, ingredients: c.meals.flat() };
    const lines = recipeLines(
      recipe,
      c.servings ?? c.dishServings,
      stock,
      c.links ?? [],
      c.today ?? '2000-01-01',
    );
    expect(lines.map((line) => ({ covered: line.covered, shortfall: line.shortfall }))).toEqual(c.expected);
    expect(lines.filter((line) => !line.covered).map((line) => line.index)).toEqual(
      c.expected.flatMap((e, i) => (e.covered ? [] : [i])),
    );
  });
});

describe('without the pantry (not loaded or failed)', () => {
  it('ticks every ingredient', () => {
    const lines = recipeLines(
      { servings: 2, ingredients: [{ name: 'Flour', quantity: '1', unit: 'cups' }] },
      2,
      undefined,
      [],
      '2026-01-01',
    );
    expect(lines.map((line) => line.covered)).toEqual([false]);
  });
});
