import { GRAMS_PER_UNIT, weighedUnit } from './grams';
import { parseQuantity, unitFor } from './quantity-display';

/**
 * Issue 12, "Merge": amounts of one grocery line in different units. Exact conversions within mass
 * (g, kg, oz, lbs), within volume (US kitchen measures: 1 gallon = 4 quarts = 8 pints = 16 cups,
 * 1 cup = 16 tbsp = 48 tsp = 236.5882365 ml) and within counts (each = piece = pieces, 1 dozen = 12);
 * anything else only through spec 9's grams-per-unit table (approximate: 1 cup = 120 g, 1 can = 400 g),
 * and not at all when there is neither.
 *
 * Choice: 'each' is not converted to or from weight through the table's 50 g. grams.ts already refuses
 * it as too rough to show (spec 2.8), and 2 onions + 500 g onions are not 12 onions.
 *
 * Schema-free (no Zod) so that the web app can use it anywhere.
 */

/** Grams in one unit, exact (avoirdupois ounce and pound). */
const MASS: Record<string, number> = { g: 1, kg: 1000, oz: 28.349523125, lbs: 453.59237 };

const TSP_ML = 4.92892159375;
/** Millilitres in one unit, exact US customary measures. */
const VOLUME: Record<string, number> = {
  ml: 1,
  liters: 1000,
  tsp: TSP_ML,
  tbsp: 3 * TSP_ML,
  'fl oz': 6 * TSP_ML,
  cups: 48 * TSP_ML,
  pints: 96 * TSP_ML,
  quarts: 192 * TSP_ML,
  gallons: 768 * TSP_ML,
};

/** Pieces in one unit. */
const COUNT: Record<string, number> = { each: 1, dozen: 12 };

const DIMENSIONS = [MASS, VOLUME, COUNT];

/** Spellings of units beyond grams.ts's aliases, onto one name. */
const ALIASES: Record<string, string> = {
  piece: 'each',
  pieces: 'each',
  pc: 'each',
  pcs: 'each',
  ea: 'each',
  dozens: 'dozen',
  doz: 'dozen',
  dz: 'dozen',
  'fl. oz': 'fl oz',
  floz: 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
};

/**
 * One name for a unit as written: the spec's name where there is one ('Cup' -> 'cups', 'lb.' -> 'lbs',
 * 'piece' and 'pieces' -> 'each'), else the lowercase text without a plural s ('Bags' and 'bag' -> 'bag', 'boxes' -> 'box').
 */
export function normalizeUnit(unit: string | null | undefined): string {
  const text = (unit ?? '').trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  const known = ALIASES[text] ?? weighedUnit(text) ?? (text in COUNT ? text : null);
  if (known) return known;
  if (/(ches|shes|xes)$/.test(text)) return text.slice(0, -2);
  if (text.length > 3 && text.endsWith('s') && !text.endsWith('ss')) return text.slice(0, -1);
  return text;
}

export interface UnitConversion {
  /** Multiply a quantity in the first unit by this to get it in the second. */
  factor: number;
  /** True for the same unit and for conversions within mass, volume or counts; false through the table. */
  exact: boolean;
}

/** How to convert from one unit to another, or null when there is no way. */
export function unitConversion(from: string, to: string): UnitConversion | null {
  const a = normalizeUnit(from);
  const b = normalizeUnit(to);
  if (a === b) return { factor: 1, exact: true };
  for (const dimension of DIMENSIONS) {
    const fa = dimension[a];
    const fb = dimension[b];
    if (fa !== undefined && fb !== undefined) return { factor: fa / fb, exact: true };
  }
  const ga = weighedUnit(a);
  const gb = weighedUnit(b);
  if (!ga || !gb || ga === 'each' || gb === 'each') return null;
  return { factor: GRAMS_PER_UNIT[ga] / GRAMS_PER_UNIT[gb], exact: false };
}

/**
 * A quantity in another unit: exact within mass, volume or counts, else approximate through spec 9's
 * grams-per-unit table when both units are in it (2 cups of flour -> 240 g), else null.
 */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const conversion = unitConversion(from, to);
  return conversion ? quantity * conversion.factor : null;
}

/** An amount as the API sends it: the quantity as a numeric string ('1.5'). */
export type Amount = { quantity: string; unit: string };

/** A number as an amount's quantity: at most two decimals, no trailing zeros (6.1666 -> '6.17'). */
export function formatAmountQuantity(value: number): string {
  const rounded = Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * A grocery line's amounts after adding one: the first is the line's main amount. The added amount goes
 * into an amount it converts to exactly (the main one first), else into one it converts to through the
 * grams table (the main one first), keeping that amount's unit; otherwise it is appended, so nothing is
 * ever dropped ('1 bags' + '2 each' -> '1 bags + 2 each'). A quantity that is not a number ('a pinch')
 * is appended too. The line given is not changed.
 */
export function addAmount(line: readonly Amount[], add: Amount): Amount[] {
  const added = parseQuantity(add.quantity);
  const result = line.map((amount) => ({ ...amount }));
  if (added !== null) {
    for (const exact of [true, false]) {
      for (const amount of result) {
        const current = parseQuantity(amount.quantity);
        const conversion = unitConversion(add.unit, amount.unit);
        if (current === null || !conversion || conversion.exact !== exact) continue;
        amount.quantity = formatAmountQuantity(current + added * conversion.factor);
        return result;
      }
    }
  }
  result.push({ ...add });
  return result;
}

const DECIMAL_TEXT = /^\+?(\d+(\.\d*)?|\.\d+)$/;

/** One amount for display, as inventory quantities are shown (spec 5): '1.5 gallons', '1 piece'. */
function formatAmount({ quantity, unit }: Amount): string {
  const text = quantity.trim();
  const shown = DECIMAL_TEXT.test(text) ? String(Number(text)) : text;
  const u = unit.trim();
  if (shown === '1' && (u === 'piece' || u === 'pieces')) return '1 piece';
  return [shown, unitFor(u, text)].filter(Boolean).join(' ');
}

/** A grocery line's amounts for display: '1.5 gallons', '1 bag + 2 each'. */
export function formatAmounts(amounts: readonly Amount[]): string {
  return amounts.map(formatAmount).filter(Boolean).join(' + ');
}
