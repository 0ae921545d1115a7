// Schema-free (no Zod): the pantry rules (pantry/) and the web use the units without the schemas.

/** Spec 3: units, plus pieces and jars which other screens use. */
export const UNITS = [
  'each',
  'lbs',
  'oz',
  'kg',
  'g',
  'cups',
  'tbsp',
  'tsp',
  'liters',
  'ml',
  'gallons',
  'quarts',
  'pints',
  'bottles',
  'cans',
  'boxes',
  'bags',
  'loaves',
  'dozen',
  'pieces',
  'jars',
] as const;
export type Unit = (typeof UNITS)[number];
