import { parseDuration } from './durations';
import { cleanLines, cleanText } from './html-text';
import { splitNumberedSteps } from './numbered-steps';
import { parseYield } from './yields';

/** A schema.org node as read from JSON-LD or microdata. */
export type SchemaNode = Record<string, unknown>;
export type Resolve = (value: unknown) => unknown;

/** What a page says about its recipe, before ingredient lines are parsed. */
export interface RawRecipe {
  name: string;
  description: string | null;
  ingredientLines: string[];
  instructionLines: string[];
  servings: number | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  publisherName: string | null;
  /** recipeCategory, recipeCuisine and keywords (issue 24: kept as the recipe's tags). */
  tags?: string[];
}

export const isObject = (v: unknown): v is SchemaNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** '@type' as a list of bare names: 'Recipe', ['Recipe', 'NewsArticle'], 'http://schema.org/Recipe'. */
export function typesOf(node: unknown): string[] {
  if (!isObject(node)) return [];
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

export const hasType = (node: unknown, type: string) => typesOf(node).includes(type.toLowerCase());

const identity: Resolve = (v) => v;

/** A value as one line of text: strings, numbers, { '@value' }, { name }, or the first of a list. */
export function textOf(value: unknown, resolve: Resolve = identity): string {
  const v = resolve(value);
  if (typeof v === 'string' || typeof v === 'number') return cleanText(v);
  if (Array.isArray(v)) {
    for (const item of v) {
      const text = textOf(item, resolve);
      if (text) return text;
    }
    return '';
  }
  if (isObject(v)) return textOf(v['@value'] ?? v.name ?? v.text, resolve);
  return '';
}

/** '((or walnuts))' → '(or walnuts)': recipe plugins double the brackets of their notes. */
export const tidyIngredientLine = (line: string) =>
  line.replace(/^[▢☐□✓✔☑]\s*/u, '').replace(/\(\(([^()]*)\)\)/g, '($1)');

/**
 * One line per list entry. A lone entry may hold the whole list (one per line, <br> or <li>); in
 * JSON-LD text a line break always separates lines, while in microdata HTML it is only layout.
 */
function ingredientLinesOf(value: unknown, resolve: Resolve, html: boolean, inList = false): string[] {
  const v = resolve(value);
  if (Array.isArray(v)) {
    const single = v.length === 1;
    return v.flatMap((item) => ingredientLinesOf(item, resolve, html, !single));
  }
  if (isObject(v)) {
    // A group of lines (a HowToSection-like { name, itemListElement }): its name heads its lines.
    const nested = v.itemListElement ?? v.recipeIngredient;
    if (nested != null) {
      const lines = ingredientLinesOf(nested, resolve, html, true);
      const title = textOf(v.name, resolve).replace(/\s*[:：]\s*$/, '');
      return title && lines.length ? [`${title}:`, ...lines] : lines;
    }
    return ingredientLinesOf(v.text ?? v.name ?? v.value ?? v['@value'], resolve, html, inList);
  }
  // An HTML list entry is one line unless it breaks itself with <br> or an inner list.
  const lines = inList && html ? cleanLines(v, 'items') : cleanLines(v, html ? 'blocks' : 'text');
  return lines.map(tidyIngredientLine).filter(Boolean);
}

/**
 * The names that two or more steps of a list share ('Add an ingredient', 'Program the machine'):
 * they say what kind of step it is, not which one, and are no titles.
 */
function sharedStepNames(list: unknown[], resolve: Resolve): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const item of list) {
    const v = resolve(item);
    if (!isObject(v) || !(v.text ?? v.description)) continue;
    const name = textOf(v.name, resolve);
    if (name && seen.has(name)) shared.add(name);
    seen.add(name);
  }
  return shared;
}
const NO_NAMES = new Set<string>();

/**
 * Steps as lines: HowToStep (its name too, when the text does not start with it and no other step
 * of the list has it), HowToSection (its name, then its steps from itemListElement), ItemList, lists
 * of strings (one step each) and a lone string or HTML block (one step per line or paragraph).
 */
function instructionLinesOf(
  value: unknown,
  resolve: Resolve,
  html: boolean,
  depth = 0,
  inList = false,
  kindNames = NO_NAMES,
): string[] {
  if (depth > 8) return [];
  const v = resolve(value);
  if (Array.isArray(v)) {
    const single = v.length === 1;
    const shared = sharedStepNames(v, resolve);
    return v.flatMap((item) => instructionLinesOf(item, resolve, html, depth + 1, !single, shared));
  }
  // In a list, an entry is one step (in HTML, one per paragraph or list item inside it).
  if (!isObject(v)) {
    if (!inList) return cleanLines(v, html ? 'blocks' : 'text');
    return html ? cleanLines(v, 'items') : [cleanText(v)].filter(Boolean);
  }
  const nested = v.itemListElement ?? v.steps ?? v.step;
  if (hasType(v, 'HowToSection') || (nested && !v.text)) {
    const steps = nested ? instructionLinesOf(nested, resolve, html, depth + 1, true) : [];
    const title = textOf(v.name, resolve);
    return title && steps.length ? [title, ...steps] : steps;
  }
  if (hasType(v, 'ListItem') && v.item)
    return instructionLinesOf(v.item, resolve, html, depth + 1, inList, kindNames);
  const own = v.text ?? v.description ?? v['@value'];
  const raw = typeof own === 'number' ? String(own) : own;
  const lines = html ? cleanLines(raw, 'blocks') : [cleanText(raw)].filter(Boolean);
  const text = lines.join(' ');
  const name = kindNames.has(textOf(v.name, resolve)) ? '' : textOf(v.name, resolve);
  if (!text) return name ? [name] : [];
  // Sites often repeat the text as the name, or cut it short: only a real title is kept.
  const stem = name.replace(/[.…]+$/, '').trim();
  return stem && !text.startsWith(stem) ? [name, ...lines] : lines;
}

