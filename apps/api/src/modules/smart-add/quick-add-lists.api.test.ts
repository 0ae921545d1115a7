import type { GroceryList } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildLine, buildList } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp } from '../../../test/test-app';

const ANALYZE = '/api/smart-add/analyze';
const SAVE = '/api/smart-add/grocery-list';
const TODAY = '2026-11-24';

const t = await createTestApp();
afterAll(() => t.close());
const api = client(t.app);
let chef: Awaited<ReturnType<typeof headChef>>;
beforeEach(async () => {
  chef = await headChef(t, 'The Shoppers');
});

const groceryReading = async (text: string, token = chef.token) => {
  const res = await api.post(ANALYZE, { token, body: { type: 'text', data: text, today: TODAY } });
  expect(res.status, res.text).toBe(200);
  const readings = [res.body.result, ...res.body.alternatives];
  return readings.find((r: { type: string }) => r.type === 'grocery_list').data as {
    name: string;
    listId: number | null;
    items: { name: string }[];
  };
};
const listsOf = async () =>
  (await api.get(`/api/families/${chef.family.id}/grocery-lists`, { token: chef.token })).body
    .data as GroceryList[];
/** Sets a list's lines (and the list) back in time, as if written `hours` ago. */
const age = async (list: GroceryList, hours: number) => {
  const when = sql.raw(`now() - interval '${hours} hours'`);
  await t.db.execute(sql`update grocery_items set updated_at = ${when} where list_id = ${list.id}`);
  await t.db.execute(sql`update grocery_lists set updated_at = ${when} where id = ${list.id}`);
};

describe('analyze: a grocery reading points at the list being shopped from (issue 24)', () => {
  it('no list in progress: a new list (no listId), named as before', async () => {
    const done = await buildList(t, chef, { name: 'Last week', lines: [{ name: 'Rice', purchased: true }] });
    expect(done.items.every((i) => i.purchased)).toBe(true);
    const data = await groceryReading('buy milk, eggs and bread');
    expect(data.listId).toBeNull();
    expect(data.name).toBe('Shopping List');
  });

  it('the list whose lines were ticked within the trip comes first, though another changed since', async () => {
    const shop = await buildList(t, chef, {
      name: 'Saturday shop',
      lines: [{ name: 'Apples', purchased: true }, { name: 'Pears' }],
    });
    const other = await buildList(t, chef, { name: 'Party', lines: [{ name: 'Crisps' }] });
    await buildLine(t, chef, other.id, { name: 'Dip' });
    const data = await groceryReading('buy milk, eggs and bread');
    // The name read stays: it names a new list if the person picks 'New list'.
    expect(data).toMatchObject({ listId: shop.id, name: 'Shopping List' });

    // A tick five hours ago is another trip: the list changed last comes first.
    await age(shop, 5);
    expect(await groceryReading('buy milk and eggs')).toMatchObject({ listId: other.id });
  });

  it('a list in progress named in the text is that list; another name keeps the list in progress', async () => {
    const party = await buildList(t, chef, { name: 'Party', lines: [{ name: 'Crisps' }] });
    const weekly = await buildList(t, chef, { name: 'Weekly', lines: [{ name: 'Milk' }] });
    expect(await groceryReading('Party list: chips, dip')).toMatchObject({ listId: party.id });
    expect(await groceryReading('BBQ: burgers, buns')).toMatchObject({ listId: weekly.id, name: 'BBQ' });
  });
});

describe('POST /api/smart-add/grocery-list: a chosen list or a new list name', () => {
  it('with listId: the items join that list (merged by product), no new list, 200', async () => {
    const weekly = await buildList(t, chef, { name: 'Weekly', lines: [{ name: 'Milk', quantity: '1' }] });
    const res = await api.post(SAVE, {
      token: chef.token,
      body: {
        listId: weekly.id,
        name: 'Weekly',
        items: [
          { name: 'milk', quantity: '1', unit: 'each', category: 'Dairy' },
          { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.list.id).toBe(weekly.id);
    expect(res.body.data.items).toHaveLength(2);
    const lists = await listsOf();
    expect(lists).toHaveLength(1);
    const lines = lists[0]!.items.map((i) => `${i.name} ${Number(i.quantity)}`).sort();
    expect(lines).toEqual(['Eggs 12', 'Milk 2']);

    const feed = await api.get(`/api/families/${chef.family.id}/activity`, { token: chef.token });
    expect(feed.body.data[0]).toMatchObject({ action: 'grocery.items_added' });
    expect(feed.body.data[0].details).toMatchObject({ from: 'quick_add', list: { id: weekly.id } });
  });

  it('without listId: a new list of the name given, 201', async () => {
    const res = await api.post(SAVE, {
      token: chef.token,
      body: { listId: null, name: 'Camping', items: [{ name: 'Marshmallows' }] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.list).toMatchObject({ name: 'Camping' });
    expect(res.body.data.list.items.map((i: { name: string }) => i.name)).toEqual(['Marshmallows']);
  });

  it('a new list needs its name; a list needs an item', async () => {
    const noName = await api.post(SAVE, { token: chef.token, body: { items: [{ name: 'Milk' }] } });
    expect(noName.status).toBe(400);
    expect(noName.text).toContain('List name is required');
    const noItems = await api.post(SAVE, { token: chef.token, body: { name: 'Empty', items: [] } });
    expect(noItems.status).toBe(400);
    expect(noItems.text).toContain('Add at least one item');
  });

  it("another family's list is not found, and nothing is added to it", async () => {
    const other = await headChef(t, 'The Others');
    const theirs = await buildList(t, other, { name: 'Theirs', lines: [{ name: 'Bread' }] });
    const res = await api.post(SAVE, {
      token: chef.token,
      body: { listId: theirs.id, items: [{ name: 'Milk' }] },
    });
    expect(res.status).toBe(404);
    const after = await api.get(`/api/grocery-lists/${theirs.id}`, { token: other.token });
    expect(after.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Bread']);
  });

  it('a Kitchen Helper adds a pasted recipe to the list in progress: its ingredients, never its steps', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const weekly = await buildList(t, chef, { name: 'Weekly', lines: [{ name: 'Bread' }] });
    const text = [
      'Red lentil soup',
      '1 cup red lentils, rinsed',
      '1 onion, large, chopped',
      '4 cups vegetable stock',
      'Fry the onion in a little oil until soft.',
      'Add the lentils and stock and simmer for 20 minutes.',
    ].join('\n');
    const res = await api.post(ANALYZE, {
      token: helper.token,
      body: { type: 'text', data: text, today: TODAY },
    });
    expect(res.status, res.text).toBe(200);
    // A Kitchen Helper may not keep recipes: the shopping reading is what they get.
    expect(res.body.result.type).toBe('grocery_list');
    const data = res.body.result.data;
    expect(data.listId).toBe(weekly.id);
    expect(data.items.map((i: { name: string }) => i.name)).toEqual([
      'Red lentils',
      'Onion',
      'Vegetable stock',
    ]);

    const saved = await api.post(SAVE, { token: helper.token, body: data });
    expect(saved.status, saved.text).toBe(200);
    const names = (await listsOf())[0]!.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Bread', 'Red lentils', 'Onion', 'Vegetable stock']));
    expect(names.some((n) => /fry|simmer|add the/i.test(n))).toBe(false);
  });
});
