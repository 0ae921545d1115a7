import { readFile } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { families } from '../families/families.table';
import { inventoryItems } from './inventory.table';
import { inventoryBatches } from './stock.table';

// Migration 0017 on items made before batches (written straight into inventory_items, as they were):
// one batch per item holding some, lossless; the items stay exactly as they were; run twice, once.

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

it('existing items become one batch each (quantity, unit, date), items at 0 none; nothing else moves', async () => {
  const { db } = database;
  const [family] = await db.insert(families).values({ name: 'Before Batches' }).returning();
  const item = (name: string, quantity: string, unit: string, expirationDate: string | null) => ({
    familyId: family!.id,
    name,
    quantity,
    unit,
    category: 'Pantry',
    expirationDate,
  });
  const before = await db
    .insert(inventoryItems)
    .values([
      item('Rice', '2.50', 'lbs', '2027-01-31'),
      item('Milk', '1', 'gallons', null),
      item('Used up', '0', 'jars', '2026-10-01'),
    ])
    .returning();

  await run('0017_stock_batches_migrated.sql');
  await run('0017_stock_batches_migrated.sql');

  const batches = await db
    .select()
    .from(inventoryBatches)
    .where(eq(inventoryBatches.familyId, family!.id))
    .orderBy(asc(inventoryBatches.itemId));
  expect(batches.map((b) => [b.itemId, b.quantity, b.unit, b.expirationDate, b.source])).toEqual([
    [before[0]!.id, '2.50', 'lbs', '2027-01-31', 'migrated'],
    [before[1]!.id, '1.00', 'gallons', null, 'migrated'],
  ]);
  const after = await db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.familyId, family!.id))
    .orderBy(asc(inventoryItems.id));
  expect(after.map((i) => [i.quantity, i.expirationDate, i.version])).toEqual(
    before.map((i) => [i.quantity, i.expirationDate, i.version]),
  );
});
