import type {
  Actor,
  BatchSource,
  CreateInventoryItemBody,
  InventoryItem,
  ProductLinks,
  UpdateInventoryItemBody,
} from '@kitching/contracts';
import { translateUnique } from '../../db/unique-violation';
import { versionedEdit, versionedUpdate } from '../../db/versioned';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { definedFields } from '../../lib/defined-fields';
import type { DeletionLog } from '../undo/undo.service';
import { addItemStock, type ReceivedLine, receiveStock } from './add-stock';
import { inventoryErrors } from './inventory.errors';
import {
  type InventoryRepository,
  type NoticeCandidate,
  type StockRow,
  toInventoryDto,
} from './inventory.repository';
import type { InventoryRow } from './inventory.table';
import { inventoryTransfer } from './inventory-transfer';
import { type ItemSnapshot, inventoryUndoUseCases } from './inventory-undo';
import { addToItem, editItem, recordRemoval, takeFromItem } from './item-stock';
import type { StockRepository } from './stock.repository';
import { stockUseCases } from './stock.service';
import { amountText, type InventoryRepos } from './stock-actions';
import type { StockLedgerRepository } from './stock-ledger.repository';

export type { NoticeCandidate, ReceivedLine, StockRow };
/** An item of the family's pantry as other domains read it (the stored values). */
export type PantryItem = Pick<
  InventoryRow,
  'id' | 'name' | 'quantity' | 'unit' | 'category' | 'minStockLevel' | 'expirationDate'
>;

const SIGNED_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A quantity change as a numeric string ('-1', '2.5'); numbers are accepted for convenience. */
function deltaText(delta: number | string): string {
  const text = typeof delta === 'number' ? (Number.isFinite(delta) ? String(delta) : '') : delta.trim();
  if (!SIGNED_DECIMAL.test(text) || text.length > 32) throw inventoryErrors.invalidDelta();
  return text;
}

/** What the inventory service is built from (app/context.ts): its repositories and its own `run`. */
export interface InventoryDeps {
  inventory: InventoryRepository;
  stock: StockRepository;
  ledger: StockLedgerRepository;
  run: ScopedRun<InventoryRepos>;
  /** Where a delete keeps what it removed, for its Undo (issue 24). */
  deletions: DeletionLog;
}

declare module '../../kernel/app-context' {
  interface AppServices {
    inventory: InventoryService;
  }
}

/**
 * The inventory use cases. Routes call them with the signed-in actor; the scanner reuses `addItem`
 * (inside its own unit of work), `findByBarcode` and `adjustQuantity`. Every change is one transaction
 * raising one domain event (its activity row); every change of stock is one stock action with its
 * ledger entries in that transaction (issue 23: batches, stock.service.ts).
 */
