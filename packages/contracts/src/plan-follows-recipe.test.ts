import { describe, expect, it } from 'vitest';
import { dishOf, followRecipe } from './plan-follows-recipe';

const copy = {
  id: 7,
  name: 'Pasta night',
  description: null,
  servings: 4,
  prepTime: 0,
  cookTime: 0,
  instructions: null,
  ingredients: [{ name: 'Pasta', quantity: '1', unit: 'lbs' }],
  recipeId: 3 as number | null,
};
const recipe = {
  id: 3,
  name: 'Lasagne',
  description: 'Sunday',
  servings: 6,
  prepTime: 25,
  cookTime: 45,
  instructions: 'Layer.\nBake.',
  ingredients: [{ name: 'Sheets', quantity: '12', unit: 'each', raw: '12 lasagne sheets' }],
  isArchived: false,
};

describe('followRecipe (issue 23)', () => {
  it("shows a linked plan with its recipe's dish as it is now, over the stale copy", () => {
    expect(followRecipe(copy, recipe)).toEqual({
      id: 7,
      recipeId: 3,
      name: 'Lasagne',
      description: 'Sunday',
      servings: 6,
      prepTime: 25,
      cookTime: 45,
      instructions: 'Layer.\nBake.',
      ingredients: [{ name: 'Sheets', quantity: '12', unit: 'each' }],
      recipeArchived: false,
    });
  });

  it('says when the recipe is archived, and still follows it', () => {
    expect(followRecipe(copy, { ...recipe, isArchived: true })).toMatchObject({
      name: 'Lasagne',
      recipeArchived: true,
    });
  });

  it('keeps the copy of a plan of its own, of one whose recipe is not at hand, and never takes another recipe', () => {
    const own = { ...copy, recipeId: null };
    expect(followRecipe(own, recipe)).toEqual({ ...own, recipeArchived: false });
    expect(followRecipe(copy, undefined)).toEqual({ ...copy, recipeArchived: false });
    expect(followRecipe(copy, { ...recipe, id: 4 })).toEqual({ ...copy, recipeArchived: false });
  });

  it('dishOf copies the dish fields only, without the raw ingredient line', () => {
    expect(dishOf(recipe)).toEqual({
      name: 'Lasagne',
      description: 'Sunday',
      servings: 6,
      prepTime: 25,
      cookTime: 45,
      instructions: 'Layer.\nBake.',
      ingredients: [{ name: 'Sheets', quantity: '12', unit: 'each' }],
    });
  });
});
