import {
  type Actor,
  type AnalyzeResponse,
  can,
  createGroceryItemBody,
  createGroceryListBody,
  createInventoryItemBody,
  createMealPlanBody,
  createRecipeBody,
  type DraftOf,
  guessInputType,
  IMAGE_RECOGNITION_CONFIDENCE,
  INVENTORY_CATEGORIES,
  type InputType,
  type InventoryCategory,
  type ProductRecognition,
  previewOf,
  SMART_ADD_RESULT_TYPES,
  SMART_ADD_TYPE_LABELS,
  type SmartAddResult,
  type SmartAddResultType,
  type TypedDraft,
} from '@kitching/contracts';
import type { z } from 'zod';
import { stockToastTitle, validateCook, validateStockUse } from './quick-add-stock.helper';

/** The small hint under the text box: what Kitching takes the text for before sending it (spec 5). */
export const INPUT_TYPE_HINTS: Record<InputType, string> = {
  barcode: 'Looks like a barcode',
  url: 'Looks like a web address',
  search: 'Short text',
  text: 'Text',
};
export const inputTypeHint = (text: string) => (text.trim() ? INPUT_TYPE_HINTS[guessInputType(text)] : '');

/** The browser's own calendar date (YYYY-MM-DD), so 'tomorrow' means the person's tomorrow. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const MAY_CREATE: Partial<
  Record<SmartAddResultType, 'recipes.edit' | 'meals.plan' | 'stock.use' | 'stock.cook'>
> = {
  recipe: 'recipes.edit',
  meal_plan: 'meals.plan',
  stock_use: 'stock.use',
  cook: 'stock.cook',
};

/** The types this person may create: Kitchen Helpers add to the inventory and lists, use up and cook. */
export function creatableTypes(actor: Actor): SmartAddResultType[] {
  return SMART_ADD_RESULT_TYPES.filter((type) => {
    const permission = MAY_CREATE[type];
    return permission ? can(actor, permission) : true;
  });
}

/**
 * What the preview edits: one reading per type (the guess and its alternatives), the one shown, and
 * fields the person must still fill (an image's product whose category is not one of ours).
 */
export interface PreviewState {
  readings: SmartAddResult[];
  current: SmartAddResultType;
  /** Where it came from: analysed text (typed, or a scanned barcode) or a recognised photo. */
  source: 'text' | 'image';
  needsCategory: boolean;
}

/** The analysis answer as a preview: the guess first, then the other types, without those not allowed. */
export function previewFromAnalysis(
  response: Pick<AnalyzeResponse, 'result' | 'alternatives'>,
  allowed: readonly SmartAddResultType[],
  sendable: (reading: SmartAddResult) => boolean = () => true,
): PreviewState | null {
  const seen = new Set<SmartAddResultType>();
  const readings = [response.result, ...response.alternatives].filter((r) => {
    if (!allowed.includes(r.type) || seen.has(r.type) || !sendable(r)) return false;
    seen.add(r.type);
    return true;
  });
  const first = readings[0];
  return first ? { readings, current: first.type, source: 'text', needsCategory: false } : null;
}

const asCategory = (value: string): InventoryCategory | null =>
  INVENTORY_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase()) ?? null;

/** A recognised product photo as an inventory preview at the fixed 80% (spec 9). */
export function previewFromProduct(product: ProductRecognition): PreviewState {
  const category = asCategory(product.category);
  const data: DraftOf<'inventory'> = {
    name: product.name,
    quantity: '1',
    unit: 'each',
    category: category ?? 'Other',
    expirationDate: null,
    minStockLevel: '0',
    barcode: product.barcode || null,
  };
  const reading = withPreview({ type: 'inventory', data }, IMAGE_RECOGNITION_CONFIDENCE);
  if (product.brand)
    reading.preview = {
      ...reading.preview,
      description: `${product.brand}. ${reading.preview.description}`,
    };
  return { readings: [reading], current: 'inventory', source: 'image', needsCategory: !category };
}

/** A draft with its preview rebuilt (after an edit), keeping its confidence. */
export function withPreview(typed: TypedDraft, confidence: number): SmartAddResult {
  return { ...typed, confidence, preview: previewOf(typed) } as SmartAddResult;
}

export function currentReading(state: PreviewState): SmartAddResult {
  return state.readings.find((r) => r.type === state.current) ?? state.readings[0]!;
}

/**
 * Replaces the shown reading's draft (its preview follows; a brand line from the photo stays), and for a
 * cook its dish too.
 */
