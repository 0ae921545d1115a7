import {
  type ExportInventoryItemLine,
  type ExportStockActionLine,
  normalizeDecimal,
} from '@kitching/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { inventoryItems } from './inventory.table';
import {
  familyShelfLife,
  inventoryBatches,
  type StockActionDetails,
  stockActions,
  stockLedger,
} from './stock.table';

const CHUNK = 200;
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** numeric(12,2) as the API writes it ('2.00' -> '2'), keeping a ledger entry's sign. */
const decimal = (text: string) =>
  text.startsWith('-') ? `-${normalizeDecimal(text.slice(1))}` : normalizeDecimal(text);

/** What an import maps from the export's ids to the new family's (ids never carry over). */
export interface IdMaps {
  items: Map<number, number>;
  batches: Map<number, number>;
  recipes: Map<number, number>;
  mealPlans: Map<number, number>;
}

/** A stock action's details with the export's ids turned into the new ones (those unknown dropped). */
function remapDetails(details: StockActionDetails, ids: IdMaps): StockActionDetails {
  const map = (list: number[] | undefined, m: Map<number, number>) =>
    list?.flatMap((id) => (m.has(id) ? [m.get(id)!] : []));
  const out: StockActionDetails = {};
  if (details.createdBatchIds) out.createdBatchIds = map(details.createdBatchIds, ids.batches);
  if (details.createdItemIds) out.createdItemIds = map(details.createdItemIds, ids.items);
  if (details.batchBefore && ids.batches.has(details.batchBefore.id))
    out.batchBefore = { ...details.batchBefore, id: ids.batches.get(details.batchBefore.id)! };
  const dish = details.dish;
  const dishId = dish && (dish.kind === 'recipe' ? ids.recipes : ids.mealPlans).get(dish.id);
  if (dish && dishId) out.dish = { ...dish, id: dishId };
  return out;
}

/**
 * Issue 25: the family's stock out (items with every batch, stock actions with their ledger entries,
 * its shelf lives) in pages, and in within the import's transaction. The batch triggers keep each
 * item's quantity and date the sum and earliest of its batches, as for every other write.
 */
