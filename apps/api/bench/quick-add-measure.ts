/**
 * Smart Quick Add accuracy as rows for the understanding bench (issue 28): type and fields right on
 * the shared cases, the repository's extra sets, and the cases in five languages (plus the English
 * rules of issue 28) in apps/api/test/data/understanding/quick-add-languages.jsonl, per language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kitchen } from '../src/modules/smart-add/understand/kitchen';
import { withKitchen } from '../src/modules/smart-add/understand/understand-stock-out';
import { understandText } from '../src/modules/smart-add/understand/understand-text';
import { sharedDataDir } from './bench-support';
import type { MeasureRow } from './ingredients-measure';
import { judge, type QuickAddCase } from './quick-add-judge';

const TODAY = '2026-11-24';
const kitchen = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'quick-add-kitchen.json'), 'utf8'),
) as Kitchen;

const readCases = (file: string): (QuickAddCase & { language?: string })[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

function analyze(text: string) {
  const results = understandText(text, TODAY);
  return results.some((r) => r.type === 'stock_use' || r.type === 'cook')
    ? withKitchen(text, TODAY, results, kitchen)
    : results;
}

function score(cases: QuickAddCase[]) {
  let type = 0;
  let right = 0;
  let total = 0;
  for (const c of cases) {
    const verdict = judge(c, analyze(c.input)[0]!);
    if (verdict.typeRight) type++;
    for (const ok of Object.values(verdict.fields)) {
      total++;
      if (ok) right++;
    }
  }
  return { type: cases.length ? type / cases.length : 0, fields: total ? right / total : 0 };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Type and fields right per set and language: [{ measure, set, language, value, goal }]. */
export function quickAddRows(): MeasureRow[] {
  const sets: { set: string; language: string; cases: QuickAddCase[] }[] = [
    { set: 'shared', language: 'en', cases: readCases(path.join(sharedDataDir(), 'quick-add/cases.jsonl')) },
    {
      set: 'extra',
      language: 'en',
      cases: ['', '-2', '-3', '-4']
        .flatMap((n) => readCases(path.join(import.meta.dirname, `quick-add-extra${n}.jsonl`)))
        .concat(readCases(path.join(import.meta.dirname, 'quick-add-stock-out.jsonl'))),
    },
  ];
  const languages = readCases(
    path.join(import.meta.dirname, '../test/data/understanding/quick-add-languages.jsonl'),
  );
  for (const language of ['en', 'de', 'fr', 'it', 'es', 'pt'])
    sets.push({ set: 'languages', language, cases: languages.filter((c) => c.language === language) });
  return sets.flatMap(({ set, language, cases }) => {
    const s = score(cases);
    return [
      { measure: 'quick add, type right', set, language, value: round(s.type), goal: 0.98 },
      { measure: 'quick add, fields right', set, language, value: round(s.fields), goal: 0.96 },
    ];
  });
}

if (process.argv[1]?.endsWith('quick-add-measure.ts'))
  for (const r of quickAddRows())
    console.log(
      `${r.set.padEnd(10)} ${r.language}  ${r.measure.padEnd(24)} ${r.value.toFixed(3)}  goal ${r.goal}  ${r.value >= r.goal! ? 'met' : 'NOT met'}`,
    );