export function editDraft(
  state: PreviewState,
  data: SmartAddResult['data'],
  extra: Partial<Pick<Extract<SmartAddResult, { type: 'cook' }>, 'dish'>> = {},
): PreviewState {
  return {
    ...state,
    readings: state.readings.map((r) => {
      if (r.type !== state.current) return r;
      const { confidence: _c, preview: _p, ...kept } = r;
      const next = withPreview({ ...kept, ...extra, data } as TypedDraft, r.confidence);
      const brand = state.source === 'image' ? r.preview.description.match(/^[^.]+\. /)?.[0] : undefined;
      return brand
        ? { ...next, preview: { ...next.preview, description: brand + next.preview.description } }
        : next;
    }),
  };
}

export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;
export const addLabel = (type: SmartAddResultType) => `Add to ${SMART_ADD_TYPE_LABELS[type]}`;

/** List helpers for the editable rows. */
export const replaceAt = <T>(items: readonly T[], index: number, patch: Partial<T>): T[] =>
  items.map((item, i) => (i === index ? { ...item, ...patch } : item));
export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** A meal plan's preview with the choice to keep it as a family recipe too (issue 23; web only). */
export type MealPlanChoice = DraftOf<'meal_plan'> & { keepAsRecipe?: boolean };

/**
 * The body the create call takes: a meal plan's day and meal go to the plan-meal call instead, and
 * 'Also keep as a recipe' to the keep-as-recipe call.
 */
export function createBodyOf(typed: TypedDraft) {
  if (typed.type !== 'meal_plan') return typed.data;
  const { plannedDate: _date, mealType: _meal, keepAsRecipe: _keep, ...dish } = typed.data as MealPlanChoice;
  return dish;
}

/** The first message per field, keyed by path ('name', 'items.0.unit'), from the create call's schema. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The same field schemas (and messages) the API checks the create call with. */
export function validateDraft(typed: TypedDraft, needsCategory = false): Record<string, string> {
  switch (typed.type) {
    case 'inventory': {
      const errors = fieldErrors(createInventoryItemBody.safeParse(typed.data));
      if (needsCategory) errors.category ??= 'Category is required';
      return errors;
    }
    case 'grocery_list': {
      // A chosen list in progress needs no name; a new list does.
      const errors = typed.data.listId
        ? {}
        : fieldErrors(createGroceryListBody.safeParse({ name: typed.data.name }));
      if (typed.data.items.length === 0) errors.items = 'Add at least one item';
      typed.data.items.forEach((item, index) => {
        for (const [key, message] of Object.entries(fieldErrors(createGroceryItemBody.safeParse(item))))
          errors[`items.${index}.${key}`] ??= message;
      });
      return errors;
    }
    case 'recipe':
      return fieldErrors(createRecipeBody.safeParse(typed.data));
    case 'meal_plan': {
      const errors = fieldErrors(createMealPlanBody.safeParse(createBodyOf(typed)));
      // The meal-plan create call wants an ingredient, as a recipe does.
      if (typed.data.ingredients.length === 0) errors.ingredients ??= 'Add at least one ingredient';
      return errors;
    }
    case 'stock_use':
      return validateStockUse(typed.data);
    case 'cook':
      return validateCook(typed.data);
  }
}

/** Spec 8: the title of every quick add that succeeds (stock going out says what it did instead). */
export const QUICK_ADD_SUCCESS = 'Successfully added!';

/**
 * The toast after adding: spec 8's 'Successfully added!', and under it where it went and what
 * ('Added to Inventory: 4 cans black beans'); for stock going out, what the calls answered.
 */
export function addedToast(typed: TypedDraft, outcome = ''): { title: string; description: string } {
  if (typed.type === 'stock_use' || typed.type === 'cook')
    return {
      title: stockToastTitle({ ...typed, confidence: 1, preview: previewOf(typed) }),
      description: outcome,
    };
  return { title: QUICK_ADD_SUCCESS, description: addedDetail(typed, outcome) };
}

/** `listName`: the grocery list the items went on (the save call's answer). */
function addedDetail(typed: Exclude<TypedDraft, { type: 'stock_use' | 'cook' }>, listName = ''): string {
  const preview = previewOf(typed);
  const where = `Added to ${SMART_ADD_TYPE_LABELS[typed.type]}`;
  if (typed.type === 'inventory') {
    const amount = preview.details.find((d) => d.label === 'Quantity')?.value;
    return `${where}: ${[amount, typed.data.name].filter(Boolean).join(' ')}`;
  }
  if (typed.type === 'grocery_list')
    return `${where}: ${listName || typed.data.name}, ${preview.description.replace(/^A grocery list of /, '')}`;
  if (typed.type === 'meal_plan' && typed.data.plannedDate && typed.data.mealType)
    return `Meal planned: ${typed.data.name}, ${preview.details[0]?.value ?? ''}`;
  return `${where}: ${typed.data.name}`;
}
