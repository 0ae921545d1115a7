import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/** A family's grocery list (spec 3): its items are `grocery_items`. */
export const groceryLists = pgTable(
  'grocery_lists',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a trigger on every update (If-Match, db/versioned.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('grocery_lists_family_idx').on(t.familyId, t.id)],
);
export type GroceryListRow = typeof groceryLists.$inferSelect;

/** One line of a grocery list (spec 3). The family is kept on the line too, for its triggers and checks. */
export const groceryItems = pgTable(
  'grocery_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    /** Amounts that could not be converted into `unit` (merge): `[{ quantity, unit }]`. */
    moreAmounts: jsonb('more_amounts').$type<{ quantity: string; unit: string }[]>().notNull().default([]),
    category: text('category').notNull(),
    purchased: boolean('purchased').notNull().default(false),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('grocery_items_list_idx').on(t.listId, t.id),
    index('grocery_items_family_idx').on(t.familyId),
  ],
);
export type GroceryItemRow = typeof groceryItems.$inferSelect;

/** A family's settings for shopping: the shop's category order (learnt from ticks), put away on tick. */
export const familyShopSettings = pgTable('family_shop_settings', {
  familyId: integer('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  shopOrder: jsonb('shop_order').$type<string[]>().notNull().default([]),
  putAwayOnTick: boolean('put_away_on_tick').notNull().default(false),
  /** Issue 23: items a cook brings to or below their minimum go onto the list in progress. */
  lowStockToList: boolean('low_stock_to_list').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A family's own links between two names of one product ('scallions' = 'green onions'): the name rule
 * (contracts product-names.ts) treats them as the same product everywhere (merge, put away, low stock,
 * recipes). Stored as typed; keyed when used.
 */
export const productNameLinks = pgTable(
  'product_name_links',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sameAs: text('same_as').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_name_links_family_pair').on(t.familyId, t.name, t.sameAs)],
);
export type ProductNameLinkRow = typeof productNameLinks.$inferSelect;
