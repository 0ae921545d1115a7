import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { DECIMAL, INVENTORY_CATEGORIES, normalizeDecimal } from './item-display';
import { tooLongMessage } from './limits';
import { UNITS } from './units';

export {
  formatItemQuantity,
  INVENTORY_CATEGORIES,
  type InventoryCategory,
  normalizeDecimal,
} from './item-display';

export {
  NEAREST_SPEC_UNIT,
  RECIPE_COUNT_UNITS,
  type RecipeCountUnit,
  specUnitOf,
  UNITS,
  type Unit,
} from './units';

import { INVENTORY_DEFAULTS } from './item-defaults';

export { INVENTORY_DEFAULTS };

/** numeric(12,2): the largest value the column holds. */
export const QUANTITY_MAX = 9_999_999_999.99;
/** Spec 5: quantity inputs step 0.01, min 0. */
export const QUANTITY_STEP = 0.01;

const NEGATIVE = /^-(\d+(\.\d*)?|\.\d+)$/;

interface DecimalMessages {
  required: string;
  negative: string;
  invalid: string;
  tooLarge: string;
  /** More than two decimals: the amount is kept to the hundredth (the form's step is 0.01). */
  precision: string;
}

/** A non-negative decimal that arrives as a number or a numeric string and leaves as a canonical string. */
function decimal(messages: DecimalMessages, { blank }: { blank?: string } = {}) {
  return z.union([z.number(), z.string(), z.null()], { error: messages.required }).transform((value, ctx) => {
    const text =
      typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : (value ?? '').trim();
    if (text === '') {
      if (blank !== undefined) return blank;
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    // Numbers stringify as '1e-7' at the extremes; those and anything else odd are refused plainly.
    if (text.length > 32 || !(DECIMAL.test(text) || NEGATIVE.test(text))) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
    if (fraction.length > 2) {
      ctx.addIssue({ code: 'custom', message: messages.precision });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < 0) {
      ctx.addIssue({ code: 'custom', message: messages.negative });
      return z.NEVER;
    }
    if (number > QUANTITY_MAX) {
      ctx.addIssue({ code: 'custom', message: messages.tooLarge });
      return z.NEVER;
    }
    return normalizeDecimal(text.replace(/^-/, ''));
  });
}

/** A choice from a fixed list, matched without regard to case ('dairy' is 'Dairy'). */
function choice<T extends readonly string[]>(values: T, required: string, invalid: string) {
  return z.union([z.string(), z.null()], { error: required }).transform((value, ctx): T[number] => {
    const text = (value ?? '').trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const found = values.find((v) => v.toLowerCase() === text.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return found;
  });
}

// One schema per field, carrying the spec's messages (spec 5); the API and the forms both use them.
export const itemNameField = z
  .string({ error: 'Item name is required' })
  .trim()
  .min(1, 'Item name is required')
  .max(200, tooLongMessage('Item name', 200));

export const quantityField = decimal({
  required: 'Quantity is required',
  negative: 'Quantity cannot be negative',
  invalid: 'Quantity must be a number',
  tooLarge: 'Quantity is too large',
  precision: 'Quantity can have at most 2 decimal places',
});

export const unitField = choice(UNITS, 'Unit is required', 'Choose a unit from the list');
export const categoryField = choice(
  INVENTORY_CATEGORIES,
  'Category is required',
  'Choose a category from the list',
);

/** Optional; an empty value means no minimum, which is the default '0'. */
export const minStockLevelField = decimal(
  {
    required: 'Minimum stock must be a number',
    negative: 'Minimum stock cannot be negative',
    invalid: 'Minimum stock must be a number',
    tooLarge: 'Minimum stock is too large',
    precision: 'Minimum stock can have at most 2 decimal places',
  },
  { blank: INVENTORY_DEFAULTS.minStockLevel },
);

/** Optional; empty is stored as null. A full ISO timestamp keeps its calendar date. */
export const expirationDateField = z
  .union([z.string(), z.null()], { error: 'Enter a valid date (YYYY-MM-DD)' })
  .transform((value, ctx): string | null => {
    const text = (value ?? '').trim();
    if (text === '') return null;
    const date = /^\d{4}-\d{2}-\d{2}(?=$|T)/.exec(text)?.[0];
    if (
      !date ||
      parseCalendarDate(date) === undefined ||
      (text.length > 10 && Number.isNaN(Date.parse(text)))
    ) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    return date;
  });

/** Optional; empty is stored as null. Code 128 and Code 39 carry letters too, so any short text. */
export const barcodeField = z
  .union([z.string(), z.null()], { error: 'Barcode must be text' })
  .transform((value, ctx): string | null => {
    const text = (value ?? '').trim();
    if (text.length > 64) {
      ctx.addIssue({ code: 'custom', message: tooLongMessage('Barcode', 64) });
      return z.NEVER;
    }
    return text || null;
  });

/**
 * POST /api/families/:familyId/inventory. An omitted field takes the spec's default (quantity '1',
 * unit 'pieces', category 'Produce', minimum '0', no date); a field sent blank is an error with the
 * spec's message. userId and familyId in the body are accepted and ignored: they come from the session.
 */
export const createInventoryItemBody = z.object({
  name: itemNameField,
  quantity: quantityField.default(INVENTORY_DEFAULTS.quantity),
  unit: unitField.default(INVENTORY_DEFAULTS.unit),
  category: categoryField.default(INVENTORY_DEFAULTS.category),
  expirationDate: expirationDateField.default(null),
  minStockLevel: minStockLevelField.default(INVENTORY_DEFAULTS.minStockLevel),
  barcode: barcodeField.default(null),
  /**
   * Issue 23: who adds it ('quick_add': an item without a date gets the category's suggested one, see
   * shelf-life.ts), and whether the date sent is such a suggestion (shown as one, editable).
   */
  source: z.enum(['add', 'quick_add']).optional(),
  expirationSuggested: z.boolean().optional(),
});
export type CreateInventoryItemBody = z.output<typeof createInventoryItemBody>;
export type CreateInventoryItemInput = z.input<typeof createInventoryItemBody>;

/** PATCH /api/inventory/:id: only the fields sent change. */
export const updateInventoryItemBody = z.object({
  name: itemNameField.optional(),
  quantity: quantityField.optional(),
  unit: unitField.optional(),
  category: categoryField.optional(),
  expirationDate: expirationDateField.optional(),
  minStockLevel: minStockLevelField.optional(),
  barcode: barcodeField.optional(),
});
export type UpdateInventoryItemBody = z.output<typeof updateInventoryItemBody>;

/** The Add Item and Edit Item dialogs. */
export const inventoryItemForm = createInventoryItemBody.omit({ barcode: true });
/** The Quick Add Item dialog: name, quantity and unit; the rest takes the defaults. */
export const quickAddItemForm = createInventoryItemBody.pick({ name: true, quantity: true, unit: true });

export const inventoryItemSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  name: z.string(),
  /** Numeric string, e.g. '2.5'. */
  quantity: z.string(),
  unit: z.string(),
  category: z.string(),
  /** 'YYYY-MM-DD' or null. */
  expirationDate: z.string().nullable(),
  minStockLevel: z.string(),
  barcode: z.string().nullable(),
  /** Who added the item (spec 3, also seen as addedBy); null once that member is gone. */
  userId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Bumped on every change; send it back as `If-Match` on PATCH to be refused (409
   * inventory.version_conflict, with the current item) rather than overwrite a change made since.
   */
  version: z.number().int(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
