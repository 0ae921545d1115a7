import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildList, buildRecipe, buildStock } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { exportBytes, postImport, unzipText } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 28: an ingredient line may carry the heading of its group ('For the dough'). The heading is
// not an ingredient: cooking, a list from the recipe and the suggestions read the lines only.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

type Chef = Awaited<ReturnType<typeof headChef>>;

const LINES = [
  { name: 'Flour', quantity: '2', unit: 'cups' },
  { name: 'Eggs', quantity: '2', unit: 'each' },
  { name: 'Milk', quantity: '1', unit: 'cups' },
  { name: 'Sugar', quantity: '1', unit: 'tbsp' },
];
const GROUPED = [
  { ...LINES[0]!, group: 'For the dough' },
  { ...LINES[1]!, group: 'For the dough' },
  { ...LINES[2]!, group: 'For the filling' },
  LINES[3]!,
];

const recipesUrl = (chef: Chef) => `/api/families/${chef.family.id}/recipes`;

describe('ingredient group headings: the model', () => {
  it('keeps each line’s heading on create, get, list and update; blank is none, spaces trimmed', async () => {
    const chef = await headChef(t, 'Group Keepers');
    const created = await api.post(recipesUrl(chef), {
      token: chef.token,
      body: {
        name: 'Pie',
        ingredients: [
          { ...LINES[0]!, group: '  For the dough  ' },
          { ...LINES[1]!, group: 'For the dough' },
          { ...LINES[2]!, group: '   ' },
          { ...LINES[3]!, group: null },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const want = [
      { ...LINES[0]!, group: 'For the dough' },
      { ...LINES[1]!, group: 'For the dough' },
      LINES[2],
      LINES[3],
    ];
    expect(created.body.data.ingredients).toEqual(want);
    const id = created.body.data.id;
    expect((await api.get(`/api/recipes/${id}`, { token: chef.token })).body.data.ingredients).toEqual(want);
    const listed = (await api.get(recipesUrl(chef), { token: chef.token })).body.data;
    expect(listed.find((r: { id: number }) => r.id === id).ingredients).toEqual(want);

    const patched = await api.patch(`/api/recipes/${id}`, {
      token: chef.token,
      body: { ingredients: GROUPED },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.ingredients).toEqual(GROUPED);
    // A recipe without headings answers lines without the key, as before.
    const plain = await buildRecipe(t, chef, { name: 'Plain', ingredients: LINES });
    expect(plain.ingredients).toEqual(LINES);
  });

  it('refuses a heading over 100 characters with the heading’s sentence, creating nothing', async () => {
    const chef = await headChef(t, 'Long Headings');
    const res = await api.post(recipesUrl(chef), {
      token: chef.token,
      body: { name: 'Pie', ingredients: [{ ...LINES[0]!, group: 'x'.repeat(101) }] },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toBe('Heading must be 100 characters or fewer.');
    const fits = await api.post(recipesUrl(chef), {
      token: chef.token,
      body: { name: 'Pie', ingredients: [{ ...LINES[0]!, group: 'x'.repeat(100) }] },
    });
    expect(fits.status, fits.text).toBe(201);
    expect((await api.get(recipesUrl(chef), { token: chef.token })).body.data).toHaveLength(1);
  });
});

describe('ingredient group headings are not ingredients', () => {
  /** Two recipes with the same lines, one with headings: every kitchen path must answer both alike. */
  async function twins(name: string) {
    const chef = await headChef(t, name);
    await buildStock(t, chef, {
      name: 'Flour',
      unit: 'cups',
      category: 'Pantry',
      batches: [{ quantity: '5' }],
    });
    await buildStock(t, chef, { name: 'Eggs', unit: 'each', batches: [{ quantity: '6' }] });
    const flat = await buildRecipe(t, chef, { name: 'Flat pie', servings: 2, ingredients: LINES });
    const grouped = await buildRecipe(t, chef, { name: 'Grouped pie', servings: 2, ingredients: GROUPED });
    return { chef, flat, grouped };
  }

  it('cooking takes and misses the same for both (preview and cook)', async () => {
    const { chef, flat, grouped } = await twins('Cooking Twins');
    const cook = (recipeId: number, preview: boolean) =>
      api.post(`/api/families/${chef.family.id}/cook`, { token: chef.token, body: { recipeId, preview } });
    const a = await cook(flat.id, true);
    const b = await cook(grouped.id, true);
    expect(a.status, a.text).toBe(200);
    expect(b.body.data.takes).toEqual(a.body.data.takes);
    expect(b.body.data.missing).toEqual(a.body.data.missing);
    expect(a.body.data.missing).toEqual([
      { name: 'Milk', quantity: '1', unit: 'cups' },
      { name: 'Sugar', quantity: '1', unit: 'tbsp' },
    ]);
    const cooked = await cook(grouped.id, false);
    expect(cooked.status, cooked.text).toBe(200);
    expect(cooked.body.data.takes.map((x: { quantity: string }) => x.quantity)).toEqual(
      a.body.data.takes.map((x: { quantity: string }) => x.quantity),
    );
  });

  it("'add to list' adds the same lines, and the suggestions score both alike", async () => {
    const { chef, flat, grouped } = await twins('Shopping Twins');
    await buildItem(t, chef, { name: 'Sugar', quantity: '1', unit: 'kg', category: 'Pantry' });
    const added = [];
    for (const recipe of [flat, grouped]) {
      const list = await buildList(t, chef, { name: recipe.name });
      const res = await api.post(`/api/grocery-lists/${list.id}/add-recipe`, {
        token: chef.token,
        body: { recipeId: recipe.id, servings: 4 },
      });
      expect(res.status, res.text).toBe(200);
      added.push(res.body.data);
    }
    const strip = (d: { skipped: number[]; items: { name: string; quantity: string; unit: string }[] }) => ({
      skipped: d.skipped,
      items: d.items.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    });
    expect(strip(added[1])).toEqual(strip(added[0]));
    expect(strip(added[0])).toEqual({
      skipped: [0, 1, 3],
      items: [{ name: 'Milk', quantity: '2', unit: 'cups' }],
    });

    const suggestions = (
      await api.get(`/api/families/${chef.family.id}/meal-suggestions`, { token: chef.token })
    ).body.data as { name: string; matchPercentage: number; missingIngredients: string[] }[];
    const of = (name: string) => {
      const s = suggestions.find((x) => x.name === name)!;
      return { matchPercentage: s.matchPercentage, missingIngredients: s.missingIngredients };
    };
    expect(of('Grouped pie')).toEqual(of('Flat pie'));
    expect(of('Flat pie').missingIngredients).toEqual(['Milk']);
  });
});

describe('ingredient group headings in the export', () => {
  it('are written in recipes.ndjson and kept by an import of it', async () => {
    const source = await headChef(t, 'Group Exporters');
    await buildRecipe(t, source, { name: 'Grouped pie', ingredients: GROUPED });
    const zip = await exportBytes(t.app, source.token, source.family.id);
    expect(zip.status, zip.text).toBe(200);
    const line = JSON.parse(unzipText(zip.bytes)['recipes.ndjson']!.split('\n')[0]!);
    expect(line.ingredients).toEqual(GROUPED);

    const target = await headChef(t, 'Group Importers');
    const imported = await postImport(t.app, target.token, target.family.id, {
      name: 'b.zip',
      data: zip.bytes,
    });
    expect(imported.status, imported.text).toBe(200);
    const recipes = (await api.get(recipesUrl(target), { token: target.token })).body.data;
    expect(recipes.map((r: { ingredients: unknown }) => r.ingredients)).toEqual([GROUPED]);
  });
});
