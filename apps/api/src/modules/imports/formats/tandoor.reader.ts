import { formatQuantity } from 'format-quantity';
import {
  emptyResult,
  type FormatReader,
  type ImportSource,
  type IngredientEntry,
  type SourceFile,
} from './import-format';
import {
  baseName,
  expand,
  heading,
  IMAGE_EXT,
  imageFile,
  isRecord,
  minutes,
  parseJson,
  readEach,
  steps,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * Tandoor: its export is a zip of zips, one per recipe, each holding 'recipe.json' and 'image.*'.
 * Ingredients belong to steps (amount, unit, food, note; a header row names a part of the list).
 */

type Row = Record<string, unknown>;

const isRecipeJson = (f: SourceFile) => baseName(f.path).toLowerCase() === 'recipe.json';
const isTandoor = (j: unknown) => isRecord(j) && typeof j.name === 'string' && Array.isArray(j.steps);

const nameOf = (v: unknown) => (isRecord(v) ? text(v.name) : undefined);

/** A row as an entry: a header row (is_header, its text in the note) is the heading of the rows after it. */
function ingredientEntry(ing: unknown): IngredientEntry[] {
  if (isRecord(ing) && ing.is_header)
    return heading(text(ing.note) ?? nameOf(ing.food) ?? text(ing.original_text) ?? '');
  const line = ingredientLine(ing);
  return line ? [line] : [];
}

function ingredientLine(ing: unknown): string | undefined {
  if (!isRecord(ing)) return undefined;
  const amount = Number(ing.amount);
  const qty = !ing.no_amount && Number.isFinite(amount) && amount > 0 ? formatQuantity(amount) : undefined;
  const main = [qty, nameOf(ing.unit), nameOf(ing.food)].filter(Boolean).join(' ');
  const note = text(ing.note);
  if (!main) return note ?? text(ing.original_text);
  return note ? `${main}, ${note}` : main;
}

interface Entry {
  fallback: string;
  json?: unknown;
  image?: SourceFile;
  error?: unknown;
}

/** One recipe's own archive: its recipe.json and its picture. */
async function entryOf(inner: ImportSource, fallback: string): Promise<Entry> {
  const json = inner.files.find(isRecipeJson);
  if (!json) return { fallback, error: new Error('recipe.json is missing') };
  const image = inner.files.find((f) => /^image\./i.test(baseName(f.path)) && IMAGE_EXT.test(f.path));
  try {
    return { fallback, json: parseJson(await json.text(), 'recipe.json'), image };
  } catch (error) {
    return { fallback, error };
  }
}

async function entries(upload: ImportSource): Promise<Entry[]> {
  const source = await expand(upload);
  if (source.files.some(isRecipeJson)) return [await entryOf(source, upload.fileName)];
  const zips = source.files.filter((f) => /\.zip$/i.test(f.path));
  return Promise.all(
    zips.map(async (zip) => {
      const fallback = baseName(zip.path)
        .replace(/\.zip$/i, '')
        .replace(/_/g, ' ');
      try {
        return await entryOf(await source.open(zip), fallback);
      } catch {
        return { fallback, error: new Error('The recipe archive could not be opened') };
      }
    }),
  );
}

export const tandoorReader: FormatReader = {
  format: 'tandoor',
  label: 'Tandoor',
  async detect(upload) {
    const source = await expand(upload);
    const direct = source.files.find(isRecipeJson);
    const zip = source.files.find((f) => /\.zip$/i.test(f.path));
    try {
      const file = direct ?? (zip ? (await source.open(zip)).files.find(isRecipeJson) : undefined);
      return file ? isTandoor(JSON.parse(await file.text())) : false;
    } catch {
      return false;
    }
  },
  async read(upload) {
    return readEach(
      emptyResult(),
      await entries(upload),
      (e) => (isRecord(e.json) && typeof e.json.name === 'string' ? e.json.name : e.fallback),
      async (e) => {
        if (e.error) throw e.error;
        if (!isTandoor(e.json)) throw new Error('recipe.json is not a Tandoor recipe');
        const r = e.json as Row;
        const stepRows = (r.steps as unknown[]).filter(isRecord);
        const working = minutes(r.working_time);
        const waiting = minutes(r.waiting_time);
        return {
          name: text(r.name),
          description: text(r.description),
          ingredients: stepRows.flatMap((s) =>
            Array.isArray(s.ingredients) ? s.ingredients.flatMap(ingredientEntry) : [],
          ),
          instructions: steps(stepRows.map((s) => s.instruction)),
          servings: typeof r.servings === 'number' && r.servings > 0 ? Math.round(r.servings) : undefined,
          prepMinutes: working,
          cookMinutes: waiting,
          totalMinutes: working || waiting ? (working ?? 0) + (waiting ?? 0) : undefined,
          source: url(r.source_url),
          tags: tags(r.keywords),
          image: await imageFile(e.image),
        };
      },
    );
  },
};
