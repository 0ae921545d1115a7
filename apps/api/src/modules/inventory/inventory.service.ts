import {
  type Actor,
  type CreateInventoryItemBody,
  canDeleteInventory,
  canEditInventory,
  canUseUpInventory,
  canViewFamily,
  formatItemQuantity,
  type InventoryItem,
  normalizeDecimal,
  type UpdateInventoryItemBody,
} from '@kitching/contracts';
import type { Db } from '../../db/client';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { familyErrors } from '../families/families.errors';
import { isUniqueViolation } from '../users/users.service';
import { inventoryErrors } from './inventory.errors';
import { type InventoryRepository, inventoryRepository, toInventoryDto } from './inventory.repository';
import type { InventoryRow } from './inventory.table';

const SIGNED_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A quantity change as a numeric string ('-1', '2.5'); numbers are accepted for convenience. */
function deltaText(delta: number | string): string {
  const text = typeof delta === 'number' ? (Number.isFinite(delta) ? String(delta) : '') : delta.trim();
  if (!SIGNED_DECIMAL.test(text) || text.length > 32) throw inventoryErrors.invalidDelta();
  return text;
}

/**
 * The inventory use cases. Routes call them with the signed-in actor; the scanner reuses
 * `create`, `findByBarcode` and `adjustQuantity`. Every change records a family activity row.
 */
