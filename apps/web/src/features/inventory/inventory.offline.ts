import type { CreateInventoryItemInput, InventoryItem } from '@kitching/contracts';
// From its schema-free module: through the index, the first script took every inventory schema.
import { INVENTORY_DEFAULTS } from '@kitching/contracts/item-defaults';
import { upsert, without } from '../../app/list-cache';
import {
  formatQuantity,
  type OfflineAdapter,
  overlayItems,
  queueChange,
  temporaryId,
} from '../../lib/offline';
import { inventoryQueries } from './inventory.queries';

/**
 * Inventory changes through the offline queue (lib/offline): a quantity step (+1 / -1) and a new item.
 * A step keeps its size: on a conflict it is added to the quantity stored then, so two members each
 * taking a can take two.
 */
export function queueInventoryStep(item: InventoryItem, delta: number) {
  const quantity = formatQuantity(Number(item.quantity) + delta);
  return queueChange({
    kind: 'inventory.update',
    method: 'PATCH',
    path: `/api/inventory/${item.id}`,
    body: { quantity },
    delta: Number(quantity) - Number(item.quantity),
    entityId: item.id,
    ifMatch: item.id > 0 ? item.version : undefined,
    base: { quantity: item.quantity },
    familyId: item.familyId,
    label: item.name,
  });
}

export function queueInventoryAdd(familyId: number, userId: number, input: CreateInventoryItemInput) {
  const id = temporaryId();
  const now = new Date().toISOString();
  const body = {
    name: input.name.trim(),
    quantity: String(input.quantity ?? INVENTORY_DEFAULTS.quantity),
    unit: input.unit ?? INVENTORY_DEFAULTS.unit,
    category: input.category ?? INVENTORY_DEFAULTS.category,
    expirationDate: input.expirationDate ?? null,
    minStockLevel: String(input.minStockLevel ?? INVENTORY_DEFAULTS.minStockLevel),
    barcode: input.barcode ?? null,
  };
  const shown: InventoryItem = { id, familyId, ...body, userId, createdAt: now, updatedAt: now, version: 0 };
  return queueChange({
    kind: 'inventory.add',
    method: 'POST',
    path: `/api/families/${familyId}/inventory`,
    body,
    shown,
    entityId: id,
    familyId,
    base: {},
    label: body.name,
  });
}

/** The family a cached inventory list belongs to (`inventoryQueries.list(familyId)`'s last part). */
const familyOf = (key: readonly unknown[]) => key[inventoryQueries.lists().length];

/** Where inventory items are cached (a list per family) and how queued changes lie over them. */
export const inventoryOfflineAdapter: OfflineAdapter<InventoryItem[]> = {
  domain: 'inventory',
  listsKey: inventoryQueries.lists(),
  overlay: (items, entries, key) =>
    overlayItems(items, entries, (e) => e.kind.startsWith('inventory.') && e.familyId === familyOf(key)),
  settle: (items, { temporary, answer }, key) => {
    let next = items;
    if (temporary !== undefined) next = without(next, temporary);
    const item = answer as unknown as InventoryItem | undefined;
    if (item && familyOf(key) === item.familyId) next = upsert(next, item);
    return next;
  },
};
