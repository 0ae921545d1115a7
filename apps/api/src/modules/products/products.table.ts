import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';

/** Open Food Facts answers, 'not found' included, kept for a while. */
export const productCache = pgTable('product_cache', {
  barcode: text('barcode').primaryKey(),
  found: boolean('found').notNull(),
  name: text('name'),
  brand: text('brand'),
  category: text('category'),
  imageUrl: text('image_url'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A family's own name for a barcode, learned when they name an unknown product. */
export const familyProducts = pgTable(
  'family_products',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_products_family_barcode_unique').on(t.familyId, t.barcode)],
);
