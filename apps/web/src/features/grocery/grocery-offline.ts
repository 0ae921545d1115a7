import {
  type CreateGroceryItemInput,
  GROCERY_ITEM_DEFAULTS,
  type GroceryItem,
  type GroceryList,
  type UpdateGroceryItemBody,
} from '@kitching/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queueChange, temporaryId } from '../../lib/offline';

/**
 * Grocery line changes through the offline queue (lib/offline): shown at once, kept on the device,
 * sent in order when the network is there. Used while offline or while earlier changes still wait,
 * so the order they were made in is the order they arrive in.
 */
const versionOf = (item: GroceryItem) => (item.id > 0 ? item.version : undefined);

const pick = (item: GroceryItem, fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, (item as unknown as Record<string, unknown>)[f]]));

export const queueGroceryTick = (item: GroceryItem, purchased: boolean, version = versionOf(item)) =>
  queueChange({
    kind: 'grocery.update',
    method: 'PATCH',
    path: `/api/grocery-list-items/${item.id}`,
    body: { purchased },
    entityId: item.id,
    listId: item.groceryListId,
    ifMatch: item.id > 0 ? version : undefined,
    base: { purchased: item.purchased },
    label: item.name,
  });

/** Only the fields that differ from the line are sent (and merged on a conflict). */
export function queueGroceryEdit(item: GroceryItem, values: UpdateGroceryItemBody) {
  const body = Object.fromEntries(
    Object.entries(values).filter(
      ([f, v]) => v !== undefined && (item as unknown as Record<string, unknown>)[f] !== v,
    ),
  );
  if (!Object.keys(body).length) return Promise.resolve(null);
  return queueChange({
    kind: 'grocery.update',
    method: 'PATCH',
    path: `/api/grocery-list-items/${item.id}`,
    body,
    entityId: item.id,
    listId: item.groceryListId,
    ifMatch: versionOf(item),
    base: pick(item, Object.keys(body)),
    label: item.name,
  });
}

export const queueGroceryDelete = (item: GroceryItem) =>
  queueChange({
    kind: 'grocery.delete',
    method: 'DELETE',
    path: `/api/grocery-list-items/${item.id}`,
    entityId: item.id,
    listId: item.groceryListId,
    ifMatch: versionOf(item),
    base: {},
    label: item.name,
  });

export function queueGroceryAdd(list: GroceryList, input: CreateGroceryItemInput) {
  const id = temporaryId();
  const now = new Date().toISOString();
  const body = {
    name: input.name.trim(),
    quantity: String(input.quantity ?? GROCERY_ITEM_DEFAULTS.quantity),
    unit: input.unit ?? GROCERY_ITEM_DEFAULTS.unit,
    category: input.category ?? GROCERY_ITEM_DEFAULTS.category,
  };
  const shown: GroceryItem = {
    id,
    groceryListId: list.id,
    ...body,
    moreAmounts: [],
    purchased: false,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
  return queueChange({
    kind: 'grocery.add',
    method: 'POST',
    path: `/api/grocery-lists/${list.id}/items`,
    body,
    shown,
    entityId: id,
    listId: list.id,
    base: {},
    label: body.name,
  });
}

/** The line as this device shows it now (the cache, with the queued changes on it). */
export function cachedLine(queryClient: QueryClient, id: number): GroceryItem | undefined {
  for (const [, lists] of queryClient.getQueriesData<GroceryList[]>({ queryKey: ['grocery', 'list'] }))
    for (const list of lists ?? []) {
      const item = list.items.find((i) => i.id === id);
      if (item) return item;
    }
  return undefined;
}
