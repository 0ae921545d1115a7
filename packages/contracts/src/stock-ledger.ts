import { z } from 'zod';
import { idParam } from './common';
import { categoryField, quantityField } from './inventory';
import { tooLongMessage } from './limits';
import { calendarDateField } from './meal-plans';
import { SHELF_LIFE_DAYS_MAX } from './shelf-life';

/**
 * Issue 23, a pantry that stays true: an inventory item is one or more batches (each purchase with its
 * own amount and dates); every change of stock is a ledger entry with its reason, grouped by the user
 * action that made it (a stock action: a put-away, a cook, a use-up...), which can be undone exactly.
 * The item's `quantity` stays the sum of its batches and `expirationDate` the earliest (spec 3's shape).
 */

/** Why stock changed: one reason per ledger entry. */
export const LEDGER_REASONS = [
  'bought',
  'cooked',
  'used',
  'wasted',
  'expired',
  'corrected',
  'moved',
  'opened',
  'undone',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Where a batch is kept (optional: most families only use categories). */
export const STORAGE_PLACES = ['Fridge', 'Freezer', 'Pantry'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];

/** Where a batch came from. */
export const BATCH_SOURCES = [
  'put_away',
  'scan',
  'add',
  'quick_add',
  'leftovers',
  'correction',
  'migrated',
] as const;
export type BatchSource = (typeof BATCH_SOURCES)[number];

/** GET /api/inventory/:id/batches: earliest expiry first (undated last), then oldest first. */
export const batchSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  /** Numeric string, in `unit` (always the item's unit). */
  quantity: z.string(),
  unit: z.string(),
  expirationDate: z.string().nullable(),
  /** True when Kitching suggested the date from the category (shown as a suggestion, editable). */
  expirationSuggested: z.boolean(),
  /** 'YYYY-MM-DD' the batch was opened, or null. */
  openedAt: z.string().nullable(),
  location: z.enum(STORAGE_PLACES).nullable(),
  source: z.enum(BATCH_SOURCES).nullable(),
  /** Numeric string, the price paid for the batch when known. */
  price: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type StockBatch = z.infer<typeof batchSchema>;

/** GET /api/inventory/:id/ledger?before=&limit=: newest first. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  itemId: z.number().nullable(),
  batchId: z.number().nullable(),
  /** The item's name when the entry was made (the item may be gone since). */
  itemName: z.string(),
  reason: z.enum(LEDGER_REASONS),
  /** Signed numeric string: what the batch gained (+) or lost (-), in `unit`. */
  quantity: z.string(),
  unit: z.string(),
  /** The user action the entry belongs to (undo works on the whole action). */
  actionId: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  /** Set when the action was undone. */
  undoneAt: z.string().nullable(),
  /** What the action was about: the recipe or meal cooked, the list put away ('Pancakes', 'Weekly Shop'). */
  note: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The kinds of user action that change stock; each can be undone as a whole. */
export const STOCK_ACTION_KINDS = [
  'add',
  'put_away',
  'scan',
  'use',
  'waste',
  'cook',
  'correct',
  'move',
  'open',
  'remove',
] as const;
export type StockActionKind = (typeof STOCK_ACTION_KINDS)[number];

/** One take from one batch (the cook preview, a use-up, a waste). */
export const stockTakeSchema = z.object({
  itemId: z.number(),
  batchId: z.number(),
  name: z.string(),
  /** Numeric string in `unit` (the batch's unit). */
  quantity: z.string(),
  unit: z.string(),
  expirationDate: z.string().nullable(),
});
export type BatchTake = z.infer<typeof stockTakeSchema>;

/** An amount the pantry could not cover. */
export const missingAmountSchema = z.object({ name: z.string(), quantity: z.string(), unit: z.string() });
export type MissingAmount = z.infer<typeof missingAmountSchema>;

const takeReason = z.enum(['used', 'wasted', 'expired'], {
  error: "reason must be 'used', 'wasted' or 'expired'",
});

/** Who may take for a reason (PERMISSIONS.md): marking used is every member's; waste is roles 1 to 3. */
export const takePermission = (reason: 'used' | 'wasted' | 'expired') =>
  reason === 'used' ? ('stock.use' as const) : ('stock.waste' as const);

/** POST /api/inventory/:id/take: some of one item goes (earliest expiry first, or from `batchId`). */
export const takeFromItemBody = z.object({
  quantity: quantityField,
  reason: takeReason.default('used'),
  batchId: idParam.optional(),
});
export type TakeFromItemBody = z.output<typeof takeFromItemBody>;

/**
 * POST /api/families/:familyId/stock/take: some of a product goes, found by name with the pantry rule
 * (quick add's 'used 6 eggs', 'threw away the spinach'). `unit` converts with the pantry rule.
 */
export const takeByNameBody = z.object({
  name: z.string().trim().min(1, 'Item name is required').max(200, tooLongMessage('Item name', 200)),
  quantity: quantityField,
  unit: z.string().trim().max(40, tooLongMessage('Unit', 40)).default('each'),
  reason: takeReason.default('used'),
});
export type TakeByNameBody = z.output<typeof takeByNameBody>;

/**
 * The answer of a take, a cook and an undo: the action, what it took and what it could not. For an undo,
 * `takes` are what it changed per batch, signed ('2': put back; '-8': a batch the action had made, gone).
 */
export const stockActionResultSchema = z.object({
  /** Absent for a preview. */
  actionId: z.number().optional(),
  takes: z.array(stockTakeSchema),
  missing: z.array(missingAmountSchema),
});
export type StockActionResult = z.infer<typeof stockActionResultSchema>;

/**
 * PATCH /api/inventory-batches/:id (If-Match the batch's version): dates, opened, where it is kept, and
 * (a correction by hand, roles 1 to 3) its amount.
 */
export const updateBatchBody = z.object({
  quantity: quantityField.optional(),
  expirationDate: calendarDateField('Expiration date must be a date').nullable().optional(),
  /** true: opened today (its date may shorten, see shelf life); a date: opened then; null: not opened. */
  opened: z.union([z.literal(true), calendarDateField('Opened must be a date'), z.null()]).optional(),
  location: z.enum(STORAGE_PLACES).nullable().optional(),
  price: quantityField.nullable().optional(),
});
export type UpdateBatchBody = z.output<typeof updateBatchBody>;

/** Leftovers of a cook become an item: '<dish> (leftovers)', in the fridge, eaten within a few days. */
export const LEFTOVERS_DEFAULT_DAYS = 3;
export const leftoversBody = z.object({
  portions: quantityField,
  eatWithinDays: z.coerce.number().int().min(1).max(30).default(LEFTOVERS_DEFAULT_DAYS),
});

const cookOptions = z.object({
  servings: z.coerce.number().int().min(1, 'Servings must be at least 1').max(1000).optional(),
  preview: z.boolean().optional(),
  takes: z
    .array(z.object({ batchId: idParam, quantity: quantityField }))
    .max(500)
    .optional(),
  leftovers: leftoversBody.optional(),
});
const notWith = z.never({ error: 'Say what was cooked with one id only' }).optional();

/**
 * POST /api/families/:familyId/cook with exactly one of recipeId, plannedMealId, mealPlanId; `servings`
 * scales the dish; `preview: true` answers what would be taken without taking it. `takes` replaces the
 * plan with the cook's own amounts (edited in the preview); `leftovers` makes an item. (A union of the
 * three rather than one object with a refinement: the same bodies pass, and the OpenAPI schema names
 * one id per variant.)
 */
export const cookBody = z.union(
  [
    cookOptions.extend({ recipeId: idParam, plannedMealId: notWith, mealPlanId: notWith }),
    cookOptions.extend({ plannedMealId: idParam, recipeId: notWith, mealPlanId: notWith }),
    cookOptions.extend({ mealPlanId: idParam, recipeId: notWith, plannedMealId: notWith }),
  ],
  { error: 'Say what was cooked: a recipeId, a plannedMealId or a mealPlanId' },
);
export type CookBody = z.output<typeof cookBody>;

/** The cook answer (issue 23's call): `cookId` is the stock action's id, absent for a preview. */
export const cookResultSchema = z.object({
  cookId: z.number().optional(),
  takes: z.array(stockTakeSchema),
  missing: z.array(missingAmountSchema),
  /** The leftovers item made, when asked for. */
  leftoversItemId: z.number().optional(),
  /** Lines put on the list in progress because cooking made stock low (the family's setting). */
  addedToList: z.object({ listId: z.number(), names: z.array(z.string()) }).optional(),
});
export type CookResult = z.infer<typeof cookResultSchema>;

/** GET /api/families/:familyId/shelf-life: every category's shelf life, the family's own where set. */
export const shelfLifeEntrySchema = z.object({
  category: z.string(),
  /** Days from purchase (the suggested date), null: no suggestion. */
  fresh: z.number().int().nullable(),
  /** Days once opened, null: opening does not change the date. */
  opened: z.number().int().nullable(),
  /** Whether the family changed the default. */
  custom: z.boolean(),
});
export type ShelfLifeEntry = z.infer<typeof shelfLifeEntrySchema>;

const shelfDays = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(1, `${label} must be at least 1 day`)
    .max(SHELF_LIFE_DAYS_MAX, `${label} must be at most ${SHELF_LIFE_DAYS_MAX} days`)
    .nullable();

/** PUT /api/families/:familyId/shelf-life: one category's shelf life; `reset: true` goes back to the default. */
export const shelfLifeBody = z.object({
  category: categoryField,
  fresh: shelfDays('Days fresh').optional(),
  opened: shelfDays('Days once opened').optional(),
  reset: z.boolean().optional(),
});
export type ShelfLifeBody = z.output<typeof shelfLifeBody>;
