import { z } from 'zod';
import type { InputType } from './barcodes';
import { isStorableText, NUL_MESSAGE } from './common';
import { formatDisplayDate, isCalendarDate } from './dates';
import { formatItemQuantity, INVENTORY_CATEGORIES, UNITS } from './inventory';
import { MEAL_TYPES } from './meal-plans';
import {
  cookDraftSchema,
  cookMatchSchema,
  cookPreview,
  heldStockSchema,
  stockUseDraftSchema,
  stockUsePreview,
} from './smart-add-stock';

export * from './smart-add-lists';
export * from './smart-add-stock';

/**
 * Smart Quick Add (spec 2.6, 3, 4, 5, 7, 8, 9).
 *
 * POST /api/smart-add/analyze { type, data, today? } → 200 AnalyzeResponse:
 * `{ success: true, message, method, result: { type, confidence, preview, data }, alternatives }`.
 * `result.data` is exactly the body the create call of `result.type` takes; `alternatives` are the
 * other types' readings of the same text (best first), so a wrong guess costs one tap.
 */

/** Spec 9. */
export const SMART_ADD_MIN_LENGTH = 3;
export const SMART_ADD_SEARCH_MAX = 50;
/** Ours: a pasted recipe is a few kB; 20,000 characters is a long one. */
export const SMART_ADD_MAX_LENGTH = 20_000;
/** Spec 9: image recognition answers with a fixed confidence. */
export const IMAGE_RECOGNITION_CONFIDENCE = 0.8;
/** Below this the preview says the guess is unsure and offers the other types. */
export const SMART_ADD_UNSURE_BELOW = 0.5;

/** Spec 5 and 8, word for word (titles are toast titles, messages the text below them). */
export const smartAddMessages = {
  required: 'Input is required',
  blank: 'Please enter some text to analyze',
  tooShort: 'Please enter at least 3 characters',
  tooLong: 'Please keep it under 20,000 characters',
  analysisFailed: { title: 'Analysis failed', message: 'Failed to analyze text' },
  httpFailed: (status: number) => `HTTP ${status}: Failed to analyze text`,
  imageFailed: { title: 'Image analysis failed', message: 'Could not analyze the image. Please try again.' },
  noImage: { title: 'No image selected', message: 'Please upload an image or use the camera scanner.' },
  addFailed: {
    title: 'Error adding item',
    message: 'There was an error adding the item. Please try again.',
    inventory: 'There was an error adding the item to inventory.',
  },
  notUnderstood:
    'Kitching could not find anything to add in this text. Try "2 gallons of milk" or "buy eggs and bread".',
} as const;

/** Spec 5: what the client guesses the text is before sending it (guessInputType in barcodes.ts). */
export const SMART_ADD_INPUT_TYPES = [
  'barcode',
  'url',
  'search',
  'text',
] as const satisfies readonly InputType[];
export type SmartAddInputType = InputType;

