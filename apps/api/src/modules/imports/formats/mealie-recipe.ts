import { formatQuantity } from 'format-quantity';
import type { ImportedImage, IngredientEntry } from './import-format';
import {
  block,
  type Draft,
  heading,
  isRecord,
  lines,
  minutes,
  servings,
  steps,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * One Mealie recipe as a draft: the API/export shape (camelCase: recipeIngredient, orgURL) and the
 * database backup's rows (snake_case: recipe_yield, org_url) are the same fields under two spellings.
 */

type Row = Record<string, unknown>;

const pick = (r: Row, ...keys: string[]) => keys.map((k) => r[k]).find((v) => v != null && v !== '');

const nameOf = (v: unknown) => (isRecord(v) ? text(v.name) : text(v));

/**
 * An ingredient line as Mealie shows it: 'quantity unit food, note'; a note alone when the line was
 * never parsed into food and unit. A section title on the row names the part that follows: not a line.
 */
export function mealieIngredientLine(
  ing: unknown,
  lookup: { unit?: (id: unknown) => unknown; food?: (id: unknown) => unknown } = {},
): string | undefined {
  if (typeof ing === 'string') return text(ing);
  if (!isRecord(ing)) return undefined;
  const unit = nameOf(ing.unit ?? lookup.unit?.(ing.unit_id));
  const food = nameOf(ing.food ?? lookup.food?.(ing.food_id));
  const note = text(ing.note);
  const qty = typeof ing.quantity === 'number' && ing.quantity > 0 ? formatQuantity(ing.quantity) : undefined;
  if (!food && !unit) {
    // An unparsed line keeps its amount inside the note; the original text is the fallback.
    return note ?? text(pick(ing, 'original_text', 'originalText', 'display'));
  }
  const main = [qty, unit, food].filter(Boolean).join(' ');
  return note ? `${main}, ${note}` : main;
}

/**
 * A row's entries: its `title` (Mealie's section title: the row opens a part of the list, 'For the
 * sauce') as a heading, then the row's own line.
 */
export function mealieIngredientEntries(
  ing: unknown,
  lookup?: Parameters<typeof mealieIngredientLine>[1],
): IngredientEntry[] {
  const line = mealieIngredientLine(ing, lookup);
  const title = isRecord(ing) ? text(ing.title) : undefined;
  return [...(title ? heading(title) : []), ...(line ? [line] : [])];
}

/** Instruction rows or objects ({ text } or { title, text }), one step per line. */
export function mealieSteps(list: unknown): string | undefined {
  if (!Array.isArray(list)) return steps(list);
  return steps(list.map((s) => (isRecord(s) ? s.text : s)));
}

/** Notes [{ title, text }] as 'title: text' blocks. */
export function mealieNotes(list: unknown): string | undefined {
  if (!Array.isArray(list)) return block(list);
  const parts = list
    .filter(isRecord)
    .map((n) => [text(n.title), block(n.text)].filter(Boolean).join(': '))
    .filter(Boolean);
  return parts.join('\n\n') || undefined;
}

export interface MealieExtras {
  ingredientLines?: IngredientEntry[];
  instructions?: string;
  tags?: string[];
  notes?: string;
  image?: ImportedImage;
}

/** The recipe's own fields, whichever spelling; `extras` are what the backup keeps in other tables. */
export function mealieDraft(r: Row, extras: MealieExtras = {}): Draft {
  const ingredientList = pick(r, 'recipeIngredient', 'recipe_ingredient');
  const ingredientsFromRecipe = Array.isArray(ingredientList)
    ? ingredientList.flatMap((i) => mealieIngredientEntries(i))
    : [];
  const yieldCount = pick(r, 'recipeServings', 'recipe_servings');
  return {
    name: text(r.name),
    description: lines(r.description).join('\n') || undefined,
    ingredients: extras.ingredientLines ?? ingredientsFromRecipe,
    instructions: extras.instructions ?? mealieSteps(pick(r, 'recipeInstructions', 'recipe_instructions')),
    servings:
      typeof yieldCount === 'number' && yieldCount > 0
        ? Math.round(yieldCount)
        : servings(pick(r, 'recipeYield', 'recipe_yield')),
    prepMinutes: minutes(pick(r, 'prepTime', 'prep_time')),
    cookMinutes: minutes(pick(r, 'performTime', 'perform_time', 'cookTime', 'cook_time')),
    totalMinutes: minutes(pick(r, 'totalTime', 'total_time')),
    source: url(pick(r, 'orgURL', 'org_url')),
    tags: extras.tags ?? tags(pick(r, 'tags'), pick(r, 'recipeCategory', 'recipe_category')),
    notes: extras.notes ?? mealieNotes(r.notes),
    image: extras.image,
  };
}