export function inventoryService({ db }: { db: Db }) {
  const items = inventoryRepository({ db });

  /** Another family's inventory answers 404, exactly like a missing family. */
  function requireFamilyAccess(actor: Actor, familyId: number) {
    if (!canViewFamily(actor, familyId)) throw familyErrors.notFound();
  }

  /** The item, if it belongs to the actor's family; otherwise 404, exactly like a missing one. */
  async function requireItem(actor: Actor, id: number): Promise<InventoryRow> {
    const row = await items.findById(id);
    if (!row || !canViewFamily(actor, row.familyId)) throw inventoryErrors.notFound();
    return row;
  }

  const conflict = (current: InventoryRow) => inventoryErrors.versionConflict(toInventoryDto(current));

  /** Runs a change and its activity row in one transaction. */
  function inTransaction<T>(work: (repo: InventoryRepository) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(inventoryRepository({ db: tx as Db })));
  }

  return {
    requireItem,

    async list(actor: Actor, familyId: number): Promise<InventoryItem[]> {
      requireFamilyAccess(actor, familyId);
      return (await items.listByFamily(familyId)).map(toInventoryDto);
    },

    async get(actor: Actor, id: number): Promise<InventoryItem> {
      return toInventoryDto(await requireItem(actor, id));
    },

    /**
     * Adds an item to the family; the actor is recorded as the one who added it. With a barcode the
     * family already holds, the quantity goes to that item instead (`created` false): a barcode names one
     * item per family, and two devices scanning a new product at once must not make two. That item
     * counted in another unit refuses the add with `unitMismatch(unit)`.
     */
    async create(
      actor: Actor,
      familyId: number,
      body: CreateInventoryItemBody,
      unitMismatch: (unit: string) => Error = inventoryErrors.unitMismatch,
    ): Promise<{ item: InventoryItem; created: boolean }> {
      requireFamilyAccess(actor, familyId);
      if (!canEditInventory(actor)) throw inventoryErrors.editForbidden();
      return inTransaction(async (repo) => {
        const values = { ...body, familyId, userId: actor.id };
        const { barcode } = values;
        const result = barcode
          ? await repo.addByBarcode({ ...values, barcode })
          : { row: await repo.create(values), created: true };
        if (!result) throw unitMismatch((await repo.findByBarcode(familyId, barcode!))?.unit ?? body.unit);
        const { row, created } = result;
        const added = formatItemQuantity(body.quantity, row.unit);
        await repo.recordActivity({
          familyId,
          userId: actor.id,
          action: created ? 'inventory.added' : 'inventory.restocked',
          description: created
            ? `Added ${row.name} (${formatItemQuantity(row.quantity, row.unit)})`
            : `Added ${added} to ${row.name}`,
          details: created
            ? { itemId: row.id, name: row.name, quantity: normalizeDecimal(row.quantity), unit: row.unit }
            : {
                itemId: row.id,
                name: row.name,
                delta: body.quantity,
                quantity: normalizeDecimal(row.quantity),
              },
        });
        return { item: toInventoryDto(row), created };
      });
    },

    /**
     * Changes only the fields given; an item never moves to another family. With `expectedVersion`
     * (If-Match) an item changed since that version is refused (409, with the current item) and
     * nothing changes.
     */
    async update(
      actor: Actor,
      id: number,
      body: UpdateInventoryItemBody,
      expectedVersion?: number,
    ): Promise<InventoryItem> {
      const before = await requireItem(actor, id);
      if (!canEditInventory(actor)) throw inventoryErrors.editForbidden();
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0)
        return toInventoryDto(checkVersion(before, expectedVersion, conflict));
      return inTransaction(async (repo) => {
        const row = await versionedUpdate({
          update: () =>
            repo.update(id, changes, expectedVersion).catch((error: unknown) => {
              throw isUniqueViolation(error) ? inventoryErrors.barcodeTaken() : error;
            }),
          current: () => repo.findById(id),
          notFound: inventoryErrors.notFound,
          conflict,
        });
        await repo.recordActivity({
          familyId: row.familyId,
          userId: actor.id,
          action: 'inventory.updated',
          description: `Updated ${row.name}`,
          details: { itemId: row.id, name: row.name, changed: Object.keys(changes) },
        });
        return toInventoryDto(row);
      });
    },

    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      await requireItem(actor, id);
      if (!canDeleteInventory(actor)) throw inventoryErrors.deleteForbidden();
      return inTransaction(async (repo) => {
        const row = await repo.remove(id);
        if (!row) throw inventoryErrors.notFound();
        await repo.recordActivity({
          familyId: row.familyId,
          userId: actor.id,
          action: 'inventory.deleted',
          description: `Deleted ${row.name}`,
          details: { itemId: row.id, name: row.name },
        });
        return { id: row.id };
      });
    },

    /**
     * The family's item with this barcode (the oldest, if several), or undefined. No actor: the
     * caller has already checked that the family is the actor's own.
     */
    async findByBarcode(familyId: number, barcode: string): Promise<InventoryItem | undefined> {
      const row = await items.findByBarcode(familyId, barcode.trim());
      return row && toInventoryDto(row);
    },

    /**
     * Adds `delta` to the quantity (negative to use up), never going below 0, atomically, and says
     * what really changed (`change`, signed: '-1' when 2 were asked of the last 1). With an actor: the
     * item must be in the actor's family (else 404), the role must allow it (else 403), and an activity
     * row records the real change (none when nothing changed). Without one, the caller vouches for the
     * item's family.
     */
    async adjustQuantity(
      id: number,
      delta: number | string,
      actor?: Actor,
    ): Promise<{ item: InventoryItem; change: string }> {
      const amount = deltaText(delta);
      const usingUp = amount.startsWith('-');
      if (actor) {
        await requireItem(actor, id);
        if (!(usingUp ? canUseUpInventory(actor) : canEditInventory(actor)))
          throw inventoryErrors.editForbidden();
      }
      return inTransaction(async (repo) => {
        const adjusted = await repo.adjustQuantity(id, amount);
        if (!adjusted) throw inventoryErrors.notFound();
        const { row, change } = adjusted;
        if (actor && change !== '0') {
          const shown = formatItemQuantity(change.replace(/^-/, ''), row.unit);
          await repo.recordActivity({
            familyId: row.familyId,
            userId: actor.id,
            action: usingUp ? 'inventory.used' : 'inventory.restocked',
            description: usingUp ? `Used ${shown} of ${row.name}` : `Added ${shown} to ${row.name}`,
            details: {
              itemId: row.id,
              name: row.name,
              delta: change,
              quantity: normalizeDecimal(row.quantity),
            },
          });
        }
        return { item: toInventoryDto(row), change };
      });
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
