/**
 * Ingredient-line parser accuracy on 500 labelled lines (shared/data/ingredient-lines,
 * strangetom_dev_500.csv from the ingredient-parser project).
 *
 *   npm run bench:ingredients -- [--failures]
 *
 * How the fields compare (the labels follow another schema; both sides are mapped onto ours):
 * - quantity: as numbers, within 0.01 ('1 3/4' = '1.75'); a range counts by its first end
 *   ('1-2' = 1); number words count ('One' = 1, 'half' = 0.5); both empty is right.
 * - unit: both mapped onto Kitching's unit list (cup/c → cups, tablespoon → tbsp, pound → lbs,
 *   clove/slice/piece → pieces), after dropping size words ('heaped tsp' → tsp, 'thin slice' →
 *   pieces). Kitching's rules decide the rest: a line without a quantity has no unit (''); a
 *   quantity with no unit of ours is 'each' (the label's '' or 'sprig', 'pinch', 'handful' all
 *   become 'each'). Lines labelled multi_amount ('150g/5½oz') carry no unit label and are not
 *   counted for the unit.
 * - name: word tokens (lowercase, singular) of our name against the label's name; a name is right
 *   when the token F1 is at least 0.75. The mean F1 is printed too. Where the label's unit is not
 *   one of ours ('3 sprigs thyme'), our rule keeps that word in the name ('sprigs thyme'), so the
 *   expected name is the label's unit followed by its name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseQuantity } from '@kitching/contracts';
import { parseIngredientLine } from '../src/modules/smart-add/ingredients/parse-ingredient-line';
import { toRecipeUnit } from '../src/modules/smart-add/ingredients/units';
import { NUMBER_WORDS } from '../src/modules/smart-add/number-words';
import { parseCsv, reportLine, sharedDataDir, tokenF1 } from './bench-support';

const NAME_F1 = 0.75;
const WORDS: Record<string, number> = { ...NUMBER_WORDS, half: 0.5, a: 1, an: 1 };
const SIZE_WORDS =
  /^(?:small|medium|large|big|heaped|heaping|level|rounded|scant|generous|good|fat|thin|thick|sm|lg|med|deli|inch|extra)\s+/i;

/** A quantity label or ours as a number: first end of a range; null when empty. */
function quantityNumber(text: string): number | null | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (t in WORDS) return WORDS[t]!;
  const first = t.replace(/\s*x$/, '').split(/\s*(?:-|–|to)\s*(?=[\d½¼¾⅓⅔])/)[0]!;
  return parseQuantity(first) ?? undefined;
}

function unitOfLabel(unit: string) {
  let bare = unit.trim();
  while (SIZE_WORDS.test(bare)) bare = bare.replace(SIZE_WORDS, '');
  // 'tsp teaspoon' (a doubled label): the first word decides.
  return toRecipeUnit(bare)?.unit ?? toRecipeUnit(bare.split(/\s+/)[0])?.unit ?? null;
}

function expectedName(row: Record<string, string>): string {
  const unit = row.unit!.trim();
  return unit && !unitOfLabel(unit) ? `${unit} ${row.name}` : row.name!;
}

function expectedUnit(row: Record<string, string>): string | undefined {
  if (row.multi_amount === 'yes') return undefined;
  if (!row.qty!.trim()) return '';
  const unit = row.unit!.trim();
  return unit ? (unitOfLabel(unit) ?? 'each') : 'each';
}

const file = path.join(sharedDataDir(), 'ingredient-lines/strangetom_dev_500.csv');
const rows = parseCsv(readFileSync(file, 'utf8'));
const showFailures = process.argv.includes('--failures');
const started = performance.now();

let qtyRight = 0;
let unitRight = 0;
let unitTotal = 0;
let nameRight = 0;
let f1Sum = 0;
for (const row of rows) {
  const ours = parseIngredientLine(row.input!);
  const want = quantityNumber(row.qty!);
  const got = quantityNumber(ours.quantity);
  const qtyOk = want === got || (want != null && got != null && Math.abs(want - got) <= 0.01);
  if (qtyOk) qtyRight++;
  const unitWant = expectedUnit(row);
  let unitOk = true;
  if (unitWant !== undefined) {
    unitTotal++;
    unitOk = ours.unit === unitWant;
    if (unitOk) unitRight++;
  }
  const nameWant = expectedName(row);
  const f1 = tokenF1(ours.name, nameWant);
  f1Sum += f1;
  if (f1 >= NAME_F1) nameRight++;
  if (showFailures && (!qtyOk || !unitOk || f1 < NAME_F1)) {
    const marks = [!qtyOk && 'QTY', !unitOk && 'UNIT', f1 < NAME_F1 && 'NAME'].filter(Boolean).join(' ');
    console.log(
      `${marks.padEnd(13)} ${row.input}\n${''.padEnd(14)}ours: ${JSON.stringify([ours.quantity, ours.unit, ours.name])}  label: ${JSON.stringify([row.qty, unitWant ?? '(not checked)', nameWant])}`,
    );
  }
}

const ms = performance.now() - started;
console.log(`Ingredient lines: ${rows.length} from ${path.relative(process.cwd(), file) || file}`);
console.log(reportLine('quantity', qtyRight, rows.length, 95));
console.log(reportLine('unit', unitRight, unitTotal, 90));
console.log(reportLine('name', nameRight, rows.length, 85));
console.log(`name mean token F1: ${(f1Sum / rows.length).toFixed(3)} (a name is right at F1 >= ${NAME_F1})`);
console.log(`${(ms / rows.length).toFixed(2)} ms per line`);
