import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  analyzeHtmlBody,
  analyzeRecipeResponse,
  analyzeUrlBody,
  diffRecipe,
  draftFromImport,
  importedTimes,
  isImportableUrl,
  type MergeableRecipe,
  mergeFromSource,
  normalizeImportedIngredients,
  recipeImportMessages,
} from './recipe-import';

const saved: MergeableRecipe = {
  name: 'Grandma’s Chili',
  description: 'The Sunday one',
  servings: 6,
  prepTime: 15,
  cookTime: 60,
  instructions: 'Brown the meat.\nSimmer.',
  source: 'https://example.com/chili',
  sourceName: 'Example Kitchen',
  ingredients: [
    { name: 'Ground beef', quantity: '1', unit: 'lbs' },
    { name: 'Salt', quantity: '1', unit: 'tsp' },
  ],
};

describe('isImportableUrl (spec 5: must start with http)', () => {
  it('accepts http and https addresses', () => {
    expect(isImportableUrl('https://example.com/recipe')).toBe(true);
    expect(isImportableUrl('  http://example.com  ')).toBe(true);
    expect(isImportableUrl('HTTPS://EXAMPLE.COM/A')).toBe(true);
    expect(isImportableUrl('http://127.0.0.1:8080/pages/a.html?x=1#top')).toBe(true);
    expect(isImportableUrl('http://[::1]:3000/')).toBe(true);
  });

  it('refuses other schemes, bare hosts and text', () => {
    for (const value of [
      'ftp://example.com',
      'example.com/recipe',
      'javascript:alert(1)',
      'http://',
      '',
      null,
    ]) {
      expect(isImportableUrl(value), String(value)).toBe(false);
    }
  });
});

describe('request bodies', () => {
  it("a missing address reads 'Please enter a valid URL starting with http or https'", () => {
    const result = analyzeUrlBody.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({ url: recipeImportMessages.invalidUrl.message });
    expect(recipeImportMessages.invalidUrl).toEqual({
      title: 'Invalid URL',
      message: 'Please enter a valid URL starting with http or https',
    });
  });

  it('pasted HTML is required, and its optional address must be http(s)', () => {
    expect(analyzeHtmlBody.safeParse({ html: '  ' }).success).toBe(false);
    expect(analyzeHtmlBody.parse({ html: '<p>x</p>', url: '' })).toEqual({ html: '<p>x</p>' });
    const bad = analyzeHtmlBody.safeParse({ html: '<p>x</p>', url: 'file:///etc/passwd' });
    expect(fieldErrors(bad.error!.issues)).toEqual({ url: recipeImportMessages.invalidUrl.message });
  });

  it('the response wraps the recipe as { data: { type, method, data } }', () => {
    const body = {
      data: {
        type: 'recipe',
        method: 'json-ld',
        data: {
          name: 'Soup',
          description: null,
          servings: 4,
          prepTime: 10,
          cookTime: null,
          totalTime: 10,
          instructions: 'Stir.',
          sourceName: 'example.com',
          source: 'https://example.com/soup',
          ingredients: [{ name: 'water', quantity: '1', unit: 'liters', raw: '1 l water' }],
        },
      },
    };
    expect(analyzeRecipeResponse.parse(body)).toEqual(body);
  });
});

describe('normalizeImportedIngredients (spec 5)', () => {
  it('trims, drops nameless lines, and fills empty quantity with 1 and empty unit with cups', () => {
    const list = normalizeImportedIngredients([
      { name: '  Flour ', quantity: ' 2 ', unit: ' cups ', raw: '2 cups flour' },
      { name: '   ', quantity: '1', unit: 'tsp' },
      { name: 'Salt', quantity: '', unit: '', raw: 'Salt to taste' },
      { name: 'Eggs', quantity: 3, unit: null },
    ]);
    expect(list).toEqual([
      { name: 'Flour', quantity: '2', unit: 'cups', raw: '2 cups flour' },
      { name: 'Salt', quantity: '1', unit: 'cups', raw: 'Salt to taste' },
      { name: 'Eggs', quantity: '3', unit: 'cups' },
    ]);
  });

  it("keeps the saved ingredient's quantity and unit where the new line lacks them", () => {
    const list = normalizeImportedIngredients([{ name: 'salt', quantity: '', unit: '' }], saved.ingredients);
    expect(list).toEqual([{ name: 'salt', quantity: '1', unit: 'tsp' }]);
  });
});