// 'Step 1', 'Schritt 1' or 'PREPARATION' alone on a line labels the list; it is not a step.
const LABEL_ONLY =
  /^(?:(?:(?:step|schritt|étape|etape|paso|passo|etapa)\s*)?\d+[.):]?|preparation|instructions|directions|method|steps|zubereitung|préparation|preparación|preparazione|procedimento|modo de preparo)$/i;

// A tip or note after the steps, in the languages recipes come in: its label alone on a line
// ('Tipp', 'Notes:') ends the steps.
const NOTE_WORDS =
  'notes?|tips?|tipps?|hinweise?|astuces?|conseils?|remarques?|consigli|consiglio|consejos?|notas?|nota|dicas?';
const NOTE_ALONE = new RegExp(`^(?:${NOTE_WORDS})\\s*:?$`, 'i');
const NOTE_FIRST = new RegExp(`^(?:${NOTE_WORDS})\\s*[:|–-]\\s*\\S`, 'i');
// '1. Mix…' and '2. Bake…' on lines of their own: numbers counting up from 1 are the list's.
const LIST_NUMBER = /^(\d{1,2})\.\s+(?=\p{L})/u;

function withoutListNumbers(lines: string[]): string[] {
  let next = 1;
  for (const line of lines) {
    const m = LIST_NUMBER.exec(line);
    if (m && Number(m[1]) === next) next++;
  }
  if (next < 3) return lines;
  let strip = 1;
  return lines.map((line) => {
    const m = LIST_NUMBER.exec(line);
    if (!m || Number(m[1]) !== strip) return line;
    strip++;
    return line.slice(m[0].length);
  });
}

/** A tip's or note's label alone on a line ends the steps. */
function withoutNotes(lines: string[]): string[] {
  const alone = lines.findIndex((line, i) => i > 0 && NOTE_ALONE.test(line));
  return alone === -1 ? lines : lines.slice(0, alone);
}

// 'Follow us on Pinterest', 'Volg ons ook op Instagram': an invitation under the recipe, and what
// follows it (a newsletter's form) is no step either.
const SOCIAL = /\b(?:pinterest|instagram|facebook|tiktok|youtube|newsletter)\b/i;

/**
 * Last lines that start with a note's label ('NOTE | try corn', 'Astuce : …'): in a page's own
 * markup a note, not a step. (In structured data the site made it a step: 'TIP: …' stays.)
 */
export function withoutTrailingNotes(lines: string[]): string[] {
  const invitation = lines.findIndex((line, i) => i > 0 && SOCIAL.test(line));
  let end = invitation === -1 ? lines.length : invitation;
  while (end > 1 && NOTE_FIRST.test(lines[end - 1]!)) end--;
  return lines.slice(0, end);
}

/**
 * Steps without bare labels and without a step repeated right after itself; a paragraph of numbered
 * steps ('1.… 2.… 3.…') becomes one step per number (`splitNumberedSteps`), numbered lines lose the
 * list's numbers, and a tip or note after the steps is left out.
 */
export const tidyInstructions = (lines: string[]) =>
  withoutNotes(
    withoutListNumbers(splitNumberedSteps(lines)).filter(
      (line, i, all) => line && !LABEL_ONLY.test(line) && line !== all[i - 1],
    ),
  );

/** Category, cuisine and keywords as tags: lists or comma-separated text ('Dinner, Soup'), each at most 60 characters. */
function tagsOf(node: SchemaNode, resolve: Resolve): string[] {
  const out: string[] = [];
  const add = (value: unknown, depth = 0): void => {
    const v = resolve(value);
    if (depth > 3 || v == null) return;
    if (Array.isArray(v)) {
      for (const item of v) add(item, depth + 1);
      return;
    }
    const text = isObject(v) ? textOf(v, resolve) : typeof v === 'string' ? cleanText(v) : '';
    for (const part of text.split(/\s*[,;|]\s*/)) if (part && part.length <= 60) out.push(part);
  };
  add(node.recipeCategory);
  add(node.recipeCuisine);
  add(node.keywords);
  return out.slice(0, 30);
}

/** A schema.org Recipe node as the fields Kitching needs. */
export function readSchemaRecipe(
  node: SchemaNode,
  resolve: Resolve = identity,
  options: { html?: boolean } = {},
): RawRecipe {
  const prepTime = parseDuration(resolve(node.prepTime));
  const cookTime = parseDuration(resolve(node.cookTime ?? node.performTime));
  const total = parseDuration(resolve(node.totalTime));
  const sum = prepTime != null || cookTime != null ? (prepTime ?? 0) + (cookTime ?? 0) : null;
  const publisher = resolve(node.publisher);
  return {
    name: textOf(node.name, resolve) || textOf(node.headline, resolve),
    description: textOf(node.description, resolve) || null,
    ingredientLines: ingredientLinesOf(
      node.recipeIngredient ?? node.ingredients,
      resolve,
      options.html ?? false,
    ),
    instructionLines: tidyInstructions(
      instructionLinesOf(node.recipeInstructions, resolve, options.html ?? false),
    ),
    servings: parseYield(resolve(node.recipeYield ?? node.yield)),
    prepTime,
    cookTime,
    // 'PT0S' as a total next to real prep and cook times is a placeholder, not a zero-minute recipe.
    totalTime: total != null && (total > 0 || !sum) ? total : sum,
    publisherName:
      (isObject(publisher) || Array.isArray(publisher) ? textOf(publisher, resolve) : '') || null,
    tags: tagsOf(node, resolve),
  };
}