/** The text box (spec 5), one message per case, used by the form and the API. */
export const smartAddTextField = z.string({ error: smartAddMessages.required }).superRefine((value, ctx) => {
  const message =
    value.length === 0
      ? smartAddMessages.required
      : value.trim().length === 0
        ? smartAddMessages.blank
        : value.trim().length < SMART_ADD_MIN_LENGTH
          ? smartAddMessages.tooShort
          : value.length > SMART_ADD_MAX_LENGTH
            ? smartAddMessages.tooLong
            : !isStorableText(value)
              ? NUL_MESSAGE
              : null;
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const smartAddForm = z.object({ text: smartAddTextField });
export type SmartAddFormValues = z.input<typeof smartAddForm>;

export const analyzeBody = z.object({
  type: z.enum(SMART_ADD_INPUT_TYPES, { error: 'Type is barcode, url, search or text' }),
  data: smartAddTextField,
  /** The person's own calendar date, for 'tomorrow' and 'Friday' (default: the server's date). */
  today: z.string().refine(isCalendarDate, 'Enter a valid date (YYYY-MM-DD)').optional(),
});
export type AnalyzeBody = z.infer<typeof analyzeBody>;

/** Spec 2.6's four destinations, then stock going out (issue 23: smart-add-stock.ts). */
export const SMART_ADD_RESULT_TYPES = [
  'inventory',
  'grocery_list',
  'recipe',
  'meal_plan',
  'stock_use',
  'cook',
] as const;
export type SmartAddResultType = (typeof SMART_ADD_RESULT_TYPES)[number];

/** 'Add to {type}' (spec 2.6), the type in words. */
export const SMART_ADD_TYPE_LABELS: Record<SmartAddResultType, string> = {
  inventory: 'Inventory',
  grocery_list: 'Grocery List',
  recipe: 'Recipes',
  meal_plan: 'Meal Plan',
  stock_use: 'Used or Thrown Away',
  cook: 'Cooked',
};

const text = z.string();
const amount = { quantity: z.string(), unit: z.string() };

/** The body of POST /api/families/:id/inventory. */
export const inventoryDraftSchema = z.object({
  name: text,
  quantity: z.string(),
  unit: z.enum(UNITS),
  category: z.enum(INVENTORY_CATEGORIES),
  expirationDate: z.string().nullable(),
  minStockLevel: z.string(),
  barcode: z.string().nullable(),
});
export type InventoryDraft = z.infer<typeof inventoryDraftSchema>;

export const groceryDraftItemSchema = z.object({
  name: text,
  quantity: z.string(),
  unit: z.enum(UNITS),
  category: z.enum(INVENTORY_CATEGORIES),
});
/**
 * The body of POST /api/smart-add/grocery-list (smart-add-lists.ts): the list in progress to add to
 * (`listId`), or a new list's name, and the items. Without `listId` it is also the body of the spec's
 * POST /api/families/:id/grocery-lists.
 */
export const groceryDraftSchema = z.object({
  name: text,
  items: z.array(groceryDraftItemSchema),
  listId: z.number().int().positive().nullable().optional(),
});
export type GroceryDraft = z.infer<typeof groceryDraftSchema>;

/** An ingredient as the create calls take it ('' quantity and unit: to taste). */
export const draftIngredientSchema = z.object({ name: text, ...amount });
export type DraftIngredient = z.infer<typeof draftIngredientSchema>;

const dishFields = {
  name: text,
  description: z.string().nullable(),
  servings: z.number().int().min(1),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  instructions: z.string().nullable(),
  ingredients: z.array(draftIngredientSchema),
};

/** The body of POST /api/families/:id/recipes. */
export const recipeDraftSchema = z.object({
  ...dishFields,
  source: z.string().nullable(),
  sourceName: z.string().nullable(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/** The body of POST /api/families/:id/meal-plans, and when the text names them, the day and the meal. */
export const mealPlanDraftSchema = z.object({
  ...dishFields,
  plannedDate: z.string().nullable(),
  mealType: z.enum(MEAL_TYPES).nullable(),
});
export type MealPlanDraft = z.infer<typeof mealPlanDraftSchema>;

export const previewSchema = z.object({
  title: z.string(),
  description: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type SmartAddPreview = z.infer<typeof previewSchema>;

const confidence = z.number().min(0).max(1);
export const smartAddResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inventory'), confidence, preview: previewSchema, data: inventoryDraftSchema }),
  z.object({ type: z.literal('grocery_list'), confidence, preview: previewSchema, data: groceryDraftSchema }),
  z.object({ type: z.literal('recipe'), confidence, preview: previewSchema, data: recipeDraftSchema }),
  z.object({ type: z.literal('meal_plan'), confidence, preview: previewSchema, data: mealPlanDraftSchema }),
  z.object({
    type: z.literal('stock_use'),
    confidence,
    preview: previewSchema,
    data: stockUseDraftSchema,
    stock: z.array(heldStockSchema).optional(),
  }),
  z.object({
    type: z.literal('cook'),
    confidence,
    preview: previewSchema,
    data: cookDraftSchema,
    dish: cookMatchSchema,
  }),
]);
export type SmartAddResult = z.infer<typeof smartAddResultSchema>;
export type SmartAddDraft = SmartAddResult['data'];
export type DraftOf<T extends SmartAddResultType> = Extract<SmartAddResult, { type: T }>['data'];
/** A type with its draft (and what a stock reading carries beside it), discriminated. */
export type TypedDraft = {
  [K in SmartAddResultType]: Omit<Extract<SmartAddResult, { type: K }>, 'confidence' | 'preview'>;
}[SmartAddResultType];

/** How the answer was reached: Kitching's own rules, the AI service, a product lookup, a recipe page. */
export const SMART_ADD_METHODS = ['rules', 'ai', 'lookup', 'import'] as const;
export type SmartAddMethod = (typeof SMART_ADD_METHODS)[number];

export const analyzeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  method: z.enum(SMART_ADD_METHODS),
  result: smartAddResultSchema,
  alternatives: z.array(smartAddResultSchema),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponse>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const amountText = (quantity: string, unit: string) =>
  quantity ? formatItemQuantity(quantity, unit === 'each' ? '' : unit) : '';
const minutes = (n: number) => (n > 0 ? `${n} min` : '');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The preview of a draft (spec 2.6: title, description, details); the dialog rebuilds it after edits. */
export function previewOf(result: TypedDraft): SmartAddPreview {
  const details: SmartAddPreview['details'] = [];
  const add = (label: string, value: string) => {
    if (value) details.push({ label, value });
  };
  switch (result.type) {
    case 'stock_use':
      return stockUsePreview(result.data, result.stock);
    case 'cook':
      return cookPreview(result.data, result.dish);
    case 'inventory': {
      const d = result.data;
      add('Quantity', amountText(d.quantity, d.unit));
      add('Category', d.category);
      add('Expires', formatDisplayDate(d.expirationDate));
      add('Barcode', d.barcode ?? '');
      return {
        title: d.name,
        description:
          `Add ${amountText(d.quantity, d.unit)} ${d.name} to the ${d.category.toLowerCase()} inventory`.replace(
            /\s+/g,
            ' ',
          ),
        details,
      };
    }
    case 'grocery_list': {
      const d = result.data;
      for (const item of d.items) add(item.name, amountText(item.quantity, item.unit));
      return { title: d.name, description: `A grocery list of ${plural(d.items.length, 'item')}`, details };
    }
    case 'recipe':
    case 'meal_plan': {
      const d = result.data;
      if (result.type === 'meal_plan') {
        const { plannedDate, mealType } = result.data;
        add(
          'Planned for',
          [mealType ? capitalize(mealType) : '', formatDisplayDate(plannedDate)].filter(Boolean).join(', '),
        );
      }
      add('Servings', String(d.servings));
      add('Prep time', minutes(d.prepTime));
      add('Cook time', minutes(d.cookTime));
      add('Ingredients', d.ingredients.map((i) => i.name).join(', '));
      const kind = result.type === 'recipe' ? 'A recipe' : 'A meal plan';
      return {
        title: d.name,
        description: d.description || `${kind} with ${plural(d.ingredients.length, 'ingredient')}`,
        details,
      };
    }
  }
}
