import { expect } from 'vitest';
import { buildRecipe } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A family with one member of each role, and a Head Chef of another family. */
export async function recipeFamily(t: TestApp) {
  const api = client(t.app);
  const head = await headChef(t, 'The Recipe Family');
  const familyId = head.family.id;
  const [sous, cook, helper] = [
    await addMember(t.db, { familyId, role: 2 }),
    await addMember(t.db, { familyId, role: 3 }),
    await addMember(t.db, { familyId, role: 4 }),
  ];
  const stranger = await headChef(t, 'The Other Family');

  const create = (token = head.token, overrides: Parameters<typeof buildRecipe>[2] = {}) =>
    buildRecipe(t, { token, familyId }, overrides);

  async function archived(token = head.token) {
    const recipe = await create(token);
    const res = await api.patch(`/api/recipes/${recipe.id}/archive`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  }

  return { api, head, familyId, sous, cook, helper, stranger, create, archived };
}

/** A fresh TestApp (f.t) with a recipeFamily in it: open in beforeAll, close with f.t.close(). */
export async function openRecipeFamily() {
  const t = await createTestApp();
  try {
    return { t, ...(await recipeFamily(t)) };
  } catch (error) {
    await t.close();
    throw error;
  }
}
export type RecipeFamily = Awaited<ReturnType<typeof openRecipeFamily>>;

export { recipeBody } from '../../../test/builders';
