/**
 * Ingredient quantities (spec 2.8): stored as text, shown as a fraction when the number is within
 * 0.01 of a kitchen fraction. Only the fractions a cook measures with (halves, thirds, quarters,
 * sixths, eighths): 0.4 stays '0.4' rather than becoming '2/5'.
 */
export const FRACTION_TOLERANCE = 0.01;
const DENOMINATORS = [2, 3, 4, 6, 8] as const;

const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The number a quantity text stands for: '1.5', '1,5', '3/4', '1 1/2', '½', '1½'. Null for anything
 * else ('2-3', 'a pinch', ''): those are shown as written and get no weight.
 */
export function parseQuantity(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value == null) return null;
  let text = value.trim().replace(/\u2044/g, '/');
  if (!text) return null;
  let vulgar = 0;
  const last = text.at(-1)!;
  if (last in VULGAR) {
    vulgar = VULGAR[last]!;
    text = text.slice(0, -1).trim();
    if (!text) return vulgar;
  }
  // A decimal comma ('1,5'), but not a thousands separator ('1,000').
  if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  const mixed = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (mixed && !vulgar) {
    const denominator = Number(mixed[3]);
    if (denominator === 0) return null;
    return Number(mixed[1] ?? 0) + Number(mixed[2]) / denominator;
  }
  const plain = text.replace(/,(?=\d{3}\b)/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain)) return null;
  return Number(plain) + vulgar;
}

/** A number as a cook writes it: 0.333 → '1/3', 1.5 → '1 1/2', 0.125 → '1/8', 2 → '2', 0.4 → '0.4'. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs);
  const fraction = abs - whole;
  if (fraction <= FRACTION_TOLERANCE) return `${sign}${whole}`;
  if (1 - fraction <= FRACTION_TOLERANCE) return `${sign}${whole + 1}`;
  for (const d of DENOMINATORS) {
    const n = Math.round(fraction * d);
    if (n > 0 && n < d && Math.abs(fraction - n / d) <= FRACTION_TOLERANCE) {
      const g = gcd(n, d);
      const part = `${n / g}/${d / g}`;
      return `${sign}${whole ? `${whole} ${part}` : part}`;
    }
  }
  // Not a kitchen fraction: a decimal with at most two places, without trailing zeros.
  return `${sign}${Number(abs.toFixed(2))}`;
}

/** A stored quantity for display: numbers become fractions, any other text stays as written. */
export function displayQuantity(quantity: string | number | null | undefined): string {
  const n = parseQuantity(quantity);
  if (n === null) return typeof quantity === 'string' ? quantity.trim() : '';
  return formatQuantity(n);
}

/**
 * Units as English reads them after a number. The stored value stays the spec's unit ('gallons',
 * 'loaves'); only the display agrees with the amount: '1 gallon', '2 gallons', '1/2 cup'.
 */
const SINGULAR: Record<string, string> = {
  lbs: 'lb',
  cups: 'cup',
  liters: 'liter',
  litres: 'litre',
  gallons: 'gallon',
  quarts: 'quart',
  pints: 'pint',
  bottles: 'bottle',
  cans: 'can',
  boxes: 'box',
  bags: 'bag',
  loaves: 'loaf',
  pieces: 'piece',
  jars: 'jar',
  cloves: 'clove',
  slices: 'slice',
  packages: 'package',
  sticks: 'stick',
  pinches: 'pinch',
  dashes: 'dash',
  bunches: 'bunch',
  heads: 'head',
  sprigs: 'sprig',
  stalks: 'stalk',
  handfuls: 'handful',
  leaves: 'leaf',
  tablespoons: 'tablespoon',
  teaspoons: 'teaspoon',
  pounds: 'pound',
  ounces: 'ounce',
  grams: 'gram',
  kilograms: 'kilogram',
  milliliters: 'milliliter',
  packs: 'pack',
  tins: 'tin',
};
const PLURAL: Record<string, string> = Object.fromEntries(
  Object.entries(SINGULAR).map(([plural, singular]) => [singular, plural]),
);

/**
 * The unit as shown after `quantity`: singular for an amount above 0 and at most 1 ('1 loaf',
 * '1/2 cup'), plural otherwise ('2 gallons', '0 cups'). Units with one form ('oz', 'g', 'each',
 * 'dozen') and units it does not know stay as written; so does a unit after an amount that is not a
 * number ('2-3', 'a pinch').
 */
export function unitFor(
  unit: string | null | undefined,
  quantity: string | number | null | undefined,
): string {
  const text = unit?.trim() ?? '';
  if (!text) return '';
  const n = parseQuantity(quantity);
  if (n === null) return text;
  const lower = text.toLowerCase();
  const one = n > 0 && n <= 1;
  const swapped = one ? SINGULAR[lower] : PLURAL[lower];
  if (!swapped) return text;
  // Keep a capital the cook typed ('Cups' -> 'Cup').
  return text[0] === text[0]!.toUpperCase() && text[0] !== text[0]!.toLowerCase()
    ? swapped[0]!.toUpperCase() + swapped.slice(1)
    : swapped;
}

/** A quantity and its unit for display: '1 gallon', '2 gallons', '1 1/2 cups', '1 piece'. */
export function formatAmount(
  quantity: string | number | null | undefined,
  unit: string | null | undefined,
): string {
  const shown = displayQuantity(quantity);
  return [shown, unitFor(unit, quantity)].filter(Boolean).join(' ');
}

/** The amount column of an ingredient: '1 1/2 cups', '2 each', or 'to taste' when there is neither. */
export function ingredientAmount(i: { quantity?: string | null; unit?: string | null }): string {
  const amount = formatAmount(i.quantity, i.unit);
  return amount || 'to taste';
}
