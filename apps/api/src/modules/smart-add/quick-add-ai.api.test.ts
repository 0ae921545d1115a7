import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type AiStandIn, bad, good, slow, start } from './ai/ai.stand-in';

const TODAY = '2026-11-24';
// Long enough that a loaded CI machine still gets the good answer in time, short enough to test the fallback.
const TIMEOUT_MS = 2_000;

// What a model would answer for 'two gallons of oat milk, expires next Friday'.
const MODEL_ANSWER = {
  type: 'inventory',
  confidence: 0.97,
  data: {
    name: 'Oat milk',
    quantity: '2',
    unit: 'gallons',
    category: 'Dairy',
    expirationDate: '2026-12-04',
    minStockLevel: '0',
    barcode: null,
  },
};

let t: TestApp;
let ai: AiStandIn;
let chef: Awaited<ReturnType<typeof headChef>>;
const analyze = (data: string, token = chef.token) =>
  client(t.app).post('/api/smart-add/analyze', { token, body: { type: 'text', data, today: TODAY } });

beforeAll(async () => {
  ai = await start();
  t = await createTestApp({
    env: {
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-family',
      AI_MODEL: 'kitchen-model',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  chef = await headChef(t, 'The Modellers');
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

describe('Smart Quick Add with an AI service (AI_BASE_URL)', () => {
  it('the model answering well decides, and the rules still offer the other types', async () => {
    ai.respondWith(good(MODEL_ANSWER));
    const res = await analyze('two gallons of oat milk, expires next Friday');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      method: 'ai',
      result: { ...MODEL_ANSWER, preview: { title: 'Oat milk' } },
    });
    expect(res.body.alternatives.map((a: { type: string }) => a.type)).not.toContain('inventory');
    expect(ai.requests).toHaveLength(1);
    const sent = ai.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-family');
    expect(sent.body).toMatchObject({ model: 'kitchen-model' });
    expect(JSON.stringify(sent.body)).toContain('two gallons of oat milk');
  });

  it.each([
    ['an HTTP error', bad(500)],
    ['an answer that is not JSON', bad('not json')],
    ['an answer of the wrong shape', bad('wrong shape')],
    [
      'an item with a unit Kitching does not have',
      good({ ...MODEL_ANSWER, data: { ...MODEL_ANSWER.data, unit: 'gallon' } }),
    ],
  ])('the rules answer when the model sends %s', async (_what, behaviour) => {
    ai.respondWith(behaviour);
    const res = await analyze('we have 4 cans of black beans');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      method: 'rules',
      result: { type: 'inventory', data: { quantity: '4', unit: 'cans' } },
    });
    expect(ai.requests).toHaveLength(1);
  });

  it('the rules answer when the model is too slow, soon after the timeout', async () => {
    ai.respondWith(slow(15_000, MODEL_ANSWER));
    const started = performance.now();
    const res = await analyze('buy cheese, crackers and grapes');
    const ms = performance.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ method: 'rules', result: { type: 'grocery_list' } });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 4_000);
  });

  it("the model's answer of a type the member may not create gives way to the rules", async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    ai.respondWith(
      good({
        type: 'recipe',
        confidence: 0.9,
        data: {
          name: 'Toast',
          description: null,
          servings: 1,
          prepTime: 0,
          cookTime: 2,
          instructions: 'Toast the bread.',
          source: null,
          sourceName: null,
          ingredients: [{ name: 'bread', quantity: '1', unit: 'pieces' }],
        },
      }),
    );
    const res = await analyze('toast: 1 slice bread', helper.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.method).toBe('rules');
    expect(['inventory', 'grocery_list']).toContain(res.body.result.type);
  });

  it("the model's cook is matched to the family's dishes; a helper's 'thrown away' gives way to the rules", async () => {
    const recipe = await client(t.app).post(`/api/families/${chef.family.id}/recipes`, {
      token: chef.token,
      body: { name: "Shepherd's Pie", ingredients: [{ name: 'Lamb mince', quantity: '500', unit: 'g' }] },
    });
    expect(recipe.status, recipe.text).toBe(201);
    ai.respondWith(good({ type: 'cook', confidence: 0.8, data: { dish: 'shepherds pie', servings: 4 } }));
    const cooked = await analyze('did a shepherds pie for 4 tonight');
    expect(cooked.status, cooked.text).toBe(200);
    expect(cooked.body).toMatchObject({
      method: 'ai',
      result: {
        type: 'cook',
        data: { recipeId: recipe.body.data.id, servings: 4 },
        dish: { said: 'shepherds pie' },
      },
    });

    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const items = [{ name: 'Spinach', quantity: '1', unit: 'bags', reason: 'wasted' }];
    ai.respondWith(good({ type: 'stock_use', confidence: 0.9, data: { items } }));
    const binned = await analyze('threw away the spinach', helper.token);
    expect(binned.body.method).toBe('rules');
    const types = [binned.body.result, ...binned.body.alternatives].map((r: { type: string }) => r.type);
    expect(types).not.toContain('stock_use');
    expect((await analyze('threw away the spinach')).body).toMatchObject({
      method: 'ai',
      result: { type: 'stock_use', data: { items }, stock: [] },
    });
  });

  it('barcodes and web addresses never go to the model', async () => {
    ai.respondWith(good(MODEL_ANSWER));
    await client(t.app).post('/api/smart-add/analyze', {
      token: chef.token,
      body: { type: 'url', data: 'http://127.0.0.1:9/recipe' },
    });
    expect(ai.requests).toHaveLength(0);
  });
});
