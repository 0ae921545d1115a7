import { z } from 'zod';
import { isStorableText, NUL_MESSAGE, requiredText } from './common';
import { labelOfRequired, tooLongMessage } from './limits';
import { recipeTagsField } from './recipe-search';
import { RECIPE_COUNT_UNITS } from './units';

/** Spec 9 defaults. */
export const RECIPE_DEFAULT_SERVINGS = 4;
export const RECIPE_DEFAULT_MINUTES = 0;
export const INGREDIENT_DEFAULT_UNIT = 'cups';
export const INGREDIENT_DEFAULT_QUANTITY = '1';
export const RECIPE_SKELETON_CARDS = 6;
export const MAX_RECIPE_INGREDIENTS = 200;
/** A week: anything longer is a typo, not a recipe. */
export const MAX_RECIPE_MINUTES = 10_080;
export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/**
 * Spec 3 units, plus the 'pieces' and 'jars' other screens use, and (issue 28) the count words
 * recipes use as units (RECIPE_COUNT_UNITS: cloves, pinches, sprigs …).
 */
export const RECIPE_UNITS = [
  'cups',
  'tbsp',
  'tsp',
  'g',
  'kg',
  'oz',
  'lbs',
  'ml',
  'liters',
  'gallons',
  'quarts',
  'pints',
  'each',
  'pieces',
  'cans',
  'bottles',
  'jars',
  'boxes',
  'bags',
  'loaves',
  'dozen',
  ...RECIPE_COUNT_UNITS,
] as const;

/**
 * Optional text that can also be cleared: blank or null becomes null (stored as null), a missing
 * key stays undefined (left alone by an update).
 */
const clearableText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, tooLongMessage(label, max)).nullable().optional(),
  );

export const recipeNameField = requiredText('Recipe name is required', 200);
/** The recipe's text limits: the API's fields and the form's read these, never a second number. */
export const RECIPE_TEXT_MAX = {
  description: 2000,
  instructions: 20_000,
  source: 2000,
  sourceName: 200,
} as const;
export const recipeDescriptionField = clearableText(RECIPE_TEXT_MAX.description, 'Description');
export const recipeInstructionsField = clearableText(RECIPE_TEXT_MAX.instructions, 'Instructions');
export const recipeSourceField = clearableText(RECIPE_TEXT_MAX.source, 'Source');
export const recipeSourceNameField = clearableText(RECIPE_TEXT_MAX.sourceName, 'Source name');

export const recipeServingsField = z.coerce
  .number({ error: 'Servings must be at least 1' })
  .int('Servings must be a whole number')
  .min(1, 'Servings must be at least 1')
  .max(1000, 'Servings must be at most 1000');

/** Spec 5: times fall back to 0 (blank, null, not a number or negative). */
export const recipeMinutesField = z.preprocess((v) => {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}, z.number().int().max(MAX_RECIPE_MINUTES, `Time must be at most ${MAX_RECIPE_MINUTES} minutes`).optional());

export const recipeDifficultyField = z.enum(RECIPE_DIFFICULTIES).nullable().optional();

export const ingredientNameField = requiredText('Ingredient name is required', 200);

/** The longest heading of an ingredient group ('For the filling'). */
export const INGREDIENT_GROUP_MAX = 100;
/**
 * The heading of the group a line belongs to ('For the dough', 'For the filling'; issue 28): trimmed,
 * and empty (blank, null or missing) means none. Lines of one group follow each other; the heading is
 * not an ingredient, so scaling, cooking and shopping read the lines only.
 */
export const ingredientGroupField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
  z
    .string({ error: 'Heading must be text' })
    .max(INGREDIENT_GROUP_MAX, tooLongMessage('Heading', INGREDIENT_GROUP_MAX))
    .refine(isStorableText, NUL_MESSAGE)
    .optional(),
);

const ingredientAmountText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, tooLongMessage(labelOfRequired(message), 40))
    .refine(isStorableText, NUL_MESSAGE)
    .nullish()
    .transform((v) => v ?? '');
