import { z } from 'zod';
import { tooLongMessage } from './limits';

/**
 * Issue 25: the family export (a zip, docs/export-format.md) and the import call's answer. Every file of
 * the zip is described here, one schema per line of its NDJSON file, so the JSON Schema in the repo
 * (docs/export-format.schema.json) is generated from the same shapes the API writes and reads.
 * Ids in an export are the exporting family's, only to link one file's rows to another's
 * (a planned meal to its meal plan); an import never keeps them.
 */
export const EXPORT_FORMAT = 'kitching-export';
/** The version this Kitching writes; it reads this one and every older one. */
export const EXPORT_VERSION = 1;

const text = z.string();
const maybeText = z.string().nullable();
/** numeric(12,2) as the API writes it: '2', '1.5'. */
const amount = z.string().regex(/^\d+(\.\d+)?$/);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

const ingredient = z.object({ name: text, quantity: text, unit: text, raw: text.optional() });
/**
 * A recipe's line: an ingredient, and the heading of its group ('For the sauce'); absent when it has
 * none (optional, so an export written before groups reads as none, and an older reader ignores it).
 */
const recipeIngredient = ingredient.extend({ group: text.optional() });

export const exportRecipeLine = z.object({
  id: z.number().int(),
  name: text,
  description: maybeText,
  servings: z.number().int(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  instructions: maybeText,
  source: maybeText,
  sourceName: maybeText,
  ingredients: z.array(recipeIngredient),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
  /** Categories, cuisines and keywords; optional, so an export written before tags reads as none. */
  tags: z.array(text).optional(),
  isArchived: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  /**
   * The recipe's photo as files of the zip: `["images/<its id here>.jpg"]` (or .png, .webp); absent when
   * it has none. An import keeps the first that is a JPEG, PNG or WebP of at most 5 MB.
   */
  images: z.array(text).optional(),
});
export type ExportRecipeLine = z.infer<typeof exportRecipeLine>;

export const exportPlannedMeal = z.object({
  plannedDate: calendarDate,
  mealType: text,
  notes: maybeText,
  cookedAt: instant.nullable(),
});
export const exportMealPlanLine = z.object({
  id: z.number().int(),
  name: text,
  description: maybeText,
  servings: z.number().int(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  instructions: maybeText,
  ingredients: z.array(ingredient),
  /** The recipe it follows: an id of recipes.ndjson. */
  recipeId: z.number().int().nullable(),
  createdAt: instant,
  plannedMeals: z.array(exportPlannedMeal),
});
export type ExportMealPlanLine = z.infer<typeof exportMealPlanLine>;

export const exportGroceryItem = z.object({
  name: text,
  quantity: amount,
  unit: text,
  moreAmounts: z.array(z.object({ quantity: text, unit: text })),
  category: text,
  purchased: z.boolean(),
  purchasedAt: instant.nullable(),
});
export const exportGroceryListLine = z.object({
  id: z.number().int(),
  name: text,
  createdAt: instant,
  items: z.array(exportGroceryItem),
});
export type ExportGroceryListLine = z.infer<typeof exportGroceryListLine>;

export const exportBatch = z.object({
  id: z.number().int(),
  quantity: amount,
  unit: text,
  expirationDate: calendarDate.nullable(),
  expirationSuggested: z.boolean(),
  openedAt: calendarDate.nullable(),
  location: maybeText,
  source: maybeText,
  price: amount.nullable(),
  createdAt: instant,
});
export const exportInventoryItemLine = z.object({
  id: z.number().int(),
  name: text,
  quantity: amount,
  unit: text,
  category: text,
  expirationDate: calendarDate.nullable(),
  minStockLevel: amount,
  barcode: maybeText,
  createdAt: instant,
  batches: z.array(exportBatch),
});
export type ExportInventoryItemLine = z.infer<typeof exportInventoryItemLine>;

/** One stock action with its ledger entries (item and batch: ids of inventory-items.ndjson). */
export const exportStockActionLine = z.object({
  id: z.number().int(),
  kind: text,
  note: maybeText,
  createdAt: instant,
  undoneAt: instant.nullable(),
  /** What the action made (for its undo), in the export's ids. */
  details: z.record(z.string(), z.unknown()).optional(),
  entries: z.array(
    z.object({
      itemId: z.number().int().nullable(),
      batchId: z.number().int().nullable(),
      itemName: text,
      reason: text,
      quantity: z.string(),
      unit: text,
      batchExpiry: calendarDate.nullable(),
      createdAt: instant,
    }),
  ),
});
export type ExportStockActionLine = z.infer<typeof exportStockActionLine>;

/** Members, for the record: never a password hash, session or token. */
export const exportMemberLine = z.object({
  email: maybeText,
  username: maybeText,
  firstName: maybeText,
  lastName: maybeText,
  middleInitial: maybeText,
  role: z.number().int().nullable(),
  dietaryGoals: maybeText,
});
export type ExportMemberLine = z.infer<typeof exportMemberLine>;

export const exportSettings = z.object({
  name: text,
  familySize: maybeText,
  shopOrder: z.array(text),
  putAwayOnTick: z.boolean(),
  lowStockToList: z.boolean(),
  shelfLife: z.array(
    z.object({
      category: text,
      freshDays: z.number().int().nullable(),
      openedDays: z.number().int().nullable(),
    }),
  ),
  nameLinks: z.array(z.object({ name: text, sameAs: text })),
});
export type ExportSettings = z.infer<typeof exportSettings>;

/** The NDJSON files of version 1, in the order they are written. */
export const EXPORT_FILES = {
  recipes: 'recipes.ndjson',
  mealPlans: 'meal-plans.ndjson',
  groceryLists: 'grocery-lists.ndjson',
  inventoryItems: 'inventory-items.ndjson',
  stockActions: 'stock-actions.ndjson',
  members: 'members.ndjson',
} as const;
export type ExportFileKey = keyof typeof EXPORT_FILES;

export const exportManifest = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1),
  exportedAt: instant,
  /** The Kitching version that wrote it. */
  app: text,
  family: z.object({ name: text }),
  /** Lines per file (each file of EXPORT_FILES, also when empty). */
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type ExportManifest = z.infer<typeof exportManifest>;

/** Every schema of the format by file, for the JSON Schema (docs/export-format.schema.json). */
export const exportFormatSchemas = {
  'manifest.json': exportManifest,
  'settings.json': exportSettings,
  'recipes.ndjson': exportRecipeLine,
  'meal-plans.ndjson': exportMealPlanLine,
  'grocery-lists.ndjson': exportGroceryListLine,
  'inventory-items.ndjson': exportInventoryItemLine,
  'stock-actions.ndjson': exportStockActionLine,
  'members.ndjson': exportMemberLine,
};

/** POST /api/families/:familyId/imports: what was (or, with preview, would be) added. */
export const importResultSchema = z.object({
  format: z.string(),
  preview: z.boolean(),
  recipes: z.number().int(),
  mealPlans: z.number().int(),
  groceryLists: z.number().int(),
  inventoryItems: z.number().int(),
  /** Entries not added, by name, with why: unreadable, or already in the family by that name. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The form fields beside `file`. */
export const importFields = z.object({
  format: z.string().max(40, tooLongMessage('Format', 40)).optional(),
  preview: z.enum(['true', 'false']).optional(),
});

/** The largest upload the imports call reads (the web checks it before sending). */
export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
