import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRecipe } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { kitchingZip, postImport, recipeLine } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activity } from '../activity/activity.table';
import { recipes } from '../recipes/recipes.table';
import { STALE_RUN_MS } from './chunked-import';
import { readers } from './formats/format-registry';
import type { FormatReader, ImportedRecipe } from './formats/import-format';
import { importRows, importRuns } from './imports.table';

// Issue 25: an import writes in short transactions (so the server answers meanwhile, PGlite too) and is
// still never a partial family: a failure in its last chunk removes everything it had added.

/** A recipe or grocery list of this name makes its domain's import fail, as a database error would. */
const EXPLODES = 'Explodes';
const chunksSeen = { before: 0 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The import reaches the recipes and grocery services through these very objects (the root builds
  // each once), so a spy on them stands for a database error in that step, whatever ran before.
  const { recipes: recipeService, grocery } = t.app.ctx.services;
  const realRecipes = recipeService.importMany;
  vi.spyOn(recipeService, 'importMany').mockImplementation(async (...args) => {
    if (args[3].some((d) => d.name === EXPLODES)) {
      const [seen] = await args[0].db.select({ n: count() }).from(importRows);
      chunksSeen.before = seen!.n;
      throw new Error('forced failure in the last chunk');
    }
    return realRecipes(...args);
  });
  const realLists = grocery.importMany;
  vi.spyOn(grocery, 'importMany').mockImplementation(async (...args) => {
    if (args[3].some((d) => d.name === EXPLODES)) throw new Error('forced failure in the last chunk');
    return realLists(...args);
  });
});
afterAll(() => t?.close());

const dish = (name: string): ImportedRecipe => ({
  name,
  ingredients: ['2 cups rice', '1 onion'],
  instructions: 'Cook.',
  tags: ['Dinner'],
});

/** A reader for `.chunks` files answering these recipes, planned meals and lists. */
function stubReader(read: Awaited<ReturnType<FormatReader['read']>>): FormatReader {
  return {
    format: 'cooklang',
    label: 'Stub',
    detect: async (s) => s.fileName.endsWith('.chunks'),
    read: async () => read,
  };
}
async function withReader<T>(reader: FormatReader, work: () => Promise<T>) {
  readers.unshift(reader);
  try {
    return await work();
  } finally {
    readers.splice(readers.indexOf(reader), 1);
  }
}

async function recipeCount(familyId: number) {
  const [row] = await t.db.select({ n: count() }).from(recipes).where(eq(recipes.familyId, familyId));
  return row!.n;
}

