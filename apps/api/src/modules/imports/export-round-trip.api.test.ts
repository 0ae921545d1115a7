import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/barcode-images';
import {
  buildItem,
  buildList,
  buildPlan,
  buildPlannedMeal,
  buildRecipe,
  buildStock,
} from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { call, client } from '../../../test/http';
import { exportBytes, postImport, unzipText } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 25: export -> import into an empty family -> export again gives the same content (ids,
// timestamps, the family's own name and its members aside), and an import is one transaction.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

type Chef = Awaited<ReturnType<typeof headChef>>;

const PHOTO = new Uint8Array(
  readFileSync(join(import.meta.dirname, '../../../test/data/imports/nextcloud/Ratatouille/full.jpg')),
);

/** A family with a bit of everything: recipes, a plan following one, a list, stock with history, settings. */
async function fullFamily(name: string) {
  const chef = await headChef(t, name);
  const soup = await buildRecipe(t, chef, { name: 'Leek Soup', tags: ['Soup', 'Winter'] });
  await buildRecipe(t, chef, { name: 'Pancakes', servings: 2 });
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'soup.jpg', type: 'image/jpeg', data: Buffer.from(PHOTO) },
  ]);
  const photo = await call(t.app, 'PUT', `/api/recipes/${soup.id}/image`, {
    token: chef.token,
    payload,
    headers,
  });
  expect(photo.status, photo.text).toBe(200);
  const plan = await buildPlan(t, chef, { name: 'Soup night', recipeId: soup.id });
  await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-03-02', mealType: 'dinner' });
  await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: '2026-03-09', mealType: 'lunch' });
  await buildList(t, chef, {
    name: 'Saturday',
    lines: [
      { name: 'Leeks', quantity: '3' },
      { name: 'Butter', purchased: true },
    ],
  });
  const flour = await buildStock(t, chef, {
    name: 'Flour',
    category: 'Pantry',
    batches: [
      { quantity: '2', expirationDate: '2026-09-01' },
      { quantity: '1', expirationDate: '2026-06-01' },
    ],
  });
  await buildItem(t, chef, { name: 'Rice', quantity: '0', minStockLevel: '1', category: 'Pantry' });
  const take = await api.post(`/api/families/${chef.family.id}/stock/take`, {
    token: chef.token,
    body: { name: flour.item.name, quantity: '1', unit: 'cups', reason: 'used' },
  });
  expect(take.status, take.text).toBeLessThan(300);
  for (const [url, body] of [
    [`/api/families/${chef.family.id}/shop-order`, { order: ['Dairy', 'Produce'] }],
    [`/api/families/${chef.family.id}/product-links`, { name: 'Scallions', sameAs: 'Green onions' }],
  ] as const) {
    const res = await (url.endsWith('shop-order') ? api.put : api.post)(url, { token: chef.token, body });
    expect(res.status, res.text).toBeLessThan(300);
  }
  return chef;
}

const ID_KEY = /(^id$|Id$|Ids$)/;
const DROPPED = new Set(['createdAt', 'updatedAt', 'exportedAt', 'undoneAt']);
/** The content of an export: ids and timestamps out, links kept as "links somewhere". */
function content(files: Record<string, string>) {
  const clean = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => clean(v, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !DROPPED.has(k))
          .map(([k, v]) => [k, clean(v, k)]),
      );
    if (ID_KEY.test(key)) return value == null ? null : 'ID';
    // A photo's file is named by its recipe's id in the export.
    if (key === 'images' && typeof value === 'string') return value.replace(/^images\/\d+\./, 'images/ID.');
    return value;
  };
  const lines = (name: string) =>
    (files[name] ?? '')
      .split('\n')
      .filter(Boolean)
      .map((l) => clean(JSON.parse(l)));
  const settings = clean(JSON.parse(files['settings.json']!)) as Record<string, unknown>;
  delete settings.name;
  return {
    settings,
    recipes: lines('recipes.ndjson'),
    mealPlans: lines('meal-plans.ndjson'),
    groceryLists: lines('grocery-lists.ndjson'),
    inventoryItems: lines('inventory-items.ndjson'),
    stockActions: lines('stock-actions.ndjson'),
  };
}

const exportOf = async (chef: Chef) => {
  const res = await exportBytes(t.app, chef.token, chef.family.id);
  expect(res.status, res.text).toBe(200);
  return res;
};

