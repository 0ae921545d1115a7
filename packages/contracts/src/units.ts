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

/**
 * Issue 28: the count words recipes use as units ('3 cloves garlic', 'a pinch of salt'), shown in
 * English whatever language the recipe came in. A recipe keeps them; a shelf or a shopping list,
 * whose unit is one of UNITS, takes the nearest spec unit (NEAREST_SPEC_UNIT).
 */
export const RECIPE_COUNT_UNITS = [
  'cloves',
  'slices',
  'pinches',
  'sprigs',
  'bunches',
  'heads',
  'stalks',
  'handfuls',
] as const;
export type RecipeCountUnit = (typeof RECIPE_COUNT_UNITS)[number];

/** A clove or a slice is a piece of something; a pinch, sprig, bunch, head, stalk or handful is one of it. */
export const NEAREST_SPEC_UNIT: Readonly<Record<RecipeCountUnit, Unit>> = {
  cloves: 'pieces',
  slices: 'pieces',
  pinches: 'each',
  sprigs: 'each',
  bunches: 'each',
  heads: 'each',
  stalks: 'each',
  handfuls: 'each',
};

/** A recipe's unit as a shelf or a list stores it: itself when it is a spec unit, else the nearest one. */
export function specUnitOf(unit: string): Unit | null {
  if ((UNITS as readonly string[]).includes(unit)) return unit as Unit;
  return NEAREST_SPEC_UNIT[unit as RecipeCountUnit] ?? null;
}
