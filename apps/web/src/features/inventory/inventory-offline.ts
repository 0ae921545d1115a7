import { type CreateInventoryItemInput, INVENTORY_DEFAULTS, type InventoryItem } from '@kitching/contracts';
import { queueChange, temporaryId } from '../../lib/offline';
import { formatQuantity } from '../../lib/offline/merge';

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
