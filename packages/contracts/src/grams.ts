import { parseQuantity } from './quantity-display';

/** Spec 9: approximate grams per unit. */
export const GRAMS_PER_UNIT = {
  g: 1,
  kg: 1000,
  oz: 28.35,
  lbs: 453.59,
  cups: 120,
  tbsp: 7.5,
  tsp: 2.5,
  ml: 1,
  liters: 1000,
  gallons: 3785,
  quarts: 946,
  pints: 473,
  each: 50,
  cans: 400,
  bottles: 500,
  jars: 250,
  loaves: 800,
} as const;
export type WeighedUnit = keyof typeof GRAMS_PER_UNIT;

// Imported recipes spell units every way: map the common spellings onto the spec's names.
const ALIASES: Record<string, WeighedUnit> = {
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kgs: 'kg',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lbs',
  pound: 'lbs',
  pounds: 'lbs',
  cup: 'cups',
  c: 'cups',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  millilitre: 'ml',
  milliliter: 'ml',
  millilitres: 'ml',
  milliliters: 'ml',
  l: 'liters',
  liter: 'liters',
  litre: 'liters',
  litres: 'liters',
  gallon: 'gallons',
  gal: 'gallons',
  quart: 'quarts',
  qt: 'quarts',
  pint: 'pints',
  pt: 'pints',
  can: 'cans',
  bottle: 'bottles',
  jar: 'jars',
  loaf: 'loaves',
};

/** The spec's unit name for a unit as written ('Cup', 'tablespoons', 'lb.'), or null if it has no weight. */
export function weighedUnit(unit: string | null | undefined): WeighedUnit | null {
  const key = (unit ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (key in GRAMS_PER_UNIT) return key as WeighedUnit;
  return ALIASES[key] ?? null;
}

/** Grams for a quantity and unit, or null: unknown unit, a quantity that is not a number, or 'each'. */
export function approximateGrams(
  quantity: string | number | null | undefined,
  unit: string | null | undefined,
) {
  const u = weighedUnit(unit);
  // Spec 2.8: no weight for 'each' (the 50 g of spec 9 is too rough to show).
  if (!u || u === 'each') return null;
  const n = parseQuantity(quantity);
  if (n === null || n <= 0) return null;
  return n * GRAMS_PER_UNIT[u];
}

/** 'about 240g', or in kg with one decimal at 1000 g or more: 'about 1.2kg'. */
export function formatWeight(grams: number): string {
  const rounded = Math.round(grams);
  if (rounded >= 1000) return `about ${(grams / 1000).toFixed(1)}kg`;
  // Under half a gram still weighs something: never 'about 0g'.
  return `about ${Math.max(1, rounded)}g`;
}

export function approximateWeight(
  quantity: string | number | null | undefined,
  unit: string | null | undefined,
): string | null {
  const grams = approximateGrams(quantity, unit);
  return grams === null ? null : formatWeight(grams);
}
