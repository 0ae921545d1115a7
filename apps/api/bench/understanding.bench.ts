/**
 * `npm run bench:understanding` (issue 28): every measure of how Kitching reads what families write,
 * side by side, so a change that helps one measure and hurts another shows at once: Smart Quick Add
 * (type and fields right), ingredient lines (quantity, unit, name) and recipe pages (title, ingredient
 * lines found, yields, instructions), on each dev set and per language, with the goal beside each.
 * Options: --json prints the rows as JSON; --short prints only the rows that have a goal.
 */
import { sharedDataDir } from './bench-support';
import { ingredientRows, type MeasureRow } from './ingredients-measure';
import { quickAddRows } from './quick-add-measure';
import { recipePageRows } from './recipe-pages-measure';

const args = new Set(process.argv.slice(2));
const sections: [string, () => MeasureRow[]][] = [
  ['quick add', quickAddRows],
  ['ingredient lines', ingredientRows],
  ['recipe pages', () => recipePageRows(sharedDataDir())],
];

const all: (MeasureRow & { area: string })[] = [];
for (const [area, rows] of sections) for (const row of rows()) all.push({ ...row, area });

if (args.has('--json')) {
  console.log(JSON.stringify(all, null, 2));
} else {
  const shown = args.has('--short') ? all.filter((r) => r.goal != null) : all;
  const width = (key: 'area' | 'set' | 'measure') => Math.max(key.length, ...shown.map((r) => r[key].length));
  const [a, s, m] = [width('area'), width('set'), width('measure')];
  console.log(`${'area'.padEnd(a)}  ${'set'.padEnd(s)}  lang  ${'measure'.padEnd(m)}  value  goal   met`);
  for (const r of shown) {
    const met = r.goal == null ? '' : r.value >= r.goal ? 'yes' : 'NO';
    console.log(
      `${r.area.padEnd(a)}  ${r.set.padEnd(s)}  ${r.language.padEnd(4)}  ${r.measure.padEnd(m)}  ${r.value
        .toFixed(3)
        .padStart(5)}  ${r.goal == null ? '     ' : r.goal.toFixed(2).padStart(5)}  ${met}`,
    );
  }
  const withGoal = all.filter((r) => r.goal != null);
  const short = withGoal.filter((r) => r.value < (r.goal ?? 0));
  console.log(`\n${withGoal.length - short.length} of ${withGoal.length} measures with a goal meet it`);
}
