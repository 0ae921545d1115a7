/**
 * Recipe page accuracy as rows, for `npm run bench:recipes` and the understanding bench: each set
 * of saved pages (devNNN.html or any *.html, with a .json of the values a careful reader takes from
 * the page, in recipe-scrapers' keys) is read with extractRecipe and compared field by field.
 *
 * - title: our name, after entity and whitespace normalisation (whitespace collapsed; none kept just
 *   inside brackets or before a comma: '(packed )' = '(packed)').
 * - ingredients: the same lines in the same order (our raw lines), after that normalisation.
 * - instructions: the same steps, one per line, after that normalisation.
 * - yields: our servings equals the expected number (either end of a range: '4-6 servings').
 *   An expected null means the page states none: ours must be null too.
 * - prep, cook, total: the same whole minutes (null = the page states none).
 * A key missing from the .json is not checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractRecipe } from '../src/modules/smart-add/extract/extract-recipe';
import { cleanText } from '../src/modules/smart-add/extract/html-text';

export type Expected = {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  yields?: string | null;
  prep_time?: number | null;
  cook_time?: number | null;
  total_time?: number | null;
  canonical_url?: string;
  language?: string;
};

export const MEASURES = ['title', 'ingredients', 'yields', 'instructions', 'prep', 'cook', 'total'] as const;
export type Measure = (typeof MEASURES)[number];
/** The goals (issue 28): the same for every language. Times keep the earlier 90 %. */
export const GOALS: Record<Measure, number> = {
  title: 0.98,
  ingredients: 0.95,
  yields: 0.95,
  instructions: 0.95,
  prep: 0.9,
  cook: 0.9,
  total: 0.9,
};

export interface RecipePageRow {
  measure: Measure;
  set: string;
  /** 'all', or the pages' language ('en', 'de', ...). */
  language: string;
  value: number;
  right: number;
  total: number;
  goal: number;
}

export interface PageCheck {
  id: string;
  language: string;
  measure: Measure;
  ok: boolean;
  ours: unknown;
  expected: unknown;
}

/** Entities decoded and whitespace collapsed, also none just inside brackets or before a comma. */
export const norm = (s: unknown) =>
  cleanText(s)
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+([)\],])/g, '$1');
const sameLines = (a: string[], b: string[]) => {
  const x = a.map(norm).filter(Boolean);
  const y = b.map(norm).filter(Boolean);
  return x.length === y.length && x.every((line, i) => line === y[i]);
};

/** The numbers an expected yield allows: both ends of a range, else the first number. */
function yieldNumbers(text: string): number[] {
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)/.exec(text);
  if (range) return [Number(range[1]), Number(range[2])];
  const first = /\d+/.exec(text);
  return first ? [Number(first[0])] : [];
}

/** The page's language: the .json's, else the html element's lang ('en-US' → 'en'). */
function languageOf(html: string, want: Expected): string {
  const lang = want.language ?? /<html[^>]*\blang=["']?([a-zA-Z]{2})/i.exec(html.slice(0, 5000))?.[1];
  return lang ? lang.slice(0, 2).toLowerCase() : 'unknown';
}

/** Every check of every page in `dir` (pages named in `only`, when given). */
export function checkPages(dir: string, only: string[] = []): { checks: PageCheck[]; ms: number[] } {
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.replace(/\.html$/, ''))
    .filter((id) => !only.length || only.includes(id))
    .sort();
  const checks: PageCheck[] = [];
  const ms: number[] = [];
  for (const id of pages) {
    const html = readFileSync(path.join(dir, `${id}.html`), 'utf8');
    const want = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Expected;
    const language = languageOf(html, want);
    const started = performance.now();
    const r = extractRecipe(html, { url: want.canonical_url ?? null })?.recipe;
    ms.push(performance.now() - started);
    const add = (measure: Measure, ok: boolean, ours: unknown, expected: unknown) =>
      checks.push({ id, language, measure, ok, ours, expected });
    if ('title' in want) add('title', norm(r?.name) === norm(want.title), r?.name, want.title);
    if (want.ingredients) {
      const ours = r?.ingredients.map((i) => i.raw) ?? [];
      add('ingredients', sameLines(ours, want.ingredients), ours, want.ingredients);
    }
    if (want.instructions_list) {
      const ours = r?.instructions?.split('\n') ?? [];
      add('instructions', sameLines(ours, want.instructions_list), ours, want.instructions_list);
    }
    if ('yields' in want) {
      const ok =
        want.yields == null ? r?.servings == null : yieldNumbers(want.yields).includes(r?.servings ?? -1);
      add('yields', ok, r?.servings, want.yields);
    }
    for (const [measure, key, ours] of [
      ['prep', 'prep_time', r?.prepTime],
      ['cook', 'cook_time', r?.cookTime],
      ['total', 'total_time', r?.totalTime],
    ] as const) {
      if (key in want) add(measure, (ours ?? null) === (want[key] ?? null), ours ?? null, want[key] ?? null);
    }
  }
  return { checks, ms };
}

/** Rows per measure: for all the set's pages, then per language with at least `minPages` pages. */
export function rowsOf(set: string, checks: PageCheck[], minPages = 1): RecipePageRow[] {
  const languages = [...new Set(checks.map((c) => c.language))].sort();
  const pagesIn = (language: string) =>
    new Set(checks.filter((c) => c.language === language).map((c) => c.id)).size;
  const rows: RecipePageRow[] = [];
  for (const language of ['all', ...languages.filter((l) => pagesIn(l) >= minPages)]) {
    for (const measure of MEASURES) {
      const these = checks.filter(
        (c) => c.measure === measure && (language === 'all' || c.language === language),
      );
      if (!these.length) continue;
      const right = these.filter((c) => c.ok).length;
      rows.push({
        measure,
        set,
        language,
        value: right / these.length,
        right,
        total: these.length,
        goal: GOALS[measure],
      });
    }
  }
  return rows;
}

/** The dev set of pages in the languages families cook in (issue 28), kept in the repository. */
export const i18nPagesDir = () => path.resolve(import.meta.dirname, '../test/data/recipe-pages-i18n');

/**
 * The rows of both dev sets: shared/data's recipe pages ('recipe-pages', per language where it
 * has 3 pages or more) and the repository's pages in German, French, Italian, Spanish and
 * Portuguese ('recipe-pages-i18n').
 */
export function recipePageRows(sharedDir: string): RecipePageRow[] {
  return [
    ...rowsOf('recipe-pages', checkPages(path.join(sharedDir, 'recipe-pages')).checks, 3),
    ...rowsOf('recipe-pages-i18n', checkPages(i18nPagesDir()).checks),
  ];
}
