import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { minutesInput, recipeForm, recipeFormDefaults, servingsInput } from './recipe-form';
import {
  createRecipeBody,
  deleteConfirmation,
  INGREDIENT_QUANTITY_MESSAGE,
  ingredientQuantityField,
  isIngredientQuantity,
  isToTaste,
  recipeCount,
  sourceLabel,
  totalMinutes,
  updateRecipeBody,
} from './recipes';

const valid = { name: 'Pancakes', ingredients: [{ name: 'Flour', quantity: '1.5', unit: 'cups' }] };
const errorsOf = (schema: typeof createRecipeBody | typeof recipeForm, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('createRecipeBody', () => {
  it("requires a name: 'Recipe name is required'", () => {
    expect(errorsOf(createRecipeBody, { ...valid, name: '  ' })).toEqual({ name: 'Recipe name is required' });
    expect(errorsOf(createRecipeBody, { ingredients: valid.ingredients })).toEqual({
      name: 'Recipe name is required',
    });
  });

  it("refuses fewer than 1 serving: 'Servings must be at least 1'", () => {
    expect(errorsOf(createRecipeBody, { ...valid, servings: 0 })).toEqual({
      servings: 'Servings must be at least 1',
    });
  });

  it('lets times fall back to 0', () => {
    const parsed = createRecipeBody.parse({ ...valid, prepTime: '', cookTime: -5 });
    expect(parsed.prepTime).toBe(0);
    expect(parsed.cookTime).toBe(0);
    expect(createRecipeBody.parse({ ...valid, prepTime: null, cookTime: 'soon' })).toMatchObject({
      prepTime: 0,
      cookTime: 0,
    });
    expect(createRecipeBody.parse(valid).prepTime).toBeUndefined();
  });

  it('carries the spec message for each ingredient field, by row', () => {
    expect(
      errorsOf(createRecipeBody, {
        ...valid,
        ingredients: [
          { name: 'Flour', quantity: '1', unit: 'cups' },
          { name: '', quantity: '', unit: 'tsp' },
          { name: 'Salt', quantity: '2', unit: ' ' },
          { quantity: '2' },
        ],
      }),
    ).toEqual({
      'ingredients.1.name': 'Ingredient name is required',
      'ingredients.1.quantity': 'Quantity is required',
      'ingredients.2.unit': 'Unit is required',
      'ingredients.3.name': 'Ingredient name is required',
      'ingredients.3.unit': 'Unit is required',
    });
  });

  it("accepts a 'to taste' ingredient: neither quantity nor unit (blank, null or missing)", () => {
    const parsed = createRecipeBody.parse({
      ...valid,
      ingredients: [
        { name: 'Salt', quantity: '', unit: '' },
        { name: 'Pepper', quantity: '  ', unit: null },
        { name: 'Basil' },
      ],
    });
    expect(parsed.ingredients).toEqual([
      { name: 'Salt', quantity: '', unit: '' },
      { name: 'Pepper', quantity: '', unit: '' },
      { name: 'Basil', quantity: '', unit: '' },
    ]);
    expect(isToTaste(parsed.ingredients[0]!)).toBe(true);
    expect(isToTaste(valid.ingredients[0]!)).toBe(false);
  });

  it('needs at least one ingredient', () => {
    expect(errorsOf(createRecipeBody, { ...valid, ingredients: [] })).toEqual({
      ingredients: 'Add at least one ingredient',
    });
  });

  it('refuses an ingredient row that is not an object (null, a number) instead of throwing', () => {
    const errors = errorsOf(createRecipeBody, { ...valid, ingredients: [null, 3, valid.ingredients[0]] });
    expect(Object.keys(errors)).toEqual(['ingredients.0', 'ingredients.1']);
  });

  it('keeps quantities as text and accepts numbers on input', () => {
    const parsed = createRecipeBody.parse({
      ...valid,
      ingredients: [
        { name: 'Flour', quantity: 1.5, unit: 'cups' },
        { name: 'Eggs', quantity: '2-3', unit: 'each' },
      ],
    });
    expect(parsed.ingredients.map((i) => i.quantity)).toEqual(['1.5', '2-3']);
  });

  it('turns blank optional text into null', () => {
    expect(createRecipeBody.parse({ ...valid, description: '  ', source: '' })).toMatchObject({
      description: null,
      source: null,
    });
  });
});

describe('updateRecipeBody', () => {
  it('accepts any subset of fields and leaves missing ones undefined', () => {
    const parsed = updateRecipeBody.parse({ servings: 2 });
    expect(parsed).toEqual({ servings: 2 });
  });
});

describe('the recipe form', () => {
  it('falls back to 1 serving and 0 minutes for blank or non-numeric input', () => {
    expect(servingsInput('')).toBe(1);
    expect(servingsInput('abc')).toBe(1);
    expect(servingsInput('6')).toBe(6);
    expect(servingsInput('0')).toBe(0);
    expect(minutesInput('')).toBe(0);
    expect(minutesInput('-4')).toBe(0);
    expect(minutesInput('15')).toBe(15);
  });

  it("starts with one 'cups' ingredient of quantity 1 and 4 servings", () => {
    const defaults = recipeFormDefaults();
    expect(defaults.ingredients).toEqual([{ name: '', quantity: '1', unit: 'cups' }]);
    expect(defaults.servings).toBe(4);
    expect(defaults.prepTime).toBe(0);
  });

  it("takes a 'to taste' row, and names the missing half of a quantity and unit", () => {
    const values = {
      ...recipeFormDefaults(valid),
      ingredients: [
        { name: 'Salt', quantity: '', unit: '' },
        { name: 'Flour', quantity: '', unit: 'cups' },
        { name: 'Eggs', quantity: '2', unit: '' },
      ],
    };
    expect(errorsOf(recipeForm, values)).toEqual({
      'ingredients.1.quantity': 'Quantity is required',
      'ingredients.2.unit': 'Unit is required',
    });
    expect(recipeForm.parse({ ...values, ingredients: [values.ingredients[0]] }).ingredients).toEqual([
      { name: 'Salt', quantity: '', unit: '' },
    ]);
  });

  it('shows the servings message when servings are below 1', () => {
    expect(errorsOf(recipeForm, { ...recipeFormDefaults(valid), servings: 0 })).toEqual({
      servings: 'Servings must be at least 1',
    });
  });
});

describe('display rules', () => {
  it('adds prep and cook minutes', () => {
    expect(totalMinutes({ prepTime: 15, cookTime: 30 })).toBe(45);
    expect(totalMinutes({ prepTime: null, cookTime: 10 })).toBe(10);
  });

  it("labels a source by its name, else 'Web Recipe' for web addresses", () => {
    expect(sourceLabel({ source: 'https://example.com/x', sourceName: 'Serious Eats' })).toBe('Serious Eats');
    expect(sourceLabel({ source: 'https://example.com/x', sourceName: null })).toBe('Web Recipe');
    expect(sourceLabel({ source: 'http://example.com/x', sourceName: '  ' })).toBe('Web Recipe');
    expect(sourceLabel({ source: "Grandma's notebook", sourceName: null })).toBe("Grandma's notebook");
    expect(sourceLabel({ source: null, sourceName: null })).toBeNull();
  });

  it('counts recipes in toasts and confirmations', () => {
    expect(recipeCount(3, 'archived')).toBe('3 recipes archived');
    expect(recipeCount(1, 'restored')).toBe('1 recipe restored');
    expect(deleteConfirmation(1)).toBe(
      'Are you sure you want to permanently delete this recipe? This action cannot be undone.',
    );
    expect(deleteConfirmation(4)).toBe(
      'Are you sure you want to permanently delete 4 recipes? This action cannot be undone.',
    );
  });
});

describe('ingredient quantity: a number, a fraction or a range, never negative (issue 16)', () => {
  it('accepts numbers, decimals, fractions, vulgar fractions, mixed numbers and ranges', () => {
    for (const q of [
      '1',
      '2',
      '1.5',
      '.5',
      '1,5',
      '0.333',
      '1/2',
      '1 1/2',
      '1⁄2',
      '½',
      '1½',
      '1 ½',
      '1-2',
      '2 - 3',
      '2–3',
      '1 to 2',
      '½-1',
    ])
      expect(isIngredientQuantity(q), q).toBe(true);
  });
  it('refuses words, negatives, units typed in the quantity and a fraction over zero', () => {
    for (const q of ['abc', '-2', '- 2', '2 cups', '1--2', '1/0', 'a few', '2-', '1 1/2/3'])
      expect(isIngredientQuantity(q), q).toBe(false);
  });
  it("keeps '' (a 'to taste' ingredient) and turns a number into its text", () => {
    expect(ingredientQuantityField.parse('')).toBe('');
    expect(ingredientQuantityField.parse(null)).toBe('');
    expect(ingredientQuantityField.parse(1.5)).toBe('1.5');
    expect(ingredientQuantityField.safeParse(-2).success).toBe(false);
  });
  it("answers 'abc' and '-2' with the message, in the API body and in the form", () => {
    const rows = [
      { name: 'Flour', quantity: 'abc', unit: 'cups' },
      { name: 'Sugar', quantity: '-2', unit: 'tbsp' },
    ];
    const want = {
      'ingredients.0.quantity': INGREDIENT_QUANTITY_MESSAGE,
      'ingredients.1.quantity': INGREDIENT_QUANTITY_MESSAGE,
    };
    expect(errorsOf(createRecipeBody, { ...valid, ingredients: rows })).toMatchObject(want);
    expect(
      errorsOf(updateRecipeBody as unknown as typeof createRecipeBody, { ingredients: rows }),
    ).toMatchObject(want);
    expect(
      errorsOf(recipeForm, { ...recipeFormDefaults(), name: 'Pancakes', ingredients: rows }),
    ).toMatchObject(want);
    expect(INGREDIENT_QUANTITY_MESSAGE).toBe('Enter a number like 2, 1.5 or 1 1/2');
  });
});
