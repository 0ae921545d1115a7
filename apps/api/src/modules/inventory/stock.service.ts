import {
  type Actor,
  expiryOnceOpened,
  INVENTORY_CATEGORIES,
  type InventoryItem,
  type LedgerEntry,
  type LedgerReason,
  normalizeDecimal,
  type ShelfLifeBody,
  type ShelfLifeEntry,
  type StockActionKind,
  type StockActionResult,
  type StockBatch,
  shelfLifeOf,
  type TakeFromItemBody,
  takePermission,
  toCalendarDate,
  type UpdateBatchBody,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import { inventoryErrors } from './inventory.errors';
import { toInventoryDto } from './inventory.repository';
import type { InventoryDeps } from './inventory.service';
import type { InventoryRow } from './inventory.table';
import { takeFromItem } from './item-stock';
import { stockErrors } from './stock.errors';
import { type BatchChanges, toBatchDto } from './stock.repository';
import type { BatchRow } from './stock.table';
import {
  type ActionInput,
  actionRef,
  applyTakes,
  itemsNow,
  mergeTakes,
  type PlannedTake,
  recordAction,
  toBatchTake,
} from './stock-actions';
import { signedDecimal } from './stock-ledger.repository';
import { undoStock } from './stock-undo';

export type { PlannedTake };

/** Leftovers of a cook: an item '<dish> (leftovers)' of `portions` pieces, in the fridge. */
export interface Leftovers {
  name: string;
  portions: string;
  expirationDate: string;
}

/** What a batch edit is, for its ledger entry and its action: the amount, opened, moved, else a date. */
function editKind(changes: BatchChanges, before: BatchRow): { kind: StockActionKind; reason: LedgerReason } {
  if (changes.quantity !== undefined && Number(changes.quantity) !== Number(before.quantity))
    return { kind: 'correct', reason: 'corrected' };
  if (changes.openedAt !== undefined) return { kind: 'open', reason: 'opened' };
  if (changes.location !== undefined) return { kind: 'move', reason: 'moved' };
  return { kind: 'correct', reason: 'corrected' };
}

/**
 * Batches, the stock ledger, takes and batch edits (issue 23), part of the inventory service; and what
 * the cooking domain calls inside its own unit of work (`familyStock`, `cookStock`, `takePlanned`,
 * `undo`). Every change is one stock action with its ledger entries and one event.
 */
export function stockUseCases(
  { inventory: items, stock, ledger, run }: InventoryDeps,
  requireItem: (actor: Actor, id: number) => Promise<InventoryRow>,
) {
  async function shelfLifeTable(familyId: number): Promise<ShelfLifeEntry[]> {
    const own = await stock.shelfLife(familyId);
    return INVENTORY_CATEGORIES.map((category) => ({
      category,
      ...shelfLifeOf(category, own),
      custom: category in own,
    }));
  }

  async function requireBatch(actor: Actor, id: number): Promise<BatchRow> {
    const batch = await stock.findBatch(id);
    if (!batch) throw stockErrors.batchNotFound();
    authorize(actor, 'family.view', batch.familyId, refuseWith(stockErrors.batchNotFound));
    return batch;
  }

  return {
    /** GET /api/inventory/:id/batches: those holding something, earliest expiry first. */
    async batches(actor: Actor, itemId: number): Promise<StockBatch[]> {
      await requireItem(actor, itemId);
      return (await stock.batchesOf(itemId)).map(toBatchDto);
    },

    /** GET /api/inventory/:id/ledger: the item's history, newest first. */
    async history(actor: Actor, itemId: number, query: { before?: number | undefined; limit: number }) {
      await requireItem(actor, itemId);
      return ledger.page(itemId, query.limit, query.before) as Promise<LedgerEntry[]>;
    },

    /** POST /api/inventory/:id/take: earliest expiry first (or from one batch); what it lacked is missing. */
    async take(actor: Actor, itemId: number, body: TakeFromItemBody): Promise<StockActionResult> {
      const item = await requireItem(actor, itemId);
      authorize(actor, takePermission(body.reason));
      return run(async (work) => {
        await work.repos.stock.lockFamily(item.familyId);
        const current = await work.repos.inventory.findById(itemId);
        if (!current) throw inventoryErrors.notFound();
        if (body.batchId !== undefined) {
          const batch = await work.repos.stock.findBatch(body.batchId);
          if (!batch || batch.itemId !== itemId) throw stockErrors.batchNotFound();
        }
        const kind = body.reason === 'used' ? 'use' : 'waste';
        const result = await takeFromItem(work, actor, current, Number(body.quantity), {
          kind,
          reason: body.reason,
          batchId: body.batchId,
        });
        if (!result.action) return { takes: [], missing: result.missing };
        const items = await itemsNow(work.repos, [itemId]);
        work.emit({
          type: 'stock.taken',
          familyId: item.familyId,
          actorId: actor.id,
          details: { action: actionRef(result.action), reason: body.reason, items, takes: result.takes },
        });
        return { actionId: result.action.id, takes: result.takes, missing: result.missing };
      });
    },

    /**
     * PATCH /api/inventory-batches/:id at the batch's version (If-Match): dates, opened (its date may
     * come forward: shelf-life.ts), where it is kept, its price; its amount is a correction by hand
     * (stock.correct). One stock action, its ledger entry, one event; nothing to change answers the batch.
     */
    async updateBatch(actor: Actor, id: number, body: UpdateBatchBody, expectedVersion?: number) {
      const before = await requireBatch(actor, id);
      authorize(actor, body.quantity === undefined ? 'inventory.edit' : 'stock.correct');
      return run(async (work) => {
        const { repos, emit } = work;
        await repos.stock.lockFamily(before.familyId);
        const current = await repos.stock.findBatch(id);
        if (!current) throw stockErrors.batchNotFound();
        if (expectedVersion !== undefined && current.version !== expectedVersion)
          throw stockErrors.versionConflict(toBatchDto(current));
        const item = (await repos.inventory.findById(current.itemId))!;
        const changes: BatchChanges = {};
        if (body.quantity !== undefined) changes.quantity = body.quantity;
        if (body.location !== undefined) changes.location = body.location;
        if (body.price !== undefined) changes.price = body.price;
        if (body.opened !== undefined) {
          const on = body.opened === true ? toCalendarDate() : body.opened;
          changes.openedAt = on;
          if (on !== null && body.expirationDate === undefined) {
            const date = expiryOnceOpened(
              item.category,
              on,
              current.expirationDate,
              await repos.stock.shelfLife(current.familyId),
            );
            if (date !== current.expirationDate) changes.expirationDate = date;
          }
        }
        if (body.expirationDate !== undefined) changes.expirationDate = body.expirationDate;
        if (changes.expirationDate !== undefined) changes.expirationSuggested = false;
        if (!Object.keys(changes).length) return toBatchDto(current);
        const row = await repos.stock.updateBatch(id, changes, expectedVersion);
        if (!row) throw stockErrors.versionConflict(toBatchDto(current));
        const { kind, reason } = editKind(changes, current);
        const delta = Math.round((Number(row.quantity) - Number(current.quantity)) * 100) / 100;
        const action = await recordAction(
          repos,
          {
            familyId: current.familyId,
            actor,
            kind,
            reason,
            details: {
              batchBefore: {
                id,
                quantity: current.quantity,
                expirationDate: current.expirationDate,
                expirationSuggested: current.expirationSuggested,
                openedAt: current.openedAt,
                location: current.location,
                price: current.price,
              },
            },
          },
          [
            {
              itemId: item.id,
              batchId: id,
              itemName: item.name,
              quantity: signedDecimal(String(delta)),
              unit: row.unit,
              batchExpiry: row.expirationDate,
            },
          ],
        );
        const batch = toBatchDto(row);
        const [itemNow] = await itemsNow(repos, [item.id]);
        emit({
          type: 'stock.batch_updated',
          familyId: current.familyId,
          actorId: actor.id,
          details: { action: actionRef(action), batch, item: itemNow!, changed: Object.keys(changes) },
        });
        return batch;
      });
    },

    /** GET /api/families/:familyId/shelf-life: every category's, the family's own where it set one. */
    async shelfLife(actor: Actor, familyId: number): Promise<ShelfLifeEntry[]> {
      authorize(actor, 'family.view', familyId);
      return shelfLifeTable(familyId);
    },

    /** PUT /api/families/:familyId/shelf-life: one category's shelf life, or back to the default. */
    async setShelfLife(actor: Actor, familyId: number, body: ShelfLifeBody): Promise<ShelfLifeEntry[]> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'inventory.edit');
      if (body.reset) await stock.resetShelfLife(familyId, body.category);
      else {
        const now = shelfLifeOf(body.category, await stock.shelfLife(familyId));
        const fresh = body.fresh === undefined ? now.fresh : body.fresh;
        const opened = body.opened === undefined ? now.opened : body.opened;
        await stock.saveShelfLife(familyId, body.category, fresh, opened);
      }
      return shelfLifeTable(familyId);
    },

    // ---- Other domains (cooking, the dashboard), inside their unit of work where they write. ----

    /**
     * The family's stock, batch by batch, with each batch's item name (what a cook plans over), with the
     * family's stock locked until the transaction ends when one is given (no other write changes it
     * between the plan and the takes).
     */
    async familyStock(familyId: number, tx?: Tx) {
      if (!tx) return stock.familyStock(familyId);
      const { repos } = run.join(tx);
      await repos.stock.lockFamily(familyId);
      return repos.stock.familyStock(familyId);
    },

    /** Planned takes as the answer shows them (one per batch), for a preview that takes nothing. */
    previewTakes: (planned: readonly PlannedTake[]) => mergeTakes(planned).map(toBatchTake),

    /** Batches by id with their item's name and family (the caller refuses another family's). */
    batchesByIds: (ids: number[], tx?: Tx) => (tx ? run.join(tx).repos.stock : stock).batchesByIds(ids),

    /**
     * Takes planned amounts from batches as one action (take by name, a cook): a batch no longer holding
     * its amount refuses the whole action (stockErrors.changed). A cook's leftovers become an item of the
     * same action. The items as they are after.
     */
    async takePlanned(
      tx: Tx,
      actor: Actor,
      input: Omit<ActionInput, 'actor'>,
      planned: PlannedTake[],
      leftovers?: Leftovers,
    ): Promise<StockActionResult & { actionId: number; items: InventoryItem[]; leftoversItemId?: number }> {
      const { repos } = run.join(tx);
      const extra = [];
      const details = { ...input.details };
      let leftoversItemId: number | undefined;
      if (leftovers) {
        const made = await repos.inventory.create({
          familyId: input.familyId,
          userId: actor.id,
          name: leftovers.name,
          quantity: leftovers.portions,
          unit: 'pieces',
          category: 'Other',
          expirationDate: leftovers.expirationDate,
        });
        const [batch] = await repos.stock.insertBatches([
          {
            itemId: made.id,
            familyId: input.familyId,
            quantity: leftovers.portions,
            unit: 'pieces',
            expirationDate: leftovers.expirationDate,
            location: 'Fridge',
            source: 'leftovers',
            createdBy: actor.id,
          },
        ]);
        leftoversItemId = made.id;
        details.createdItemIds = [made.id];
        details.createdBatchIds = [batch!.id];
        extra.push({
          itemId: made.id,
          batchId: batch!.id,
          itemName: made.name,
          quantity: normalizeDecimal(batch!.quantity),
          unit: 'pieces',
          batchExpiry: leftovers.expirationDate,
        });
      }
      const { action, takes } = await applyTakes(repos, { ...input, actor, details }, planned, extra);
      const items = await itemsNow(repos, [
        ...takes.map((t) => t.itemId),
        ...(leftoversItemId === undefined ? [] : [leftoversItemId]),
      ]);
      return {
        actionId: action.id,
        takes,
        missing: [],
        items,
        ...(leftoversItemId === undefined ? {} : { leftoversItemId }),
      };
    },

    /** The stock action, for the caller to check its family and who may undo it. */
    findAction: (id: number) => stock.findAction(id),

    /** Undoes a stock action exactly (stock-undo.ts), inside the caller's unit of work. */
    undo: (tx: Tx, actor: Actor, actionId: number) => undoStock(run.join(tx), actor, actionId),

    /** The food-waste trend's ledger entries since `from` (stock-ledger.repository.ts). */
    wasteSince: (familyId: number, from: string) => ledger.wasteSince(familyId, from),

    /** The items with these ids as the API returns them. */
    itemsByIds: async (ids: number[], tx?: Tx) =>
      (await (tx ? run.join(tx).repos.inventory : items).findMany(ids)).map(toInventoryDto),
  };
}
