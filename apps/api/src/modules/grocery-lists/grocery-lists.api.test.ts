import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildLine, buildList, buildRecipe } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Spec 2.10, 3, 5, 7 and issue 12: grocery lists, their lines, merge, put away, low stock, recipes.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
let helper: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Grocery Family');
  helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
});
afterAll(() => t?.close());

const add = (listId: number, body: Record<string, unknown>, token = chef.token) =>
  api.post(`/api/grocery-lists/${listId}/items`, { token, body });
const lists = async (token = chef.token) =>
  (await api.get(`/api/families/${chef.family.id}/grocery-lists`, { token })).body.data as {
    id: number;
    items: {
      id: number;
      name: string;
      quantity: string;
      unit: string;
      purchased: boolean;
      moreAmounts: unknown[];
    }[];
  }[];
const listOf = async (id: number) => (await lists()).find((l) => l.id === id)!;

describe('grocery lists (spec 7)', () => {
  it('creates a list (the creator from the session) and lists it with its items; a Kitchen Helper adds and ticks', async () => {
    const list = await buildList(t, helper, { name: 'Saturday' });
    expect(list).toMatchObject({
      name: 'Saturday',
      familyId: chef.family.id,
      createdBy: helper.id,
      items: [],
    });
    const added = await add(list.id, { name: 'Milk' }, helper.token);
    expect(added.status, added.text).toBe(201);
    // Spec 3 and 9 defaults: 1, each, Produce.
    expect(added.body).toMatchObject({
      merged: false,
      data: {
        name: 'Milk',
        quantity: '1',
        unit: 'each',
        category: 'Produce',
        purchased: false,
        groceryListId: list.id,
      },
    });
    const ticked = await api.patch(`/api/grocery-list-items/${added.body.data.id}`, {
      token: helper.token,
      body: { purchased: true },
    });
    expect(ticked.body.data).toMatchObject({ purchased: true, version: 2 });
    expect((await listOf(list.id)).items).toMatchObject([{ name: 'Milk', purchased: true }]);
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const blank = await api.post(`/api/families/${chef.family.id}/grocery-lists`, {
      token: chef.token,
      body: { name: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({ name: 'List name is required' });
    const list = await buildList(t, chef);
    for (const [body, field, message] of [
      [{ name: '' }, 'name', 'Item name is required'],
      [{ name: 'Eggs', quantity: '' }, 'quantity', 'Quantity is required'],
      [{ name: 'Eggs', unit: '' }, 'unit', 'Unit is required'],
      [{ name: 'Eggs', category: '' }, 'category', 'Category is required'],
    ] as const) {
      const res = await add(list.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await listOf(list.id)).items).toEqual([]);
  });

  it("another family's list and lines answer 404 and stay as they were", async () => {
    const list = await buildList(t, chef);
    const item = await buildLine(t, chef, list.id, { name: 'Bread' });
    const other = await headChef(t, 'Other Grocery Family');
    expect((await add(list.id, { name: 'Sneaky' }, other.token)).status).toBe(404);
    const patch = await api.patch(`/api/grocery-list-items/${item.id}`, {
      token: other.token,
      body: { purchased: true },
    });
    expect(patch.status).toBe(404);
    expect((await api.delete(`/api/grocery-lists/${list.id}`, { token: other.token })).status).toBe(404);
    expect((await listOf(list.id)).items).toMatchObject([{ name: 'Bread', purchased: false }]);
  });
});

describe('merge', () => {
  it('the same product adds to its line, converting units: 1 gallon + 2 quarts = 1.5 gallons', async () => {
    const list = await buildList(t, chef);
    await add(list.id, { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' });
    const more = await add(list.id, { name: 'milk', quantity: '2', unit: 'quarts', category: 'Dairy' });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({
      merged: true,
      data: { name: 'Milk', quantity: '1.5', unit: 'gallons' },
    });
    expect((await listOf(list.id)).items).toHaveLength(1);
  });

  it('2 cups of flour and 500 g of flour make one line, through spec 9 grams per unit', async () => {
    const list = await buildList(t, chef);
    await add(list.id, { name: 'Flour', quantity: '2', unit: 'cups', category: 'Pantry' });
    const res = await add(list.id, { name: 'flour', quantity: '500', unit: 'g', category: 'Pantry' });
    // 500 g / 120 g per cup = 4.17 cups.
    expect(res.body).toMatchObject({
      merged: true,
      data: { quantity: '6.17', unit: 'cups', moreAmounts: [] },
    });
  });

  it('keeps an amount that does not convert beside the line, never dropping it', async () => {
    const list = await buildList(t, chef);
    await add(list.id, { name: 'Onions', quantity: '1', unit: 'bags' });
    const res = await add(list.id, { name: 'onion', quantity: '2', unit: 'each' });
    expect(res.body).toMatchObject({
      merged: true,
      data: { quantity: '1', unit: 'bags', moreAmounts: [{ quantity: '2', unit: 'each' }] },
    });
  });

  it('different products stay apart (red onion is not onion), and a purchased line is not added to', async () => {
    const list = await buildList(t, chef);
    await add(list.id, { name: 'Onion' });
    expect((await add(list.id, { name: 'Red onion' })).body.merged).toBe(false);
    const lines = (await listOf(list.id)).items;
    await api.patch(`/api/grocery-list-items/${lines[0]!.id}`, {
      token: chef.token,
      body: { purchased: true },
    });
    expect((await add(list.id, { name: 'onions' })).body.merged).toBe(false);
    expect((await listOf(list.id)).items).toHaveLength(3);
  });
});

describe("a family's own links between names", () => {
  it('scallions = green onions: linked once, merged on the list and matched when put away', async () => {
    const family = await headChef(t, 'Link Family');
    const base = `/api/families/${family.family.id}`;
    const linked = await api.post(`${base}/product-links`, {
      token: family.token,
      body: { name: 'Scallions', sameAs: 'green onions' },
    });
    expect(linked.status, linked.text).toBe(201);
    expect(
      (
        await api.post(`${base}/product-links`, {
          token: family.token,
          body: { name: 'Scallions', sameAs: 'green onions' },
        })
      ).status,
    ).toBe(200);
    const list = await buildList(t, family, { name: 'L' });
    const addTo = (name: string) =>
      api.post(`/api/grocery-lists/${list.id}/items`, {
        token: family.token,
        body: { name, quantity: '1', unit: 'each' },
      });
    await addTo('Green onion');
    expect((await addTo('scallions')).body).toMatchObject({
      merged: true,
      data: { name: 'Green onion', quantity: '2' },
    });
    // Without the link, they would be two products.
    expect((await addTo('Spring onion')).body.merged).toBe(false);
    const links = (await api.get(`${base}/product-links`, { token: family.token })).body.data;
    expect(links).toMatchObject([{ name: 'Scallions', sameAs: 'green onions' }]);
    const gone = await api.delete(`/api/product-links/${links[0].id}`, { token: family.token });
    expect(gone.status).toBe(200);
    expect((await addTo('scallions')).body.merged).toBe(false);
    const outsider = await headChef(t, 'Link Thieves');
    expect((await api.get(`${base}/product-links`, { token: outsider.token })).status).toBe(404);
  });
});

describe('no snap-back: versions', () => {
  it('a tick from a stale screen (If-Match) answers 409 with the line as it is, and changes nothing', async () => {
    const list = await buildList(t, chef);
    const item = await buildLine(t, chef, list.id, { name: 'Apples' });
    const first = await api.patch(`/api/grocery-list-items/${item.id}`, {
      token: chef.token,
      body: { purchased: true },
      headers: { 'if-match': String(item.version) },
    });
    expect(first.status).toBe(200);
    const stale = await api.patch(`/api/grocery-list-items/${item.id}`, {
      token: helper.token,
      body: { purchased: false },
      headers: { 'if-match': String(item.version) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'grocery.version_conflict',
      current: { purchased: true, version: 2 },
    });
    expect((await listOf(list.id)).items[0]).toMatchObject({ purchased: true });
  });
});

describe('put away', () => {
  it('adds bought lines to matching inventory items (converted) and makes the others; the lines go', async () => {
    const milk = await buildItem(t, chef, {
      name: 'Milk',
      quantity: '1',
      unit: 'gallons',
      category: 'Dairy',
    });
    const list = await buildList(t, chef);
    await buildLine(t, chef, list.id, {
      name: 'milk',
      quantity: '2',
      unit: 'quarts',
      category: 'Dairy',
      purchased: true,
    });
    await buildLine(t, chef, list.id, { name: 'Basil', quantity: '1', unit: 'each', purchased: true });
    const c = await buildLine(t, chef, list.id, { name: 'Not bought yet' });
    const res = await api.post(`/api/grocery-lists/${list.id}/put-away`, { token: chef.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.updated).toMatchObject([{ id: milk.id, quantity: '1.5', unit: 'gallons' }]);
    expect(res.body.data.added).toMatchObject([
      { name: 'Basil', quantity: '1', unit: 'each', category: 'Produce' },
    ]);
    expect((await listOf(list.id)).items.map((i) => i.id)).toEqual([c.id]);
    // Nothing bought any more: a second put-away changes nothing.
    const again = await api.post(`/api/grocery-lists/${list.id}/put-away`, { token: chef.token });
    expect(again.body.data).toEqual({ added: [], updated: [] });
  });
});

describe('put away, many lines at once', () => {
  it('two lines of one pantry item add up on it; two lines of a new product make one item', async () => {
    const family = await headChef(t, 'Batch Family');
    const rice = await buildItem(t, family, { name: 'Rice', quantity: '1', unit: 'kg', category: 'Pantry' });
    const bought = (name: string, quantity: string, unit: string) =>
      ({ name, quantity, unit, category: 'Pantry', purchased: true }) as const;
    // Ticked lines are not merged into: each line below, ticked as it is added, is its own line.
    const list = await buildList(t, family, {
      name: 'B',
      lines: [
        bought('Rice', '500', 'g'),
        bought('rice', '1', 'kg'),
        bought('Lentils', '1', 'bags'),
        bought('lentils', '2', 'bags'),
      ],
    });
    const res = await api.post(`/api/grocery-lists/${list.id}/put-away`, { token: family.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.updated).toMatchObject([{ id: rice.id, quantity: '2.5', unit: 'kg' }]);
    expect(res.body.data.added).toMatchObject([{ name: 'Lentils', quantity: '3', unit: 'bags' }]);
  });
});

describe('put away at once (a family setting)', () => {
  it('with putAwayOnTick, a tick moves the line into the inventory; unticked lines stay', async () => {
    const family = await headChef(t, 'Tick Family');
    const base = `/api/families/${family.family.id}`;
    expect((await api.get(`${base}/grocery-settings`, { token: family.token })).body.data).toEqual({
      putAwayOnTick: false,
      lowStockToList: false,
    });
    const set = await api.put(`${base}/grocery-settings`, {
      token: family.token,
      body: { putAwayOnTick: true },
    });
    expect(set.body.data).toEqual({ putAwayOnTick: true, lowStockToList: false });
    expect(
      (await api.put(`${base}/grocery-settings`, { token: family.token, body: { putAwayOnTick: 'yes' } }))
        .status,
    ).toBe(400);
    const list = await buildList(t, family, { name: 'L' });
    const line = await buildLine(t, family, list.id, {
      name: 'Yogurt',
      quantity: '2',
      unit: 'each',
      category: 'Dairy',
    });
    await buildLine(t, family, list.id, { name: 'Jam' });
    const ticked = await api.patch(`/api/grocery-list-items/${line.id}`, {
      token: family.token,
      body: { purchased: true },
    });
    expect(ticked.status, ticked.text).toBe(200);
    const lists = (await api.get(`${base}/grocery-lists`, { token: family.token })).body.data;
    expect(lists[0].items.map((i: { name: string }) => i.name)).toEqual(['Jam']);
    const inventory = (await api.get(`${base}/inventory`, { token: family.token })).body.data;
    expect(inventory).toMatchObject([{ name: 'Yogurt', quantity: '2', unit: 'each', category: 'Dairy' }]);
  });
});

describe('low stock and recipes', () => {
  it('adds what brings each low item back to its minimum (at least 1), not what the list already has', async () => {
    const family = await headChef(t, 'Low Family');
    for (const [name, quantity, unit, category, minStockLevel] of [
      ['Rice', '1', 'kg', 'Pantry', '3'],
      ['Salt', '0.5', 'kg', 'Pantry', '0.5'],
      ['Beans', '5', 'cans', 'Pantry', '2'],
      ['Eggs', '2', 'each', 'Dairy', '6'],
    ])
      await buildItem(t, family, { name, quantity, unit, category, minStockLevel });
    const list = await buildList(t, family, {
      name: 'L',
      lines: [{ name: 'eggs', quantity: '4', unit: 'each', category: 'Dairy' }],
    });
    const res = await api.post(`/api/grocery-lists/${list.id}/add-low-stock`, { token: family.token });
    expect(res.status, res.text).toBe(200);
    const byName = Object.fromEntries(
      (res.body.data.items as { name: string; quantity: string; unit: string }[]).map((i) => [
        i.name,
        `${i.quantity} ${i.unit}`,
      ]),
    );
    expect(byName).toEqual({ Rice: '2 kg', Salt: '1 kg' });
  });

  it('adds a recipe scaled to the servings, skipping what the pantry holds enough of or what was unticked', async () => {
    const recipe = await buildRecipe(t, chef, {
      servings: 2,
      ingredients: [
        { name: 'Flour', quantity: '1', unit: 'cups' },
        { name: 'Eggs', quantity: '2', unit: 'each' },
        { name: 'Sugar', quantity: '1/2', unit: 'tbsp' },
      ],
    });
    await buildItem(t, chef, { name: 'Sugar', quantity: '1', unit: 'kg', category: 'Pantry' });
    const list = await buildList(t, chef);
    const res = await api.post(`/api/grocery-lists/${list.id}/add-recipe`, {
      token: chef.token,
      body: { recipeId: recipe.id, servings: 4 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.skipped).toEqual([2]);
    expect(res.body.data.items).toMatchObject([
      { name: 'Flour', quantity: '2', unit: 'cups' },
      { name: 'Eggs', quantity: '4', unit: 'each' },
    ]);
    const chosen = await api.post(`/api/grocery-lists/${list.id}/add-recipe`, {
      token: chef.token,
      body: { recipeId: recipe.id, servings: 2, skip: [0, 2] },
    });
    expect(chosen.body.data).toMatchObject({ skipped: [0, 2], items: [{ name: 'Eggs', quantity: '6' }] });
    const other = await headChef(t, 'Recipe Thieves');
    const theirList = await buildList(t, other, { name: 'T' });
    const stolen = await api.post(`/api/grocery-lists/${theirList.id}/add-recipe`, {
      token: other.token,
      body: { recipeId: recipe.id, servings: 2 },
    });
    expect(stolen.status).toBe(404);
  });
});

describe('shop order', () => {
  it('answers every category once; a family saves its own; ticks in one trip teach it', async () => {
    const family = await headChef(t, 'Shop Family');
    const url = `/api/families/${family.family.id}/shop-order`;
    const start = (await api.get(url, { token: family.token })).body.data as string[];
    expect(start[0]).toBe('Produce');
    expect(new Set(start).size).toBe(start.length);
    const saved = await api.put(url, { token: family.token, body: { order: ['Bakery', 'Dairy'] } });
    expect(saved.body.data.slice(0, 3)).toEqual(['Bakery', 'Dairy', 'Produce']);
    const bad = await api.put(url, { token: family.token, body: { order: ['Bakery', 'Bakery'] } });
    expect(bad.status).toBe(400);
    // In the shop, Produce is found before Dairy this time: Dairy moves after Produce.
    const list = await buildList(t, family, { name: 'Trip' });
    const apples = await buildLine(t, family, list.id, { name: 'Apples', category: 'Produce' });
    const cheese = await buildLine(t, family, list.id, { name: 'Cheese', category: 'Dairy' });
    for (const item of [apples, cheese])
      await api.patch(`/api/grocery-list-items/${item.id}`, {
        token: family.token,
        body: { purchased: true },
      });
    const learnt = (await api.get(url, { token: family.token })).body.data as string[];
    expect(learnt.indexOf('Dairy')).toBeGreaterThan(learnt.indexOf('Produce'));
  });
});
