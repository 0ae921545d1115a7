import {
  barcodeVariants,
  type InventoryItem,
  normalizeBarcode,
  normalizeDecimal,
  QUANTITY_MAX,
  UNKNOWN_PRODUCT,
} from '@kitching/contracts';
import { and, asc, eq, getTableColumns, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import { type InventoryRow, inventoryItems } from './inventory.table';
import { inventoryBatches } from './stock.table';

export type NewInventoryRow = typeof inventoryItems.$inferInsert;
export type InventoryChanges = Partial<
  Pick<
    NewInventoryRow,
    'name' | 'quantity' | 'unit' | 'category' | 'expirationDate' | 'minStockLevel' | 'barcode'
  >
>;

/** numeric(12,2) arrives as '2.50'; the wire carries the canonical '2.5' (spec 3: numeric strings). */
export function toInventoryDto(row: InventoryRow): InventoryItem {
  return {
    id: row.id,
    familyId: row.familyId,
    name: row.name,
    quantity: normalizeDecimal(row.quantity),
    unit: row.unit,
    category: row.category,
    expirationDate: row.expirationDate ?? null,
    minStockLevel: normalizeDecimal(row.minStockLevel),
    barcode: row.barcode ?? null,
    userId: row.userId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Every barcode is stored in one form (a UPC-A as its EAN-13), whichever route wrote it. */
function withNormalBarcode<T extends { barcode?: string | null }>(values: T): T {
  return values.barcode ? { ...values, barcode: normalizeBarcode(values.barcode) } : values;
}

export type StockRow = Pick<
  InventoryRow,
  'id' | 'name' | 'quantity' | 'unit' | 'category' | 'expirationDate'
>;

/** An item a reminder may name (numbers as text, the date as 'YYYY-MM-DD'). */
export interface NoticeCandidate {
  familyId: number;
  id: number;
  name: string;
  quantity: string;
  unit: string;
  minStockLevel: string;
  expirationDate: string | null;
}

export function inventoryRepository({ db }: { db: Db }) {
  return {
    /** Expiration dates of the family's items still in stock that expired in [from, before). */
    async expiredInStock(familyId: number, from: string, before: string): Promise<string[]> {
      const rows = await db
        .select({ expirationDate: inventoryItems.expirationDate })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.familyId, familyId),
            isNotNull(inventoryItems.expirationDate),
            gte(inventoryItems.expirationDate, from),
            lt(inventoryItems.expirationDate, before),
            gt(inventoryItems.quantity, '0'),
          ),
        );
      return rows.map((r) => String(r.expirationDate));
    },
    /**
     * The reminders' candidates of many families in one statement (issue 26): items held with a date up to
     * `until` (expired ones included), and items at or below their minimum. Served by two partial indexes.
     */
    async noticeCandidates(familyIds: number[], until: string): Promise<NoticeCandidate[]> {
      if (!familyIds.length) return [];
      const result = await db.execute(sql`
        select family_id as "familyId", id, name, quantity::text as quantity, unit,
               min_stock_level::text as "minStockLevel", expiration_date::text as "expirationDate"
          from inventory_items
         where family_id = any(${`{${familyIds.map(Number).join(',')}}`}::int[])
           and ((expiration_date <= ${until} and quantity > 0) or quantity <= min_stock_level)`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as NoticeCandidate[];
    },
    async listByFamily(familyId: number): Promise<InventoryRow[]> {
      return db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.familyId, familyId))
        .orderBy(asc(sql`lower(${inventoryItems.name})`), asc(inventoryItems.id));
    },
    /** What "what can I cook" needs of each item, nothing more (no timestamps to decode). */
    async stockByFamily(familyId: number): Promise<StockRow[]> {
      return db
        .select({
          id: inventoryItems.id,
          name: inventoryItems.name,
          quantity: inventoryItems.quantity,
          unit: inventoryItems.unit,
          category: inventoryItems.category,
          expirationDate: inventoryItems.expirationDate,
        })
        .from(inventoryItems)
        .where(eq(inventoryItems.familyId, familyId));
    },
    /** The items with these ids, by id (those gone left out). */
    async findMany(ids: number[]): Promise<InventoryRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(inventoryItems)
        .where(inArray(inventoryItems.id, ids))
        .orderBy(asc(inventoryItems.id));
    },
    async findById(id: number): Promise<InventoryRow | undefined> {
      const [row] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, id)).limit(1);
      return row;
    },
    /**
     * The oldest item of the family with this barcode (the family/barcode index serves it). A UPC-A
     * and its EAN-13 form are one barcode; rows stored before normalisation may hold the 12 digits.
     */
    async findByBarcode(familyId: number, barcode: string): Promise<InventoryRow | undefined> {
      const [row] = await db
        .select()
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.familyId, familyId),
            inArray(inventoryItems.barcode, barcodeVariants(barcode)),
          ),
        )
        .orderBy(asc(inventoryItems.id))
        .limit(1);
      return row;
    },
    async create(values: NewInventoryRow): Promise<InventoryRow> {
      const [row] = await db.insert(inventoryItems).values(withNormalBarcode(values)).returning();
      return row!;
    },
    /**
     * Get-or-create by barcode in one statement, under the family/barcode unique index: a new barcode
     * makes the item; one the family holds adds the quantity to it (as many scans at once as there
     * are, never a second item). On the existing item an 'Unknown Product' placeholder takes the name
     * and category given, and the earliest expiry date stays. `created` says which happened; undefined
     * when the family's item is counted in another unit (nothing changed).
     */
    async addByBarcode(
      values: NewInventoryRow & { barcode: string },
    ): Promise<{ row: InventoryRow; created: boolean } | undefined> {
      const current = getTableColumns(inventoryItems);
      const placeholder = sql`${inventoryItems.name} = ${UNKNOWN_PRODUCT.name} and excluded.name <> ${UNKNOWN_PRODUCT.name}`;
      const [result] = await db
        .insert(inventoryItems)
        .values(withNormalBarcode(values))
        .onConflictDoUpdate({
          target: [inventoryItems.familyId, inventoryItems.barcode],
          targetWhere: sql`${inventoryItems.barcode} is not null`,
          set: {
            quantity: sql`least(${inventoryItems.quantity} + excluded.quantity, ${String(QUANTITY_MAX)}::numeric)`,
            name: sql`case when ${placeholder} then excluded.name else ${inventoryItems.name} end`,
            category: sql`case when ${placeholder} then excluded.category else ${inventoryItems.category} end`,
            // least() skips nulls: a date given where there was none is kept.
            expirationDate: sql`least(${inventoryItems.expirationDate}, excluded.expiration_date)`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${inventoryItems.unit} = excluded.unit`,
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ ...current, created: sql<boolean>`(${inventoryItems}.xmax = 0)`.as('created') });
      if (!result) return undefined;
      const { created, ...row } = result;
      return { row, created };
    },
    /** Undefined when the item is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async update(
      id: number,
      changes: InventoryChanges,
      expectedVersion?: number,
    ): Promise<InventoryRow | undefined> {
      const [row] = await db
        .update(inventoryItems)
        .set({ ...withNormalBarcode(changes), updatedAt: sql`now()` })
        .where(atVersion(inventoryItems, id, expectedVersion))
        .returning();
      return row;
    },
    /**
     * An item edit after its batches were written with the sync off (stock.repository.ts `syncItems`):
     * the fields, and the quantity and date from the batches, in one UPDATE at `expectedVersion`. With no
     * batch holding anything the date is `emptyDate` when given, else it stays.
     */
    async updateWithStock(
      id: number,
      changes: InventoryChanges,
      emptyDate: string | null | undefined,
      expectedVersion?: number,
    ): Promise<InventoryRow | undefined> {
      const { quantity: _quantity, expirationDate: _date, ...fields } = changes;
      const held = sql`${inventoryBatches.itemId} = ${id} and ${inventoryBatches.quantity} > 0`;
      const fallback =
        emptyDate === undefined ? sql`${inventoryItems.expirationDate}` : sql`${emptyDate}::date`;
      const [row] = await db
        .update(inventoryItems)
        .set({
          ...withNormalBarcode(fields),
          quantity: sql`(select least(coalesce(sum(${inventoryBatches.quantity}), 0), ${String(QUANTITY_MAX)}::numeric) from ${inventoryBatches} where ${inventoryBatches.itemId} = ${id})`,
          expirationDate: sql`case when exists (select 1 from ${inventoryBatches} where ${held}) then (select min(${inventoryBatches.expirationDate}) from ${inventoryBatches} where ${held}) else ${fallback} end`,
          updatedAt: sql`now()`,
        })
        .where(atVersion(inventoryItems, id, expectedVersion))
        .returning();
      return row;
    },
    /** Many items in one statement, in the order given. */
    async createMany(values: NewInventoryRow[]): Promise<InventoryRow[]> {
      if (!values.length) return [];
      return db.insert(inventoryItems).values(values.map(withNormalBarcode)).returning();
    },
    /** Deletes these items (their batches go with them); those deleted. */
    async removeMany(ids: number[]): Promise<InventoryRow[]> {
      if (!ids.length) return [];
      return db.delete(inventoryItems).where(inArray(inventoryItems.id, ids)).returning();
    },
    /** Undefined when the item is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async remove(id: number, expectedVersion?: number): Promise<InventoryRow | undefined> {
      const [row] = await db
        .delete(inventoryItems)
        .where(atVersion(inventoryItems, id, expectedVersion))
        .returning();
      return row;
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