describe('importedTimes', () => {
  it('keeps prep and cook as the page gives them, even when its total disagrees', () => {
    expect(importedTimes({ prepTime: 10, cookTime: 20, totalTime: 45 })).toEqual({
      prepTime: 10,
      cookTime: 20,
    });
  });

  it('fills the missing one from the total, and a lone total becomes the cook time', () => {
    expect(importedTimes({ prepTime: 10, cookTime: null, totalTime: 45 })).toEqual({
      prepTime: 10,
      cookTime: 35,
    });
    expect(importedTimes({ prepTime: null, cookTime: 30, totalTime: 45 })).toEqual({
      prepTime: 15,
      cookTime: 30,
    });
    expect(importedTimes({ prepTime: null, cookTime: null, totalTime: 90 })).toEqual({
      prepTime: null,
      cookTime: 90,
    });
  });
});

describe('mergeFromSource (update from source, spec 5)', () => {
  it('takes what the page says and keeps old values where the page lacks one', () => {
    const merged = mergeFromSource(saved, {
      name: 'Best Chili',
      description: null,
      servings: null,
      prepTime: 20,
      cookTime: null,
      totalTime: null,
      instructions: '  ',
      sourceName: null,
      source: 'https://example.com/chili',
      ingredients: [
        { name: 'Ground beef', quantity: '2', unit: 'lbs', raw: '2 lbs ground beef' },
        { name: 'Salt', quantity: '', unit: '', raw: 'salt to taste' },
      ],
    });
    expect(merged).toEqual({
      ...saved,
      name: 'Best Chili',
      prepTime: 20,
      ingredients: [
        { name: 'Ground beef', quantity: '2', unit: 'lbs', raw: '2 lbs ground beef' },
        { name: 'Salt', quantity: '1', unit: 'tsp', raw: 'salt to taste' },
      ],
    });
  });

  it('keeps the saved ingredients when the page yields none with a name', () => {
    const merged = mergeFromSource(saved, {
      name: '',
      ingredients: [{ name: ' ', quantity: '1', unit: 'g' }],
    });
    expect(merged.ingredients).toBe(saved.ingredients);
    expect(merged.name).toBe(saved.name);
  });
});

describe('draftFromImport', () => {
  it('starts a new recipe with the spec defaults where the page is silent', () => {
    const draft = draftFromImport({
      name: 'Toast',
      ingredients: [{ name: 'Bread', quantity: '', unit: '' }],
    });
    expect(draft).toMatchObject({
      name: 'Toast',
      servings: 4,
      prepTime: 0,
      cookTime: 0,
      ingredients: [{ name: 'Bread', quantity: '1', unit: 'cups' }],
    });
  });
});

describe('diffRecipe', () => {
  it('lists nothing when nothing changes', () => {
    expect(diffRecipe(saved, JSON.parse(JSON.stringify(saved)))).toEqual([]);
  });

  it('lists each changed field with before and after, and ingredient lines added and removed', () => {
    const merged: MergeableRecipe = {
      ...saved,
      servings: 8,
      instructions: 'Brown the meat.\nSimmer for an hour.',
      ingredients: [saved.ingredients[1]!, { name: 'Ground beef', quantity: '2', unit: 'lbs' }],
    };
    expect(diffRecipe(saved, merged)).toEqual([
      { field: 'servings', label: 'Servings', before: 6, after: 8 },
      {
        field: 'instructions',
        label: 'Instructions',
        before: 'Brown the meat.\nSimmer.',
        after: 'Brown the meat.\nSimmer for an hour.',
      },
      {
        field: 'ingredients',
        label: 'Ingredients',
        added: ['2 lbs Ground beef'],
        removed: ['1 lbs Ground beef'],
      },
    ]);
  });

  it('ignores a different order of the same ingredients and blank-versus-null text', () => {
    const merged = {
      ...saved,
      description: 'The Sunday one ',
      ingredients: [...saved.ingredients].reverse(),
    };
    expect(diffRecipe({ ...saved, sourceName: null }, { ...merged, sourceName: '' })).toEqual([]);
  });
});