export const INGREDIENT_QUANTITY_MESSAGE = 'Enter a number like 2, 1.5 or 1 1/2';

const VULGAR = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒';
// One amount: 2, 1.5, .5, 1,5 (a decimal comma), 1/2, 1⁄2 (fraction slash), 1 1/2, ½, 1½, 1 ½.
const AMOUNT = `(?:\\d+(?:[.,]\\d+)?|[.,]\\d+)(?:\\s*[${VULGAR}]|\\s+\\d+\\s*[/⁄]\\s*\\d+|\\s*[/⁄]\\s*\\d+)?|[${VULGAR}]`;
/** One amount, or a range of two ('1-2', '1 – 2', '1 to 2': what the import writes for '1-2 cups'). */
const QUANTITY = new RegExp(`^(?:${AMOUNT})(?:\\s*(?:-|–|—|to)\\s*(?:${AMOUNT}))?$`, 'i');

/**
 * True for a quantity Kitching can read: a number or fraction, or a range of two, never negative
 * ('-2' and 'abc' are refused); '' is a 'to taste' ingredient's (with an empty unit too).
 */
export function isIngredientQuantity(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (!QUANTITY.test(text)) return false;
  // A fraction over zero ('1/0') is not a number.
  return !/[/⁄]\s*0+(?!\d)/.test(text);
}

/**
 * Quantities stay text ('1 1/2', '2-3'); a number on input becomes its text. Quantity and unit
 * are empty (blank, null or missing: '') only together, for a 'to taste' ingredient (spec 2.8);
 * see `ingredientAmountRules`. Otherwise a number, a fraction or a range of two, never negative
 * (INGREDIENT_QUANTITY_MESSAGE). The one field rule for the API, the recipe and meal plan forms.
 */
export const ingredientQuantityField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  ingredientAmountText('Quantity is required').refine(isIngredientQuantity, INGREDIENT_QUANTITY_MESSAGE),
);
export const ingredientUnitField = ingredientAmountText('Unit is required');

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/**
 * Runs even when another field of the row already failed, so every message shows at once; but only
 * on an object: a row that is null or a number has no quantity or unit to judge (it threw, a 500).
 */
export const always = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/**
 * Spec 5's 'Quantity is required' / 'Unit is required' for an ingredient row: quantity and unit go
 * together. Both empty is a 'to taste' ingredient (spec 2.8: shown when there is neither).
 */
export function ingredientAmountRules<T extends z.ZodType<{ quantity: string; unit: string }>>(row: T) {
  return row
    .refine((i) => !(textOf(i.unit) && !textOf(i.quantity)), {
      path: ['quantity'],
      message: 'Quantity is required',
      ...always,
    })
    .refine((i) => !(textOf(i.quantity) && !textOf(i.unit)), {
      path: ['unit'],
      message: 'Unit is required',
      ...always,
    });
}

/** True for a 'to taste' ingredient: neither quantity nor unit. */
export const isToTaste = (i: { quantity?: string | null; unit?: string | null }) =>
  !i.quantity?.trim() && !i.unit?.trim();

export const ingredientSchema = ingredientAmountRules(
  z.object({
    name: ingredientNameField,
    quantity: ingredientQuantityField,
    unit: ingredientUnitField,
    raw: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z.string().max(500, tooLongMessage('Ingredient text', 500)),
      )
      .optional(),
    group: ingredientGroupField,
  }),
);
export type Ingredient = z.infer<typeof ingredientSchema>;

export const recipeIngredientsField = z
  .array(ingredientSchema, { error: 'Add at least one ingredient' })
  .min(1, 'Add at least one ingredient')
  .max(MAX_RECIPE_INGREDIENTS, `A recipe can have at most ${MAX_RECIPE_INGREDIENTS} ingredients`);

/**
 * POST /api/families/:familyId/recipes. The spec's body also carries familyId and createdBy: they are
 * accepted and ignored (the server takes both from the session), as is isArchived.
 */
