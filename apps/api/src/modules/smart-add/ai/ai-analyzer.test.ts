import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiStandIn, bad, good, slow, start } from './ai.stand-in';
import { AI_MAX_ANSWER_BYTES, type AiAnalyzerOptions, aiAnalyzer, chatCompletionsUrl } from './ai-analyzer';
import { aiAnswerJsonSchema } from './ai-answer.schema';

const TODAY = '2026-05-05'; // a Tuesday
const milk = {
  type: 'inventory',
  confidence: 0.9,
  data: {
    name: 'Milk',
    quantity: '2',
    unit: 'gallons',
    category: 'Dairy',
    expirationDate: '2026-05-08',
    minStockLevel: '0',
    barcode: null,
  },
} as const;
const milkPreview = {
  title: 'Milk',
  description: 'Add 2 gallons Milk to the dairy inventory',
  details: [
    { label: 'Quantity', value: '2 gallons' },
    { label: 'Category', value: 'Dairy' },
    { label: 'Expires', value: 'May 8, 2026' },
  ],
};
const tacos = {
  type: 'meal_plan',
  confidence: 0.8,
  data: {
    name: 'Taco Tuesday',
    description: null,
    servings: 4,
    prepTime: 0,
    cookTime: 0,
    instructions: null,
    ingredients: ['tortillas', 'beef', 'cheese'].map((name) => ({ name, quantity: '', unit: '' })),
    plannedDate: '2026-05-05',
    mealType: 'dinner',
  },
} as const;
const groceries = {
  type: 'grocery_list',
  confidence: 0.95,
  data: {
    name: 'Grocery List',
    items: [
      { name: 'Eggs', quantity: '1', unit: 'dozen', category: 'Dairy' },
      { name: 'Bread', quantity: '1', unit: 'loaves', category: 'Bakery' },
    ],
  },
} as const;
const pancakes = {
  type: 'recipe',
  confidence: 0.7,
  data: {
    ...tacos.data,
    name: 'Pancakes',
    ingredients: [{ name: 'flour', quantity: '1 1/2', unit: 'cups' }],
    plannedDate: undefined,
    mealType: undefined,
    source: null,
    sourceName: null,
  },
} as const;
/** The answer with `change` applied to its data. */
const withData = <T extends { data: object }>(answer: T, change: Record<string, unknown>) => ({
  ...answer,
  data: { ...answer.data, ...change },
});

let standIn: AiStandIn;
let logged: string[];
beforeAll(async () => {
  standIn = await start();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  logged = [];
});

