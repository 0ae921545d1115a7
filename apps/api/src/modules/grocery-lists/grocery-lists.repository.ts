import {
  type GroceryItem,
  type GroceryList,
  normalizeDecimal,
  type ProductLink,
  type ProductLinkPair,
} from '@kitching/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import {
  familyShopSettings,
  type GroceryItemRow,
  type GroceryListRow,
  groceryItems,
  groceryLists,
  type ProductNameLinkRow,
  productNameLinks,
} from './grocery-lists.table';

export type NewGroceryItem = typeof groceryItems.$inferInsert;
export type GroceryItemChanges = Partial<
  Pick<
    NewGroceryItem,
    'name' | 'quantity' | 'unit' | 'category' | 'purchased' | 'moreAmounts' | 'purchasedAt'
  >
>;

export function toGroceryItemDto(row: GroceryItemRow): GroceryItem {
  return {
    id: row.id,
    groceryListId: row.listId,
    name: row.name,
    quantity: normalizeDecimal(row.quantity),
    unit: row.unit,
    moreAmounts: row.moreAmounts ?? [],
    category: row.category,
    purchased: row.purchased,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toGroceryListDto(row: GroceryListRow, items: GroceryItemRow[]): GroceryList {
  return {
    id: row.id,
    name: row.name,
    familyId: row.familyId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    items: items.map(toGroceryItemDto),
  };
}

export const toProductLinkDto = (row: ProductNameLinkRow): ProductLink => ({
  id: row.id,
  name: row.name,
  sameAs: row.sameAs,
  createdAt: row.createdAt.toISOString(),
});

export function groceryListsRepository({ db }: { db: Db }) {
  return {
    /** The family's links between names, oldest first. */
    async links(familyId: number): Promise<ProductNameLinkRow[]> {
      return db
        .select()
        .from(productNameLinks)
        .where(eq(productNameLinks.familyId, familyId))
        .orderBy(asc(productNameLinks.id));
    },
    async linkPairs(familyId: number): Promise<ProductLinkPair[]> {
      return (await this.links(familyId)).map((link) => [link.name, link.sameAs] as const);
    },
    async findLink(id: number): Promise<ProductNameLinkRow | undefined> {
      const [row] = await db.select().from(productNameLinks).where(eq(productNameLinks.id, id)).limit(1);
      return row;
    },
    /** Undefined when the family has this link already. */
    async addLink(values: typeof productNameLinks.$inferInsert): Promise<ProductNameLinkRow | undefined> {
      const [row] = await db.insert(productNameLinks).values(values).onConflictDoNothing().returning();
      return row;
    },
    async removeLink(id: number): Promise<ProductNameLinkRow | undefined> {
      const [row] = await db.delete(productNameLinks).where(eq(productNameLinks.id, id)).returning();
      return row;
    },
    /** The family's lists, newest first, each with its items in the order they were added. */
    async listByFamily(familyId: number): Promise<{ list: GroceryListRow; items: GroceryItemRow[] }[]> {
      const [lists, items] = await Promise.all([
        db
          .select()
          .from(groceryLists)
          .where(eq(groceryLists.familyId, familyId))
          .orderBy(desc(groceryLists.id)),
        db
          .select()
          .from(groceryItems)
          .where(eq(groceryItems.familyId, familyId))
          .orderBy(asc(groceryItems.id)),
      ]);
      const byList = new Map<number, GroceryItemRow[]>();
      for (const item of items) byList.set(item.listId, [...(byList.get(item.listId) ?? []), item]);
      return lists.map((list) => ({ list, items: byList.get(list.id) ?? [] }));
    },
    async findList(id: number): Promise<GroceryListRow | undefined> {
      const [row] = await db.select().from(groceryLists).where(eq(groceryLists.id, id)).limit(1);
      return row;
    },
    /** The list, locked until the transaction ends: changes to one list's lines queue behind each other. */
    async lockList(id: number): Promise<GroceryListRow | undefined> {
      const [row] = await db.select().from(groceryLists).where(eq(groceryLists.id, id)).for('update');
      return row;
    },
    async itemsOf(listId: number): Promise<GroceryItemRow[]> {
      return db
        .select()
        .from(groceryItems)
        .where(eq(groceryItems.listId, listId))
        .orderBy(asc(groceryItems.id));
    },
    async createList(values: typeof groceryLists.$inferInsert): Promise<GroceryListRow> {
      const [row] = await db.insert(groceryLists).values(values).returning();
      return row!;
    },
    async renameList(
      id: number,
      name: string,
      expectedVersion?: number,
    ): Promise<GroceryListRow | undefined> {
      const [row] = await db
        .update(groceryLists)
        .set({ name, updatedAt: sql`now()` })
        .where(atVersion(groceryLists, id, expectedVersion))
        .returning();
      return row;
    },
    /** Undefined when the list is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async removeList(id: number, expectedVersion?: number): Promise<GroceryListRow | undefined> {
      const [row] = await db
        .delete(groceryLists)
        .where(atVersion(groceryLists, id, expectedVersion))
        .returning();
      return row;
    },
    async findItem(id: number): Promise<GroceryItemRow | undefined> {
      const [row] = await db.select().from(groceryItems).where(eq(groceryItems.id, id)).limit(1);
      return row;
    },
    async createItem(values: NewGroceryItem): Promise<GroceryItemRow> {
      const [row] = await db.insert(groceryItems).values(values).returning();
      return row!;
    },
    /** Lines brought back by an Undo, with their ids, in the order they were added. */
    async createItems(values: NewGroceryItem[]): Promise<GroceryItemRow[]> {
      if (!values.length) return [];
      return db.insert(groceryItems).values(values).returning();
    },
    /** Undefined when the line is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async updateItem(
      id: number,
      changes: GroceryItemChanges,
      expectedVersion?: number,
    ): Promise<GroceryItemRow | undefined> {
      const [row] = await db
        .update(groceryItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(atVersion(groceryItems, id, expectedVersion))
        .returning();
      return row;
    },
    /** Undefined when the line is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async removeItem(id: number, expectedVersion?: number): Promise<GroceryItemRow | undefined> {
      const [row] = await db
        .delete(groceryItems)
        .where(atVersion(groceryItems, id, expectedVersion))
        .returning();
      return row;
    },
    async removeItems(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(groceryItems).where(inArray(groceryItems.id, ids));
    },
    /** The list's purchased lines, locked: put away once, whoever presses it twice. */
    async lockPurchased(listId: number): Promise<GroceryItemRow[]> {
      return db
        .select()
        .from(groceryItems)
        .where(and(eq(groceryItems.listId, listId), eq(groceryItems.purchased, true)))
        .orderBy(asc(groceryItems.id))
        .for('update');
    },
    async shopSettings(familyId: number) {
      const [row] = await db
        .select()
        .from(familyShopSettings)
        .where(eq(familyShopSettings.familyId, familyId));
      return row ?? { familyId, shopOrder: [] as string[], putAwayOnTick: false, lowStockToList: false };
    },
    /** The settings given (absent ones stay as they are). */
    async saveSettings(familyId: number, settings: { putAwayOnTick?: boolean; lowStockToList?: boolean }) {
      await db
        .insert(familyShopSettings)
        .values({ familyId, ...settings })
        .onConflictDoUpdate({
          target: familyShopSettings.familyId,
          set: { ...settings, updatedAt: sql`now()` },
        });
    },
    /**
     * The family's list in progress: the most recently changed list (its name or any of its lines) that
     * still has lines not bought; undefined when none has.
     */
    async listInProgress(familyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: groceryItems.listId })
        .from(groceryItems)
        .innerJoin(groceryLists, eq(groceryLists.id, groceryItems.listId))
        .where(and(eq(groceryItems.familyId, familyId)))
        .groupBy(groceryItems.listId, groceryLists.updatedAt)
        .having(sql`bool_or(not ${groceryItems.purchased})`)
        .orderBy(
          desc(sql`greatest(max(${groceryItems.updatedAt}), ${groceryLists.updatedAt})`),
          desc(groceryItems.listId),
        )
        .limit(1);
      return row?.id;
    },
    async saveShopOrder(familyId: number, shopOrder: string[]) {
      await db
        .insert(familyShopSettings)
        .values({ familyId, shopOrder })
        .onConflictDoUpdate({
          target: familyShopSettings.familyId,
          set: { shopOrder, updatedAt: sql`now()` },
        });
    },
  };
}
export type GroceryListsRepository = ReturnType<typeof groceryListsRepository>;