export function inventoryTransfer(run: ScopedRun<unknown>) {
  return {
    exportItemsPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }): Promise<ExportInventoryItemLine[]> => {
        const items = await db
          .select()
          .from(inventoryItems)
          .where(and(eq(inventoryItems.familyId, familyId), gt(inventoryItems.id, afterId)))
          .orderBy(asc(inventoryItems.id))
          .limit(limit);
        if (!items.length) return [];
        const batches = await db
          .select()
          .from(inventoryBatches)
          .where(
            inArray(
              inventoryBatches.itemId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(inventoryBatches.id));
        return items.map((i) => ({
          id: i.id,
          name: i.name,
          quantity: decimal(i.quantity),
          unit: i.unit,
          category: i.category,
          expirationDate: i.expirationDate,
          minStockLevel: decimal(i.minStockLevel),
          barcode: i.barcode,
          createdAt: i.createdAt.toISOString(),
          batches: batches
            .filter((b) => b.itemId === i.id)
            .map((b) => ({
              id: b.id,
              quantity: decimal(b.quantity),
              unit: b.unit,
              expirationDate: b.expirationDate,
              expirationSuggested: b.expirationSuggested,
              openedAt: b.openedAt,
              location: b.location,
              source: b.source,
              price: b.price == null ? null : decimal(b.price),
              createdAt: b.createdAt.toISOString(),
            })),
        }));
      }),

    exportActionsPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }): Promise<ExportStockActionLine[]> => {
        const actions = await db
          .select()
          .from(stockActions)
          .where(and(eq(stockActions.familyId, familyId), gt(stockActions.id, afterId)))
          .orderBy(asc(stockActions.id))
          .limit(limit);
        if (!actions.length) return [];
        const entries = await db
          .select()
          .from(stockLedger)
          .where(
            inArray(
              stockLedger.actionId,
              actions.map((a) => a.id),
            ),
          )
          .orderBy(asc(stockLedger.id));
        return actions.map((a) => ({
          id: a.id,
          kind: a.kind,
          note: a.note,
          createdAt: a.createdAt.toISOString(),
          undoneAt: iso(a.undoneAt),
          details: { ...a.details },
          entries: entries
            .filter((e) => e.actionId === a.id)
            .map((e) => ({
              itemId: e.itemId,
              batchId: e.batchId,
              itemName: e.itemName,
              reason: e.reason,
              quantity: decimal(e.quantity),
              unit: e.unit,
              batchExpiry: e.batchExpiry,
              createdAt: e.createdAt.toISOString(),
            })),
        }));
      }),

    exportShelfLife: (familyId: number) =>
      run(({ db }) =>
        db
          .select({
            category: familyShelfLife.category,
            freshDays: familyShelfLife.freshDays,
            openedDays: familyShelfLife.openedDays,
          })
          .from(familyShelfLife)
          .where(eq(familyShelfLife.familyId, familyId))
          .orderBy(asc(familyShelfLife.category)),
      ),

    /** The family's item names (lower-cased) and barcodes: an import adds neither twice. */
    async itemKeys(tx: Tx, familyId: number) {
      const rows = await tx.db
        .select({ name: sql<string>`lower(${inventoryItems.name})`, barcode: inventoryItems.barcode })
        .from(inventoryItems)
        .where(eq(inventoryItems.familyId, familyId));
      return {
        names: new Set(rows.map((r) => r.name)),
        barcodes: new Set(rows.flatMap((r) => (r.barcode ? [r.barcode] : []))),
      };
    },

    /**
     * Adds the items with their batches; fills `ids.items` and `ids.batches` (export id -> new id) and
     * answers the new items' ids.
     */
    async importItems(
      tx: Tx,
      actorId: number,
      familyId: number,
      lines: ExportInventoryItemLine[],
      ids: IdMaps,
    ): Promise<number[]> {
      const added: number[] = [];
      for (let i = 0; i < lines.length; i += CHUNK) {
        const chunk = lines.slice(i, i + CHUNK);
        const rows = await tx.db
          .insert(inventoryItems)
          .values(
            chunk.map(({ id: _, batches: __, createdAt: ___, ...item }) => ({
              ...item,
              familyId,
              userId: actorId,
            })),
          )
          .returning({ id: inventoryItems.id });
        for (const [n, line] of chunk.entries()) ids.items.set(line.id, rows[n]!.id);
        added.push(...rows.map((r) => r.id));
        const batches = chunk.flatMap((line) => line.batches.map((b) => ({ line, b })));
        for (let j = 0; j < batches.length; j += CHUNK) {
          const part = batches.slice(j, j + CHUNK);
          const made = await tx.db
            .insert(inventoryBatches)
            .values(
              part.map(({ line, b }) => ({
                itemId: ids.items.get(line.id)!,
                familyId,
                quantity: b.quantity,
                unit: b.unit,
                expirationDate: b.expirationDate,
                expirationSuggested: b.expirationSuggested,
                openedAt: b.openedAt,
                location: b.location as never,
                source: b.source as never,
                price: b.price == null ? null : decimal(b.price),
                createdAt: new Date(b.createdAt),
                createdBy: actorId,
              })),
            )
            .returning({ id: inventoryBatches.id });
          for (const [n, { b }] of part.entries()) ids.batches.set(b.id, made[n]!.id);
        }
      }
      return added;
    },

    /** Adds the stock history (a restore): each action with its entries, ids mapped; answers the new actions' ids. */
    async importActions(
      tx: Tx,
      actorId: number,
      familyId: number,
      lines: ExportStockActionLine[],
      ids: IdMaps,
    ): Promise<number[]> {
      const added: number[] = [];
      for (let i = 0; i < lines.length; i += CHUNK) {
        const chunk = lines.slice(i, i + CHUNK);
        const rows = await tx.db
          .insert(stockActions)
          .values(
            chunk.map((a) => ({
              familyId,
              kind: a.kind as never,
              actorId,
              note: a.note,
              createdAt: new Date(a.createdAt),
              undoneAt: a.undoneAt ? new Date(a.undoneAt) : null,
              undoneBy: a.undoneAt ? actorId : null,
              details: remapDetails((a.details ?? {}) as StockActionDetails, ids),
            })),
          )
          .returning({ id: stockActions.id });
        const entries = chunk.flatMap((a, n) =>
          a.entries.map((e) => ({
            familyId,
            actionId: rows[n]!.id,
            itemId: e.itemId == null ? null : (ids.items.get(e.itemId) ?? null),
            batchId: e.batchId == null ? null : (ids.batches.get(e.batchId) ?? null),
            itemName: e.itemName,
            reason: e.reason as never,
            quantity: e.quantity,
            unit: e.unit,
            batchExpiry: e.batchExpiry,
            createdAt: new Date(e.createdAt),
          })),
        );
        for (let j = 0; j < entries.length; j += CHUNK)
          await tx.db.insert(stockLedger).values(entries.slice(j, j + CHUNK));
        added.push(...rows.map((r) => r.id));
      }
      return added;
    },

    /** Undoes an import that did not finish: its stock actions (with their entries) go. */
    async removeImportedActions(tx: Tx, familyId: number, ids: number[]) {
      if (ids.length)
        await tx.db
          .delete(stockActions)
          .where(and(eq(stockActions.familyId, familyId), inArray(stockActions.id, ids)));
    },

    /** Undoes an import that did not finish: its items go with their batches. */
    async removeImportedItems(tx: Tx, familyId: number, ids: number[]) {
      if (ids.length)
        await tx.db
          .delete(inventoryItems)
          .where(and(eq(inventoryItems.familyId, familyId), inArray(inventoryItems.id, ids)));
    },

    async importShelfLife(
      tx: Tx,
      familyId: number,
      rows: { category: string; freshDays: number | null; openedDays: number | null }[],
    ) {
      if (rows.length)
        await tx.db
          .insert(familyShelfLife)
          .values(rows.map((r) => ({ ...r, familyId })))
          .onConflictDoNothing();
    },
  };
}