describe('an import in short transactions, never a partial family', () => {
  it('a failure in the last chunk of recipes leaves nothing: no recipe, no plan, no run, no event', async () => {
    const chef = await headChef(t, 'The Unlucky');
    const many = Array.from({ length: 300 }, (_, i) => dish(`Dish ${i}`));
    const reader = stubReader({
      recipes: [...many, dish(EXPLODES)],
      groceryLists: [],
      plannedMeals: [{ date: '2026-05-01', recipeName: 'Dish 1' }],
      skipped: [],
    });
    const res = await withReader(reader, () =>
      postImport(t.app, chef.token, chef.family.id, { name: 'x.chunks', data: 'x' }),
    );
    expect(res.status).toBe(500);
    // The recipes before it were written and committed in chunks of their own...
    expect(chunksSeen.before).toBeGreaterThan(1);
    // ...and removed again.
    expect(await recipeCount(chef.family.id)).toBe(0);
    expect(await t.db.select().from(importRuns).where(eq(importRuns.familyId, chef.family.id))).toEqual([]);
    // (its import_rows go with the run: a foreign key, on delete cascade)
    const events = await t.db.select().from(activity).where(eq(activity.familyId, chef.family.id));
    expect(events.filter((e) => e.action === 'family.imported')).toEqual([]);
  });

  it('a failure in the last step (the grocery lists) removes the recipes and meal plans already written', async () => {
    const chef = await headChef(t, 'The Unluckier');
    await buildRecipe(t, chef, { name: 'Our own soup' });
    const reader = stubReader({
      recipes: Array.from({ length: 120 }, (_, i) => dish(`Stew ${i}`)),
      groceryLists: [
        { name: 'Fine list', items: ['rice'] },
        { name: EXPLODES, items: ['milk'] },
      ],
      plannedMeals: [{ date: '2026-05-01', recipeName: 'Stew 3' }],
      skipped: [],
    });
    const res = await withReader(reader, () =>
      postImport(t.app, chef.token, chef.family.id, { name: 'x.chunks', data: 'x' }),
    );
    expect(res.status).toBe(500);
    const api = client(t.app);
    const list = await api.get(`/api/families/${chef.family.id}/recipes`, { token: chef.token });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Our own soup']);
    const plans = await api.get(`/api/families/${chef.family.id}/meal-plans`, { token: chef.token });
    expect(plans.body.data).toEqual([]);
    const lists = await api.get(`/api/families/${chef.family.id}/grocery-lists`, { token: chef.token });
    expect(lists.body.data).toEqual([]);

    // The same file without the bad list imports whole, with one event.
    const fine = stubReader({
      ...(await reader.read({} as never)),
      groceryLists: [{ name: 'Fine list', items: ['rice'] }],
    });
    const ok = await withReader(fine, () =>
      postImport(t.app, chef.token, chef.family.id, { name: 'x.chunks', data: 'x' }),
    );
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ recipes: 120, mealPlans: 1, groceryLists: 1 });
    expect(await recipeCount(chef.family.id)).toBe(121);
    const events = await t.db.select().from(activity).where(eq(activity.familyId, chef.family.id));
    expect(events.filter((e) => e.action === 'family.imported')).toHaveLength(1);
  });

  it('a run a stopped process left part-way is removed by the next sweep', async () => {
    const chef = await headChef(t, 'The Interrupted');
    const kept = await buildRecipe(t, chef, { name: 'Kept' });
    const halfway = await buildRecipe(t, chef, { name: 'Half-imported' });
    const [run] = await t.db
      .insert(importRuns)
      .values({
        familyId: chef.family.id,
        format: 'kitching',
        heartbeatAt: new Date(Date.now() - STALE_RUN_MS - 1000),
      })
      .returning();
    await t.db.insert(importRows).values({ runId: run!.id, kind: 'recipes', ids: [halfway.id] });
    // Any import sweeps first (as the server's housekeeping does at start and hourly).
    const res = await postImport(t.app, chef.token, chef.family.id, {
      name: 'x.zip',
      data: kitchingZip([recipeLine(1, 'Fresh')]),
    });
    expect(res.status, res.text).toBe(200);
    const names = (
      await client(t.app).get(`/api/families/${chef.family.id}/recipes`, { token: chef.token })
    ).body.data
      .map((r: { name: string }) => r.name)
      .sort();
    expect(names).toEqual(['Fresh', kept.name]);
    expect(await t.db.select().from(importRuns).where(eq(importRuns.id, run!.id))).toEqual([]);
  });

  it('/api/health answers quickly all through a large import (PGlite runs one query at a time)', async () => {
    const chef = await headChef(t, 'The Patient');
    const lines = Array.from({ length: 2000 }, (_, i) => recipeLine(i + 1, `Soup ${i}`));
    const api = client(t.app);
    let done = false;
    const started = performance.now();
    const importing = postImport(t.app, chef.token, chef.family.id, {
      name: 'soups.zip',
      data: kitchingZip(lines),
    }).finally(() => {
      done = true;
    });
    const waits: number[] = [];
    while (!done) {
      const asked = performance.now();
      expect((await api.get('/api/health')).status).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await importing;
    const took = performance.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.recipes).toBe(2000);
    // Generous for a shared, busy test machine; one transaction held /api/health for the whole import.
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits), `import took ${Math.round(took)} ms`).toBeLessThan(took / 2);
  }, 120_000);
});
