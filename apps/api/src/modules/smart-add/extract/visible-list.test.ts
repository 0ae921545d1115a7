import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { sameListAsShown } from './visible-list';

describe('sameListAsShown', () => {
  const shown = [
    'Sprinkle generously before serving.',
    '3 medium leeks, washed and sliced',
    'Flaky salt and cracked pepper',
    '1½ teaspoons smoked paprika',
    '2 tablespoons butter',
  ];

  it("takes the page's list when the data cut one of its lines in two", () => {
    const data = [
      '3 medium leeks (washed and sliced)',
      'Flaky salt',
      'Cracked pepper',
      '1 1/2 tsp smoked paprika',
      '2 tablespoons butter',
    ];
    expect(sameListAsShown(data, shown)).toEqual(shown.slice(1));
  });

  it('keeps the data when it only writes the same lines another way', () => {
    const data = [
      '3 medium leeks (washed and sliced)',
      'Flaky salt and cracked pepper',
      '1 1/2 tsp smoked paprika',
      '2 tablespoons butter',
    ];
    expect(sameListAsShown(data, shown)).toBeNull();
  });

  it('keeps the data when the amounts differ or a line is not on the page', () => {
    const otherAmount = ['3 medium leeks', 'Flaky salt', 'Cracked pepper', '2 teaspoons smoked paprika'];
    expect(sameListAsShown(otherAmount, shown)).toBeNull();
    const notShown = ['3 medium leeks', 'Flaky salt', 'Cracked pepper', '1 lemon'];
    expect(sameListAsShown(notShown, shown)).toBeNull();
  });
});

describe('extractRecipe: the visible list where the data split its lines', () => {
  it("imports the page's lines", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Leek Gratin',
      recipeIngredient: ['3 medium leeks (washed and sliced)', 'Flaky salt', 'Cracked pepper'],
      recipeInstructions: 'Bake the leeks.',
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head>
      <body><h2>Ingredients</h2><ul><li>3 medium leeks, washed and sliced</li>
      <li>Flaky salt and cracked pepper</li></ul></body></html>`;
    expect(extractRecipe(html)!.recipe.ingredients.map((i) => i.raw)).toEqual([
      '3 medium leeks, washed and sliced',
      'Flaky salt and cracked pepper',
    ]);
  });
});
