import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecipeFamily, type RecipeFamily } from './recipes.fixtures';

describe('recipes API: archive, restore and permanent delete', () => {
  let f: RecipeFamily;
  beforeAll(async () => {
    f = await openRecipeFamily();
  });
  afterAll(() => f?.t.close());

  describe('archiving and restoring', () => {
    it('moves a recipe to the archive and back, for a Cook too', async () => {
      const recipe = await f.create();
      const off = await f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.cook.token });
      expect(off.status).toBe(200);
      expect(off.body.data.isArchived).toBe(true);
      const again = await f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.cook.token });
      expect(again.body.data.isArchived).toBe(true);
      const on = await f.api.patch(`/api/recipes/${recipe.id}/unarchive`, { token: f.cook.token });
      expect(on.status).toBe(200);
      expect(on.body.data.isArchived).toBe(false);
    });

    it('is refused to a Kitchen Helper and answers 404 to another family', async () => {
      const recipe = await f.create();
      expect((await f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.helper.token })).status).toBe(
        403,
      );
      expect(
        (await f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.stranger.token })).status,
      ).toBe(404);
      const gone = await f.archived();
      expect((await f.api.patch(`/api/recipes/${gone.id}/unarchive`, { token: f.helper.token })).status).toBe(
        403,
      );
      expect(
        (await f.api.patch(`/api/recipes/${gone.id}/unarchive`, { token: f.stranger.token })).status,
      ).toBe(404);
      const check = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
      expect(check.body.data.isArchived).toBe(false);
    });
  });

  describe('permanent delete', () => {
    it('deletes an archived recipe for a Head Chef or Sous Chef', async () => {
      for (const token of [f.head.token, f.sous.token]) {
        const recipe = await f.archived();
        const res = await f.api.delete(`/api/recipes/${recipe.id}`, { token });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ id: recipe.id, undoId: expect.any(Number) });
        expect((await f.api.get(`/api/recipes/${recipe.id}`, { token })).status).toBe(404);
      }
    });

    it('refuses an active recipe with 409 so nothing is one click from gone', async () => {
      const recipe = await f.create();
      const res = await f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('recipes.not_archived');
      expect((await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token })).status).toBe(200);
    });

    it('is refused to a Cook and a Kitchen Helper (403) and answers 404 to another family', async () => {
      const recipe = await f.archived();
      for (const token of [f.cook.token, f.helper.token]) {
        const res = await f.api.delete(`/api/recipes/${recipe.id}`, { token });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('recipes.delete_forbidden');
      }
      expect((await f.api.delete(`/api/recipes/${recipe.id}`, { token: f.stranger.token })).status).toBe(404);
      expect((await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token })).status).toBe(200);
    });
  });
});
