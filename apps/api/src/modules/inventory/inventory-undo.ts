import type { Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { revive } from '../undo/undo.service';
import type { InventoryRow } from './inventory.table';
import type { BatchRow } from './stock.table';
import { type InventoryRepos, type InventoryWork, itemsNow } from './stock-actions';

/** What deleting an item keeps for its Undo: the item, its batches holding stock, the removal's action. */
export interface ItemSnapshot {
  item: InventoryRow;
  batches: BatchRow[];
  actionId?: number | undefined;
}

/**
 * Undo of an item's delete (issue 24, called by the undo module inside its transaction): the item and
 * its batches back with the same ids and dates (the sync trigger sums them into the item again); the
 * removal's stock action is marked undone with one 'undone' ledger entry per batch, so the history
 * and the waste counts read as if the stock had never left.
 */
export async function undeleteItem(work: InventoryWork, actor: Actor, kept: unknown) {
  const { repos, emit } = work;
  const snapshot = kept as ItemSnapshot;
  authorize(actor, 'inventory.edit');
  const item = revive<InventoryRow>(snapshot.item, ['createdAt', 'updatedAt']);
  await repos.stock.lockFamily(item.familyId);
  await repos.inventory.create(item);
  const batches = await repos.stock.insertBatches(
    snapshot.batches.map((batch) => revive<BatchRow>(batch, ['createdAt'])),
  );
  if (snapshot.actionId !== undefined) {
    await repos.ledger.insert(
      batches.map((b) => ({
        familyId: item.familyId,
        itemId: item.id,
        batchId: b.id,
        itemName: item.name,
        reason: 'undone' as const,
        quantity: b.quantity,
        unit: b.unit,
        batchExpiry: b.expirationDate,
        actionId: snapshot.actionId!,
      })),
    );
    await repos.stock.markUndone(snapshot.actionId, actor.id);
  }
  const [restored] = await itemsNow(repos, [item.id]);
  const event = {
    type: 'inventory.item_added' as const,
    familyId: item.familyId,
    actorId: actor.id,
    details: { item: restored!, undone: true as const },
  };
  emit(event);
  return event;
}

export const inventoryUndoUseCases = (run: ScopedRun<InventoryRepos>) => ({
  undeleteItem: (tx: Tx, actor: Actor, kept: unknown) => undeleteItem(run.join(tx), actor, kept),
});
