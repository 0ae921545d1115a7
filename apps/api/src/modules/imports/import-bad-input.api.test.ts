import { gzipSync, strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { call, client } from '../../../test/http';
import { kitchingZip, postImport, recipeLine, storedZip, zipBomb } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readers } from './formats/format-registry';
import type { FormatReader } from './formats/import-format';

// Issue 25, bad input: each a clear 4xx or a bounded import, nothing half-written, the server
// answering other requests meanwhile.

let t: TestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
beforeAll(async () => {
  t = await createTestApp();
  chef = await headChef(t, 'The Suspicious');
});
afterAll(() => t?.close());

const send = (name: string, data: Uint8Array | string, fields?: Record<string, string>) =>
  postImport(t.app, chef.token, chef.family.id, { name, data }, fields);
const recipeCount = async () =>
  (await client(t.app).get(`/api/families/${chef.family.id}/recipes`, { token: chef.token })).body.data
    .length;

describe('hostile and broken files', () => {
  it('a zip bomb (64 MB of zeros in a 64 kB zip): 413, nothing unpacked past the bound', async () => {
    const bomb = zipBomb(64);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await send('bomb.zip', bomb);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('imports.inflates_too_much');
  });

  it('a path traversal inside an archive (../../etc/passwd): 400', async () => {
    const res = await send('evil.zip', storedZip('../../etc/passwd', strToU8('root:x:0:0')));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('imports.unsafe_path');
    expect((await send('abs.zip', storedZip('/etc/passwd', strToU8('x')))).body.error.code).toBe(
      'imports.unsafe_path',
    );
  });

  it('a malformed gzip and a malformed zip: 400', async () => {
    const gz = gzipSync(strToU8(JSON.stringify({ name: 'x' })));
    const broken = gz.slice(0, 12);
    const res = await send('recipes.json.gz', broken);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('imports.malformed');
    const zip = kitchingZip([recipeLine(1, 'Soup')]);
    const cut = await send('cut.zip', zip.slice(0, 40));
    expect(cut.status).toBe(400);
  });

  it('JSON nesting 10,000 levels: 400, no stack overflow', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await send('recipes.json', deep);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('imports.too_deep');
    const inside = await send('export.zip', zipSync({ 'manifest.json': strToU8(deep) }));
    expect(inside.body.error.code).toBe('imports.too_deep');
  });

  it('100,000 recipes in one file: 422 with the bound, nothing added', async () => {
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      JSON.stringify(recipeLine(i + 1, `Dish ${i}`)),
    ).join('\n');
    const res = await send('huge.zip', kitchingZip(lines));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('imports.too_many');
    expect(res.body.error.message).toContain('100,000');
    expect(await recipeCount()).toBe(0);
  });

  it('a 2 GB upload (declared): 413 before its body is read', async () => {
    const res = await call(t.app, 'POST', `/api/families/${chef.family.id}/imports`, {
      token: chef.token,
      payload: Buffer.alloc(1024, 97),
      headers: {
        'content-type': 'multipart/form-data; boundary=XX',
        'content-length': String(2 * 1024 ** 3),
      },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('imports.too_large');
  });

  it('an upload over 100 MB (sent): 413', async () => {
    const res = await send('big.zip', new Uint8Array(101 * 1024 * 1024));
    expect(res.status).toBe(413);
  });

  it('an export of a newer Kitching: 422 saying so; an unknown file: 415; no file: 400', async () => {
    const newer = await send('new.zip', kitchingZip([recipeLine(1, 'Soup')], 2));
    expect(newer.status).toBe(422);
    expect(newer.body.error.code).toBe('imports.newer_version');
    expect((await send('notes.txt', 'just some words')).status).toBe(415);
    const none = await call(t.app, 'POST', `/api/families/${chef.family.id}/imports`, {
      token: chef.token,
      payload: '--XX--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
    });
    expect(none.status).toBe(400);
    expect((await send('x.zip', kitchingZip([]), { format: 'nonsense' })).body.error.code).toBe(
      'imports.invalid_format',
    );
  });

  it('one bad recipe line is skipped by name; the others import', async () => {
    const res = await send(
      'mixed.zip',
      kitchingZip(
        `${JSON.stringify(recipeLine(1, 'Good Soup'))}\n{"name":"Broken Pie","servings":"many"}\nnot json`,
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.recipes).toBe(1);
    expect(res.body.data.skipped.map((s: { name: string }) => s.name)).toEqual([
      'Broken Pie',
      'recipes.ndjson line 3',
    ]);
  });

  it('the server answers /api/health while a large import runs', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify(recipeLine(i + 1, `Stew ${i}`))).join(
      '\n',
    );
    const importing = send('stews.zip', kitchingZip(lines), { preview: 'true' });
    const started = performance.now();
    const health = await client(t.app).get('/api/health');
    expect(health.status).toBe(200);
    const res = await importing;
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.recipes).toBe(3000);
    expect(performance.now() - started).toBeLessThan(60_000);
  });
});

