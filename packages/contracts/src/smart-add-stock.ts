import { z } from 'zod';
import { formatDisplayDate } from './dates';
import { formatItemQuantity } from './inventory';

/**
 * Smart Quick Add's two readings of stock going out (issue 23): 'stock_use' ('used 6 eggs', 'threw away
 * the spinach', 'the yoghurt went off') and 'cook' ('made the lasagne tonight', 'cooked the pancakes for 6').
 *
 * - 'stock_use': `data.items` are bodies of POST /api/families/:familyId/stock/take (`takeByNameBody`),
 *   sent one take per item, in order (each its own stock action, undone on its own). `stock` is what the
 *   family's pantry holds of each item, by the item's name, when the pantry was read; an item without an
 *   entry is not in the pantry (the take then answers it as missing).
 * - 'cook': `data` is the body of POST /api/families/:familyId/cook (`cookBody`): one of `plannedMealId`,
 *   `recipeId`, `mealPlanId`, and `servings` when the text says them. `dish` says what was read ('said'),
 *   the family's dish it matched (a meal planned for that day first, then a recipe, then a meal plan) and
 *   the other close ones to choose from. With no match `data` names no dish: the preview says so and the
 *   dialog offers the other readings (or a choice).
 */

/** Why stock goes: eaten or used, thrown away (stock.waste), or gone off (stock.waste). */
export const STOCK_USE_REASONS = ['used', 'wasted', 'expired'] as const;
export type StockUseReason = (typeof STOCK_USE_REASONS)[number];

/** One take: the body of POST /stock/take. */
export const stockTakeDraftSchema = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  reason: z.enum(STOCK_USE_REASONS),
});
export type StockTakeDraft = z.infer<typeof stockTakeDraftSchema>;

export const stockUseDraftSchema = z.object({ items: z.array(stockTakeDraftSchema) });
export type StockUseDraft = z.infer<typeof stockUseDraftSchema>;

/** What the pantry holds of a product (the item's own name, its total and unit). */
export const heldStockSchema = z.object({ name: z.string(), quantity: z.string(), unit: z.string() });
export type HeldStock = z.infer<typeof heldStockSchema>;

const id = z.number().int().positive();
/** The body of POST /cook, as quick add sends it; `takes`: the amounts the cook edited in its preview. */
export const cookDraftSchema = z.object({
  plannedMealId: id.optional(),
  recipeId: id.optional(),
  mealPlanId: id.optional(),
  servings: z.number().int().min(1).optional(),
  takes: z.array(z.object({ batchId: id, quantity: z.string() })).optional(),
});
export type CookDraft = z.infer<typeof cookDraftSchema>;

export const COOK_DISH_KINDS = ['planned_meal', 'recipe', 'meal_plan'] as const;
export type CookDishKind = (typeof COOK_DISH_KINDS)[number];

/** A family dish a cook can name: a planned meal (its day and meal), a recipe or a meal plan. */
export const cookDishSchema = z.object({
  kind: z.enum(COOK_DISH_KINDS),
  id: z.number(),
  name: z.string(),
  plannedDate: z.string().nullable(),
  mealType: z.string().nullable(),
});
export type CookDish = z.infer<typeof cookDishSchema>;

export const cookMatchSchema = z.object({
  /** The dish as the text names it ('the lasagne'). */
  said: z.string(),
  match: cookDishSchema.nullable(),
  /** Other dishes of the family close to what was said, best first (to pick another). */
  choices: z.array(cookDishSchema),
});
export type CookMatch = z.infer<typeof cookMatchSchema>;

/** The field of the cook body that names a dish of this kind. */
export const COOK_ID_FIELD = {
  planned_meal: 'plannedMealId',
  recipe: 'recipeId',
  meal_plan: 'mealPlanId',
} as const satisfies Record<CookDishKind, keyof CookDraft>;

/** The cook body for a dish (and the servings kept). */
export function cookDraftFor(dish: CookDish | null, servings?: number): CookDraft {
  const draft: CookDraft = dish ? { [COOK_ID_FIELD[dish.kind]]: dish.id } : {};
  if (servings !== undefined) draft.servings = servings;
  return draft;
}

interface Preview {
  title: string;
  description: string;
  details: { label: string; value: string }[];
}

const amount = (quantity: string, unit: string) => formatItemQuantity(quantity, unit === 'each' ? '' : unit);
const REASON_WORDS: Record<StockUseReason, string> = {
  used: 'used',
  wasted: 'thrown away',
  expired: 'gone off',
};
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The pantry's amount of an item, from the reading's `stock` (undefined: the pantry was not read). */
export function heldFor(stock: readonly HeldStock[] | undefined, name: string): HeldStock | null | undefined {
  if (!stock) return undefined;
  return stock.find((s) => sameName(s.name, name)) ?? null;
}

export function stockUsePreview(data: StockUseDraft, stock?: readonly HeldStock[]): Preview {
  const details = data.items.map((item) => {
    const held = heldFor(stock, item.name);
    const note =
      held === undefined
        ? ''
        : held
          ? ` (you have ${amount(held.quantity, held.unit)})`
          : ' (not in your pantry)';
    return {
      label: item.name,
      value: `${amount(item.quantity, item.unit)}, ${REASON_WORDS[item.reason]}${note}`,
    };
  });
  const reasons = new Set(data.items.map((i) => i.reason));
  const what =
    data.items.length === 1
      ? `${amount(data.items[0]!.quantity, data.items[0]!.unit)} ${data.items[0]!.name}`
      : `${data.items.length} things`;
  const description =
    reasons.size !== 1
      ? `Take ${what} out of the pantry`
      : reasons.has('used')
        ? `Take ${what} out of the pantry, used`
        : `Take ${what} out of the pantry, ${REASON_WORDS[[...reasons][0]!]} (counted as waste)`;
  const title = data.items.length === 1 ? data.items[0]!.name : data.items.map((i) => i.name).join(', ');
  return { title: title || 'Nothing to take', description, details };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a dish comes from, in words: 'Dinner planned for Tue, Nov 24', 'Recipe', 'Meal plan'. */
export function dishSource(dish: CookDish): string {
  if (dish.kind === 'recipe') return 'Recipe';
  if (dish.kind === 'meal_plan') return 'Meal plan';
  const meal = dish.mealType ? capitalize(dish.mealType) : 'Meal';
  return `${meal} planned for ${formatDisplayDate(dish.plannedDate)}`;
}

export function cookPreview(data: CookDraft, dish: CookMatch): Preview {
  const details: Preview['details'] = [];
  const match = dish.match;
  if (!match)
    return {
      title: capitalize(dish.said) || 'A dish',
      description: dish.choices.length
        ? `Which of your family's dishes is "${dish.said}"? Pick it below, or keep it as a recipe or a meal plan instead.`
        : `No recipe or meal plan of your family is called "${dish.said}". Keep it as a recipe or a meal plan instead.`,
      details,
    };
  details.push({ label: 'From', value: dishSource(match) });
  if (data.servings) details.push({ label: 'Servings', value: String(data.servings) });
  return {
    title: match.name,
    description: `Cook ${match.name} and take what it needs from the pantry`,
    details,
  };
}
