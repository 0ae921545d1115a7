/**
 * How a Smart Quick Add answer is judged against a labelled case (shared/data/quick-add/README.md):
 * the type must be one of the accepted ones; each labelled field is right or wrong on its own.
 */
import type { SmartAddResult } from '@kitching/contracts';
import { tokens } from './bench-support';

export interface QuickAddCase {
  input: string;
  types: string[];
  fields: {
    name?: string[];
    quantity?: number;
    unit?: string;
    category?: string;
    expirationDate?: string;
    items?: string[];
    ingredients?: number;
    servings?: number;
    prepTime?: number;
    cookTime?: number;
    /** A meal plan's meal ('dinner'). */
    mealType?: string;
    /** The whole name, plural 's' and case ignored ('Chickpeas', not 'Chickpeas expiring next month'). */
    exactName?: string;
    /** stock_use: the reason of every take. */
    reason?: string;
    /** cook: which id names the dish ('plannedMealId', 'recipeId', 'mealPlanId'), or 'none'. */
    via?: string;
  };
}

export interface Verdict {
  typeRight: boolean;
  /** field → right or wrong, for each labelled field. */
  fields: Record<string, boolean>;
}

/** Every word of `words` is in `text` (case and plural 's' ignored). */
const hasWords = (text: string, words: string[]) => {
  const have = new Set(tokens(text));
  return words.every((w) => tokens(w).every((t) => have.has(t)));
};

const sameWords = (a: string, b: string) => tokens(a).join(' ') === tokens(b).join(' ');

export function judge(c: QuickAddCase, result: SmartAddResult): Verdict {
  const data = result.data as Record<string, unknown>;
  const fields: Record<string, boolean> = {};
  const f = c.fields;
  // A take's amount is its first item's (the data of a stock_use reading is its list of takes).
  const takes = result.type === 'stock_use' ? result.data.items : [];
  const amount = (result.type === 'stock_use' ? (takes[0] ?? {}) : data) as Record<string, unknown>;
  if (f.name)
    fields.name = hasWords(String(data.name ?? ''), f.name) || hasWords(result.preview.title, f.name);
  if (f.exactName != null) fields.exactName = sameWords(String(data.name ?? ''), f.exactName);
  if (f.quantity != null) fields.quantity = Number(amount.quantity) === f.quantity;
  if (f.unit != null) fields.unit = amount.unit === f.unit;
  if (f.reason != null) fields.reason = takes.length > 0 && takes.every((t) => t.reason === f.reason);
  if (f.via != null) {
    const cook = result.type === 'cook' ? result.data : {};
    const named = (['plannedMealId', 'recipeId', 'mealPlanId'] as const).find((k) => k in cook);
    fields.via = (named ?? 'none') === f.via;
  }
  if (f.category != null) fields.category = data.category === f.category;
  if (f.expirationDate != null) fields.expirationDate = data.expirationDate === f.expirationDate;
  if (f.mealType != null) fields.mealType = data.mealType === f.mealType;
  if (f.items) {
    const items = Array.isArray(data.items) ? (data.items as { name: string }[]) : [];
    fields.items =
      items.length === f.items.length && f.items.every((want) => items.some((i) => hasWords(i.name, [want])));
  }
  if (f.ingredients != null)
    fields.ingredients = Array.isArray(data.ingredients) && data.ingredients.length === f.ingredients;
  for (const key of ['servings', 'prepTime', 'cookTime'] as const)
    if (f[key] != null) fields[key] = data[key] === f[key];
  return { typeRight: c.types.includes(result.type), fields };
}
