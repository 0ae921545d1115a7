import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { postImport } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readerFor } from './formats/format-registry';
import { upload } from './formats/memory-source.test-helper';
import { SAMPLE_FILES } from './formats/samples.test-helper';
import { groupedLines } from './recipe-drafts';

// Issue 25, moving in from other apps: every sample file of every format through the real call, into a
// family of its own. The format is found from the content, each recipe the reader reads arrives (one
// per name), each one it skipped is named, and every ingredient line went through the parser.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface StoredRecipe {
  name: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  tags?: string[];
  ingredients: { name: string; quantity: string; unit: string; raw?: string; group?: string }[];
}

const cases = Object.entries(SAMPLE_FILES).flatMap(([format, files]) =>
  files().map((file) => [format, file.name, file] as const),
);

describe('every format through POST /api/families/:id/imports', () => {
  let n = 0;
  it.each(cases)('%s: %s', async (format, _name, file) => {
    const reader = readerFor(format as never)!;
    const read = await reader.read(upload(file.name, file.bytes));
    const chef = await headChef(t, `The Movers ${++n}`);

    const res = await postImport(t.app, chef.token, chef.family.id, { name: file.name, data: file.bytes });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.format).toBe(format);

    const names = [...new Set(read.recipes.map((r) => r.name.trim().toLowerCase()))];
    expect(res.body.data.recipes).toBe(names.length);
    const skippedNames = res.body.data.skipped.map((s: { name: string }) => s.name);
    for (const skipped of read.skipped) expect(skippedNames).toContain(skipped.name);

    const list = await client(t.app).get(`/api/families/${chef.family.id}/recipes`, { token: chef.token });
    const stored = list.body.data as StoredRecipe[];
    expect(stored.map((r) => r.name.toLowerCase()).sort()).toEqual([...names].sort());

    for (const recipe of read.recipes) {
      const saved = stored.find((r) => r.name.toLowerCase() === recipe.name.trim().toLowerCase())!;
      // Times and servings as the file had them; tags kept for the search.
      if (recipe.prepMinutes) expect(saved.prepTime).toBe(Math.round(recipe.prepMinutes));
      if (recipe.servings) expect(saved.servings).toBe(Math.round(recipe.servings));
      for (const tag of recipe.tags.slice(0, 5))
        expect(saved.tags?.map((x) => x.toLowerCase())).toContain(tag.toLowerCase());
      // Each line parsed: a name of its own, never the whole line with its amount in front.
      if (recipe.ingredients.length) expect(saved.ingredients.length).toBeGreaterThan(0);
      // Issue 28: the file's group headings arrive as the lines' groups, in order, never as lines.
      const groups = (lines: { group?: string }[]) => [...new Set(lines.map((l) => l.group).filter(Boolean))];
      expect(groups(saved.ingredients)).toEqual(groups(groupedLines(recipe.ingredients)));
      for (const ingredient of saved.ingredients) {
        expect(ingredient.name.trim()).not.toBe('');
        if (ingredient.quantity) expect(ingredient.name).not.toMatch(/^\d/);
      }
    }
  });
});
