import { RECIPE_IMAGE_MAX_BYTES } from '@kitching/contracts';
import { parseDuration } from '../../smart-add/extract/durations';
import { cleanLines, cleanText } from '../../smart-add/extract/html-text';
import { parseYield } from '../../smart-add/extract/yields';
import type {
  ImportedImage,
  ImportedRecipe,
  ImportSource,
  IngredientEntry,
  ReadResult,
  SourceFile,
} from './import-format';

/**
 * What every format reader shares: times, servings, tags, text, images, headings, and the rule that one
 * bad recipe is skipped with its name and reason while the others still come through.
 */

/** An image larger than a recipe keeps is left out (the recipe still imports). */
export const MAX_IMAGE_BYTES = RECIPE_IMAGE_MAX_BYTES;

/** Minutes from 'PT1H20M', '1 hour 20 mins', '45 min', '1:30', 90; undefined when there is none. */
export function minutes(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*\d{1,2}:[0-5]\d(?::[0-5]\d)?\s*$/.test(value)) {
    const [h, m] = value.trim().split(':').map(Number) as [number, number];
    return h * 60 + m || undefined;
  }
  const n = parseDuration(value);
  return n != null && n > 0 ? n : undefined;
}

/** Servings from '4 servings', 'Makes 12', 6; undefined when the text has no count. */
export function servings(value: unknown): number | undefined {
  return parseYield(value) ?? undefined;
}

/** One clean line (HTML stripped, entities decoded); undefined when empty. */
export function text(value: unknown): string | undefined {
  return cleanText(value) || undefined;
}

/** Clean lines of a text or HTML block, blank lines dropped. */
export function lines(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => lines(v));
  return cleanLines(value, 'text');
}

/** A multi-line block as text, one line each; undefined when empty. */
export function block(value: unknown): string | undefined {
  return lines(value).join('\n') || undefined;
}

// '1. Preheat' or 'Step 2:' at the start of a step: the number is the list's, not the text's.
const STEP_NUMBER = /^(?:(?:step|schritt|étape)\s*)?\d{1,2}\s*[.):]\s+/i;

/** Steps one per line, their own numbering removed. */
export function steps(value: unknown): string | undefined {
  return (
    lines(value)
      .map((l) => l.replace(STEP_NUMBER, '').trim())
      .filter(Boolean)
      .join('\n') || undefined
  );
}

/** Tags trimmed, '#' dropped, deduplicated case-insensitively (the first spelling wins). */
export function tags(...values: unknown[]): string[] {
  const seen = new Map<string, string>();
  const add = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const item of v) add(item);
      return;
    }
    if (v && typeof v === 'object') {
      add((v as { name?: unknown }).name);
      return;
    }
    const t = cleanText(v).replace(/^#/, '').trim();
    if (t && !seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  };
  values.forEach(add);
  return [...seen.values()];
}

/** Splits 'a, b; c' into tags. */
export const splitTags = (value: unknown): string[] =>
  typeof value === 'string' ? tags(value.split(/[,;]/)) : tags(value);

/**
 * A line that names a part of the ingredient list ('For the dough:', '## Sauce', '[Filling]'), not an
 * ingredient: a trailing colon with no quantity, or markup around the line.
 */
export function isHeading(line: string): boolean {
  const t = line.trim();
  if (/^#{1,6}\s*\S/.test(t) || /^\[[^\]]+\]$/.test(t) || /^(\*\*|__)[^*_]+\1:?$/.test(t)) return true;
  return /:$/.test(t) && !/\d|[½¼¾⅓⅔⅛]/.test(t) && t.length <= 60;
}

/** A heading's own words: '## Sauce', '[Filling]', '**Dough:**' and 'For the dough:' lose their markup and colon. */
export function headingText(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/^\[([^\]]+)\]$/, '$1')
    .replace(/^(\*\*|__)([^*_]+)\1(:?)$/, '$2$3')
    .replace(/\s*[:：]\s*$/, '')
    .trim();
}

/** A heading entry of the ingredient list, or none when its words are empty. */
export const heading = (line: string): IngredientEntry[] => {
  const words = headingText(line);
  return words ? [{ heading: words }] : [];
};

/** Ingredient lines, clean, one per entry or line; a section heading becomes the heading of the lines after it. */
export function ingredients(value: unknown): IngredientEntry[] {
  return lines(value)
    .map((l) => l.replace(/^[-*•▢☐]\s+/u, '').trim())
    .flatMap((l) => (!l ? [] : isHeading(l) ? heading(l) : [l]));
}

/** The lines of a reader's entries, headings left out. */
export const lineTexts = (entries: readonly IngredientEntry[]): string[] =>
  entries.filter((e): e is string => typeof e === 'string');

/** A web address worth keeping as the recipe's source (http or https only). */
export function url(value: unknown): string | undefined {
  const t = cleanText(value);
  return /^https?:\/\/\S+$/i.test(t) ? t : undefined;
}

