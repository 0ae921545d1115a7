import { INGREDIENT_QUANTITY_MESSAGE } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecipeFamily, type RecipeFamily, recipeBody } from './recipes.fixtures';

/** Issue 16: 'abc cups Flour' and '-2 tbsp Sugar' were saved. One field rule (contracts) refuses them. */
describe('recipes API: ingredient quantities are numbers, fractions or ranges', () => {
  let f: RecipeFamily;
  beforeAll(async () => {
    f = await openRecipeFamily();
  });
  afterAll(() => f?.t.close());

  const rows = [
    { name: 'Flour', quantity: 'abc', unit: 'cups' },
    { name: 'Sugar', quantity: '-2', unit: 'tbsp' },
  ];

  it("refuses 'abc' and '-2' on create with 400 and the message under each, creating nothing", async () => {
    const before = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
    const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
      token: f.head.token,
      body: recipeBody({ ingredients: rows }),
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      'ingredients.0.quantity': INGREDIENT_QUANTITY_MESSAGE,
      'ingredients.1.quantity': INGREDIENT_QUANTITY_MESSAGE,
    });
    const after = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('refuses them on update and on a meal plan (the same ingredient rule)', async () => {
    const made = await f.create();
    const patch = await f.api.patch(`/api/recipes/${made.id}`, {
      token: f.head.token,
      body: { ingredients: rows },
    });
    expect(patch.status, patch.text).toBe(400);
    expect(patch.body.error.fields['ingredients.0.quantity']).toBe(INGREDIENT_QUANTITY_MESSAGE);
    const plan = await f.api.post(`/api/families/${f.familyId}/meal-plans`, {
      token: f.head.token,
      body: { name: 'Pancake night', ingredients: rows },
    });
    expect(plan.status, plan.text).toBe(400);
    expect(plan.body.error.fields['ingredients.1.quantity']).toBe(INGREDIENT_QUANTITY_MESSAGE);
  });

  it("still takes '1 1/2', '½', '1-2', a number and a 'to taste' row", async () => {
    const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
      token: f.head.token,
      body: recipeBody({
        ingredients: [
          { name: 'Flour', quantity: '1 1/2', unit: 'cups' },
          { name: 'Butter', quantity: '½', unit: 'cups' },
          { name: 'Eggs', quantity: '1-2', unit: 'each' },
          { name: 'Milk', quantity: 250, unit: 'ml' },
          { name: 'Salt', quantity: '', unit: '' },
        ],
      }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.ingredients.map((i: { quantity: string }) => i.quantity)).toEqual([
      '1 1/2',
      '½',
      '1-2',
      '250',
      '',
    ]);
  });
});
