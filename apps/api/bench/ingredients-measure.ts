/**
 * Ingredient-line accuracy (issue 28), as rows the understanding bench prints: quantity, unit and
 * name on the strangetom set (shared/data/ingredient-lines), an NYT-style set and one set per
 * language (apps/api/test/data/understanding, README there: sources and licences).
 *
 * How the fields compare (the labels follow other schemas; both sides are mapped onto ours):
 * - quantity: as numbers, within 0.01 ('1 3/4' = '1.75'); a range counts by its lower bound ('1-2' =
 *   1); number words count ('One' = 1, 'half' = 0.5); both empty is right.
 * - unit: the label's unit mapped onto Kitching's unit list after dropping size words ('heaped tsp' →
 *   tsp, 'small clove' → cloves, 'sprig' → sprigs); a line without a quantity has no unit (''); a
 *   quantity with no unit of ours is 'each'. A strangetom line with two amounts ('150g/5½oz') expects
 *   the first amount's unit.
 * - name: word tokens (lowercase, singular) against the label's name, right at token F1 >= 0.75.
 *   Where the label's unit is not one of ours ('1 envelope gelatin'), our rule keeps that word in
 *   the name, so the expected name is the label's unit followed by its name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseQuantity, RECIPE_UNITS } from '@kitching/contracts';
import { parseIngredientLine } from '../src/modules/smart-add/ingredients/parse-ingredient-line';
import { NUMBER_WORDS } from '../src/modules/smart-add/number-words';
import { parseCsv, sharedDataDir, tokenF1 } from './bench-support';

export interface MeasureRow {
  measure: string;
  set: string;
  language: string;
  value: number;
  goal: number | null;
}

const NAME_F1 = 0.75;
const WORDS: Record<string, number> = { ...NUMBER_WORDS, half: 0.5, a: 1, an: 1 };
const SIZE_WORDS =
  /^(?:small|medium|large|big|heaped|heaping|level|rounded|scant|generous|good|fat|thin|thick|sm|lg|med|deli|extra|medium-size|medium-sized|medium-length)\s+/i;
const DATA = path.join(import.meta.dirname, '../test/data/understanding');

/** A quantity label or ours as a number: lower bound of a range; null when empty. */
function quantityNumber(text: string): number | null | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (t in WORDS) return WORDS[t]!;
  const first = t.replace(/\s*x$/, '').split(/\s*(?:-|–|to)\s*(?=[\d½¼¾⅓⅔])/)[0]!;
  return parseQuantity(first) ?? undefined;
}

/**
 * The labels' unit words onto Kitching's units, fixed here (not the parser's own table, so that a
 * change to the parser cannot move the yardstick).
 */
const LABEL_UNITS: Record<string, string> = Object.fromEntries(
  Object.entries({
    cups: 'c cup cups',
    tbsp: 'tbsp tablespoon tablespoons tbs tbsps t',
    tsp: 'tsp teaspoon teaspoons tsps',
    g: 'g gram grams gr',
    kg: 'kg kilogram kilograms kilo',
    oz: 'oz ounce ounces fl_oz',
    lbs: 'lb lbs pound pounds',
    ml: 'ml milliliter milliliters millilitre millilitres',
    liters: 'l liter liters litre litres',
    gallons: 'gallon gallons',
    quarts: 'quart quarts qt',
    pints: 'pint pints',
    pieces: 'piece pieces',
    cans: 'can cans tin tins',
    jars: 'jar jars',
    bottles: 'bottle bottles',
    boxes: 'box boxes',
    bags: 'bag bags',
    loaves: 'loaf loaves',
    dozen: 'dozen',
    cloves: 'clove cloves',
    slices: 'slice slices',
    pinches: 'pinch pinches',
    sprigs: 'sprig sprigs',
    bunches: 'bunch bunches',
    heads: 'head heads',
    stalks: 'stalk stalks rib ribs',
    handfuls: 'handful handfuls',
  }).flatMap(([unit, words]) => words.split(' ').map((w) => [w.replace('_', ' '), unit])),
);
const ours = new Set<string>(RECIPE_UNITS);
const toLabelUnit = (word: string | undefined) => {
  const w = (word ?? '').trim();
  if (ours.has(w)) return w;
  return LABEL_UNITS[w === 'T' ? 't' : w.toLowerCase().replace(/\.$/, '')] ?? null;
};

