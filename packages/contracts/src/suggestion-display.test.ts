import { describe, expect, it } from 'vitest';
import { ingredientDisplayName, missingSummary, scoreTone } from './suggestion-display';

describe('scoreTone (spec 5: 90 or more green, 75 or more yellow, otherwise red)', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [75, 'yellow'],
    [74, 'red'],
    [50, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('ingredientDisplayName', () => {
  it.each([
    ['red lentils, rinsed', 'red lentils'],
    ['onion, large, chopped', 'onion'],
    ['Large onions, finely chopped', 'onions'],
    ['finely chopped parsley (optional)', 'parsley'],
    ['peeled and diced potatoes', 'potatoes'],
    ['garlic cloves, minced', 'garlic cloves'],
    ['butter (at room temperature)', 'butter'],
    ['tomatoes, canned', 'tomatoes, canned'],
    ['chicken thighs (bone-in)', 'chicken thighs (bone-in)'],
    ['Extra virgin olive oil', 'Extra virgin olive oil'],
    ['salt, to taste', 'salt'],
    ['Fresh', 'Fresh'],
    ['Milk', 'Milk'],
  ])('%s → %s', (name, shown) => {
    expect(ingredientDisplayName(name)).toBe(shown);
  });
});

describe('missingSummary (spec 2.9, issue 24)', () => {
  it('names the first two by their ingredient names, then +N more', () => {
    expect(missingSummary(['red lentils, rinsed', 'onion, large, chopped', 'cumin', 'stock'])).toBe(
      'Missing: red lentils, onion +2 more',
    );
  });
  it('two or fewer: no count', () => {
    expect(missingSummary(['red lentils, rinsed', 'onion, large, chopped'])).toBe(
      'Missing: red lentils, onion',
    );
    expect(missingSummary(['cumin'])).toBe('Missing: cumin');
  });
  it('nothing missing', () => {
    expect(missingSummary([])).toBe('All ingredients available');
  });
});