const SIGNATURES: [string, (b: Uint8Array) => boolean, string][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, 'jpg'],
  ['image/png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47, 'png'],
  ['image/webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP', 'webp'],
];

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** An image by its bytes (not its name): JPEG, PNG or WebP within the size bound, else undefined. */
export function image(bytes: Uint8Array | undefined, name = 'image'): ImportedImage | undefined {
  if (!bytes || bytes.length < 12 || bytes.length > MAX_IMAGE_BYTES) return undefined;
  const kind = SIGNATURES.find(([, test]) => test(bytes));
  if (!kind) return undefined;
  const base = name.replace(/^.*\//, '').replace(/\.[^.]*$/, '') || 'image';
  return { fileName: `${base}.${kind[2]}`, contentType: kind[0], bytes };
}

/** An image file of the source, read only when its stored size is within the bound. */
export async function imageFile(file: SourceFile | undefined): Promise<ImportedImage | undefined> {
  if (!file || file.size > MAX_IMAGE_BYTES) return undefined;
  return image(await file.bytes(), file.path);
}

/** Base64 image data (Paprika's photo_data), decoded only when it can fit the bound. */
export function base64Image(data: unknown, name: string): ImportedImage | undefined {
  if (typeof data !== 'string' || !data || (data.length * 3) / 4 > MAX_IMAGE_BYTES) return undefined;
  return image(new Uint8Array(Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64')), name);
}

export const IMAGE_EXT = /\.(?:jpe?g|png|webp)$/i;

/** Path helpers: archives use '/' and no leading './'. */
export const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Joins a relative reference ('images/x.jpg', '../img/x.jpg') to a folder; null if it leaves the source. */
export function joinPath(dir: string, ref: string): string | null {
  const parts = dir ? dir.split('/') : [];
  for (const part of ref.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Finds a file by path, ignoring case (exports made on Windows or macOS disagree on it). */
export function fileAt(source: ImportSource, path: string | null): SourceFile | undefined {
  if (!path) return undefined;
  const lower = path.toLowerCase();
  return (
    source.files.find((f) => f.path === path) ?? source.files.find((f) => f.path.toLowerCase() === lower)
  );
}

/** Draft of a recipe as a reader collects it, before it is checked. */
export type Draft = Partial<ImportedRecipe> & { name?: string };

/** The recipe as Kitching takes it: a name is required, and it must have ingredients or steps. */
export function finish(draft: Draft): ImportedRecipe {
  const name = text(draft.name);
  if (!name) throw new Error('The recipe has no name');
  const recipe: ImportedRecipe = { name, ingredients: draft.ingredients ?? [], tags: draft.tags ?? [] };
  if (!lineTexts(recipe.ingredients).length && !draft.instructions)
    throw new Error('The recipe has neither ingredients nor instructions');
  for (const key of [
    'description',
    'instructions',
    'servings',
    'prepMinutes',
    'cookMinutes',
    'totalMinutes',
    'source',
    'sourceName',
    'image',
    'notes',
  ] as const) {
    if (draft[key] !== undefined && draft[key] !== '')
      (recipe as unknown as Record<string, unknown>)[key] = draft[key];
  }
  return recipe;
}

/**
 * Reads each entry with `read`; an entry that throws is skipped with its name (`nameOf`, or the
 * fallback) and the reason, and the others still come through.
 */
export async function readEach<T>(
  result: ReadResult,
  entries: T[],
  nameOf: (entry: T) => string | undefined,
  read: (entry: T) => Promise<Draft> | Draft,
): Promise<ReadResult> {
  for (const [i, entry] of entries.entries()) {
    let name: string | undefined;
    try {
      name = nameOf(entry);
      result.recipes.push(finish(await read(entry)));
    } catch (error) {
      result.skipped.push({
        name: text(name) ?? `Recipe ${i + 1}`,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

/** JSON.parse with a reason a family can read. */
export function parseJson(raw: string, what = 'The file'): unknown {
  try {
    return JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The start of a file's text, for cheap detection. */
export async function head(file: SourceFile, chars = 4096): Promise<string> {
  const bytes = await file.bytes();
  return new TextDecoder().decode(bytes.subarray(0, chars)).replace(/^\uFEFF/, '');
}

const magic = (b: Uint8Array, ...bytes: number[]) => bytes.every((x, i) => b[i] === x);
export const isZipBytes = (b: Uint8Array) => magic(b, 0x50, 0x4b, 0x03, 0x04);
export const isGzipBytes = (b: Uint8Array) => magic(b, 0x1f, 0x8b);

/** A source whose one file is itself a zip (an opener that lists only '.zip' names) is listed. */
export async function expand(source: ImportSource): Promise<ImportSource> {
  const only = source.files.length === 1 ? source.files[0]! : null;
  if (only && isZipBytes(await only.bytes())) return source.open(only);
  return source;
}

/** A file's text, inflated first when it is gzipped (through the source, with its limits). */
export async function inflatedText(source: ImportSource, file: SourceFile): Promise<string> {
  if (!isGzipBytes(await file.bytes())) return file.text();
  const inner = (await source.open(file)).files[0];
  if (!inner) throw new Error('The compressed file is empty');
  return inner.text();
}
