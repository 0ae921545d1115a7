import type { ExtractedRecipe } from './recipe-import';
import { INGREDIENT_DEFAULT_QUANTITY, INGREDIENT_DEFAULT_UNIT, RECIPE_DEFAULT_SERVINGS } from './recipes';

/** The editable fields of a saved recipe that an import can fill or refresh. */
export interface MergeableIngredient {
  name: string;
  quantity: string;
  unit: string;
  raw?: string;
  /** The heading of its group ('For the sauce'); absent when it has none. */
  group?: string;
}
export interface MergeableRecipe {
  name: string;
  description: string | null;
  servings: number;
  prepTime: number;
  cookTime: number;
  instructions: string | null;
  source: string | null;
  sourceName: string | null;
  ingredients: MergeableIngredient[];
}

type LooseIngredient = {
  name?: string | null;
  quantity?: string | number | null;
  unit?: string | null;
  /** The parser's preparation and remarks ('minced', 'divided; finely chopped'). */
  note?: string | null;
  raw?: string | null;
  group?: string | null;
};
type Fresh = Partial<Omit<ExtractedRecipe, 'ingredients'>> & { ingredients?: LooseIngredient[] | null };

const text = (v: unknown): string =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The ingredient name field holds at most this many characters (recipes.ts). */
const MAX_NAME = 200;
// 'to taste' says why a line has no amount: the detail already shows 'to taste' for those.
const TO_TASTE = /^(?:or\s+)?(?:to taste|as desired)$/i;

/**
 * The name a cook reads: the parsed name with its note kept ('garlic, minced'). For a line without
 * a quantity, a bare 'to taste' note is left out (the amount column says it). Cut to the name
 * field's 200 characters; the raw line keeps everything.
 */
export function nameWithNote(name: string, note: string | null | undefined, hasQuantity: boolean) {
  const parts = text(note)
    .split(/\s*;\s*/)
    .filter((part) => part && (hasQuantity || !TO_TASTE.test(part)));
  if (!parts.length) return name;
  const full = `${name}, ${parts.join(', ')}`;
  return full.length <= MAX_NAME ? full : `${full.slice(0, MAX_NAME - 1).trimEnd()}…`;
}

interface NormalizeOptions {
  /**
   * Spec 5's update-from-source defaults: an empty quantity becomes 1 and an empty unit cups (after
   * the saved ingredient's own value). Off for a fresh import, where a line without an amount stays
   * a 'to taste' ingredient (quantity and unit both '').
   */
  fillDefaults?: boolean;
}

/**
 * Imported ingredient lines as recipe ingredients: trimmed, those without a name dropped, the note
 * kept in the name. With `fillDefaults` (spec 5, update from source): empty quantity becomes 1 and
 * empty unit becomes cups; where `previous` (the saved recipe's ingredients) has the same
 * ingredient, its quantity or unit is kept instead of the default: old values are kept where the
 * new data lacks one.
 */
export function normalizeImportedIngredients(
  list: readonly LooseIngredient[] | null | undefined,
  previous: readonly MergeableIngredient[] = [],
  { fillDefaults = true }: NormalizeOptions = {},
): MergeableIngredient[] {
  const before = new Map(previous.map((i) => [key(i.name), i]));
  const out: MergeableIngredient[] = [];
  for (const item of list ?? []) {
    const bare = text(item?.name);
    if (!bare) continue;
    const quantity = text(item.quantity);
    const unit = text(item.unit);
    const name = nameWithNote(bare, item.note, Boolean(quantity));
    // A recipe saved before notes were kept has the bare name.
    const old = before.get(key(name)) ?? before.get(key(bare));
    const raw = text(item.raw);
    const group = text(item.group);
    // A saved 'to taste' ingredient still without an amount on the page stays 'to taste'.
    const keepToTaste = !quantity && !unit && old && !text(old.quantity) && !text(old.unit);
    const fill = fillDefaults && !keepToTaste;
    out.push({
      name,
      quantity: fill ? quantity || text(old?.quantity) || INGREDIENT_DEFAULT_QUANTITY : quantity,
      unit: fill ? unit || text(old?.unit) || INGREDIENT_DEFAULT_UNIT : unit,
      ...(raw ? { raw } : {}),
      ...(group ? { group } : {}),
    });
  }
  return out;
}

/**
 * Prep and cook minutes from what the page says. When the page gives both, they are kept as they are
 * (even if its total disagrees). When it gives a total and only one of them, the other is the rest;
 * a total alone becomes the cook time, so that prep plus cook still adds up to the page's total.
 */
