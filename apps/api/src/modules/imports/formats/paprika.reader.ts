import { emptyResult, type FormatReader, type ImportSource, type SourceFile } from './import-format';
import {
  base64Image,
  baseName,
  block,
  expand,
  inflatedText,
  ingredients,
  isGzipBytes,
  isRecord,
  minutes,
  parseJson,
  readEach,
  servings,
  splitTags,
  steps,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * Paprika: '.paprikarecipes' is a zip of '.paprikarecipe' files, each one recipe as gzipped JSON (a
 * single '.paprikarecipe' uploads alone). Ingredients and directions are text, one per line.
 */

const EXT = /\.paprikarecipes?$/i;

const looksLikePaprika = (json: unknown) =>
  isRecord(json) && typeof json.name === 'string' && 'ingredients' in json && 'directions' in json;

/** The recipe files: '.paprikarecipe' by name, or any gzip in the upload. */
async function recipeFiles(source: ImportSource): Promise<SourceFile[]> {
  const named = source.files.filter((f) => /\.paprikarecipe$/i.test(f.path));
  if (named.length) return named;
  const gz: SourceFile[] = [];
  for (const f of source.files) if (isGzipBytes(await f.bytes())) gz.push(f);
  return gz;
}

export const paprikaReader: FormatReader = {
  format: 'paprika',
  label: 'Paprika',
  async detect(upload) {
    const source = await expand(upload);
    const files = await recipeFiles(source);
    const first = files[0];
    if (first) {
      try {
        if (looksLikePaprika(JSON.parse(await inflatedText(source, first)))) return true;
      } catch {
        // Not readable here: the name may still say Paprika.
      }
    }
    return EXT.test(upload.fileName) && files.length > 0;
  },
  async read(upload) {
    const source = await expand(upload);
    const files = await recipeFiles(source);
    const loaded = await Promise.all(
      files.map(async (file) => {
        const fallback = baseName(file.path).replace(EXT, '');
        try {
          const json = parseJson(await inflatedText(source, file), baseName(file.path));
          return { fallback, json };
        } catch (error) {
          return { fallback, error };
        }
      }),
    );
    return readEach(
      emptyResult(),
      loaded,
      (e) => (isRecord(e.json) && typeof e.json.name === 'string' ? e.json.name : e.fallback),
      (e) => {
        if (e.error) throw e.error;
        if (!isRecord(e.json)) throw new Error('The recipe is not a Paprika recipe');
        const r = e.json;
        return {
          name: text(r.name),
          description: block(r.description),
          ingredients: ingredients(r.ingredients),
          instructions: steps(r.directions),
          servings: servings(r.servings),
          prepMinutes: minutes(r.prep_time),
          cookMinutes: minutes(r.cook_time),
          totalMinutes: minutes(r.total_time),
          source: url(r.source_url),
          sourceName: text(r.source),
          tags: tags(r.categories, splitTags(r.tags)),
          image: base64Image(r.photo_data, String(r.uid ?? r.name ?? 'photo')),
          notes: [block(r.notes), block(r.nutritional_info)].filter(Boolean).join('\n\n') || undefined,
        };
      },
    );
  },
};
