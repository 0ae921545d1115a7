import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecipeFamily, type RecipeFamily } from './recipes.fixtures';

// Versions (If-Match): a save made to an older version is refused with the current recipe, and
// changes nothing; without the header the change applies.

let f: RecipeFamily;
beforeAll(async () => {
  f = await openRecipeFamily();
});
afterAll(() => f?.t.close());

const patch = (id: number, body: Record<string, unknown>, version?: number | string, path = '') =>
  f.api.patch(`/api/recipes/${id}${path}`, {
    token: f.head.token,
    body,
    ...(version !== undefined ? { headers: { 'if-match': String(version) } } : {}),
  });

describe('recipe versions', () => {
  it('a new recipe is at version 1, and every change moves it on (archiving too)', async () => {
    const recipe = await f.create();
    expect(recipe.version).toBe(1);
    const renamed = await patch(recipe.id, { name: 'Pancakes II' }, 1);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.version).toBe(2);
    const archived = await patch(recipe.id, {}, 2, '/archive');
    expect(archived.body.data).toMatchObject({ isArchived: true, version: 3 });
    const read = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.cook.token });
    expect(read.body.data.version).toBe(3);
  });

  it("the second of two cooks saving the same version gets 409 with the first's recipe, and nothing of theirs is kept", async () => {
    const recipe = await f.create();
    const first = await patch(recipe.id, { name: 'Buckwheat Pancakes', servings: 2 }, recipe.version);
    expect(first.status).toBe(200);
    const second = await patch(recipe.id, { name: 'Banana Pancakes', prepTime: 99 }, recipe.version);
    expect(second.status, second.text).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'recipes.version_conflict',
      message: expect.any(String),
      current: { id: recipe.id, name: 'Buckwheat Pancakes', servings: 2, prepTime: 10, version: 2 },
    });
    const read = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
    expect(read.body.data).toMatchObject({ name: 'Buckwheat Pancakes', prepTime: 10, version: 2 });
  });

  it('without If-Match (spec 7 clients) the change applies to whatever is stored', async () => {
    const recipe = await f.create();
    await patch(recipe.id, { name: 'First' });
    const res = await patch(recipe.id, { name: 'Second' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Second', version: 3 });
  });

  it('an archive or restore naming an old version is refused too, and so is an empty edit', async () => {
    const recipe = await f.create();
    await patch(recipe.id, { name: 'Moved On' });
    const archive = await patch(recipe.id, {}, 1, '/archive');
    expect(archive.status).toBe(409);
    expect(archive.body.error.current).toMatchObject({ isArchived: false, version: 2 });
    expect((await patch(recipe.id, {}, 1)).status).toBe(409);
    expect((await patch(recipe.id, {}, 2)).status).toBe(200);
  });

  it('accepts the version quoted like an ETag, and * as any version; refuses anything else (400)', async () => {
    const recipe = await f.create();
    expect((await patch(recipe.id, { name: 'Quoted' }, '"1"')).status).toBe(200);
    expect((await patch(recipe.id, { name: 'Any' }, '*')).status).toBe(200);
    for (const bad of ['two', '1, 2', '-1', '']) {
      const res = await patch(recipe.id, { name: 'Bad' }, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('request.if_match');
    }
    const read = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
    expect(read.body.data).toMatchObject({ name: 'Any', version: 3 });
  });

  it('two saves of one version at once: exactly one applies', async () => {
    for (let round = 0; round < 30; round++) {
      const recipe = await f.create();
      const answers = await Promise.all([
        patch(recipe.id, { name: `A ${round}` }, recipe.version),
        patch(recipe.id, { name: `B ${round}` }, recipe.version),
      ]);
      expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200)!;
      const read = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
      expect(read.body.data).toMatchObject({ name: winner.body.data.name, version: 2 });
    }
  });
});
