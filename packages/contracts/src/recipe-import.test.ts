import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { approximateWeight } from './grams';
import { ingredientAmount } from './quantity-display';
import {
  analyzeHtmlBody,
  analyzeRecipeResponse,
  analyzeUrlBody,
  isImportableUrl,
  recipeImportMessages,
} from './recipe-import';
import {
  diffRecipe,
  draftFromImport,
  importedTimes,
  type MergeableRecipe,
  mergeFromSource,
  normalizeImportedIngredients,
} from './recipe-merge';
import { createRecipeBody } from './recipes';

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

  it("keeps a saved 'to taste' ingredient 'to taste' when the page still gives no amount", () => {
    const list = normalizeImportedIngredients(
      [{ name: 'Pepper', quantity: '', unit: '', note: 'to taste' }],
      [{ name: 'pepper', quantity: '', unit: '' }],
    );
    expect(list).toEqual([{ name: 'Pepper', quantity: '', unit: '' }]);
  });

  it("keeps the parsed note in the name ('garlic, minced'), but not a bare 'to taste'", () => {
    const list = normalizeImportedIngredients(
      [
        { name: 'garlic', quantity: '2', unit: 'pieces', note: 'minced', raw: '2 cloves garlic, minced' },
        { name: 'butter', quantity: '1', unit: 'cups', note: 'divided; softened' },
        { name: 'Salt', quantity: '', unit: '', note: 'to taste', raw: 'Salt to taste' },
        { name: 'pepper', quantity: '', unit: '', note: 'freshly; to taste' },
        { name: 'sugar', quantity: '1-2', unit: 'tbsp', note: 'to taste' },
        { name: 'oil', quantity: '1', unit: 'tbsp', note: 'x'.repeat(300) },
      ],
      [],
      { fillDefaults: false },
    );
    expect(list.map((i) => i.name).slice(0, 5)).toEqual([
      'garlic, minced',
      'butter, divided, softened',
      'Salt',
      'pepper, freshly',
      'sugar, to taste',
    ]);
    expect(list[0]).toEqual({
      name: 'garlic, minced',
      quantity: '2',
      unit: 'pieces',
      raw: '2 cloves garlic, minced',
    });
    expect(list[5]!.name).toHaveLength(200);
    expect(list[5]!.name.endsWith('…')).toBe(true);
  });

  it('matches a saved ingredient by its bare name, for recipes saved before notes were kept', () => {
    const list = normalizeImportedIngredients(
      [{ name: 'Salt', quantity: '', unit: '', note: 'kosher' }],
      saved.ingredients,
    );
    expect(list).toEqual([{ name: 'Salt, kosher', quantity: '1', unit: 'tsp' }]);
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
      ingredients: [{ name: 'Bread', quantity: '2', unit: 'pieces' }],
    });
    expect(draft).toMatchObject({
      name: 'Toast',
      servings: 4,
      prepTime: 0,
      cookTime: 0,
      ingredients: [{ name: 'Bread', quantity: '2', unit: 'pieces' }],
    });
  });

  it("keeps a line without an amount as a 'to taste' ingredient (no 1 cups default)", () => {
    const draft = draftFromImport({
      name: 'Soup',
      ingredients: [
        { name: 'Salt', quantity: '', unit: '', note: 'to taste', raw: 'Salt to taste' },
        { name: 'Water', quantity: '1', unit: 'liters', raw: '1 l water' },
      ],
    });
    expect(draft.ingredients).toEqual([
      { name: 'Salt', quantity: '', unit: '', raw: 'Salt to taste' },
      { name: 'Water', quantity: '1', unit: 'liters', raw: '1 l water' },
    ]);
    // The recipe API takes it as it is, and the detail shows 'to taste'.
    const body = createRecipeBody.parse(draft);
    expect(body.ingredients[0]).toEqual({ name: 'Salt', quantity: '', unit: '', raw: 'Salt to taste' });
    expect(ingredientAmount(body.ingredients[0]!)).toBe('to taste');
    expect(approximateWeight(body.ingredients[0]!.quantity, body.ingredients[0]!.unit)).toBeNull();
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
