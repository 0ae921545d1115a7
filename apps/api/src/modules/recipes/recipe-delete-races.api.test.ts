import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecipeFamily, type RecipeFamily } from './recipes.fixtures';

// Deletes racing edits: every answer is the edit's or 404 (the recipe is gone), never a 500. The
// requests overlap for real on PostgreSQL.

const ROUNDS = 60;
let f: RecipeFamily;
beforeAll(async () => {
  f = await openRecipeFamily();
});
afterAll(() => f?.t.close());

const statuses = (answers: { status: number }[]) => answers.map((res) => res.status);

describe('a recipe deleted while someone works on it', () => {
  it('an edit racing the delete answers 200 or 404, never 500', async () => {
    const edits: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const recipe = await f.archived();
      const [edit, gone] = await Promise.all([
        f.api.patch(`/api/recipes/${recipe.id}`, { token: f.head.token, body: { name: `Round ${round}` } }),
        f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token }),
      ]);
      expect(gone.status, gone.text).toBe(200);
      expect([200, 404], edit.text).toContain(edit.status);
      edits.push(edit.status);
    }
    expect(edits).toHaveLength(ROUNDS);
  });

  it('a restore racing the delete: one of them wins, and a restored recipe is never deleted', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const recipe = await f.archived();
      const [restore, gone] = await Promise.all([
        f.api.patch(`/api/recipes/${recipe.id}/unarchive`, { token: f.head.token }),
        f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token }),
      ]);
      const both = `${restore.status} ${gone.status}`;
      // Deleted first: nothing to restore (404). Restored first: the delete takes only an archived
      // recipe (409), and the recipe stays.
      expect(['404 200', '200 409']).toContain(both);
      const after = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
      expect(after.status, both).toBe(gone.status === 200 ? 404 : 200);
    }
  });

  it('an archive racing the delete answers 200 or 404, never 500', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const recipe = await f.create();
      const [archive, gone] = await Promise.all([
        f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.head.token }),
        f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token }),
      ]);
      expect(archive.status, archive.text).toBe(200);
      expect([200, 409], gone.text).toContain(gone.status);
    }
  });

  it('two deletes at once: one deletes, the other finds nothing (404)', async () => {
    for (let round = 0; round < 10; round++) {
      const recipe = await f.archived();
      const answers = await Promise.all([
        f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token }),
        f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token }),
      ]);
      expect(statuses(answers).sort((a, b) => a - b)).toEqual([200, 404]);
    }
  });
});
