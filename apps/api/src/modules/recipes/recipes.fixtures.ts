import { expect } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';

export const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Buttermilk Pancakes',
  description: 'Fluffy Sunday pancakes',
  servings: 6,
  prepTime: 10,
  cookTime: 20,
  instructions: 'Mix.\nFry.',
  source: 'https://example.com/pancakes',
  sourceName: 'Example Kitchen',
  ingredients: [
    { name: 'Flour', quantity: '1 1/2', unit: 'cups' },
    { name: 'Buttermilk', quantity: '0.333', unit: 'cups' },
    { name: 'Eggs', quantity: 2, unit: 'each' },
  ],
  ...overrides,
});

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

  async function create(token = head.token, overrides: Record<string, unknown> = {}) {
    const res = await api.post(`/api/families/${familyId}/recipes`, { token, body: recipeBody(overrides) });
    expect(res.status, res.text).toBe(201);
    return res.body.data;
  }

  async function archived(token = head.token) {
    const recipe = await create(token);
    const res = await api.patch(`/api/recipes/${recipe.id}/archive`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  }

  return { api, head, familyId, sous, cook, helper, stranger, create, archived };
}
