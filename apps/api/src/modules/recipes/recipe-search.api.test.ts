import type { Recipe } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildRecipe } from '../../../test/builders';
import { openRecipeFamily, type RecipeFamily } from './recipes.fixtures';

// Issue 24: the spec's list call with q, tags, maxMinutes, cookable and sort, on both databases.

const ingredient = (name: string, quantity = '1', unit = 'cups') => ({ name, quantity, unit });

describe('recipes API: search and filters', () => {
  let f: RecipeFamily;
  let r: Record<string, Recipe>;
  const url = (query = '') => `/api/families/${f.familyId}/recipes${query}`;
  const names = async (query: string, token = f.head.token) => {
    const res = await f.api.get(url(query), { token });
    expect(res.status, res.text).toBe(200);
    return (res.body.data as Recipe[]).map((x) => x.name);
  };

  beforeAll(async () => {
    f = await openRecipeFamily();
    const make = (body: Parameters<typeof f.create>[1]) => f.create(f.head.token, body);
    r = {
      lentil: await make({
        name: 'Red Lentil Soup',
        prepTime: 10,
        cookTime: 30,
        ingredients: [ingredient('red lentils, rinsed'), ingredient('onion', '1', 'each')],
        tags: ['Soup', 'Vegetarian', 'soup'],
        source: 'https://www.bbcgoodfood.com/recipes/red-lentil-soup',
        sourceName: 'BBC Good Food',
      }),
      curry: await make({
        name: 'Chicken Curry',
        prepTime: 15,
        cookTime: 45,
        ingredients: [ingredient('chicken thighs', '500', 'g'), ingredient('fresh coriander', '1', 'each')],
        tags: ['Indian', 'Dinner'],
        source: 'Grandma',
        sourceName: null,
      }),
      brulee: await make({
        name: 'Crème brûlée',
        prepTime: 20,
        cookTime: 0,
        ingredients: [ingredient('double cream'), ingredient('egg yolks', '4', 'each')],
        tags: ['Dessert', 'French'],
        source: null,
        sourceName: null,
      }),
      dal: await make({
        name: 'Weeknight Dal',
        prepTime: 0,
        cookTime: 0,
        ingredients: [ingredient('yellow lentils'), ingredient('turmeric', '1', 'tsp')],
        tags: ['Indian', 'Vegetarian'],
        source: null,
        sourceName: null,
      }),
    };
    // Another family's lentil recipe: never in this family's answers.
    await buildRecipe(
      f.t,
      { token: f.stranger.token, family: f.stranger.family },
      { name: 'Stranger Lentil Stew' },
    );
  });
  afterAll(() => f?.t.close());

  it('finds a recipe by its name, a stem of it and a word being typed', async () => {
    expect(await names('?q=lentil%20soup')).toEqual(['Red Lentil Soup']);
    expect(await names('?q=soups')).toEqual(['Red Lentil Soup']);
    expect(await names('?q=lent')).toEqual(['Red Lentil Soup', 'Weeknight Dal']);
  });

  it('finds a recipe by an ingredient and ranks a name match first', async () => {
    expect(await names('?q=coriander')).toEqual(['Chicken Curry']);
    // 'lentils' is in the soup's name (A) and in the dal's ingredients only (B).
    expect(await names('?q=lentils')).toEqual(['Red Lentil Soup', 'Weeknight Dal']);
  });

  it('finds a recipe by its source address or site name, and by a tag', async () => {
    expect(await names('?q=bbcgoodfood')).toEqual(['Red Lentil Soup']);
    expect(await names('?q=good%20food')).toEqual(['Red Lentil Soup']);
    expect(await names('?q=grandma')).toEqual(['Chicken Curry']);
    expect(await names('?q=dessert')).toEqual(['Crème brûlée']);
  });

  it('forgives typos and accents', async () => {
    expect(await names('?q=lentl')).toEqual(expect.arrayContaining(['Red Lentil Soup', 'Weeknight Dal']));
    expect(await names('?q=chiken')).toEqual(['Chicken Curry']);
    expect(await names('?q=creme%20brulee')).toEqual(['Crème brûlée']);
    expect(await names('?q=zzzzqqq')).toEqual([]);
  });

  it('never shows another family’s recipes, and refuses another family’s list', async () => {
    expect(await names('?q=stew')).toEqual([]);
    expect(await names('?q=lentil')).not.toContain('Stranger Lentil Stew');
    const other = await f.api.get(url('?q=lentil'), { token: f.stranger.token });
    expect(other.status).toBe(404);
  });

  it('searches the archive with archived=true, and only there', async () => {
    const old = await f.create(f.head.token, { name: 'Old Lentil Bake' });
    await f.api.patch(`/api/recipes/${old.id}/archive`, { token: f.head.token });
    expect(await names('?q=lentil&archived=true')).toEqual(['Old Lentil Bake']);
    expect(await names('?q=lentil')).not.toContain('Old Lentil Bake');
    expect(await names('?archived=true')).toEqual(['Old Lentil Bake']);
  });

  it('filters by tags (every one given, any case) and by time (a recipe with no time set is left out)', async () => {
    expect(await names('?tag=indian&sort=name')).toEqual(['Chicken Curry', 'Weeknight Dal']);
    expect(await names('?tag=Indian&tag=VEGETARIAN')).toEqual(['Weeknight Dal']);
    expect(await names('?maxMinutes=40&sort=name')).toEqual(['Crème brûlée', 'Red Lentil Soup']);
    expect(await names('?maxMinutes=40&q=lentil')).toEqual(['Red Lentil Soup']);
  });

  it('sorts by name, newest and quickest (no time set last)', async () => {
    const all = ['Chicken Curry', 'Crème brûlée', 'Red Lentil Soup', 'Weeknight Dal'];
    expect(await names('?sort=name')).toEqual(all);
    expect(await names('?sort=quickest')).toEqual([
      'Crème brûlée',
      'Red Lentil Soup',
      'Chicken Curry',
      'Weeknight Dal',
    ]);
    expect(await names('?sort=newest')).toEqual([
      'Weeknight Dal',
      'Crème brûlée',
      'Chicken Curry',
      'Red Lentil Soup',
    ]);
    expect(await names('?q=lentil&sort=name')).toEqual(['Red Lentil Soup', 'Weeknight Dal']);
  });

  it('keeps the tags of a recipe, one of each whatever the case, and lists them with counts', async () => {
    expect(r.lentil!.tags).toEqual(['Soup', 'Vegetarian']);
    const res = await f.api.get(`/api/families/${f.familyId}/recipe-tags`, { token: f.cook.token });
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 2)).toEqual([
      { tag: 'Indian', count: 2 },
      { tag: 'Vegetarian', count: 2 },
    ]);
  });

  it('refuses a malformed search', async () => {
    for (const query of ['?sort=cheapest', '?maxMinutes=0', '?cookable=yes', `?q=${'a'.repeat(201)}`]) {
      const res = await f.api.get(url(query), { token: f.head.token });
      expect(res.status, query).toBe(400);
    }
  });

  it('answers 304 to the same search and a new ETag once the recipes change', async () => {
    const first = await f.api.get(url('?q=curry'), { token: f.head.token });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(etag).not.toBe((await f.api.get(url(), { token: f.head.token })).headers.etag);
    expect(etag).not.toBe((await f.api.get(url('?q=soup'), { token: f.head.token })).headers.etag);
    const again = await f.api.get(url('?q=%20curry%20'), {
      token: f.head.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await f.create(f.head.token, { name: 'Green Curry' });
    const changed = await f.api.get(url('?q=curry'), {
      token: f.head.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.map((x: Recipe) => x.name)).toContain('Green Curry');
  });
});

describe('recipes API: what can be cooked now', () => {
  let f: RecipeFamily;
  beforeAll(async () => {
    f = await openRecipeFamily();
  });
  afterAll(() => f?.t.close());

  it('keeps the recipes the pantry covers by the pantry rule, and follows the pantry', async () => {
    const url = `/api/families/${f.familyId}/recipes?cookable=true&sort=name`;
    const by = { token: f.head.token, familyId: f.familyId };
    await f.create(f.head.token, {
      name: 'Cheese on Toast',
      servings: 2,
      ingredients: [ingredient('bread', '2', 'each'), ingredient('cheddar cheese', '100', 'g')],
    });
    await f.create(f.head.token, {
      name: 'Pasta',
      servings: 2,
      ingredients: [ingredient('spaghetti', '200', 'g'), ingredient('salt', '', '')],
    });
    const empty = await f.api.get(url, { token: f.head.token });
    expect(empty.body.data).toEqual([]);
    const etag = empty.headers.etag as string;

    await buildItem(f.t, by, { name: 'Bread', quantity: '6', unit: 'each' });
    // 'Cheddar cheeses' is 'cheddar cheese' by the pantry rule; 0.2 kg converts to 200 g.
    await buildItem(f.t, by, { name: 'Cheddar cheeses', quantity: '0.2', unit: 'kg' });
    await buildItem(f.t, by, { name: 'Spaghetti', quantity: '100', unit: 'g' });
    const res = await f.api.get(url, { token: f.head.token, headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: Recipe) => x.name)).toEqual(['Cheese on Toast']);
    expect((await f.api.get(`${url}&q=pasta`, { token: f.head.token })).body.data).toEqual([]);
    // The same answer as 'Suggested Meals' at 100%: one rule.
    const suggested = await f.api.get(`/api/families/${f.familyId}/meal-suggestions`, {
      token: f.head.token,
    });
    expect(
      suggested.body.data
        .filter((s: { matchPercentage: number }) => s.matchPercentage === 100)
        .map((s: Recipe) => s.name),
    ).toEqual(['Cheese on Toast']);
  });
});
