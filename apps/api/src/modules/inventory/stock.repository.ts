import { normalizeDecimal, type StockBatch } from '@kitching/contracts';
import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import { inventoryItems } from './inventory.table';
import {
  type BatchRow,
  familyShelfLife,
  inventoryBatches,
  type StockActionDetails,
  type StockActionRow,
  stockActions,
} from './stock.table';

export type NewBatch = typeof inventoryBatches.$inferInsert;
export type BatchChanges = Partial<
  Pick<NewBatch, 'quantity' | 'expirationDate' | 'expirationSuggested' | 'openedAt' | 'location' | 'price'>
>;

/** One batch of the family's stock as a cook plans over it: the batch, its item's name and category. */
export interface StockEntry {
  id: number;
  itemId: number;
  name: string;
  category: string;
  quantity: string;
  unit: string;
  expirationDate: string | null;
}

/** A batch's amount after a take or a restore, with what the ledger needs. */
export interface ChangedBatch {
  id: number;
  itemId: number;
  quantity: string;
  unit: string;
  expirationDate: string | null;
}

// Stock writes of one family queue behind each other (taken first in every stock transaction): every
// later lock (batches, items, the family's versions) is then taken in one order, so two writers can
// never wait on each other in a circle, and a cook plans over stock no one else is changing.
const STOCK_LOCK = 23_001;

