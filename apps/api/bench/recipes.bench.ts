/**
 * Recipe extraction accuracy on 100 saved recipe pages (shared/data/recipe-pages: devNNN.html with
 * devNNN.json, the values a careful reader takes from the page; recipe-scrapers test data).
 *
 *   npm run bench:recipes -- [--failures] [dev001 ...]
 *
 * Per field, the share of pages right (a key missing from the .json is not checked):
 * - title: our name, after entity and whitespace normalisation (whitespace collapsed; none kept just
 *   inside brackets or before a comma: '(packed )' = '(packed)').
 * - ingredients: the same lines in the same order (our raw lines), after that normalisation.
 * - instructions: the same steps, one per line, after that normalisation.
 * - yield: our servings equals the expected number (either end of a range: '4-6 servings').
 *   An expected null means the page states none: ours must be null too.
 * - prep, cook, total: the same whole minutes (null = the page states none).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractRecipe } from '../src/modules/smart-add/extract/extract-recipe';
import { cleanText } from '../src/modules/smart-add/extract/html-text';
import { reportLine, sharedDataDir } from './bench-support';

type Expected = {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  yields?: string | null;
  prep_time?: number | null;
  cook_time?: number | null;
  total_time?: number | null;
  canonical_url?: string;
};

/** Entities decoded and whitespace collapsed, also none just inside brackets or before a comma. */
const norm = (s: unknown) =>
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

/** One failure for --failures: for lists, the first line that differs. */
function failure(id: string, field: string, ours: unknown, expected: unknown): string {
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 300);
  if (Array.isArray(ours) && Array.isArray(expected)) {
    const a = ours.map(norm).filter(Boolean);
    const b = expected.map(norm).filter(Boolean);
    const i = a.findIndex((line, n) => line !== b[n]);
    const at = i === -1 ? a.length : i;
    return `${id} ${field.padEnd(12)} lines ours ${a.length}, want ${b.length}; first difference at ${at}:\n${''.padEnd(17)}ours: ${show(a[at])}\n${''.padEnd(17)}want: ${show(b[at])}`;
  }
  return `${id} ${field.padEnd(12)} ours: ${show(ours)}\n${''.padEnd(17)}want: ${show(expected)}`;
}

const fields = ['title', 'ingredients', 'yield', 'prep', 'cook', 'total', 'instructions'] as const;
type Field = (typeof fields)[number];
const goals: Partial<Record<Field, number>> = {
  title: 98,
  ingredients: 95,
  yield: 90,
  prep: 90,
  cook: 90,
  total: 90,
};

const dir = path.join(sharedDataDir(), 'recipe-pages');
const only = process.argv.slice(2).filter((a) => /^dev\d+$/.test(a));
const showFailures = process.argv.includes('--failures');
const pages = readdirSync(dir)
  .filter((f) => /^dev\d+\.html$/.test(f))
  .map((f) => f.replace(/\.html$/, ''))
  .filter((id) => !only.length || only.includes(id))
  .sort();

const right: Record<Field, number> = Object.fromEntries(fields.map((f) => [f, 0])) as Record<Field, number>;
const total: Record<Field, number> = { ...right };
const byMethod: Record<string, number> = {};
let noRecipe = 0;
const started = performance.now();

for (const id of pages) {
  const html = readFileSync(path.join(dir, `${id}.html`), 'utf8');
  const want = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Expected;
  const result = extractRecipe(html, { url: want.canonical_url ?? null });
  if (!result) noRecipe++;
  else byMethod[result.method] = (byMethod[result.method] ?? 0) + 1;
  const r = result?.recipe;
  const checks: [Field, boolean, unknown, unknown][] = [];
  if ('title' in want) checks.push(['title', norm(r?.name) === norm(want.title), r?.name, want.title]);
  if (want.ingredients) {
    const ours = r?.ingredients.map((i) => i.raw) ?? [];
    checks.push(['ingredients', sameLines(ours, want.ingredients), ours, want.ingredients]);
  }
  if (want.instructions_list) {
    const ours = r?.instructions?.split('\n') ?? [];
    checks.push(['instructions', sameLines(ours, want.instructions_list), ours, want.instructions_list]);
  }
  if ('yields' in want) {
    const ok =
      want.yields == null ? r?.servings == null : yieldNumbers(want.yields).includes(r?.servings ?? -1);
    checks.push(['yield', ok, r?.servings, want.yields]);
  }
  for (const [field, key, ours] of [
    ['prep', 'prep_time', r?.prepTime],
    ['cook', 'cook_time', r?.cookTime],
    ['total', 'total_time', r?.totalTime],
  ] as const) {
    if (key in want)
      checks.push([field, (ours ?? null) === (want[key] ?? null), ours ?? null, want[key] ?? null]);
  }
  for (const [field, ok, ours, expected] of checks) {
    total[field]++;
    if (ok) right[field]++;
    else if (showFailures) console.log(failure(id, field, ours, expected));
  }
}

const ms = performance.now() - started;
console.log(`Recipe pages: ${pages.length} from ${dir}`);
console.log(
  `Extracted with: ${Object.entries(byMethod)
    .map(([m, n]) => `${m} ${n}`)
    .join(', ')}; no recipe found: ${noRecipe}`,
);
for (const field of fields) console.log(reportLine(field, right[field], total[field], goals[field]));
console.log(`${(ms / pages.length).toFixed(1)} ms per page`);