function unitOfLabel(unit: string) {
  let bare = unit.trim();
  while (SIZE_WORDS.test(bare)) bare = bare.replace(SIZE_WORDS, '');
  // 'tsp teaspoon' (a doubled label): the first word decides.
  return toLabelUnit(bare) ?? toLabelUnit(bare.split(/\s+/)[0]) ?? null;
}

const isSize = (unit: string) =>
  /^(?:small|medium|large|big|medium-size|medium-sized|x-large|extra-large)$/i.test(unit.trim());

function expectedName(row: Record<string, string>): string {
  const unit = row.unit!.trim();
  return unit && !unitOfLabel(unit) && !isSize(unit) ? `${unit} ${row.name}` : row.name!;
}

function expectedUnit(row: Record<string, string>): string | undefined {
  if (!row.qty!.trim()) return '';
  if (row.multi_amount === 'yes') {
    // '125g/4½oz butter': the first amount's unit.
    const first = /^[\d.,/½¼¾⅓⅔⅛\s]+([a-zA-Z]+)\b/.exec(row.input!);
    return (first && toLabelUnit(first[1])) || undefined;
  }
  const unit = row.unit!.trim();
  return unit ? (unitOfLabel(unit) ?? 'each') : 'each';
}

export interface LineVerdict {
  row: Record<string, string>;
  ours: { quantity: string; unit: string; name: string };
  qty: boolean;
  unit: boolean | undefined;
  name: boolean;
  want: { unit: string | undefined; name: string };
}

export function judgeLines(rows: Record<string, string>[]): LineVerdict[] {
  return rows.map((row) => {
    const ours = parseIngredientLine(row.input!);
    const want = quantityNumber(row.qty!);
    const got = quantityNumber(ours.quantity);
    const qty = want === got || (want != null && got != null && Math.abs(want - got) <= 0.01);
    const unitWant = expectedUnit(row);
    const nameWant = expectedName(row);
    return {
      row,
      ours,
      qty,
      unit: unitWant === undefined ? undefined : ours.unit === unitWant,
      name: tokenF1(ours.name, nameWant) >= NAME_F1,
      want: { unit: unitWant, name: nameWant },
    };
  });
}

const share = (verdicts: (boolean | undefined)[]) => {
  const counted = verdicts.filter((v) => v !== undefined);
  return counted.length ? counted.filter(Boolean).length / counted.length : 0;
};

export const INGREDIENT_SETS = [
  {
    set: 'strangetom',
    language: 'en',
    file: () => path.join(sharedDataDir(), 'ingredient-lines/strangetom_dev_500.csv'),
  },
  { set: 'nyt', language: 'en', file: () => path.join(DATA, 'nyt-ingredients-dev.csv') },
  ...['de', 'fr', 'it', 'es', 'pt'].map((language) => ({
    set: `lines-${language}`,
    language,
    file: () => path.join(DATA, `ingredient-lines-${language}.csv`),
  })),
];

const GOALS: Record<string, Record<string, number | null>> = {
  strangetom: { quantity: null, unit: 0.95, name: null },
  nyt: { quantity: 0.96, unit: 0.93, name: 0.9 },
};
const LANGUAGE_GOALS = { quantity: 0.96, unit: 0.93, name: 0.9 };

export const readLines = (file: string) => parseCsv(readFileSync(file, 'utf8'));

/** Quantity, unit and name right, per set and language: [{ measure, set, language, value, goal }]. */
export function ingredientRows(): MeasureRow[] {
  return INGREDIENT_SETS.flatMap(({ set, language, file }) => {
    const verdicts = judgeLines(readLines(file()));
    return (['quantity', 'unit', 'name'] as const).map((field) => ({
      measure: `ingredient lines, ${field}`,
      set,
      language,
      value: Math.round(share(verdicts.map((v) => v[field === 'quantity' ? 'qty' : field])) * 1000) / 1000,
      goal: (GOALS[set] ?? LANGUAGE_GOALS)[field] ?? null,
    }));
  });
}
