import { barcodeVariants, type FamilyProduct, normalizeBarcode } from '@kitching/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProducts, productCache } from './products.table';

export type CacheRow = typeof productCache.$inferSelect;
export type NewCacheRow = typeof productCache.$inferInsert;
export type FamilyProductRow = typeof familyProducts.$inferSelect;

export const toFamilyProductDto = (row: FamilyProductRow): FamilyProduct => ({
  id: row.id,
  familyId: row.familyId,
  barcode: row.barcode,
  name: row.name,
  brand: row.brand ?? null,
  category: row.category,
  updatedAt: row.updatedAt.toISOString(),
});

export function productsRepository({ db }: { db: Db }) {
  return {
    /** A cached answer that has not expired yet. */
    async freshCache(barcode: string, now = new Date()): Promise<CacheRow | undefined> {
      const [row] = await db
        .select()
        .from(productCache)
        .where(and(eq(productCache.barcode, barcode), gt(productCache.expiresAt, now)))
        .limit(1);
      return row;
    },
    /** Any cached answer, expired or not (only for a brand or picture, never to decide 'found'). */
    async anyCache(barcode: string): Promise<CacheRow | undefined> {
      const [row] = await db.select().from(productCache).where(eq(productCache.barcode, barcode)).limit(1);
      return row;
    },
    async saveCache(values: NewCacheRow): Promise<CacheRow> {
      const { barcode: _barcode, ...changes } = values;
      const [row] = await db
        .insert(productCache)
        .values(values)
        .onConflictDoUpdate({ target: productCache.barcode, set: changes })
        .returning();
      return row!;
    },
    /** A UPC-A and its EAN-13 form are one barcode; a row saved before normalisation may hold the 12 digits. */
    async familyProduct(familyId: number, barcode: string): Promise<FamilyProductRow | undefined> {
      const [row] = await db
        .select()
        .from(familyProducts)
        .where(
          and(
            eq(familyProducts.familyId, familyId),
            inArray(familyProducts.barcode, barcodeVariants(barcode)),
          ),
        )
        .orderBy(desc(familyProducts.updatedAt), desc(familyProducts.id))
        .limit(1);
      return row;
    },
    /** One name per family and barcode: naming it again replaces the old name. */
    async saveFamilyProduct(values: {
      familyId: number;
      barcode: string;
      name: string;
      brand: string | null;
      category: string;
    }): Promise<FamilyProductRow> {
      const [row] = await db
        .insert(familyProducts)
        .values({ ...values, barcode: normalizeBarcode(values.barcode) })
        .onConflictDoUpdate({
          target: [familyProducts.familyId, familyProducts.barcode],
          set: { name: values.name, brand: values.brand, category: values.category, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}
export type ProductsRepository = ReturnType<typeof productsRepository>;