describe('export and import a family', () => {
  it('round trip: export, import into an empty family, export again: the same content', async () => {
    const source = await fullFamily('The Originals');
    const first = await exportOf(source);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(String(first.headers['content-disposition'])).toMatch(
      /attachment; filename="kitching-the-originals-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipText(first.bytes);
    expect(JSON.parse(files['manifest.json']!)).toMatchObject({
      format: 'kitching-export',
      version: 1,
      counts: {
        'recipes.ndjson': 2,
        'meal-plans.ndjson': 1,
        'grocery-lists.ndjson': 1,
        'inventory-items.ndjson': 2,
      },
    });
    // Members are listed without anything secret.
    expect(files['members.ndjson']).toContain(source.username);
    expect(files['members.ndjson']).not.toMatch(/password|hash|token|session/i);

    const target = await headChef(t, 'The Newcomers');
    const imported = await postImport(t.app, target.token, target.family.id, {
      name: 'backup.zip',
      data: first.bytes,
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data).toEqual({
      format: 'kitching',
      preview: false,
      recipes: 2,
      mealPlans: 1,
      groceryLists: 1,
      inventoryItems: 2,
      skipped: [],
    });

    // Tags travel in the export and come back as the recipe's tags, found by the tag filter.
    expect(files['recipes.ndjson']).toContain('"tags":["Soup","Winter"]');
    const winter = await api.get(`/api/families/${target.family.id}/recipes?tag=winter`, {
      token: target.token,
    });
    expect(winter.body.data.map((r: { name: string }) => r.name)).toEqual(['Leek Soup']);

    const againBytes = (await exportOf(target)).bytes;
    const again = unzipText(againBytes);
    expect(content(again)).toEqual(content(files));
    // The soup's photo travels as images/<its id>.jpg and comes back with the same bytes.
    const soupLine = (f: Record<string, string>) =>
      f['recipes.ndjson']!.split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((r) => r.name === 'Leek Soup');
    const [firstPath, againPath] = [soupLine(files).images[0], soupLine(again).images[0]];
    expect(firstPath).toMatch(/^images\/\d+\.jpg$/);
    expect(againPath).toBe(`images/${soupLine(again).id}.jpg`);
    expect(Buffer.from(unzipSync(againBytes)[againPath]!).equals(Buffer.from(PHOTO))).toBe(true);
    expect(Buffer.from(unzipSync(first.bytes)[firstPath]!).equals(Buffer.from(PHOTO))).toBe(true);
    expect(soupLine(files).images).toHaveLength(1);
    expect(files['recipes.ndjson']!.match(/"images"/g)).toHaveLength(1);
    // Ids never carry over: the new family's rows are new rows.
    const oldIds = files['recipes.ndjson']!.split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).id);
    const newIds = again['recipes.ndjson']!.split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).id);
    expect(newIds.some((id: number) => oldIds.includes(id))).toBe(false);
    // The plan still follows its recipe, under the new id.
    const plan = JSON.parse(again['meal-plans.ndjson']!.split('\n')[0]!);
    expect(newIds).toContain(plan.recipeId);
  });

  it('preview changes nothing and says what would be added', async () => {
    const source = await fullFamily('The Previewed');
    const { bytes } = await exportOf(source);
    const target = await headChef(t, 'The Careful');
    const res = await postImport(
      t.app,
      target.token,
      target.family.id,
      { name: 'x.zip', data: bytes },
      { preview: 'true' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      preview: true,
      recipes: 2,
      mealPlans: 1,
      groceryLists: 1,
      inventoryItems: 2,
    });
    const recipes = await api.get(`/api/families/${target.family.id}/recipes`, { token: target.token });
    expect(recipes.body.data).toEqual([]);
    const items = await api.get(`/api/families/${target.family.id}/inventory`, { token: target.token });
    expect(items.body.data).toEqual([]);
  });

  it('into a family that has things: what exists by name is skipped and said, the rest added', async () => {
    const source = await fullFamily('The Sharers');
    const { bytes } = await exportOf(source);
    const target = await headChef(t, 'The Half-Stocked');
    await buildRecipe(t, target, { name: 'pancakes' });
    const res = await postImport(t.app, target.token, target.family.id, { name: 'x.zip', data: bytes });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.recipes).toBe(1);
    expect(res.body.data.skipped).toEqual([
      { name: 'Pancakes', reason: 'Already in the family (a recipe of this name): not added again' },
    ]);
    // Its own shop order is kept (a merge is not a restore).
    const order = await api.get(`/api/families/${target.family.id}/shop-order`, { token: target.token });
    expect(order.body.data).not.toEqual(['Dairy', 'Produce']);

    // The same file twice adds nothing the second time.
    const twice = await postImport(t.app, target.token, target.family.id, { name: 'x.zip', data: bytes });
    expect(twice.body.data).toMatchObject({ recipes: 0, mealPlans: 0, groceryLists: 0, inventoryItems: 0 });
  });

  it('an export of another family imports as new rows and leaves that family as it was', async () => {
    const other = await fullFamily('The Others');
    const { bytes } = await exportOf(other);
    const before = content(unzipText((await exportOf(other)).bytes));
    const me = await headChef(t, 'The Movers');
    expect((await postImport(t.app, me.token, me.family.id, { name: 'x.zip', data: bytes })).status).toBe(
      200,
    );
    expect(content(unzipText((await exportOf(other)).bytes))).toEqual(before);
    const mine = await api.get(`/api/families/${me.family.id}/recipes`, { token: me.token });
    const theirs = await api.get(`/api/families/${other.family.id}/recipes`, { token: other.token });
    const theirIds = new Set(theirs.body.data.map((r: { id: number }) => r.id));
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data.every((r: { id: number }) => !theirIds.has(r.id))).toBe(true);
  });

  it('Head Chef and Sous Chef only; another family is 404', async () => {
    const chef = await fullFamily('The Guarded');
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    expect((await exportBytes(t.app, cook.token, chef.family.id)).status).toBe(403);
    expect((await exportBytes(t.app, sous.token, chef.family.id)).status).toBe(200);
    const { bytes } = await exportOf(chef);
    const refused = await postImport(t.app, cook.token, chef.family.id, { name: 'x.zip', data: bytes });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('imports.import_forbidden');
    const stranger = await headChef(t, 'The Strangers');
    expect((await exportBytes(t.app, stranger.token, chef.family.id)).status).toBe(404);
    expect(
      (await postImport(t.app, stranger.token, chef.family.id, { name: 'x.zip', data: bytes })).status,
    ).toBe(404);
  });
});
