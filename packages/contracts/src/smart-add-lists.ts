/**
 * Issue 24: quick add puts a grocery reading on a list the family is shopping from, or on a new list
 * it names; never a new 'Shopping List' each time.
 *
 * POST /api/smart-add/grocery-list `{ listId, name, items }`: with `listId` the items are merged into
 * that list (200, one `grocery.items_added` event, from 'quick_add'); without it a new list named
 * `name` is made with them (201, `grocery.list_created`). The reading's `data` is this body, so the
 * spec's call (POST /api/families/:id/grocery-lists with the analysed data) still makes a new list.
 */
import { z } from 'zod';
import { idParam } from './common';
import {
  type GroceryList,
  groceryItemForm,
  groceryItemSchema,
  groceryListNameField,
  groceryListSchema,
  MAX_NEW_LIST_ITEMS,
} from './grocery';

/** Ticks this close together are one trip to the shop (as the shop's order learns it). */
export const SHOPPING_TRIP_MS = 3 * 60 * 60 * 1000;

export const quickAddGroceryBody = z
  .object({
    /** The list in progress to add to; null or absent: a new list named `name`. */
    listId: idParam.nullable().optional(),
    /** The new list's name (for a chosen list, its name as shown; not used). */
    name: z.string().optional(),
    items: z
      .array(groceryItemForm, { error: 'Items must be a list' })
      .min(1, 'Add at least one item')
      .max(MAX_NEW_LIST_ITEMS, `Quick add takes at most ${MAX_NEW_LIST_ITEMS} items at once`),
  })
  .superRefine((body, ctx) => {
    if (body.listId) return;
    const name = groceryListNameField.safeParse(body.name ?? '');
    if (!name.success)
      ctx.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]!.message });
  });
export type QuickAddGroceryBody = z.output<typeof quickAddGroceryBody>;

/** The list as it is now, and the lines this add made or merged into. */
export const quickAddGroceryResult = z.object({
  list: groceryListSchema,
  items: z.array(groceryItemSchema),
});
export type QuickAddGroceryResult = z.infer<typeof quickAddGroceryResult>;

type ListLike = Pick<GroceryList, 'id' | 'name' | 'updatedAt' | 'createdAt'> & {
  items: readonly Pick<GroceryList['items'][number], 'purchased' | 'updatedAt'>[];
};

const time = (iso: string) => Date.parse(iso) || 0;

/**
 * The lists quick add offers, the one being shopped from first: the lists in progress (a line still
 * to buy, or no line yet). First the list whose lines were ticked most recently, when that tick was
 * within a shopping trip (3 hours) of `now`, since someone is at the shop with it; then the others,
 * most recently changed first (a line added, a name changed).
 */
export function listsToOffer<T extends ListLike>(lists: readonly T[], now = Date.now()): T[] {
  const lastTick = (list: T) =>
    Math.max(0, ...list.items.filter((i) => i.purchased).map((i) => time(i.updatedAt)));
  const lastChange = (list: T) =>
    Math.max(time(list.updatedAt), time(list.createdAt), ...list.items.map((i) => time(i.updatedAt)));
  const open = lists.filter((list) => list.items.length === 0 || list.items.some((i) => !i.purchased));
  const shopping = open
    .filter((list) => now - lastTick(list) <= SHOPPING_TRIP_MS)
    .sort((a, b) => lastTick(b) - lastTick(a))[0];
  const rest = open
    .filter((list) => list !== shopping)
    .sort((a, b) => lastChange(b) - lastChange(a) || b.id - a.id);
  return shopping ? [shopping, ...rest] : rest;
}

/** Whether the list is being shopped from now (a tick within the trip): the picker says so. */
export function beingShopped(list: ListLike, now = Date.now()): boolean {
  return list.items.some((i) => i.purchased && now - time(i.updatedAt) <= SHOPPING_TRIP_MS);
}