const analyzer = (
  config: { AI_BASE_URL?: string; AI_API_KEY?: string } = {},
  options: AiAnalyzerOptions = {},
) => {
  const made = aiAnalyzer(
    { AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-test', AI_MODEL: 'kitchen-model', ...config },
    { timeoutMs: 2_000, log: (msg) => logged.push(msg), ...options },
  );
  if (!made) throw new Error('aiAnalyzer answered null with AI_BASE_URL set');
  return made;
};
const analyze = (text = '2 gallons milk, expires Friday') => analyzer().analyze(text, TODAY);

describe('aiAnalyzer: good answers', () => {
  it("answers the model's result, validated, with its preview", async () => {
    standIn.respondWith(good(milk));
    expect(await analyze()).toEqual({ ...milk, preview: milkPreview });
    expect(logged).toEqual([]);
  });

  it('answers a result wrapped in ```json fences', async () => {
    standIn.respondWith(good(milk, { fenced: true }));
    expect(await analyze()).toEqual({ ...milk, preview: milkPreview });
  });

  it('answers each of the four types', async () => {
    for (const answer of [milk, groceries, pancakes, tacos]) {
      const expected = JSON.parse(JSON.stringify(answer)); // without the undefined keys
      standIn.respondWith(good(expected));
      const result = await analyze('some text');
      expect(result?.type).toBe(answer.type);
      expect(result?.data).toEqual(expected.data);
      expect(result?.preview.title).toBe(answer.data.name);
    }
    expect(logged).toEqual([]);
  });

  it('answers stock going out: the takes as the model read them', async () => {
    const takes = {
      type: 'stock_use',
      confidence: 0.9,
      data: {
        items: [
          { name: 'Eggs', quantity: '6', unit: 'each', reason: 'used' },
          { name: 'Spinach', quantity: '1', unit: 'bags', reason: 'wasted' },
        ],
      },
    };
    standIn.respondWith(good(takes));
    const result = await analyze('used 6 eggs and threw away the spinach');
    expect(result).toMatchObject({ type: 'stock_use', data: takes.data });
    expect(result?.preview.title).toBe('Eggs, Spinach');
  });

  it('answers a cook as the dish said, its body naming no dish until the kitchen is read', async () => {
    standIn.respondWith(good({ type: 'cook', confidence: 0.85, data: { dish: 'lasagne', servings: 6 } }));
    const result = await analyze('made the lasagne for 6');
    expect(result).toMatchObject({
      type: 'cook',
      data: { servings: 6 },
      dish: { said: 'lasagne', match: null, choices: [] },
    });
    expect(result?.data).not.toHaveProperty('recipeId');
  });

  it('answers null to takes the take call would refuse (none, or a negative amount)', async () => {
    for (const items of [[], [{ name: 'Eggs', quantity: '-2', unit: 'each', reason: 'used' }]]) {
      standIn.respondWith(good({ type: 'stock_use', confidence: 0.9, data: { items } }));
      expect(await analyze('used eggs')).toBeNull();
    }
  });

  it("sends the model, the bearer key, the strict json_schema, the text and today's date", async () => {
    standIn.respondWith(good(milk));
    await analyze('2 gallons milk, expires Friday');
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'kitchen-model',
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'smart_add_result', strict: true, schema: aiAnswerJsonSchema },
      },
    });
    const { messages } = request!.body as { messages: { role: string; content: string }[] };
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain('Today is 2026-05-05 (a Tuesday)');
    expect(messages[1]?.content).toBe('2 gallons milk, expires Friday');
  });

  it('sends no Authorization header without a key', async () => {
    standIn.respondWith(good(milk));
    expect(await analyzer({ AI_API_KEY: undefined }).analyze('milk', TODAY)).not.toBeNull();
    expect(standIn.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it("reaches /chat/completions under a base without '/v1'", async () => {
    standIn.respondWith(good(milk));
    const base = standIn.url.replace(/\/v1$/, '/');
    expect(await analyzer({ AI_BASE_URL: base }).analyze('milk', TODAY)).not.toBeNull();
    expect(standIn.requests.map((r) => r.path)).toEqual(['/chat/completions']);
  });
});

describe('aiAnalyzer: anything wrong answers null', () => {
  it('answers null to an HTTP 500', async () => {
    standIn.respondWith(bad(500));
    expect(await analyze()).toBeNull();
    expect(logged).toEqual([expect.stringContaining('HTTP 500')]);
  });

  it('answers null to content that is not JSON', async () => {
    standIn.respondWith(bad('not json'));
    expect(await analyze()).toBeNull();
    expect(logged).toEqual([expect.stringContaining('the answer is not JSON')]);
  });

  it.each([
    ['the stand-in’s wrong shape', null],
    ['an inventory item without a unit', withData(milk, { unit: undefined })],
    ['a unit not in the list', withData(milk, { unit: 'gallon' })],
    ['an unknown type', { ...milk, type: 'pantry' }],
    ['a confidence over 1', { ...milk, confidence: 1.5 }],
    ['an empty name', withData(milk, { name: '   ' })],
    ['a quantity in words', withData(milk, { quantity: 'two' })],
    ['an expiration date that is not a date', withData(milk, { expirationDate: 'Friday' })],
    [
      'a grocery item with an empty name',
      withData(groceries, { items: [{ ...groceries.data.items[0], name: '' }] }),
    ],
    ['a grocery list without a name', withData(groceries, { name: '' })],
    ['a recipe without ingredients', withData(JSON.parse(JSON.stringify(pancakes)), { ingredients: [] })],
    ['a meal plan on no calendar date', withData(tacos, { plannedDate: '2026-02-30' })],
    ['a meal plan for brunch', withData(tacos, { mealType: 'brunch' })],
  ])('answers null to %s', async (_, answer) => {
    standIn.respondWith(answer === null ? bad('wrong shape') : good(answer));
    expect(await analyze()).toBeNull();
    expect(logged).toHaveLength(1);
  });

  it(`answers null to an answer over ${AI_MAX_ANSWER_BYTES} bytes`, async () => {
    standIn.respondWith(good(withData(milk, { name: 'm'.repeat(AI_MAX_ANSWER_BYTES) })));
    expect(await analyze()).toBeNull();
    expect(logged).toEqual([expect.stringContaining(`over ${AI_MAX_ANSWER_BYTES} bytes`)]);
  });

  it('answers null soon after timeoutMs when the service is slow', async () => {
    standIn.respondWith(slow(2_000, milk));
    const started = performance.now();
    const result = await analyzer({}, { timeoutMs: 200 }).analyze('milk', TODAY);
    const elapsed = performance.now() - started;
    expect(result).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(300);
    expect(logged).toEqual([expect.stringContaining('no answer within 200 ms')]);
  });

  it('answers null when nothing listens at the address', async () => {
    const closed = await start();
    await closed.close();
    expect(await analyzer({ AI_BASE_URL: closed.url }).analyze('milk', TODAY)).toBeNull();
    expect(logged).toEqual([expect.stringContaining('the request failed')]);
  });
});

describe('aiAnalyzer: configuration', () => {
  it('is null when AI_BASE_URL is not set', () => {
    const log = (msg: string) => logged.push(msg);
    expect(aiAnalyzer({ AI_MODEL: 'kitchen-model' }, { log })).toBeNull();
    expect(
      aiAnalyzer({ AI_BASE_URL: '', AI_API_KEY: 'sk-test', AI_MODEL: 'kitchen-model' }, { log }),
    ).toBeNull();
    expect(logged).toEqual([]); // not an error: AI answers are simply off
    expect(aiAnalyzer({ AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' })).not.toBeNull();
  });

  it.each([
    ['http://ai.local/v1', 'http://ai.local/v1/chat/completions'],
    ['http://ai.local/v1/', 'http://ai.local/v1/chat/completions'],
    ['http://ai.local', 'http://ai.local/chat/completions'],
    ['http://ai.local/', 'http://ai.local/chat/completions'],
    ['http://localhost:11434/v1//', 'http://localhost:11434/v1/chat/completions'],
    ['https://ai.example/openai/v1/chat/completions', 'https://ai.example/openai/v1/chat/completions'],
    ['https://ai.example/openai?api-version=1', 'https://ai.example/openai/chat/completions?api-version=1'],
  ])('posts to %s as %s', (base, url) => {
    expect(chatCompletionsUrl(base)).toBe(url);
  });
});
