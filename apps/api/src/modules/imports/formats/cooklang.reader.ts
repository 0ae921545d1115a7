import { frontMatter } from './front-matter';
import {
  emptyResult,
  type FormatReader,
  type ImportSource,
  type IngredientEntry,
  type SourceFile,
} from './import-format';
import {
  baseName,
  dirOf,
  expand,
  head,
  heading,
  IMAGE_EXT,
  imageFile,
  isRecord,
  minutes,
  readEach,
  servings,
  splitTags,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * Cooklang ('.cook'): steps are paragraphs of text in which '@name{qty%unit}(note)' marks an
 * ingredient, '#name{}' a piece of cookware and '~name{qty%unit}' a timer; '-- ' and '[- -]' are
 * comments, '>> key: value' lines or YAML front matter the metadata, '= Name' a section, '> ' a note.
 * The ingredient list is built from the markers; the picture is the image named like the file.
 */

const COOK = /\.cook$/i;
// Multi-word names need braces; a single word may stand alone. Names stop at punctuation.
const WORD = String.raw`[^\s@#~{}()\[\].,;:!?]+`;
const MARKER = new RegExp(
  String.raw`([@#~])(?:(${WORD}(?: ${WORD})*)\{([^}]*)\}|(${WORD})?\{([^}]*)\}|(${WORD}))(?:\(([^)]*)\))?`,
  'gu',
);
// In a '.txt', only the braced form counts: a bare '@word' is an e-mail address as often as not.
const BRACED = new RegExp(String.raw`[@~](?:${WORD}(?: ${WORD})*)?\{[^}]*\}`, 'u');

interface Parsed {
  metadata: Record<string, unknown>;
  /** The marked ingredients, after the heading of the section ('= Dough') they are in. */
  ingredients: IngredientEntry[];
  steps: string[];
  notes: string[];
}

/** '1/2%cup' → '1/2 cup'; the '=' or '*' that fixes a quantity against scaling is dropped. */
const amount = (raw: string) =>
  raw
    .split('%')
    .map((s) => s.replace(/^=|\*$/g, '').trim())
    .filter(Boolean)
    .join(' ');

export function parseCooklang(source: string): Parsed {
  const { data, body } = frontMatter(source);
  const metadata: Record<string, unknown> = { ...data };
  const ingredients: IngredientEntry[] = [];
  const steps: string[] = [];
  const notes: string[] = [];
  const uncommented = body.replace(/\[-[\s\S]*?-\]/g, '').replace(/(^|\s)--.*$/gm, '$1');
  const paragraphs = uncommented.split(/\r?\n\s*\r?\n/);
  for (const paragraph of paragraphs) {
    const kept: string[] = [];
    for (const line of paragraph.split(/\r?\n/)) {
      const meta = /^\s*>>\s*([^:]+):\s*(.*)$/.exec(line);
      if (meta) metadata[meta[1]!.trim().toLowerCase()] = meta[2]!.trim();
      else if (/^\s*>\s?/.test(line)) notes.push(line.replace(/^\s*>\s?/, '').trim());
      else if (/^\s*=+/.test(line)) ingredients.push(...heading(line.replace(/^\s*=+|=+\s*$/g, '')));
      else if (line.trim()) kept.push(line.trim());
    }
    if (!kept.length) continue;
    const step = kept.join(' ').replace(MARKER, (...m: (string | undefined)[]) => {
      const [, sigil, multi, multiQty, single, singleQty, bare, note] = m;
      const raw = multi ?? single ?? bare ?? '';
      const name = raw.replace(/^[?&\-+]+/, '');
      const qty = amount(multiQty ?? singleQty ?? '');
      if (sigil === '@' && name && !raw.startsWith('&')) {
        const line = [qty, name].filter(Boolean).join(' ');
        ingredients.push(note ? `${line}, ${note.trim()}` : line);
      }
      if (sigil === '~') return qty || name;
      return name;
    });
    steps.push(step.replace(/\s+/g, ' ').trim());
  }
  return { metadata, ingredients: [...new Set(ingredients)], steps: steps.filter(Boolean), notes };
}

const pick = (m: Record<string, unknown>, ...keys: string[]) =>
  keys.map((k) => m[k]).find((v) => v != null && v !== '');

/** The picture named like the recipe file ('Pancakes.cook' → 'Pancakes.jpg'). */
function pictureOf(source: ImportSource, file: SourceFile): SourceFile | undefined {
  const stem = file.path.replace(COOK, '');
  return source.files.find(
    (f) =>
      dirOf(f.path) === dirOf(file.path) && f.path.replace(/\.[^.]+$/, '') === stem && IMAGE_EXT.test(f.path),
  );
}

export const cooklangReader: FormatReader = {
  format: 'cooklang',
  label: 'Cooklang',
  async detect(upload) {
    const source = await expand(upload);
    if (source.files.some((f) => COOK.test(f.path))) return true;
    const texts = source.files.filter((f) => /\.txt$/i.test(f.path)).slice(0, 3);
    for (const file of texts) if (BRACED.test(await head(file, 16 * 1024))) return true;
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const files = source.files.filter((f) => COOK.test(f.path));
    return readEach(
      emptyResult(),
      files,
      (f) => baseName(f.path).replace(COOK, ''),
      async (file) => {
        const parsed = parseCooklang(await file.text());
        const m = parsed.metadata;
        const src = pick(m, 'source', 'source.url', 'url');
        const time = isRecord(m.time) ? m.time : {};
        return {
          name: text(pick(m, 'title')) ?? baseName(file.path).replace(COOK, ''),
          description: text(pick(m, 'description', 'introduction')),
          ingredients: parsed.ingredients,
          instructions: parsed.steps.join('\n') || undefined,
          servings: servings(pick(m, 'servings', 'serves', 'yield')),
          prepMinutes: minutes(pick(m, 'prep time', 'prep_time', 'prep-time') ?? time.prep),
          cookMinutes: minutes(pick(m, 'cook time', 'cook_time', 'cook-time') ?? time.cook),
          totalMinutes: minutes(pick(m, 'duration', 'time required', 'total time') ?? time.total ?? m.time),
          source: url(isRecord(src) ? src.url : src),
          sourceName: isRecord(src) ? text(src.name) : url(src) ? undefined : text(src),
          tags: tags(
            Array.isArray(m.tags) ? m.tags : splitTags(m.tags),
            splitTags(m.course),
            splitTags(m.cuisine),
          ),
          image: await imageFile(pictureOf(source, file)),
          notes: parsed.notes.join('\n') || undefined,
        };
      },
    );
  },
};
