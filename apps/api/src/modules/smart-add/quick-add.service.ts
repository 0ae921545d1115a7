import {
  type Actor,
  type AnalyzeBody,
  type AnalyzeResponse,
  can,
  categoryOfFood,
  draftFromImport,
  INVENTORY_CATEGORIES,
  INVENTORY_DEFAULTS,
  type InventoryCategory,
  normalizeBarcode,
  PRODUCT_MESSAGES,
  previewOf,
  SMART_ADD_TYPE_LABELS,
  type SmartAddMethod,
  type SmartAddResult,
  type SmartAddResultType,
  type TypedDraft,
  toCalendarDate,
  UNKNOWN_PRODUCT,
} from '@kitching/contracts';
import { AppError } from '../../kernel/errors';
import type { InventoryService } from '../inventory/inventory.service';
import type { MealPlansService } from '../meal-plans/meal-plans.service';
import type { ProductsService } from '../products/products.service';
import type { RecipesService } from '../recipes/recipes.service';
import type { AiAnalyzer } from './ai/ai-analyzer';
import { type QuickAddGroceryDeps, quickAddGrocery } from './quick-add-grocery';
import { smartAddErrors } from './smart-add.errors';
import type { SmartAddService } from './smart-add.service';
import type { Kitchen } from './understand/kitchen';
import { addDays } from './understand/text-dates';
import { withKitchen } from './understand/understand-stock-out';
import { understandText } from './understand/understand-text';

export interface QuickAddDeps {
  smartAdd: Pick<SmartAddService, 'analyzeUrl'>;
  products: Pick<ProductsService, 'lookup'>;
  /** The optional AI service (AI_BASE_URL); null: Kitching's own rules answer. */
  ai: AiAnalyzer | null;
  /** Read only for stock going out: the dishes a cook names, the pantry a take comes from. */
  recipes: Pick<RecipesService, 'list'>;
  meals: Pick<MealPlansService, 'listPlans' | 'planned'>;
  inventory: Pick<InventoryService, 'list'>;
  /** A grocery reading goes on a list in progress or a new one (issue 24, quick-add-grocery.ts). */
  grocery: QuickAddGroceryDeps['grocery'];
  run: QuickAddGroceryDeps['run'];
}

type Member = Actor & { familyId: number };

declare module '../../kernel/app-context' {
  interface AppServices {
    quickAdd: QuickAddService;
  }
}

/** Which result types this member may create (a Kitchen Helper: inventory, lists, use-ups and cooks). */
function allowedTypes(actor: Actor): Set<SmartAddResultType> {
  const types = new Set<SmartAddResultType>(['inventory', 'grocery_list']);
  if (can(actor, 'recipes.edit')) types.add('recipe');
  if (can(actor, 'meals.plan')) types.add('meal_plan');
  if (can(actor, 'stock.use')) types.add('stock_use');
  if (can(actor, 'stock.cook')) types.add('cook');
  return types;
}

/** A reading this member may send: throwing food away (wasted, expired) is stock.waste's. */
const mayCreate = (actor: Actor, allowed: Set<SmartAddResultType>) => (result: SmartAddResult) =>
  allowed.has(result.type) &&
  (result.type !== 'stock_use' ||
    result.data.items.every((item) => item.reason === 'used') ||
    can(actor, 'stock.waste'));

const MESSAGES: Partial<Record<SmartAddResultType, string>> = {
  stock_use: 'This looks like food that was used up or thrown away.',
  cook: 'This looks like a dish you cooked.',
};

const isCategory = (c: string): c is InventoryCategory =>
  (INVENTORY_CATEGORIES as readonly string[]).includes(c);
const withPreview = (r: TypedDraft & { confidence: number }) =>
  ({ ...r, preview: previewOf(r) }) as SmartAddResult;

function answer(method: SmartAddMethod, results: SmartAddResult[], message?: string): AnalyzeResponse {
  const [result, ...alternatives] = results;
  if (!result) throw smartAddErrors.notUnderstood();
  return {
    success: true,
    message:
      message ??
      MESSAGES[result.type] ??
      `This looks like something for your ${SMART_ADD_TYPE_LABELS[result.type]}.`,
    method,
    result,
    alternatives,
  };
}

/**
 * POST /api/smart-add/analyze: a barcode becomes an inventory item named from the product lookup, a
 * web address a recipe from its page, anything else is read by the AI service when there is one and
 * by Kitching's rules otherwise (and whenever the AI fails). Nothing is created here.
 */
