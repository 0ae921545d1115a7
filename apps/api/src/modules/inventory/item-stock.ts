import type { Actor, BatchTake, MissingAmount, StockActionKind } from '@kitching/contracts';
import type { InventoryChanges } from './inventory.repository';
import type { InventoryRow } from './inventory.table';
import type { BatchRow, StockActionRow } from './stock.table';
import {
  amountText,
  applyTakes,
  byExpiry,
  drawInOrder,
  type InventoryWork,
  negative,
  recordAction,
} from './stock-actions';

const sum = (batches: readonly BatchRow[]) =>
  Math.round(batches.reduce((total, b) => total + Number(b.quantity) * 100, 0)) / 100;

/** What one take from an item did: the action, the batches it took from, what it could not take. */
export interface ItemTake {
  action?: StockActionRow;
  takes: BatchTake[];
  missing: MissingAmount[];
  /** What really went, in the item's unit (0 when it held nothing). */
  taken: number;
}

/**
 * Some of one item goes (inside the caller's unit of work, the family's stock locked): earliest expiry
 * first, or only from `batchId`; never below 0, what it did not hold is `missing`. No action when
 * nothing went.
 */
export async function takeFromItem(
  work: InventoryWork,
  actor: Actor,
  item: InventoryRow,
  wanted: number,
  how: { kind: StockActionKind; reason: 'used' | 'wasted' | 'expired'; batchId?: number | undefined },
): Promise<ItemTake> {
  const { repos } = work;
  const held = (await repos.stock.lockBatchesOf(item.id)).sort(byExpiry);
  const from = how.batchId === undefined ? held : held.filter((b) => b.id === how.batchId);
  const { takes, short } = drawInOrder(from, wanted);
  const missing = short > 0 ? [{ name: item.name, quantity: amountText(short), unit: item.unit }] : [];
  if (!takes.length) return { takes: [], missing, taken: 0 };
  const result = await applyTakes(
    repos,
    { familyId: item.familyId, actor, kind: how.kind, reason: how.reason },
    takes.map(({ batch, quantity }) => ({
      batchId: batch.id,
      itemId: item.id,
      name: item.name,
      quantity,
      unit: batch.unit,
      expirationDate: batch.expirationDate,
    })),
  );
  const taken = Math.round(takes.reduce((total, t) => total + t.quantity * 100, 0)) / 100;
  return { ...result, missing, taken };
}

/** Some of an item comes in by hand (a quantity raised, the scanner's '+'): a new batch, 'bought'. */
export async function addToItem(
  work: InventoryWork,
  actor: Actor,
  item: InventoryRow,
  amount: number,
  expirationDate: string | null,
): Promise<StockActionRow> {
  const { repos } = work;
  const [batch] = await repos.stock.insertBatches([
    {
      itemId: item.id,
      familyId: item.familyId,
      quantity: amountText(amount),
      unit: item.unit,
      expirationDate,
      source: 'add',
      createdBy: actor.id,
    },
  ]);
  return recordAction(
    repos,
    {
      familyId: item.familyId,
      actor,
      kind: 'add',
      reason: 'bought',
      details: { createdBatchIds: [batch!.id] },
    },
    [
      {
        itemId: item.id,
        batchId: batch!.id,
        itemName: item.name,
        quantity: batch!.quantity,
        unit: batch!.unit,
        batchExpiry: expirationDate,
      },
    ],
  );
}

/**
 * PATCH /api/inventory/:id (spec 7) over batches, inside the edit's unit of work: a quantity down is
 * 'used' (earliest expiry first), up is 'bought' (a new batch of the difference, dated like the item); a
 * new expiration date goes to the earliest batch holding some. The batches are written with the sync
 * off, then the item once (its sum and date computed in that UPDATE): one version step, as before
 * batches. Undefined when the item is gone or not at `expectedVersion` (versionedUpdate says which).
 */
export async function editItem(
  work: InventoryWork,
  actor: Actor,
  before: InventoryRow,
  changes: InventoryChanges,
  expectedVersion: number | undefined,
): Promise<InventoryRow | undefined> {
  const { repos } = work;
  const { id } = before;
  // The family's stock first, then the item as it is now (a delete may have come first).
  await repos.stock.lockFamily(before.familyId);
  const current = await repos.inventory.findById(id);
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.version !== expectedVersion) return undefined;
  const { quantity, expirationDate, ...fields } = changes;
  const newQuantity = quantity !== undefined && Number(quantity) !== Number(current.quantity);
  const newDate = expirationDate !== undefined && expirationDate !== current.expirationDate;
  const newUnit = fields.unit !== undefined && fields.unit !== current.unit;
  if (!newQuantity && !newDate && !newUnit) return repos.inventory.update(id, fields, expectedVersion);

  await repos.stock.syncItems(false);
  const held = newQuantity || newDate ? (await repos.stock.lockBatchesOf(id)).sort(byExpiry) : [];
  const left = new Map(held.map((b) => [b.id, Number(b.quantity)]));
  if (newQuantity) {
    const diff = Number(quantity) - sum(held);
    if (diff < 0) {
      const { takes } = drawInOrder(held, -diff);
      for (const t of takes) left.set(t.batch.id, (left.get(t.batch.id) ?? 0) - t.quantity);
      await applyTakes(
        repos,
        { familyId: current.familyId, actor, kind: 'use', reason: 'used' },
        takes.map((t) => ({
          batchId: t.batch.id,
          itemId: id,
          name: current.name,
          quantity: t.quantity,
          unit: t.batch.unit,
          expirationDate: t.batch.expirationDate,
        })),
      );
    } else if (diff > 0) {
      const dated = newDate ? (expirationDate ?? null) : current.expirationDate;
      await addToItem(work, actor, { ...current, unit: fields.unit ?? current.unit }, diff, dated);
    }
  }
  if (newDate) {
    const earliest = held.find((b) => (left.get(b.id) ?? 0) > 0);
    if (earliest)
      await repos.stock.updateBatch(earliest.id, {
        expirationDate: expirationDate ?? null,
        expirationSuggested: false,
      });
  }
  if (newUnit) await repos.stock.setUnit(id, fields.unit!);
  await repos.stock.syncItems(true);
  return repos.inventory.updateWithStock(
    id,
    fields,
    newDate ? (expirationDate ?? null) : undefined,
    expectedVersion,
  );
}

/** Deleting an item with stock left records what went as 'corrected' (its batches go with it). */
export async function recordRemoval(work: InventoryWork, actor: Actor, item: InventoryRow, held: BatchRow[]) {
  const lines = held
    .filter((b) => Number(b.quantity) > 0)
    .map((b) => ({
      itemId: item.id,
      batchId: b.id,
      itemName: item.name,
      quantity: negative(b.quantity),
      unit: b.unit,
      batchExpiry: b.expirationDate,
    }));
  if (!lines.length) return undefined;
  return recordAction(
    work.repos,
    { familyId: item.familyId, actor, kind: 'remove', reason: 'corrected' },
    lines,
  );
}
