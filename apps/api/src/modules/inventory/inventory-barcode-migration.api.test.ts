import { readFile } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { families } from '../families/families.table';
import { inventoryItems } from './inventory.table';

// Migrations 0003 and 0004 on data written before a barcode was unique per family: they must go
// through (a failed migration stops the server) and keep every item.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const run = async (file: string) => {
  const text = await readFile(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
};

it('existing duplicates keep the oldest barcode holder, and UPC-A rows take their 13 digits', async () => {
  const { db } = database;
  // The database as it was before 0003: the plain index, not the unique one.
  await db.execute(sql.raw('DROP INDEX "inventory_family_barcode_unique"'));
  await db.execute(
    sql.raw('CREATE INDEX "inventory_family_barcode_idx" ON "inventory_items" ("family_id", "barcode")'),
  );
  const [family] = await db.insert(families).values({ name: 'Old Data' }).returning();
  const [other] = await db.insert(families).values({ name: 'Other Family' }).returning();
  const item = (familyId: number, name: string, barcode: string | null) => ({
    familyId,
    name,
    barcode,
    quantity: '1',
    unit: 'jars',
    category: 'Pantry',
  });
  await db
    .insert(inventoryItems)
    .values([
      item(family!.id, 'first', '5000112637922'),
      item(family!.id, 'second', '5000112637922'),
      item(family!.id, 'upc-a', '036000291452'),
      item(family!.id, 'ean-13', '0036000291452'),
      item(family!.id, 'not a upc-a', '036000291453'),
      item(family!.id, 'blank', ''),
      item(family!.id, 'blank too', '  '),
      item(family!.id, 'spaced', ' 96385074 '),
      item(other!.id, 'theirs', '5000112637922'),
    ]);

  await run('0003_inventory_barcode_cleanup.sql');
  await run('0004_inventory_barcode_unique.sql');

  const rows = await db
    .select({ name: inventoryItems.name, barcode: inventoryItems.barcode })
    .from(inventoryItems)
    .where(eq(inventoryItems.familyId, family!.id))
    .orderBy(asc(inventoryItems.id));
  expect(rows).toEqual([
    { name: 'first', barcode: '5000112637922' },
    { name: 'second', barcode: null },
    { name: 'upc-a', barcode: '0036000291452' },
    { name: 'ean-13', barcode: null },
    { name: 'not a upc-a', barcode: '036000291453' },
    { name: 'blank', barcode: null },
    { name: 'blank too', barcode: null },
    { name: 'spaced', barcode: '96385074' },
  ]);
  const theirs = await db.select().from(inventoryItems).where(eq(inventoryItems.familyId, other!.id));
  expect(theirs.map((row) => row.barcode)).toEqual(['5000112637922']);
});