export function inventoryService(deps: InventoryDeps) {
  const { inventory: items, run } = deps;
  /** This domain's repository: inside another domain's transaction when given one, else the app's. */
  const repo = (tx?: Tx) => (tx ? run.join(tx).repos.inventory : items);

  /** The item, if it belongs to the actor's family; otherwise 404, exactly like a missing one. */
  async function requireItem(actor: Actor, id: number): Promise<InventoryRow> {
    const row = await items.findById(id);
    if (!row) throw inventoryErrors.notFound();
    authorize(actor, 'family.view', row.familyId, refuseWith(inventoryErrors.notFound));
    return row;
  }

  const conflict = (current: InventoryRow) => inventoryErrors.versionConflict(toInventoryDto(current));

  /**
   * Adds an item to the family within the caller's unit of work (the actor checked by the caller); the
   * actor is recorded as the one who added it, the amount as a new batch (add-stock.ts). With a barcode
   * the family already holds, the amount goes to that item instead (`created` false): a barcode names
   * one item per family, and two devices scanning a new product at once must not make two. That item
   * counted in another unit refuses the add with `unitMismatch(unit)`.
   */
  async function addItem(
    tx: Tx,
    actor: Actor,
    familyId: number,
    body: CreateInventoryItemBody,
    unitMismatch: (unit: string) => Error = inventoryErrors.unitMismatch,
    source?: BatchSource,
  ): Promise<{ item: InventoryItem; created: boolean }> {
    const work = run.join(tx);
    const { item, created, actionId } = await addItemStock(work, actor, familyId, body, unitMismatch, source);
    const action = actionId === undefined ? {} : { actionId };
    work.emit(
      created
        ? { type: 'inventory.item_added', familyId, actorId: actor.id, details: { item, ...action } }
        : {
            type: 'inventory.quantity_changed',
            familyId,
            actorId: actor.id,
            details: { item, change: body.quantity, ...action },
          },
    );
    return { item, created };
  }

  return {
    ...stockUseCases(deps, requireItem),
    ...inventoryTransfer(run),
    ...inventoryUndoUseCases(run),
    addItem,

    /** The family's items, oldest name order (other domains: the pantry a recipe or a list is checked against). */
    pantry: async (familyId: number, tx?: Tx): Promise<PantryItem[]> => repo(tx).listByFamily(familyId),

    /** The dashboard: expiration dates of the family's items in stock that expired in [from, before). */
    expiredInStock: (familyId: number, from: string, before: string) =>
      items.expiredInStock(familyId, from, before),

    /** Reminders (issue 26): the dated and low items of many families, one statement (no actor: the scheduler). */
    noticeCandidates: (familyIds: number[], until: string, tx?: Tx): Promise<NoticeCandidate[]> =>
      repo(tx).noticeCandidates(familyIds, until),

    /** What "what can I cook" needs of each item. */
    stock: (familyId: number, tx?: Tx): Promise<StockRow[]> => repo(tx).stockByFamily(familyId),

    /**
     * Put-away (inside the grocery domain's unit of work, which raises the one event): bought lines into
     * the family's items, each amount a new batch, with the family's name links. See add-stock.ts.
     */
    receive: (
      tx: Tx,
      actor: Actor,
      familyId: number,
      links: ProductLinks,
      lines: ReceivedLine[],
      note?: string,
    ) => receiveStock(run.join(tx), actor, familyId, links, lines, note),

    async list(actor: Actor, familyId: number): Promise<InventoryItem[]> {
      authorize(actor, 'family.view', familyId);
      return (await items.listByFamily(familyId)).map(toInventoryDto);
    },

    async get(actor: Actor, id: number): Promise<InventoryItem> {
      return toInventoryDto(await requireItem(actor, id));
    },

    /** See `addItem`. */
    create(actor: Actor, familyId: number, body: CreateInventoryItemBody) {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'inventory.edit');
      return run((tx) => addItem(tx, actor, familyId, body));
    },

    /**
     * Changes only the fields given; an item never moves to another family. A quantity is taken from
     * or added to its batches (item-stock.ts `editItem`). With `expectedVersion` (If-Match) an item
     * changed since that version is refused (409, with the current item) and nothing changes.
     */
    async update(
      actor: Actor,
      id: number,
      body: UpdateInventoryItemBody,
      expectedVersion?: number,
    ): Promise<InventoryItem> {
      const before = await requireItem(actor, id);
      authorize(actor, 'inventory.edit');
      const changes = definedFields(body);
      return versionedEdit(run, {
        before,
        changes: Object.keys(changes).length > 0,
        expectedVersion,
        update: (work) =>
          translateUnique(editItem(work, actor, before, changes, expectedVersion), {
            '': inventoryErrors.barcodeTaken,
          }),
        current: ({ repos }) => repos.inventory.findById(id),
        notFound: inventoryErrors.notFound,
        conflict,
        dto: toInventoryDto,
        done: ({ emit }, item, row) => {
          // What really moved: a form that sends every field names only the ones whose value changed.
          // `before` is that only when no other save came between (the version moved by this one alone).
          const was = toInventoryDto(before);
          const changed =
            row.version <= before.version + 1
              ? Object.keys(changes).filter(
                  (key) => was[key as keyof InventoryItem] !== item[key as keyof InventoryItem],
                )
              : Object.keys(changes);
          emit({
            type: 'inventory.item_updated',
            familyId: row.familyId,
            actorId: actor.id,
            details: { item, changed },
          });
          return item;
        },
      });
    },

    /**
     * With `expectedVersion` (If-Match) an item changed since then answers 409 with it, kept. Stock still
     * held is recorded as 'corrected' (its batches go with the item).
     */
    async remove(actor: Actor, id: number, expectedVersion?: number) {
      const item = await requireItem(actor, id);
      authorize(actor, 'inventory.delete');
      return run(async (work) => {
        const { repos, emit } = work;
        await repos.stock.lockFamily(item.familyId);
        const held = await repos.stock.lockBatchesOf(id);
        const row = await versionedUpdate({
          update: () => repos.inventory.remove(id, expectedVersion),
          current: () => repos.inventory.findById(id),
          notFound: inventoryErrors.notFound,
          conflict,
        });
        const action = await recordRemoval(work, actor, row, held);
        emit({
          type: 'inventory.item_removed',
          familyId: row.familyId,
          actorId: actor.id,
          details: { item: toInventoryDto(row) },
        });
        const snapshot: ItemSnapshot = { item: row, batches: held, actionId: action?.id };
        const undoId = await deps.deletions.keep(work, {
          familyId: row.familyId,
          actorId: actor.id,
          kind: 'inventory.item',
          snapshot,
        });
        return { id: row.id, undoId };
      });
    },

    /** The family's item with this barcode (the oldest, if several), or undefined. */
    async findByBarcode(actor: Actor, familyId: number, barcode: string): Promise<InventoryItem | undefined> {
      authorize(actor, 'family.view', familyId);
      const row = await items.findByBarcode(familyId, barcode.trim());
      return row && toInventoryDto(row);
    },

    /**
     * Adds `delta` to the quantity (negative to use up: 'used', earliest expiry first), never going
     * below 0, and says what really changed (`change`, signed: '-1' when 2 were asked of the last 1). The
     * item must be in the actor's family (else 404) and the role must allow it (else 403); the event
     * records the real change (none when nothing changed).
     */
    async adjustQuantity(
      actor: Actor,
      id: number,
      delta: number | string,
    ): Promise<{ item: InventoryItem; change: string }> {
      const amount = deltaText(delta);
      const before = await requireItem(actor, id);
      authorize(actor, amount.startsWith('-') ? 'inventory.use_up' : 'inventory.edit');
      return run(async (work) => {
        const { repos, emit } = work;
        await repos.stock.lockFamily(before.familyId);
        const current = await repos.inventory.findById(id);
        if (!current) throw inventoryErrors.notFound();
        const wanted = Math.abs(Number(amount));
        let change = '0';
        let actionId: number | undefined;
        if (amount.startsWith('-')) {
          const took = await takeFromItem(work, actor, current, wanted, { kind: 'use', reason: 'used' });
          if (took.taken > 0) change = `-${amountText(took.taken)}`;
          actionId = took.action?.id;
        } else if (wanted > 0) {
          actionId = (await addToItem(work, actor, current, wanted, current.expirationDate)).id;
          change = amountText(wanted);
        }
        const row = change === '0' ? current : ((await repos.inventory.findById(id)) ?? current);
        const item = toInventoryDto(row);
        if (change !== '0')
          emit({
            type: 'inventory.quantity_changed',
            familyId: item.familyId,
            actorId: actor.id,
            details: { item, change, ...(actionId === undefined ? {} : { actionId }) },
          });
        return { item, change };
      });
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