export function toBatchDto(row: BatchRow): StockBatch {
  return {
    id: row.id,
    itemId: row.itemId,
    quantity: normalizeDecimal(row.quantity),
    unit: row.unit,
    expirationDate: row.expirationDate ?? null,
    expirationSuggested: row.expirationSuggested,
    openedAt: row.openedAt ?? null,
    location: row.location ?? null,
    source: row.source ?? null,
    price: row.price === null ? null : normalizeDecimal(row.price),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

const changedColumns = {
  id: inventoryBatches.id,
  itemId: inventoryBatches.itemId,
  quantity: inventoryBatches.quantity,
  unit: inventoryBatches.unit,
  expirationDate: inventoryBatches.expirationDate,
};

/** `(values (id, amount), ...)` for an UPDATE ... FROM. */
const amounts = (rows: { id: number; quantity: string }[]) =>
  sql.join(
    rows.map((r) => sql`(${r.id}::integer, ${r.quantity}::numeric)`),
    sql`, `,
  );

/** Batches, stock actions and the family's shelf life (the inventory domain's own tables). */
export function stockRepository({ db }: { db: Db }) {
  return {
    /** Until the transaction ends, this family's other stock writes wait (see STOCK_LOCK). */
    async lockFamily(familyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${STOCK_LOCK}, ${familyId})`);
    },
    /**
     * Off: this transaction's batch writes leave their items as they are until it is on again (an item
     * edit writes its batches, then the item once, its sum computed in that UPDATE: updateWithStock).
     */
    async syncItems(on: boolean): Promise<void> {
      await db.execute(sql`select set_config('kitching.stock_sync', ${on ? 'on' : 'off'}, true)`);
    },
    async insertBatches(values: NewBatch[]): Promise<BatchRow[]> {
      if (!values.length) return [];
      return db.insert(inventoryBatches).values(values).returning();
    },
    async findBatch(id: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(inventoryBatches).where(eq(inventoryBatches.id, id)).limit(1);
      return row;
    },
    /** The item's batches holding something, earliest expiry first (undated last), then oldest. */
    async batchesOf(itemId: number): Promise<BatchRow[]> {
      return db
        .select()
        .from(inventoryBatches)
        .where(and(eq(inventoryBatches.itemId, itemId), gt(inventoryBatches.quantity, '0')))
        .orderBy(
          sql`${inventoryBatches.expirationDate} asc nulls last`,
          asc(inventoryBatches.createdAt),
          asc(inventoryBatches.id),
        );
    },
    /** The item's batches holding something, locked (in id order, as every stock write locks them). */
    async lockBatchesOf(itemId: number): Promise<BatchRow[]> {
      return db
        .select()
        .from(inventoryBatches)
        .where(and(eq(inventoryBatches.itemId, itemId), gt(inventoryBatches.quantity, '0')))
        .orderBy(asc(inventoryBatches.id))
        .for('update');
    },
    /**
     * Every batch of the family holding something, with its item's name: what a cook plans over. Read as
     * two JSON arrays in one row (thousands of rows cost far more to send and map one by one, on the
     * embedded database above all), joined here by item id.
     */
    async familyStock(familyId: number): Promise<StockEntry[]> {
      const result = await db.execute(sql`
        select
          (select coalesce(json_agg(json_build_array(b.id, b.item_id, b.quantity::text, b.unit, b.expiration_date)), '[]'::json)
             from ${inventoryBatches} b where b.family_id = ${familyId} and b.quantity > 0) as batches,
          (select coalesce(json_agg(json_build_array(i.id, i.name, i.category)), '[]'::json)
             from ${inventoryItems} i where i.family_id = ${familyId} and i.quantity > 0) as items`);
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        batches: unknown;
        items: unknown;
      }[];
      const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
      const items = new Map(
        parse<[number, string, string][]>(row?.items ?? '[]').map(([id, name, category]) => [
          id,
          { name, category },
        ]),
      );
      return parse<[number, number, string, string, string | null][]>(row?.batches ?? '[]').flatMap(
        ([id, itemId, quantity, unit, expirationDate]) => {
          const item = items.get(itemId);
          return item ? [{ id, itemId, ...item, quantity, unit, expirationDate }] : [];
        },
      );
    },
    /** The batches with these ids, with their item's name (another family's are the caller's to refuse). */
    async batchesByIds(ids: number[]): Promise<(BatchRow & { name: string; category: string })[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ batch: inventoryBatches, name: inventoryItems.name, category: inventoryItems.category })
        .from(inventoryBatches)
        .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryBatches.itemId))
        .where(inArray(inventoryBatches.id, ids));
      return rows.map((r) => ({ ...r.batch, name: r.name, category: r.category }));
    },
    /**
     * Takes each amount from its batch in one statement, only where the batch still holds it: the
     * batches really taken from (fewer than asked means another write took some first).
     */
    async take(takes: { id: number; quantity: string }[]): Promise<ChangedBatch[]> {
      if (!takes.length) return [];
      return (await db
        .update(inventoryBatches)
        .set({ quantity: sql`${inventoryBatches.quantity} - t.amount` })
        .from(sql`(values ${amounts(takes)}) as t(id, amount)`)
        .where(sql`${inventoryBatches.id} = t.id and ${inventoryBatches.quantity} >= t.amount`)
        .returning(changedColumns)) as ChangedBatch[];
    },
    /** Adds each (signed) amount back into its batch, never below 0: an undo. */
    async restore(changes: { id: number; quantity: string }[]): Promise<ChangedBatch[]> {
      if (!changes.length) return [];
      return (await db
        .update(inventoryBatches)
        .set({ quantity: sql`${inventoryBatches.quantity} + t.amount` })
        .from(sql`(values ${amounts(changes)}) as t(id, amount)`)
        .where(sql`${inventoryBatches.id} = t.id and ${inventoryBatches.quantity} + t.amount >= 0`)
        .returning(changedColumns)) as ChangedBatch[];
    },
    /** Undefined when the batch is gone, or is no longer at `expectedVersion`. */
    async updateBatch(id: number, changes: BatchChanges, expectedVersion?: number) {
      const [row] = await db
        .update(inventoryBatches)
        .set(changes)
        .where(atVersion(inventoryBatches, id, expectedVersion))
        .returning();
      return row;
    },
    /** An item's unit changed: its batches are counted in it too (no conversion, as for the item). */
    async setUnit(itemId: number, unit: string): Promise<void> {
      await db
        .update(inventoryBatches)
        .set({ unit })
        .where(and(eq(inventoryBatches.itemId, itemId), sql`${inventoryBatches.unit} <> ${unit}`));
    },
    async deleteBatches(ids: number[]): Promise<BatchRow[]> {
      if (!ids.length) return [];
      return db.delete(inventoryBatches).where(inArray(inventoryBatches.id, ids)).returning();
    },
    /** Whether these items hold batches other than `batchIds` (made since by another action). */
    async otherBatches(itemIds: number[], batchIds: number[]): Promise<boolean> {
      if (!itemIds.length) return false;
      const where = batchIds.length
        ? and(inArray(inventoryBatches.itemId, itemIds), notInArray(inventoryBatches.id, batchIds))
        : inArray(inventoryBatches.itemId, itemIds);
      const rows = await db.select({ id: inventoryBatches.id }).from(inventoryBatches).where(where).limit(1);
      return rows.length > 0;
    },

    async createAction(values: typeof stockActions.$inferInsert): Promise<StockActionRow> {
      const [row] = await db.insert(stockActions).values(values).returning();
      return row!;
    },
    async setActionDetails(id: number, details: StockActionDetails): Promise<void> {
      await db.update(stockActions).set({ details }).where(eq(stockActions.id, id));
    },
    async findAction(id: number): Promise<StockActionRow | undefined> {
      const [row] = await db.select().from(stockActions).where(eq(stockActions.id, id)).limit(1);
      return row;
    },
    /** The action, locked until the transaction ends (two undos of it queue; the second finds it undone). */
    async lockAction(id: number): Promise<StockActionRow | undefined> {
      const [row] = await db.select().from(stockActions).where(eq(stockActions.id, id)).for('update');
      return row;
    },
    async markUndone(id: number, by: number): Promise<StockActionRow> {
      const [row] = await db
        .update(stockActions)
        .set({ undoneAt: sql`now()`, undoneBy: by })
        .where(eq(stockActions.id, id))
        .returning();
      return row!;
    },

    /** The family's own shelf life per category (shelf-life.ts `overrides`). */
    async shelfLife(familyId: number) {
      const rows = await db.select().from(familyShelfLife).where(eq(familyShelfLife.familyId, familyId));
      return Object.fromEntries(
        rows.map((r) => [r.category, { fresh: r.freshDays, opened: r.openedDays }]),
      ) as Record<string, { fresh: number | null; opened: number | null }>;
    },
    async saveShelfLife(familyId: number, category: string, fresh: number | null, opened: number | null) {
      await db
        .insert(familyShelfLife)
        .values({ familyId, category, freshDays: fresh, openedDays: opened })
        .onConflictDoUpdate({
          target: [familyShelfLife.familyId, familyShelfLife.category],
          set: { freshDays: fresh, openedDays: opened },
        });
    },
    async resetShelfLife(familyId: number, category: string) {
      await db
        .delete(familyShelfLife)
        .where(and(eq(familyShelfLife.familyId, familyId), eq(familyShelfLife.category, category)));
    },
  };
}
export type StockRepository = ReturnType<typeof stockRepository>;
