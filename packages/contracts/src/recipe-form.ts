import { z } from 'zod';
import { tooLongMessage } from './limits';
import {
  always,
  INGREDIENT_DEFAULT_QUANTITY,
  INGREDIENT_DEFAULT_UNIT,
  type Ingredient,
  ingredientAmountRules,
  ingredientGroupField,
  ingredientNameField,
  ingredientQuantityField,
  ingredientUnitField,
  MAX_RECIPE_MINUTES,
  RECIPE_DEFAULT_MINUTES,
  RECIPE_DEFAULT_SERVINGS,
  RECIPE_TEXT_MAX,
  type Recipe,
  recipeNameField,
  recipeServingsField,
} from './recipes';

/** The recipe form shared by create and edit (spec 2.8): its rules, rows and starting values. */

/** Spec 5: the servings input falls back to 1 when it is blank or not a number. */
export function servingsInput(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isFinite(n) ? Math.trunc(n) : 1;
}
/** Spec 5: the prep and cook inputs fall back to 0. */
export function minutesInput(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/** The message under a heading with no ingredient after it. */
export const HEADING_WITHOUT_LINES = 'Add an ingredient under this heading';

/**
 * One row of the form: an ingredient, or (kind 'heading') the heading of the lines after it, its
 * text in `name` so both kinds share the inputs' paths. A heading is checked by the heading's rule.
 */
const recipeFormRow = ingredientAmountRules(
  z.object({
    kind: z.literal('heading').optional(),
    name: z.string(),
    quantity: ingredientQuantityField,
    unit: ingredientUnitField,
    raw: z.string().optional(),
  }),
).superRefine((row, ctx) => {
  if (typeof row.name !== 'string') return;
  const rule = row.kind === 'heading' ? ingredientGroupField : ingredientNameField;
  const parsed = rule.safeParse(row.name);
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: ['name'], message: issue.message });
}, always);
export type RecipeFormRow = z.input<typeof recipeFormRow>;

/**
 * The form's rows as the recipe's lines: each line carries the heading above it as its `group`; an
 * empty heading is none. At least one ingredient, and none of the headings left without one.
 */
const recipeFormRows = z
  .array(recipeFormRow)
  .superRefine((rows, ctx) => {
    if (!rows.some((r) => r.kind !== 'heading'))
      ctx.addIssue({ code: 'custom', message: 'Add at least one ingredient' });
    rows.forEach((row, index) => {
      const next = rows[index + 1];
      if (row.kind === 'heading' && row.name.trim() && (!next || next.kind === 'heading'))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: HEADING_WITHOUT_LINES });
    });
  })
  .transform((rows) => {
    let group: string | undefined;
    const lines: Ingredient[] = [];
    for (const { kind, ...row } of rows) {
      if (kind === 'heading') group = row.name.trim() || undefined;
      else lines.push({ ...row, name: row.name.trim(), ...(group ? { group } : {}) });
    }
    return lines;
  });

export const recipeForm = z.object({
  name: recipeNameField,
  description: z
    .string()
    .max(RECIPE_TEXT_MAX.description, tooLongMessage('Description', RECIPE_TEXT_MAX.description)),
  servings: recipeServingsField,
  prepTime: z
    .number()
    .int()
    .min(0)
    .max(MAX_RECIPE_MINUTES, `Time must be at most ${MAX_RECIPE_MINUTES} minutes`),
  cookTime: z
    .number()
    .int()
    .min(0)
    .max(MAX_RECIPE_MINUTES, `Time must be at most ${MAX_RECIPE_MINUTES} minutes`),
  instructions: z
    .string()
    .max(RECIPE_TEXT_MAX.instructions, tooLongMessage('Instructions', RECIPE_TEXT_MAX.instructions)),
  source: z.string().max(RECIPE_TEXT_MAX.source, tooLongMessage('Source', RECIPE_TEXT_MAX.source)),
  sourceName: z
    .string()
    .max(RECIPE_TEXT_MAX.sourceName, tooLongMessage('Source name', RECIPE_TEXT_MAX.sourceName)),
  ingredients: recipeFormRows,
  /** Kept from an import or the recipe as it is (no field of its own yet). */
  tags: z.array(z.string()).optional(),
});
export type RecipeFormValues = z.input<typeof recipeForm>;

export const emptyIngredient = (): RecipeFormRow => ({
  name: '',
  quantity: INGREDIENT_DEFAULT_QUANTITY,
  unit: INGREDIENT_DEFAULT_UNIT,
});

/** A heading row of the form, its text in `name` (the lines after it are its group). */
export const emptyHeading = (): RecipeFormRow => ({ kind: 'heading', name: '', quantity: '', unit: '' });

/**
 * A recipe's lines as the form's rows: a heading row before the first line of each group. Lines of
 * one group are kept together by the form, so a group that comes back later gets its heading again.
 */
export function formRowsOf(ingredients: readonly Partial<Ingredient>[]): RecipeFormRow[] {
  const rows: RecipeFormRow[] = [];
  let group: string | undefined;
  for (const i of ingredients) {
    const own = i.group?.trim() || undefined;
    if (own && own !== group) rows.push({ ...emptyHeading(), name: own });
    group = own;
    rows.push({
      name: i.name ?? '',
      quantity: i.quantity ?? '',
      unit: i.unit ?? '',
      ...(i.raw ? { raw: i.raw } : {}),
    });
  }
  return rows;
}

/** The form's starting values: a recipe being edited, a draft (e.g. an import), or the defaults. */
export function recipeFormDefaults(
  recipe?: Partial<Omit<Recipe, 'ingredients'>> & { ingredients?: Partial<Ingredient>[] },
): RecipeFormValues {
  const ingredients = formRowsOf(recipe?.ingredients ?? []);
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    servings: recipe?.servings ?? RECIPE_DEFAULT_SERVINGS,
    prepTime: recipe?.prepTime ?? RECIPE_DEFAULT_MINUTES,
    cookTime: recipe?.cookTime ?? RECIPE_DEFAULT_MINUTES,
    instructions: recipe?.instructions ?? '',
    source: recipe?.source ?? '',
    sourceName: recipe?.sourceName ?? '',
    ingredients: ingredients.length ? ingredients : [emptyIngredient()],
    ...(recipe?.tags?.length ? { tags: [...recipe.tags] } : {}),
  };
}