export const createRecipeBody = z.object({
  name: recipeNameField,
  description: recipeDescriptionField,
  servings: recipeServingsField.optional(),
  prepTime: recipeMinutesField,
  cookTime: recipeMinutesField,
  instructions: recipeInstructionsField,
  source: recipeSourceField,
  sourceName: recipeSourceNameField,
  ingredients: recipeIngredientsField,
  difficulty: recipeDifficultyField,
  /** Categories, cuisines and keywords (kept from imports: issue 24); none when not given. */
  tags: recipeTagsField.optional(),
});
export type CreateRecipeBody = z.infer<typeof createRecipeBody>;
/** What a client may send (numbers for quantities, blank strings for cleared text). */
export type CreateRecipeInput = z.input<typeof createRecipeBody>;

/** PATCH /api/recipes/:id: any subset of the fields; blank optional text clears it. */
export const updateRecipeBody = createRecipeBody.partial();
export type UpdateRecipeBody = z.infer<typeof updateRecipeBody>;
export type UpdateRecipeInput = z.input<typeof updateRecipeBody>;

export const recipeSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  createdBy: z.number().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  servings: z.number(),
  prepTime: z.number(),
  cookTime: z.number(),
  instructions: z.string().nullable(),
  source: z.string().nullable(),
  sourceName: z.string().nullable(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      unit: z.string(),
      raw: z.string().optional(),
      /** The heading of the line's group; absent when it has none. */
      group: z.string().optional(),
    }),
  ),
  difficulty: z.enum(RECIPE_DIFFICULTIES).nullable(),
  tags: z.array(z.string()),
  isArchived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Bumped on every change (archiving too); send it back as `If-Match` on PATCH to be refused (409
   * recipes.version_conflict, with the current recipe) rather than overwrite a change made since.
   */
  version: z.number().int(),
  /**
   * The recipe's photo (GET it; it changes with the photo, so it may be cached), or null when it has none.
   * Optional for clients that build a recipe themselves; the API always sends it.
   */
  imageUrl: z.string().nullable().optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const deletedRecipeSchema = z.object({ id: z.number(), undoId: z.number().optional() });

// --- display rules (spec 2.8) ---

/** Prep plus cook, in minutes. */
export const totalMinutes = (r: { prepTime?: number | null; cookTime?: number | null }) =>
  (r.prepTime ?? 0) + (r.cookTime ?? 0);

export const isWebSource = (source: string | null | undefined) =>
  Boolean(source?.trim().toLowerCase().startsWith('http'));

/** The card's source line: the source name, else 'Web Recipe' for a web address, else the source text. */
export function sourceLabel(r: { source?: string | null; sourceName?: string | null }): string | null {
  if (r.sourceName?.trim()) return r.sourceName.trim();
  if (isWebSource(r.source)) return 'Web Recipe';
  return r.source?.trim() || null;
}

/** Toast text for bulk actions: '3 recipes archived', '1 recipe deleted'. */
export const recipeCount = (n: number, verb: string) => `${n} ${n === 1 ? 'recipe' : 'recipes'} ${verb}`;

/** Spec 8's confirmations, singular and plural. */
export function deleteConfirmation(count: number): string {
  return count === 1
    ? 'Are you sure you want to permanently delete this recipe? This action cannot be undone.'
    : `Are you sure you want to permanently delete ${count} recipes? This action cannot be undone.`;
}

// --- the recipe's photo (issue 25) ---

/** The largest photo a recipe keeps (an upload over it is refused with 413; an imported one is left out). */
export const RECIPE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const RECIPE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type RecipeImageType = (typeof RECIPE_IMAGE_TYPES)[number];
/** The file extension of each type, as an export names the file. */
export const RECIPE_IMAGE_EXT: Record<RecipeImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The image's type by its first bytes (never its name or the type a client claims); null when not one we keep. */
export function imageTypeOf(b: Uint8Array): RecipeImageType | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && ascii(b, 1, 4) === 'PNG') return 'image/png';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