export function importedTimes(fresh: Pick<Fresh, 'prepTime' | 'cookTime' | 'totalTime'>) {
  let prep = fresh.prepTime ?? null;
  let cook = fresh.cookTime ?? null;
  const total = fresh.totalTime ?? null;
  if (total != null && total > 0) {
    if (prep == null && cook == null) cook = total;
    else if (cook == null && prep != null && total > prep) cook = total - prep;
    else if (prep == null && cook != null && total > cook) prep = total - cook;
  }
  return { prepTime: prep, cookTime: cook };
}

/** Spec 5: the refreshed recipe. Every field the page lacks keeps the saved value. */
export function mergeFromSource(old: MergeableRecipe, fresh: Fresh): MergeableRecipe {
  return merge(old, fresh, { fillDefaults: true });
}

function merge(old: MergeableRecipe, fresh: Fresh, options: NormalizeOptions): MergeableRecipe {
  const times = importedTimes(fresh);
  const ingredients = normalizeImportedIngredients(fresh.ingredients, old.ingredients, options);
  const servings = fresh.servings != null && fresh.servings >= 1 ? Math.trunc(fresh.servings) : null;
  return {
    name: text(fresh.name) || old.name,
    description: text(fresh.description) || old.description,
    servings: servings ?? old.servings,
    prepTime: times.prepTime ?? old.prepTime,
    cookTime: times.cookTime ?? old.cookTime,
    instructions: text(fresh.instructions) || old.instructions,
    source: text(fresh.source) || old.source,
    sourceName: text(fresh.sourceName) || old.sourceName,
    ingredients: ingredients.length ? ingredients : old.ingredients,
  };
}

/**
 * The values a new recipe starts with after an import (the create form's defaults fill the gaps).
 * Unlike an update from source, a line without an amount ('salt to taste') keeps quantity and unit
 * empty: a 'to taste' ingredient.
 */
export function draftFromImport(fresh: Fresh): MergeableRecipe {
  return merge(
    {
      name: '',
      description: null,
      servings: RECIPE_DEFAULT_SERVINGS,
      prepTime: 0,
      cookTime: 0,
      instructions: null,
      source: null,
      sourceName: null,
      ingredients: [],
    },
    fresh,
    { fillDefaults: false },
  );
}

const SCALAR_FIELDS = {
  name: 'Name',
  description: 'Description',
  servings: 'Servings',
  prepTime: 'Prep time',
  cookTime: 'Cook time',
  instructions: 'Instructions',
  source: 'Source',
  sourceName: 'Source name',
} as const;
type ScalarField = keyof typeof SCALAR_FIELDS;

export type RecipeChange =
  | {
      field: ScalarField;
      label: string;
      before: string | number | null;
      after: string | number | null;
    }
  | { field: 'ingredients'; label: 'Ingredients'; added: string[]; removed: string[] };

/** An ingredient as one comparable line: '1.5 cups flour'. */
export const ingredientLine = (i: MergeableIngredient) =>
  [i.quantity, i.unit, i.name].map(text).filter(Boolean).join(' ');

const same = (a: unknown, b: unknown) => {
  if (typeof a === 'number' || typeof b === 'number') return Number(a ?? 0) === Number(b ?? 0);
  return text(a).replace(/\s+/g, ' ') === text(b).replace(/\s+/g, ' ');
};

/** What an update would change, so the screen can show it before anything is saved. */
export function diffRecipe(old: MergeableRecipe, merged: MergeableRecipe): RecipeChange[] {
  const changes: RecipeChange[] = [];
  for (const [field, label] of Object.entries(SCALAR_FIELDS) as [ScalarField, string][]) {
    if (!same(old[field], merged[field]))
      changes.push({ field, label, before: old[field] ?? null, after: merged[field] ?? null });
  }
  // Compared as lists of lines (order ignored): each line present more often on one side counts once.
  const count = (list: MergeableIngredient[]) => {
    const m = new Map<string, { line: string; n: number }>();
    for (const i of list) {
      const line = ingredientLine(i);
      const k = key(line);
      m.set(k, { line, n: (m.get(k)?.n ?? 0) + 1 });
    }
    return m;
  };
  const a = count(old.ingredients);
  const b = count(merged.ingredients);
  const surplus = (x: typeof a, y: typeof a) =>
    [...x].flatMap(([k, { line, n }]) => Array<string>(Math.max(0, n - (y.get(k)?.n ?? 0))).fill(line));
  const added = surplus(b, a);
  const removed = surplus(a, b);
  if (added.length || removed.length)
    changes.push({ field: 'ingredients', label: 'Ingredients', added, removed });
  return changes;
}