export function quickAddService({
  smartAdd,
  products,
  ai,
  recipes,
  meals,
  inventory,
  grocery,
  run,
}: QuickAddDeps) {
  const lists = quickAddGrocery({ grocery, run });
  /** The family's dishes, the meals planned from two days back to today, and its pantry. */
  async function kitchenOf(actor: Member, today: string): Promise<Kitchen> {
    const [recipeList, plans, planned, items] = await Promise.all([
      recipes.list(actor, actor.familyId, false),
      meals.listPlans(actor, actor.familyId),
      meals.planned(actor, actor.familyId, addDays(today, -2), today),
      inventory.list(actor, actor.familyId),
    ]);
    return {
      recipes: recipeList.map(({ id, name }) => ({ id, name })),
      mealPlans: plans.map(({ id, name, recipeId }) => ({ id, name, recipeId })),
      planned: planned.map(({ id, mealPlanId, plannedDate, mealType }) => ({
        id,
        mealPlanId,
        plannedDate,
        mealType,
      })),
      stock: items.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    };
  }

  async function barcode(actor: Member, code: string): Promise<AnalyzeResponse> {
    const scanned = normalizeBarcode(code);
    let found: Awaited<ReturnType<ProductsService['lookup']>> | null = null;
    let message: string | undefined;
    try {
      found = await products.lookup(actor, actor.familyId, scanned);
    } catch (error) {
      // Open Food Facts down or slow: the family can still add the item by hand.
      if (!(error instanceof AppError) || !error.code.startsWith('products.lookup_')) throw error;
      message = error.message;
    }
    const name = found?.found ? found.name : UNKNOWN_PRODUCT.name;
    const category =
      found?.found && isCategory(found.category) ? found.category : (categoryOfFood(name) ?? 'Other');
    const result = withPreview({
      type: 'inventory',
      confidence: found?.found ? 0.95 : 0.4,
      data: {
        name,
        quantity: INVENTORY_DEFAULTS.quantity,
        unit: INVENTORY_DEFAULTS.unit,
        category,
        expirationDate: null,
        minStockLevel: INVENTORY_DEFAULTS.minStockLevel,
        barcode: found?.barcode ?? scanned,
      },
    });
    if (found?.found && found.brand)
      result.preview.description = `${found.brand} · ${result.preview.description}`;
    return answer('lookup', [result], message ?? (found?.found ? undefined : PRODUCT_MESSAGES.notFound));
  }

  async function address(actor: Member, url: string): Promise<AnalyzeResponse> {
    const imported = await smartAdd.analyzeUrl(actor, url);
    const draft = draftFromImport(imported.data);
    const confidence = imported.method === 'json-ld' ? 0.95 : imported.method === 'microdata' ? 0.9 : 0.75;
    const result = withPreview({
      type: 'recipe',
      confidence,
      data: {
        ...draft,
        name: draft.name || 'Imported recipe',
        ingredients: draft.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
      },
    });
    return answer('import', [result], 'Recipe found on the page.');
  }

  return {
    async analyze(actor: Member, body: AnalyzeBody): Promise<AnalyzeResponse> {
      const text = body.data.trim();
      if (!/[\p{L}\p{N}]/u.test(text)) throw smartAddErrors.notUnderstood();
      const today = body.today ?? toCalendarDate();
      if (body.type === 'barcode' && /^\d{8,14}$/.test(text)) return barcode(actor, text);
      if (body.type === 'url' || /^https?:\/\/\S+$/i.test(text)) return address(actor, text);
      const allowed = mayCreate(actor, allowedTypes(actor));
      const rules = understandText(text, today);
      const model = ai ? await ai.analyze(text, today) : null;
      const fromModel = model !== null && allowed(model);
      let results = fromModel ? [model, ...rules.filter((r) => r.type !== model.type)] : rules;
      // Stock going out is matched to the family's own dishes and pantry, read only then.
      if (results.some((r) => (r.type === 'stock_use' || r.type === 'cook') && allowed(r))) {
        results = withKitchen(text, today, results, await kitchenOf(actor, today));
        // The model's own answer stays the guess (matched, but not outranked by the rules).
        if (fromModel) results.sort((a, b) => Number(b.type === model.type) - Number(a.type === model.type));
      }
      return answer(fromModel ? 'ai' : 'rules', await lists.withList(actor, results.filter(allowed)));
    },

    /** POST /api/smart-add/grocery-list: the reading's items onto the chosen list, or a new one. */
    saveGroceryList: lists.save,
  };
}
export type QuickAddService = ReturnType<typeof quickAddService>;
