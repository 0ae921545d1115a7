import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  categoryOfFood,
  cleanTags,
  draftFromImport,
  INGREDIENT_GROUP_MAX,
  imageTypeOf,
  MAX_RECIPE_INGREDIENTS,
  MAX_RECIPE_MINUTES,
  MAX_RECIPE_TAG,
  MAX_RECIPE_TAGS,
  UNITS,
} from '@kitching/contracts';
import type { RecipeDraft } from '../recipes/recipes-transfer';
import { parseIngredientLine } from '../smart-add/ingredients/parse-ingredient-line';
import type {
  ImportedGroceryList,
  ImportedRecipe,
  IngredientEntry,
  SkippedEntry,
} from './formats/import-format';

/** Work done between two yields to the event loop (the ingredient parser is CPU work). */
const YIELD_EVERY_MS = 8;

/** Runs `each` over the list, letting other requests in every few milliseconds. */
export async function eachCooperatively<T>(list: readonly T[], each: (value: T, index: number) => void) {
  let since = performance.now();
  for (let i = 0; i < list.length; i++) {
    each(list[i]!, i);
    if (performance.now() - since > YIELD_EVERY_MS) {
      await yieldToLoop();
      since = performance.now();
    }
  }
}

/** Tags as a recipe keeps them (the search filters on them): cut to a tag's length, cleaned, at most 30. */
export const importedTags = (tags: readonly string[] | undefined): string[] =>
  cleanTags((tags ?? []).map((tag) => tag.replaceAll('\0', '').slice(0, MAX_RECIPE_TAG))).slice(
    0,
    MAX_RECIPE_TAGS,
  );

const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);
const minutes = (n: number | undefined) =>
  n != null && Number.isFinite(n) && n >= 0 ? Math.min(Math.round(n), MAX_RECIPE_MINUTES) : null;

/** Each line with the heading above it (cut to a heading's length); the headings are not lines. */
export function groupedLines(entries: readonly IngredientEntry[]): { line: string; group?: string }[] {
  let group: string | undefined;
  const out: { line: string; group?: string }[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') out.push(group ? { line: entry, group } : { line: entry });
    else group = entry.heading.replaceAll('\0', '').trim().slice(0, INGREDIENT_GROUP_MAX).trim() || undefined;
  }
  return out;
}

/**
 * Another app's recipe in Kitching's words: each ingredient line through Kitching's parser, times
 * (a total alone becomes the cook time), servings, source, tags and the photo kept; the app's notes are kept in
 * the description, which is where a Kitching recipe holds such text.
 */
export function recipeDraft(recipe: ImportedRecipe): RecipeDraft {
  const draft = draftFromImport({
    name: recipe.name,
    description: recipe.description ?? null,
    servings: recipe.servings ?? null,
    prepTime: minutes(recipe.prepMinutes),
    cookTime: minutes(recipe.cookMinutes),
    totalTime: minutes(recipe.totalMinutes),
    instructions: recipe.instructions ?? null,
    source: recipe.source ?? null,
    sourceName: recipe.sourceName ?? null,
    ingredients: groupedLines(recipe.ingredients)
      .slice(0, MAX_RECIPE_INGREDIENTS)
      .map(({ line, group }) => ({ ...parseIngredientLine(line), ...(group ? { group } : {}) })),
  });
  const notes = recipe.notes ? `Notes: ${recipe.notes}` : '';
  const description = [draft.description, notes].filter(Boolean).join('\n\n') || null;
  return {
    ...draft,
    name: draft.name.slice(0, 200),
    description: cut(description ?? undefined, 2000) ?? null,
    instructions: cut(draft.instructions ?? undefined, 20_000) ?? null,
    source: cut(draft.source ?? undefined, 2000) ?? null,
    sourceName: cut(draft.sourceName ?? undefined, 200) ?? null,
    servings: Math.min(Math.max(draft.servings, 1), 1000),
    difficulty: null,
    tags: importedTags(recipe.tags),
    isArchived: false,
    ...imported(recipe.image),
  };
}

/** The app's photo, kept when its bytes are a JPEG, PNG or WebP (the readers checked its size). */
function imported(image: ImportedRecipe['image']): Pick<RecipeDraft, 'image'> {
  const contentType = image && imageTypeOf(image.bytes);
  return image && contentType ? { image: { contentType, bytes: image.bytes } } : {};
}

/** Another app's recipes as drafts; one that cannot be read is skipped by name, the others go on. */
export async function recipeDrafts(recipes: ImportedRecipe[], skipped: SkippedEntry[]) {
  const drafts: RecipeDraft[] = [];
  await eachCooperatively(recipes, (recipe) => {
    const name = recipe.name?.trim();
    if (!name) return skipped.push({ name: '(no name)', reason: 'The recipe has no name' });
    try {
      drafts.push(recipeDraft({ ...recipe, name }));
    } catch (error) {
      skipped.push({ name, reason: `Could not be read (${(error as Error).message.slice(0, 120)})` });
    }
  });
  return drafts;
}

const GROCERY_UNITS = new Set<string>(UNITS);

/** A grocery list's lines through the ingredient parser: an amount in one of the list's units, else 1 each. */
export function groceryLines(list: ImportedGroceryList) {
  return list.items.flatMap((line) => {
    const parsed = parseIngredientLine(line);
    const name = (parsed.name || line).trim().slice(0, 200);
    if (!name) return [];
    const known = GROCERY_UNITS.has(parsed.unit) && /^\d+(\.\d{1,2})?$/.test(parsed.quantity);
    return [
      {
        name,
        quantity: known ? parsed.quantity : '1',
        unit: known ? parsed.unit : 'each',
        moreAmounts: [],
        category: categoryOfFood(name) ?? 'Other',
        purchased: false,
        purchasedAt: null,
      },
    ];
  });
}
