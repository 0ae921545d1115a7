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
    /** Many items in one statement, in the order given. */
    async createMany(values: NewInventoryRow[]): Promise<InventoryRow[]> {
      if (!values.length) return [];
      return db.insert(inventoryItems).values(values.map(withNormalBarcode)).returning();
    },
    /**
     * Adds each `delta` (a positive numeric string) to its item in one statement, kept within what the
     * column holds; the items as they are after, by id. An id that is gone is left out.
     */
    async addQuantities(deltas: { id: number; delta: string }[]): Promise<InventoryRow[]> {
      if (!deltas.length) return [];
      const rows = sql.join(
        deltas.map((d) => sql`(${d.id}::integer, ${d.delta}::numeric)`),
        sql`, `,
      );
      const result = (await db
        .update(inventoryItems)
        .set({
          quantity: sql`least(${inventoryItems.quantity} + changes.delta, ${String(QUANTITY_MAX)}::numeric)`,
          updatedAt: sql`now()`,
        })
        .from(sql`(values ${rows}) as changes(id, delta)`)
        .where(sql`${inventoryItems.id} = changes.id`)
        .returning()) as InventoryRow[];
      return result.sort((a, b) => a.id - b.id);
    },
    /** Undefined when the item is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async remove(id: number, expectedVersion?: number): Promise<InventoryRow | undefined> {
      const [row] = await db
        .delete(inventoryItems)
        .where(atVersion(inventoryItems, id, expectedVersion))
        .returning();
      return row;
    },
    /**
     * Adds `delta` (a numeric string, may be negative) in one statement, kept between 0 and what the
     * column holds, and returns the item with `change`: what really moved (new minus old quantity).
     * The old quantity is read FOR UPDATE in the same statement, so two scans at once both count and
     * each reports only its own part: 30 use-ups of 2 from 55 report 55 removed in all, not 30 x 2.
     */
    async adjustQuantity(
      id: number,
      delta: string,
    ): Promise<{ row: InventoryRow; change: string } | undefined> {
      const before = db
        .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
        .from(inventoryItems)
        .where(eq(inventoryItems.id, id))
        .for('update')
        .as('before');
      const [result] = await db
        .update(inventoryItems)
        .set({
          quantity: sql`least(greatest(${inventoryItems.quantity} + ${delta}::numeric, 0), ${String(QUANTITY_MAX)}::numeric)`,
          updatedAt: sql`now()`,
        })
        .from(before)
        .where(eq(inventoryItems.id, before.id))
        .returning({
          ...getTableColumns(inventoryItems),
          change: sql<string>`(${inventoryItems.quantity} - ${before.quantity})::text`.as('change'),
        });
      if (!result) return undefined;
      const { change, ...row } = result;
      return { row, change: normalizeDecimal(change) };
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
