/**
 * Ingredient-line parser accuracy: the strangetom set (shared/data/ingredient-lines,
 * strangetom_dev_500.csv from the ingredient-parser project), an NYT-style set and a set in each of
 * German, French, Italian, Spanish and Portuguese (apps/api/test/data/understanding). How the
 * fields compare: ingredients-measure.ts.
 *
 *   npm run bench:ingredients -- [--failures] [--set=nyt]
 */
import { INGREDIENT_SETS, ingredientRows, judgeLines, readLines } from './ingredients-measure';

const showFailures = process.argv.includes('--failures');
const only = process.argv.find((a) => a.startsWith('--set='))?.split('=')[1];

const started = performance.now();
const rows = ingredientRows();
const ms = performance.now() - started;
for (const r of rows)
  console.log(
    `${r.set.padEnd(11)} ${r.language}  ${r.measure.padEnd(28)} ${r.value.toFixed(3)}${r.goal == null ? '' : `  goal ${r.goal}  ${r.value >= r.goal ? 'met' : 'NOT met'}`}`,
  );
const lines = INGREDIENT_SETS.reduce((n, s) => n + readLines(s.file()).length, 0);
console.log(`${lines} lines, ${(ms / lines).toFixed(2)} ms per line`);

if (showFailures)
  for (const { set, file } of INGREDIENT_SETS) {
    if (only && set !== only) continue;
    for (const v of judgeLines(readLines(file()))) {
      if (v.qty && v.unit !== false && v.name) continue;
      const marks = [!v.qty && 'QTY', v.unit === false && 'UNIT', !v.name && 'NAME']
        .filter(Boolean)
        .join(' ');
      console.log(
        `${set.padEnd(10)} ${marks.padEnd(13)} ${v.row.input}\n${''.padEnd(25)}ours: ${JSON.stringify([v.ours.quantity, v.ours.unit, v.ours.name])}  label: ${JSON.stringify([v.row.qty, v.want.unit ?? '(not checked)', v.want.name])}`,
      );
    }
  }
