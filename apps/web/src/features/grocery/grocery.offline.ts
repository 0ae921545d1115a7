import type {
  CreateGroceryItemInput,
  GroceryItem,
  GroceryList,
  UpdateGroceryItemBody,
} from '@kitching/contracts';
// From its schema-free module: through the index, the first script took every grocery schema.
import { GROCERY_ITEM_DEFAULTS } from '@kitching/contracts/item-defaults';
import { upsert, without } from '../../app/list-cache';
import { type OfflineAdapter, overlayItems, queueChange, temporaryId } from '../../lib/offline';
import { groceryQueries } from './grocery.queries';

/**
 * Grocery line changes through the offline queue (lib/offline): shown at once, kept on the device,
 * sent in order when the network is there. The item mutations (grocery-items.mutations.ts) queue
 * them while offline or while earlier changes still wait, so the order they were made in is the
 * order they arrive in.
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
    goneNote: `The list for ${body.name} was deleted by someone else; your change was dropped`,
  });
}

/** Where grocery lines are cached (each list with its lines) and how queued changes lie over them. */
export const groceryOfflineAdapter: OfflineAdapter<GroceryList[]> = {
  domain: 'grocery',
  listsKey: groceryQueries.allLists(),
  overlay: (lists, entries) => {
    let changed = false;
    const next = lists.map((list) => {
      const items = overlayItems(
        list.items,
        entries,
        (e) => e.kind.startsWith('grocery.') && e.listId === list.id,
      );
      if (items === list.items) return list;
      changed = true;
      return { ...list, items };
    });
    return changed ? next : lists;
  },
  settle: (lists, { temporary, answer }) =>
    lists.map((list) => {
      let items = list.items;
      if (temporary !== undefined) items = without(items, temporary);
      const line = answer as unknown as GroceryItem | undefined;
      if (line && line.groceryListId === list.id) items = upsert(items, line);
      return items === list.items ? list : { ...list, items };
    }),
};
