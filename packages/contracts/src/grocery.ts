import { z } from 'zod';
import { idParam, isStorableText, NUL_MESSAGE } from './common';
import { categoryField, INVENTORY_CATEGORIES, itemNameField, quantityField, unitField } from './inventory';
import { GROCERY_ITEM_DEFAULTS } from './item-defaults';
import { tooLongMessage } from './limits';

export { GROCERY_CARD_ITEMS } from './item-display';
export { GROCERY_ITEM_DEFAULTS };

export const groceryListNameField = z
  .string({ error: 'List name is required' })
  .trim()
  .min(1, 'List name is required')
  .max(100, tooLongMessage('List name', 100))
  .refine(isStorableText, NUL_MESSAGE);

/** PATCH /api/grocery-lists/:listId: a new name. */
export const updateGroceryListBody = z.object({ name: groceryListNameField });

/** POST /api/grocery-lists/:listId/items (spec 7). groceryListId in the body is accepted and ignored. */
export const createGroceryItemBody = z.object({
  name: itemNameField,
  quantity: quantityField.default(GROCERY_ITEM_DEFAULTS.quantity),
  unit: unitField.default(GROCERY_ITEM_DEFAULTS.unit),
  category: categoryField.default(GROCERY_ITEM_DEFAULTS.category),
  groceryListId: z.unknown().optional(),
});
export type CreateGroceryItemBody = z.output<typeof createGroceryItemBody>;
export type CreateGroceryItemInput = z.input<typeof createGroceryItemBody>;

/** PATCH /api/grocery-list-items/:itemId (spec 7): purchased, or name, quantity, unit, category. */
export const updateGroceryItemBody = z.object({
  purchased: z.boolean({ error: 'purchased must be true or false' }).optional(),
  name: itemNameField.optional(),
  quantity: quantityField.optional(),
  unit: unitField.optional(),
  category: categoryField.optional(),
});
export type UpdateGroceryItemBody = z.output<typeof updateGroceryItemBody>;

/** The 'Add Item to List' and 'Edit Item' dialogs. */
export const groceryItemForm = createGroceryItemBody.omit({ groceryListId: true });

/** A list holds at most this many lines when it is created with them (Smart Quick Add, a pasted list). */
export const MAX_NEW_LIST_ITEMS = 200;

/**
 * POST /api/families/:familyId/grocery-lists (spec 7: name; createdBy is taken from the session).
 * `items` (ours) fills the new list in the same call: one list, one event.
 */
export const createGroceryListBody = z.object({
  name: groceryListNameField,
  items: z
    .array(groceryItemForm, { error: 'Items must be a list' })
    .max(MAX_NEW_LIST_ITEMS, `A new list can have at most ${MAX_NEW_LIST_ITEMS} items`)
    .optional(),
  createdBy: z.unknown().optional(),
});
export type CreateGroceryListBody = z.output<typeof createGroceryListBody>;
export type CreateGroceryListInput = z.input<typeof createGroceryListBody>;

export const groceryAmountSchema = z.object({ quantity: z.string(), unit: z.string() });

export const groceryItemSchema = z.object({
  id: z.number(),
  groceryListId: z.number(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** Amounts that could not be converted into the line's unit ('1 bags + 2 each'): never dropped. */
  moreAmounts: z.array(groceryAmountSchema),
  category: z.string(),
  purchased: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send back as If-Match on PATCH: a tick made meanwhile on another device is never undone. */
  version: z.number().int(),
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

export const groceryListSchema = z.object({
  id: z.number(),
  name: z.string(),
  familyId: z.number(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  items: z.array(groceryItemSchema),
});
export type GroceryList = z.infer<typeof groceryListSchema>;

export const groceryListIdParam = idParam;
export const groceryItemIdParam = idParam;

/** PUT /api/families/:familyId/shop-order: the shop's aisle order, each category once. */
export const shopOrderBody = z.object({
  order: z
    .array(categoryField, { error: 'The shop order is a list of categories' })
    .max(INVENTORY_CATEGORIES.length * 2)
    .refine((list) => new Set(list).size === list.length, 'Each category may appear once'),
});
export { INVENTORY_CATEGORIES as GROCERY_CATEGORIES };

/** POST /api/grocery-lists/:listId/add-recipe. */
export const addRecipeToListBody = z.object({
  recipeId: idParam,
  servings: z.coerce
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(1000, 'Servings must be at most 1000'),
  /** Ingredient indexes to leave out; without it, what the pantry holds enough of is left out. */
  skip: z.array(z.number().int().min(0).max(1000)).max(1000).optional(),
});
export type AddRecipeToListBody = z.output<typeof addRecipeToListBody>;

/** POST /api/families/:familyId/product-links: two names of one product ('scallions' = 'green onions'). */
export const productLinkBody = z.object({
  name: itemNameField,
  sameAs: itemNameField,
});
export type ProductLinkBody = z.output<typeof productLinkBody>;

export const productLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  sameAs: z.string(),
  createdAt: z.string(),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** GET/PUT /api/families/:familyId/grocery-settings: the family's shopping settings. */
export const grocerySettingsSchema = z.object({
  /** A ticked line goes into the inventory at once (no 'Put away' needed). */
  putAwayOnTick: z.boolean({ error: 'putAwayOnTick must be true or false' }),
  /**
   * Issue 23: items a cook brings to or below their minimum go onto the list in progress. Always in
   * the answer; a PUT without it keeps the stored value.
   */
  lowStockToList: z.boolean({ error: 'lowStockToList must be true or false' }).optional(),
});
export type GrocerySettings = z.infer<typeof grocerySettingsSchema>;
