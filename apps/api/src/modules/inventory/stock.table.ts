import type { BatchSource, LedgerReason, StockActionKind, StoragePlace } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';
import { inventoryItems } from './inventory.table';

/**
 * Issue 23: an item's stock is one or more batches (each purchase with its own amount and dates). The
 * item's `quantity` is their sum and its `expiration_date` the earliest date of those holding some: a
 * trigger keeps both in the writing statement's transaction (drizzle/0016_stock_ledger_triggers.sql), so
 * no write path can forget it. A batch emptied by a take stays at 0 (an undo puts the amount back into
 * it, date and all) and is never listed.
 */
export const inventoryBatches = pgTable(
  'inventory_batches',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    /** Always the item's unit (changing the item's unit changes its batches'). */
    unit: text('unit').notNull(),
    expirationDate: date('expiration_date'),
    /** The date was suggested from the category's shelf life (shown as a suggestion). */
    expirationSuggested: boolean('expiration_suggested').notNull().default(false),
    openedAt: date('opened_at'),
    location: text('location').$type<StoragePlace>(),
    source: text('source').$type<BatchSource>(),
    price: numeric('price', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Earliest expiry first (undated last), then oldest: the order every take draws in, per item.
    index('inventory_batches_item_fefo_idx').on(t.itemId, t.expirationDate, t.id),
    // The family's stock a cook plans over: only batches holding something.
    index('inventory_batches_family_stock_idx').on(t.familyId).where(sql`${t.quantity} > 0`),
    check('inventory_batches_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
export type BatchRow = typeof inventoryBatches.$inferSelect;

/** What an action made, for its undo: batches and items to remove, a planned meal to unmark... */
export interface StockActionDetails {
  createdBatchIds?: number[];
  createdItemIds?: number[];
  /** The planned meal a cook marked cooked. */
  plannedMealId?: number;
  /** A batch edit: the batch as it was before. */
  batchBefore?: {
    id: number;
    quantity: string;
    expirationDate: string | null;
    expirationSuggested: boolean;
    openedAt: string | null;
    location: StoragePlace | null;
    price: string | null;
  };
  /** A cook: the dish and the servings cooked. */
  dish?: { kind: 'recipe' | 'meal_plan'; id: number; name: string; servings: number };
}

/** One user action that changed stock (a put-away, a cook, a use-up...): the unit an undo restores. */
export const stockActions = pgTable(
  'stock_actions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StockActionKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    details: jsonb('details').$type<StockActionDetails>().notNull().default({}),
  },
  (t) => [index('stock_actions_family_idx').on(t.familyId, t.id)],
);
export type StockActionRow = typeof stockActions.$inferSelect;

/**
 * Every change of stock, one row per batch changed, signed. The item and batch are plain ids (no
 * foreign key): the history outlives a deleted item, with the name it had.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    batchId: integer('batch_id'),
    itemName: text('item_name').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    /** The batch's date when the entry was made (food saved: cooked within days of it). */
    batchExpiry: date('batch_expiry'),
    actionId: integer('action_id')
      .notNull()
      .references(() => stockActions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An item's history, newest first (the index read backwards).
    index('stock_ledger_item_idx').on(t.itemId, t.id),
    // Later changes of a batch (an undo is refused when there are any).
    index('stock_ledger_batch_idx').on(t.batchId, t.id),
    index('stock_ledger_action_idx').on(t.actionId),
    // The family's weeks (the food-waste trend).
    index('stock_ledger_family_time_idx').on(t.familyId, t.createdAt),
  ],
);
export type LedgerRow = typeof stockLedger.$inferSelect;

/** A family's own shelf life for a category (shelf-life.ts has the defaults). */
export const familyShelfLife = pgTable(
  'family_shelf_life',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    freshDays: integer('fresh_days'),
    openedDays: integer('opened_days'),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.category] })],
);
