import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../../test/open-food-facts-app';
import { type RecipeSite, startRecipeSite } from './recipe-site.stand-in';

const ANALYZE = '/api/smart-add/analyze';
const MILK = '5010251168577'; // British Whole Milk, Morrisons, en:dairies (recorded answer)
const UNKNOWN = '4006381333931'; // a valid EAN-13 the stand-in does not have
// A Tuesday.
const TODAY = '2026-11-24';

let t: OpenFoodFactsTestApp;
let site: RecipeSite;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);
const analyze = (data: unknown, { token = chef.token, type = 'text' as unknown } = {}) =>
  api().post(ANALYZE, { token, body: { type, data, today: TODAY } });

beforeAll(async () => {
  site = await startRecipeSite();
  t = await createOpenFoodFactsTestApp();
  chef = await headChef(t, 'The Quick Adders');
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

describe('POST /api/smart-add/analyze: the answer is the body its create call takes', () => {
  it('an inventory sentence becomes an item the inventory accepts as it is', async () => {
    const res = await analyze('we have 3 cans of chickpeas in the pantry, expires 2027-03-01', {
      type: 'search',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, method: 'rules', result: { type: 'inventory' } });
    const { result } = res.body;
    expect(result.data).toMatchObject({ name: 'Chickpeas', quantity: '3', unit: 'cans', category: 'Pantry' });
    expect(result.data.expirationDate).toBe('2027-03-01');
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.preview).toMatchObject({ title: 'Chickpeas' });
    expect(res.body.alternatives.map((a: { type: string }) => a.type).sort()).toEqual([
      'grocery_list',
      'meal_plan',
      'recipe',
    ]);

    const created = await api().post(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      body: result.data,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Chickpeas', quantity: '3', unit: 'cans' });
  });

  it('a shopping sentence becomes a list created with its items in one call', async () => {
    const res = await analyze('buy milk, 2 dozen eggs and bread');
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.type).toBe('grocery_list');
    const created = await api().post(`/api/families/${chef.family.id}/grocery-lists`, {
      token: chef.token,
      body: res.body.result.data,
    });
    expect(created.status, created.text).toBe(201);
    const items = created.body.data.items.map((i: { name: string; quantity: string; unit: string }) => [
      i.name,
      i.quantity,
      i.unit,
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['milk', '1', 'each'],
        ['eggs', '2', 'dozen'],
        ['bread', '1', 'each'],
      ]),
    );
  });

  it('a pasted recipe becomes a recipe with its servings and ingredients', async () => {
    const text =
      'Banana bread\nServes 8\n3 ripe bananas\n2 cups flour\n1/2 cup sugar\n1 tsp baking soda\nMash the bananas, stir in the rest and bake for 60 minutes.';
    const res = await analyze(text);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({
      type: 'recipe',
      data: { name: 'Banana bread', servings: 8, cookTime: 60 },
    });
    expect(res.body.result.data.ingredients).toHaveLength(4);
    const created = await api().post(`/api/families/${chef.family.id}/recipes`, {
      token: chef.token,
      body: res.body.result.data,
    });
    expect(created.status, created.text).toBe(201);
  });

  it('a dish for a day and a meal becomes a meal plan with the day and the meal', async () => {
    const res = await analyze('Friday dinner: fish tacos with cabbage slaw, lime and tortillas');
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({
      type: 'meal_plan',
      data: { name: 'Fish tacos', plannedDate: '2026-11-27', mealType: 'dinner' },
    });
    const { plannedDate: _d, mealType: _m, ...plan } = res.body.result.data;
    const created = await api().post(`/api/families/${chef.family.id}/meal-plans`, {
      token: chef.token,
      body: plan,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.ingredients).toHaveLength(3);
  });

  it('a dish for tonight with no ingredients written is still a meal plan the API takes', async () => {
    const res = await analyze('Chicken tacos for dinner tonight');
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({
      type: 'meal_plan',
      data: { plannedDate: TODAY, mealType: 'dinner' },
    });
    const { plannedDate: _d, mealType: _m, ...plan } = res.body.result.data;
    const created = await api().post(`/api/families/${chef.family.id}/meal-plans`, {
      token: chef.token,
      body: plan,
    });
    expect(created.status, created.text).toBe(201);
  });

  it('a barcode becomes an item named from the product lookup', async () => {
    const res = await analyze(MILK, { type: 'barcode' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ method: 'lookup', result: { type: 'inventory' } });
    expect(res.body.result.data).toMatchObject({
      name: 'British Whole Milk',
      category: 'Dairy',
      barcode: MILK,
    });
    expect(res.body.result.preview.description).toContain('Morrisons');
  });

  it('an unknown barcode is an Unknown Product the family can still add, with the spec message', async () => {
    const res = await analyze(UNKNOWN, { type: 'barcode' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Product not found. You can still add it manually.');
    expect(res.body.result.data).toMatchObject({ name: 'Unknown Product', barcode: UNKNOWN });
    expect(res.body.result.confidence).toBeLessThan(0.5);
  });

  it('a web address becomes the recipe on its page', async () => {
    const res = await analyze(`${site.url}/pages/dev002.html`, { type: 'url' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ method: 'import', result: { type: 'recipe' } });
    expect(res.body.result.data.ingredients.length).toBeGreaterThan(2);
    expect(res.body.result.data.source).toBe(`${site.url}/pages/dev002.html`);
  });
});

describe('POST /api/smart-add/analyze: bad input changes nothing and says why', () => {
  it.each([
    ['', 'Input is required'],
    ['    ', 'Please enter some text to analyze'],
    ['ab', 'Please enter at least 3 characters'],
    [42, 'Input is required'],
  ])('%j answers 400 with the spec message', async (data, message) => {
    const res = await analyze(data);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.fields.data).toBe(message);
  });

  it('an unknown input type is refused', async () => {
    const res = await analyze('milk', { type: 'photo' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.type).toBeTruthy();
  });

  it('text with nothing to add answers 422', async () => {
    const res = await analyze('?!?!');
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.code).toBe('smart_add.not_understood');
  });

  it('needs a session', async () => {
    const res = await api().post(ANALYZE, { body: { type: 'text', data: 'buy milk' } });
    expect(res.status).toBe(401);
  });

  it('creates nothing: the inventory and lists are as they were', async () => {
    const before = await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token });
    await analyze('we have 12 apples');
    await analyze('buy pears');
    const after = await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token });
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('POST /api/smart-add/analyze: roles and families', () => {
  it('a Kitchen Helper is offered only what a helper may create, and may not import a page', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const res = await analyze('Dinner Tuesday: chicken fajitas', { token: helper.token });
    expect(res.status, res.text).toBe(200);
    const types = [res.body.result, ...res.body.alternatives].map((r: { type: string }) => r.type);
    expect(types.sort()).toEqual(['grocery_list', 'inventory']);
    const page = await analyze(`${site.url}/pages/dev002.html`, { token: helper.token, type: 'url' });
    expect(page.status).toBe(403);
  });

  it("another family's name for a barcode is never shown", async () => {
    const named = await api().post(`/api/families/${chef.family.id}/products`, {
      token: chef.token,
      body: { barcode: UNKNOWN, name: "Grandma's plum jam", category: 'Condiments' },
    });
    expect(named.status, named.text).toBe(200);
    expect((await analyze(UNKNOWN, { type: 'barcode' })).body.result.data.name).toBe("Grandma's plum jam");

    const other = await headChef(t, 'The Neighbours');
    const res = await analyze(UNKNOWN, { token: other.token, type: 'barcode' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.data.name).toBe('Unknown Product');
  });
});
