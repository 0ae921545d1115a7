import type { Actor, BatchTake, InventoryItem } from '@kitching/contracts';
import { stockErrors } from './stock.errors';
import type { StockActionRow } from './stock.table';
import { type InventoryWork, itemsNow } from './stock-actions';
import { signedDecimal } from './stock-ledger.repository';

/** What an undo did: the action (now undone), the items as they are, those it removed, each batch's change. */
export interface UndoneStock {
  action: StockActionRow;
  items: InventoryItem[];
  removedItemIds: number[];
  /** Per batch, what the undo changed (signed: + put back, - taken away again). */
  restored: BatchTake[];
}

const cents = (text: string) => Math.round(Number(text) * 100);

/**
 * Undoes one stock action exactly (inside the caller's unit of work): amounts go back into the same
 * batches with their dates, batches and items it made are removed, a batch edit gets its values back;
 * one 'undone' ledger entry per batch, and the action is marked undone. Refused, changing nothing, when
 * it was undone already, when it deleted an item, or when a later action still standing changed its
 * batches (or added to an item it made): the undo would no longer restore what was.
 */
export async function undoStock(work: InventoryWork, actor: Actor, actionId: number): Promise<UndoneStock> {
  const { repos } = work;
  const found = await repos.stock.findAction(actionId);
  if (!found) throw stockErrors.actionNotFound();
  await repos.stock.lockFamily(found.familyId);
  const action = (await repos.stock.lockAction(actionId)) ?? found;
  if (action.undoneAt) throw stockErrors.alreadyUndone();
  if (action.kind === 'remove') throw stockErrors.undoUnavailable();

  const entries = await repos.ledger.ofAction(action.id);
  const details = action.details;
  const madeBatches = new Set(details.createdBatchIds ?? []);
  const madeItems = details.createdItemIds ?? [];
  const perBatch = new Map<number, { itemId: number | null; name: string; unit: string; cents: number }>();
  for (const entry of entries) {
    if (entry.batchId === null) continue;
    const batch = perBatch.get(entry.batchId) ?? {
      itemId: entry.itemId,
      name: entry.itemName,
      unit: entry.unit,
      cents: 0,
    };
    batch.cents += cents(entry.quantity);
    perBatch.set(entry.batchId, batch);
  }
  const batchIds = [...perBatch.keys()];
  const lastEntry = entries.reduce((last, e) => Math.max(last, e.id), 0);
  const stored = await repos.stock.batchesByIds(batchIds);
  if (
    stored.length !== batchIds.length ||
    (await repos.ledger.changedSince(batchIds, lastEntry)) ||
    (await repos.stock.otherBatches(madeItems, [...madeBatches]))
  )
    throw stockErrors.undoStale();
  const dates = new Map(stored.map((b) => [b.id, b.expirationDate]));

  const before = details.batchBefore;
  if (before) {
    const { id, ...values } = before;
    if (!(await repos.stock.updateBatch(id, values))) throw stockErrors.undoStale();
  } else {
    const back = [...perBatch]
      .filter(([id, b]) => !madeBatches.has(id) && b.cents !== 0)
      .map(([id, b]) => ({ id, quantity: String(-b.cents / 100) }));
    if ((await repos.stock.restore(back)).length !== back.length) throw stockErrors.undoStale();
    await repos.stock.deleteBatches([...madeBatches]);
  }
  const removedItemIds = (await repos.inventory.removeMany(madeItems)).map((item) => item.id);

  // A batch edit's undo is recorded even when no amount moved (opened, moved, a date).
  const lines = [...perBatch].filter(([, b]) => b.cents !== 0 || before !== undefined);
  await repos.ledger.insert(
    lines.map(([batchId, b]) => ({
      familyId: action.familyId,
      itemId: b.itemId,
      batchId,
      itemName: b.name,
      reason: 'undone' as const,
      quantity: String(-b.cents / 100),
      unit: b.unit,
      batchExpiry: dates.get(batchId) ?? null,
      actionId: action.id,
    })),
  );
  const undone = await repos.stock.markUndone(action.id, actor.id);
  const removed = new Set(removedItemIds);
  const touched = [...perBatch.values()].flatMap((b) =>
    b.itemId === null || removed.has(b.itemId) ? [] : [b.itemId],
  );
  return {
    action: undone,
    items: await itemsNow(repos, touched),
    removedItemIds,
    restored: lines.map(([batchId, b]) => ({
      itemId: b.itemId ?? 0,
      batchId,
      name: b.name,
      quantity: signedDecimal(String(-b.cents / 100)),
      unit: b.unit,
      expirationDate: dates.get(batchId) ?? null,
    })),
  };
}
