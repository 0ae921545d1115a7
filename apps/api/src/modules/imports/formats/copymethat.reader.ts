import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import { emptyResult, type FormatReader, type ImportSource, type SourceFile } from './import-format';
import {
  dirOf,
  expand,
  fileAt,
  head,
  imageFile,
  ingredients,
  joinPath,
  lines,
  minutes,
  readEach,
  servings,
  steps,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * Copy Me That: the export is 'recipes.html', one <div class="recipe"> per recipe whose parts carry
 * ids (name, recipeIngredients, recipeInstructions, recipeNotes, servings, original_link...),
 * tags as <span class="recipeCategory">, the picture as <img class="recipeImage"> in 'images/'.
 */

const HTML = /\.html?$/i;
// The export names a recipe by id="name" (too common to tell the file by); its list ids are its own.
const MARKERS =
  /class=["'][^"']*\brecipe\b[^"']*["'][\s\S]*id=["'](?:recipeIngredients|recipeInstructions)["']/;

/** A part by id inside this recipe (ids repeat once per recipe in the file). */
const part = ($: CheerioAPI, recipe: Cheerio<Element>, ...ids: string[]) => {
  for (const id of ids) {
    const found = recipe.find(`[id="${id}"]`).first();
    if (found.length) return found;
  }
  return $([]);
};

/**
 * A list part as one entry per <li>, or its text as lines. Items marked as sub-headers are dropped, or
 * with `headings` (the ingredients) kept as 'Crust:', which `ingredients` reads as a group's heading.
 */
function listOf(part: Cheerio<Element>, headings = false): string[] {
  const items = part.find('li');
  if (!items.length) return lines(part.html() ?? '');
  return items.toArray().flatMap((li) => {
    const said = text(load(li).text());
    if (!said) return [];
    if (!/header/i.test(li.attribs.class ?? '')) return [said];
    return headings ? [`${said.replace(/\s*[:：]\s*$/, '')}:`] : [];
  });
}

async function readFile(source: ImportSource, file: SourceFile, result: ReturnType<typeof emptyResult>) {
  const $ = load(await file.text());
  const recipes = $('div.recipe').toArray();
  await readEach(
    result,
    recipes,
    (el) => text(part($, $(el), 'name', 'recipeName').text()),
    async (el) => {
      const r = $(el);
      const get = (...ids: string[]) => text(part($, r, ...ids).text());
      const img = r.find('img.recipeImage').first().attr('src');
      const link = part($, r, 'original_link');
      return {
        name: get('name', 'recipeName'),
        description: get('description', 'recipeDescription'),
        ingredients: ingredients(listOf(part($, r, 'recipeIngredients', 'recipeIngredient'), true)),
        instructions: steps(listOf(part($, r, 'recipeInstructions', 'recipeInstruction'))),
        servings: servings(get('servings', 'recipeYield')),
        prepMinutes: minutes(get('prepTime')),
        cookMinutes: minutes(get('cookTime')),
        totalMinutes: minutes(get('totalTime')),
        source: url(link.attr('href')) ?? url(link.text()),
        tags: tags(
          r
            .find('.recipeCategory')
            .toArray()
            .map((t) => $(t).text())
            .filter((t) => !/tags:/i.test(t)),
        ),
        image: img ? await imageFile(fileAt(source, joinPath(dirOf(file.path), img))) : undefined,
        notes: listOf(part($, r, 'recipeNotes', 'recipeNote')).join('\n') || undefined,
      };
    },
  );
}

export const copymethatReader: FormatReader = {
  format: 'copymethat',
  label: 'Copy Me That',
  async detect(upload) {
    const source = await expand(upload);
    for (const file of source.files.filter((f) => HTML.test(f.path)).slice(0, 3)) {
      if (MARKERS.test(await head(file, 256 * 1024))) return true;
    }
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const result = emptyResult();
    for (const file of source.files.filter((f) => HTML.test(f.path))) await readFile(source, file, result);
    return result;
  },
};