describe("other apps' files go through the readers and Kitching's ingredient parser", () => {
  it('a stub reader: lines parsed, times, servings, source and tags kept, a bad recipe skipped', async () => {
    const stub: FormatReader = {
      format: 'cooklang',
      label: 'Stub',
      detect: async (source) => source.files.some((f) => f.path.endsWith('.stub')),
      read: async () => ({
        recipes: [
          {
            name: 'Stub Curry',
            ingredients: ['2 cups basmati rice', '1 tbsp curry powder', 'salt to taste'],
            instructions: 'Cook rice.\nAdd curry.',
            servings: 3,
            prepMinutes: 10,
            totalMinutes: 40,
            source: 'https://example.com/curry',
            tags: ['Dinner', 'Spicy'],
          },
        ],
        groceryLists: [{ name: 'Curry shop', items: ['2 kg rice', 'coriander'] }],
        plannedMeals: [{ date: '2026-04-01', mealType: 'dinner', recipeName: 'Stub Curry' }],
        skipped: [{ name: 'Burnt Toast', reason: 'No ingredients' }],
      }),
    };
    readers.push(stub);
    try {
      const other = await headChef(t, 'The Movers-In');
      const preview = await postImport(
        t.app,
        other.token,
        other.family.id,
        { name: 'x.stub', data: 'stub' },
        { preview: 'true' },
      );
      expect(preview.body.data).toEqual({
        format: 'cooklang',
        preview: true,
        recipes: 1,
        mealPlans: 1,
        groceryLists: 1,
        inventoryItems: 0,
        skipped: [{ name: 'Burnt Toast', reason: 'No ingredients' }],
      });
      const res = await postImport(t.app, other.token, other.family.id, { name: 'x.stub', data: 'stub' });
      expect(res.status, res.text).toBe(200);
      const [recipe] = (
        await client(t.app).get(`/api/families/${other.family.id}/recipes`, { token: other.token })
      ).body.data;
      expect(recipe).toMatchObject({
        name: 'Stub Curry',
        servings: 3,
        prepTime: 10,
        cookTime: 30,
        source: 'https://example.com/curry',
      });
      // Tags go to the recipe's tags (searchable), not into its description.
      expect(recipe.tags).toEqual(['Dinner', 'Spicy']);
      expect(recipe.description ?? '').not.toContain('Tags:');
      const tagged = await client(t.app).get(`/api/families/${other.family.id}/recipes?tag=spicy`, {
        token: other.token,
      });
      expect(tagged.status, tagged.text).toBe(200);
      expect(tagged.body.data.map((r: { name: string }) => r.name)).toEqual(['Stub Curry']);
      const untagged = await client(t.app).get(`/api/families/${other.family.id}/recipes?tag=Breakfast`, {
        token: other.token,
      });
      expect(untagged.body.data).toEqual([]);
      expect(recipe.ingredients.slice(0, 2)).toMatchObject([
        { name: 'basmati rice', quantity: '2', unit: 'cups' },
        { name: 'curry powder', quantity: '1', unit: 'tbsp' },
      ]);
      expect(recipe.ingredients[2]).toMatchObject({ name: 'salt', quantity: '', unit: '' });
    } finally {
      readers.splice(readers.indexOf(stub), 1);
    }
  });
});
