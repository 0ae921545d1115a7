import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe } from '../../../test/builders';
import { createUser } from '../../../test/fixtures';
import { openRecipeFamily, type RecipeFamily, recipeBody } from './recipes.fixtures';

describe('recipes API: creating, reading and updating', () => {
  let f: RecipeFamily;
  beforeAll(async () => {
    f = await openRecipeFamily();
  });
  afterAll(() => f?.t.close());

  describe('creating', () => {
    it('refuses half of a surrogate pair in an ingredient (jsonb cannot store it) with 400, creating nothing', async () => {
      const before = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
      const body = JSON.stringify(recipeBody()).replace('"Flour"', '"Flour \\ud800"');
      expect(body).toContain('\\ud800');
      const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
        token: f.head.token,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.message).toBe('Please remove the unsupported character');
      const after = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
      expect(after.body.data).toHaveLength(before.body.data.length);
    });

    it('stores the recipe for the caller’s family, keeping ingredient order and quantities as text', async () => {
      const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
        token: f.head.token,
        body: recipeBody(),
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        familyId: f.familyId,
        createdBy: f.head.user.id,
        name: 'Buttermilk Pancakes',
        description: 'Fluffy Sunday pancakes',
        servings: 6,
        prepTime: 10,
        cookTime: 20,
        instructions: 'Mix.\nFry.',
        source: 'https://example.com/pancakes',
        sourceName: 'Example Kitchen',
        isArchived: false,
        difficulty: null,
        ingredients: [
          { name: 'Flour', quantity: '1 1/2', unit: 'cups' },
          { name: 'Buttermilk', quantity: '0.333', unit: 'cups' },
          { name: 'Eggs', quantity: '2', unit: 'each' },
        ],
      });
      const again = await f.api.get(`/api/recipes/${res.body.data.id}`, { token: f.cook.token });
      expect(again.body.data.ingredients.map((i: { name: string }) => i.name)).toEqual([
        'Flour',
        'Buttermilk',
        'Eggs',
      ]);
    });

    it('never takes familyId, createdBy or isArchived from the body', async () => {
      const recipe = await f.create(f.cook.token, {
        familyId: f.stranger.family.id,
        createdBy: f.stranger.user.id,
        isArchived: true,
      });
      expect(recipe.familyId).toBe(f.familyId);
      expect(recipe.createdBy).toBe(f.cook.id);
      expect(recipe.isArchived).toBe(false);
    });

    it('defaults to 4 servings and 0 minutes, and lets blank times fall back to 0', async () => {
      const minimal = await f.create(f.head.token, {
        servings: undefined,
        prepTime: undefined,
        cookTime: undefined,
        description: undefined,
        source: undefined,
        sourceName: undefined,
        instructions: undefined,
      });
      expect(minimal).toMatchObject({
        servings: 4,
        prepTime: 0,
        cookTime: 0,
        description: null,
        source: null,
        sourceName: null,
      });
      const blank = await f.create(f.head.token, { prepTime: '', cookTime: null });
      expect(blank).toMatchObject({ prepTime: 0, cookTime: 0 });
    });

    it.each([
      [{ name: '   ' }, 'name', 'Recipe name is required'],
      [{ name: undefined }, 'name', 'Recipe name is required'],
      [{ servings: 0 }, 'servings', 'Servings must be at least 1'],
      [{ ingredients: [] }, 'ingredients', 'Add at least one ingredient'],
      [
        { ingredients: [{ name: ' ', quantity: '1', unit: 'cups' }] },
        'ingredients.0.name',
        'Ingredient name is required',
      ],
      [
        { ingredients: [{ name: 'Salt', quantity: '', unit: 'tsp' }] },
        'ingredients.0.quantity',
        'Quantity is required',
      ],
      [{ ingredients: [{ name: 'Salt', quantity: '1' }] }, 'ingredients.0.unit', 'Unit is required'],
      [{ ingredients: [{ name: 'Salt', unit: 'tsp' }] }, 'ingredients.0.quantity', 'Quantity is required'],
    ])('refuses %j with 400 and the spec message', async (overrides, field, message) => {
      const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
        token: f.head.token,
        body: recipeBody(overrides),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('request.validation');
      expect(res.body.error.fields[field]).toBe(message);
    });

    it("stores a 'to taste' ingredient: neither quantity nor unit", async () => {
      const recipe = await f.create(f.head.token, {
        ingredients: [{ name: 'Salt', quantity: '', unit: '', raw: 'Salt to taste' }, { name: 'Pepper' }],
      });
      expect(recipe.ingredients).toEqual([
        { name: 'Salt', quantity: '', unit: '', raw: 'Salt to taste' },
        { name: 'Pepper', quantity: '', unit: '' },
      ]);
    });

    it('lets a Cook create but not a Kitchen Helper (403)', async () => {
      await f.create(f.cook.token);
      const res = await f.api.post(`/api/families/${f.familyId}/recipes`, {
        token: f.helper.token,
        body: recipeBody(),
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('recipes.edit_forbidden');
    });

    it("answers 404 for another family's path, even with a valid body", async () => {
      const res = await f.api.post(`/api/families/${f.stranger.family.id}/recipes`, {
        token: f.head.token,
        body: recipeBody(),
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a session', async () => {
      const res = await f.api.post(`/api/families/${f.familyId}/recipes`, { body: recipeBody() });
      expect(res.status).toBe(401);
    });

    it('answers 404 to a signed-in user without a family, as to any outsider of the family', async () => {
      const loner = await createUser(f.t.db);
      const res = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: loner.token });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('request.not_found');
    });
  });

  describe('listing and reading', () => {
    it('lists active recipes by default and archived ones with archived=true, newest first', async () => {
      const first = await f.create(f.head.token, { name: 'List First' });
      const second = await f.create(f.head.token, { name: 'List Second' });
      const gone = await f.archived();

      const active = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.helper.token });
      expect(active.status).toBe(200);
      const activeIds = active.body.data.map((r: { id: number }) => r.id);
      expect(activeIds.indexOf(second.id)).toBeLessThan(activeIds.indexOf(first.id));
      expect(activeIds).not.toContain(gone.id);
      expect(active.body.data.every((r: { isArchived: boolean }) => !r.isArchived)).toBe(true);

      const explicit = await f.api.get(`/api/families/${f.familyId}/recipes?archived=false`, {
        token: f.helper.token,
      });
      expect(explicit.body.data.map((r: { id: number }) => r.id)).toEqual(activeIds);

      const archive = await f.api.get(`/api/families/${f.familyId}/recipes?archived=true`, {
        token: f.helper.token,
      });
      const archivedIds = archive.body.data.map((r: { id: number }) => r.id);
      expect(archivedIds).toContain(gone.id);
      expect(archivedIds).not.toContain(first.id);
    });

    it("never lists another family's recipes and answers 404 for its list", async () => {
      // buildRecipe checks the stranger's recipe was made (201).
      const theirs = await buildRecipe(f.t, f.stranger, { name: 'Secret Stew' });
      const ours = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
      expect(ours.body.data.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
      const peek = await f.api.get(`/api/families/${f.stranger.family.id}/recipes`, { token: f.head.token });
      expect(peek.status).toBe(404);
    });

    it("answers 400 for an archived filter that is not 'true' or 'false'", async () => {
      const res = await f.api.get(`/api/families/${f.familyId}/recipes?archived=yes`, {
        token: f.head.token,
      });
      expect(res.status).toBe(400);
    });

    it('lets every role read a recipe of the family', async () => {
      const recipe = await f.create();
      for (const token of [f.head.token, f.sous.token, f.cook.token, f.helper.token]) {
        const res = await f.api.get(`/api/recipes/${recipe.id}`, { token });
        expect(res.status).toBe(200);
        expect(res.body.data.id).toBe(recipe.id);
      }
    });

    it("answers 404 for a missing recipe, another family's recipe and a malformed id", async () => {
      const theirs = await buildRecipe(f.t, f.stranger);
      for (const url of ['/api/recipes/99999999', `/api/recipes/${theirs.id}`, '/api/recipes/abc']) {
        const res = await f.api.get(url, { token: f.head.token });
        expect(res.status, url).toBe(404);
      }
      const missing = await f.api.get('/api/recipes/99999999', { token: f.head.token });
      expect(missing.body.error).toEqual({ code: 'recipes.not_found', message: 'Recipe not found' });
    });
  });

  describe('updating', () => {
    it('changes only the fields sent, reorders ingredients and clears blank text', async () => {
      const recipe = await f.create();
      const res = await f.api.patch(`/api/recipes/${recipe.id}`, {
        token: f.cook.token,
        body: {
          name: 'Better Pancakes',
          description: '',
          ingredients: [
            { name: 'Eggs', quantity: '3', unit: 'each' },
            { name: 'Flour', quantity: '2 1/4', unit: 'cups' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Better Pancakes',
        description: null,
        servings: 6,
        prepTime: 10,
        sourceName: 'Example Kitchen',
        createdBy: f.head.user.id,
        ingredients: [
          { name: 'Eggs', quantity: '3', unit: 'each' },
          { name: 'Flour', quantity: '2 1/4', unit: 'cups' },
        ],
      });
      expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(recipe.updatedAt));
    });

    it('validates like create', async () => {
      const recipe = await f.create();
      const res = await f.api.patch(`/api/recipes/${recipe.id}`, {
        token: f.head.token,
        body: { servings: -1, ingredients: [] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toMatchObject({
        servings: 'Servings must be at least 1',
        ingredients: 'Add at least one ingredient',
      });
    });

    it('is refused to a Kitchen Helper (403) and hides other families’ recipes (404)', async () => {
      const recipe = await f.create();
      const helperRes = await f.api.patch(`/api/recipes/${recipe.id}`, {
        token: f.helper.token,
        body: { name: 'X' },
      });
      expect(helperRes.status).toBe(403);
      const strangerRes = await f.api.patch(`/api/recipes/${recipe.id}`, {
        token: f.stranger.token,
        body: { name: 'Stolen' },
      });
      expect(strangerRes.status).toBe(404);
      const still = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
      expect(still.body.data.name).toBe('Buttermilk Pancakes');
    });
  });
});
