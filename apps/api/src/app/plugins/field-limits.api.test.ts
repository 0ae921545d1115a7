import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 24, point 8: a value past its limit answers 400 with the field's sentence, the one the form shows.
describe('a text past its limit is refused with a sentence, never the validator’s own words', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const expectSentence = (res: Awaited<ReturnType<typeof api.post>>, field: string, sentence: string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.code).toBe('request.validation');
    expect(res.body.error.fields[field]).toBe(sentence);
    expect(res.text).not.toMatch(/Too big|expected string/);
  };

  it('a family name of 101 characters', async () => {
    const account = await createUser(t.db);
    const res = await api.post('/api/families', {
      token: account.token,
      body: { name: 'F'.repeat(101), familySize: '4' },
    });
    expectSentence(res, 'name', 'Family name must be 100 characters or fewer.');
    expect(res.body.error.message).toBe('Family name must be 100 characters or fewer.');
    const atLimit = await api.post('/api/families', {
      token: account.token,
      body: { name: 'F'.repeat(100), familySize: '4' },
    });
    expect(atLimit.status, atLimit.text).toBe(201);
  });

  it("a member's first name, a grocery list's name, a recipe's name and an item's name", async () => {
    const chef = await headChef(t);
    const familyId = chef.family.id;
    const token = chef.token;
    expectSentence(
      await api.post(`/api/families/${familyId}/users`, {
        token,
        body: { username: 'kid_limits', firstName: 'K'.repeat(61), lastName: 'Test', role: 4 },
      }),
      'firstName',
      'First name must be 60 characters or fewer.',
    );
    expectSentence(
      await api.post(`/api/families/${familyId}/grocery-lists`, { token, body: { name: 'L'.repeat(101) } }),
      'name',
      'List name must be 100 characters or fewer.',
    );
    expectSentence(
      await api.post(`/api/families/${familyId}/recipes`, {
        token,
        body: {
          name: 'R'.repeat(201),
          servings: 2,
          ingredients: [{ name: 'Salt', quantity: '1', unit: 'tsp' }],
        },
      }),
      'name',
      'Recipe name must be 200 characters or fewer.',
    );
    expectSentence(
      await api.post(`/api/families/${familyId}/inventory`, {
        token,
        body: { name: 'I'.repeat(201), quantity: '1', unit: 'each', category: 'Pantry' },
      }),
      'name',
      'Item name must be 200 characters or fewer.',
    );
  });

  it("keeps the spec's own words for the middle initial", async () => {
    const account = await createUser(t.db);
    const res = await api.post('/api/users/profile', {
      token: account.token,
      body: { username: 'initials', firstName: 'A', lastName: 'B', middleInitial: 'AB' },
    });
    expectSentence(res, 'middleInitial', 'Middle initial must be 1 character');
  });
});
