import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Numeric strings on the wire (spec 3); never negative. */
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    category: text('category').notNull(),
    expirationDate: date('expiration_date'),
    minStockLevel: numeric('min_stock_level', { precision: 12, scale: 2 }).notNull().default('0'),
    barcode: text('barcode'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a trigger on every update (If-Match, db/versioned.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The list's order (lower(name), id) read straight from the index: no sort of the family's items.
    index('inventory_family_name_idx').on(t.familyId, sql`lower(${t.name})`, t.id),
    // A family holds a barcode once: scanner adds get-or-create under it (ON CONFLICT), so two scans of a
    // new product at once make one item. Also serves the barcode lookups.
    uniqueIndex('inventory_family_barcode_unique')
      .on(t.familyId, t.barcode)
      .where(sql`${t.barcode} is not null`),
    index('inventory_user_idx').on(t.userId),
    // The reminders' pass (issue 26) reads only dated and low items of a page of families.
    index('inventory_family_expiry_idx')
      .on(t.familyId, t.expirationDate)
      .where(sql`${t.expirationDate} is not null`),
    index('inventory_family_low_idx').on(t.familyId).where(sql`${t.quantity} <= ${t.minStockLevel}`),
  ],
);
export type InventoryRow = typeof inventoryItems.$inferSelect;
