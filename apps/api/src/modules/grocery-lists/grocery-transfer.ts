import { type ExportGroceryListLine, normalizeDecimal } from '@kitching/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { familyShopSettings, groceryItems, groceryLists, productNameLinks } from './grocery-lists.table';

export type GroceryListDraft = Omit<ExportGroceryListLine, 'id' | 'createdAt'>;
export interface GrocerySettingsDraft {
  shopOrder: string[];
  putAwayOnTick: boolean;
  lowStockToList: boolean;
}

const CHUNK = 200;

/** Issue 25: the family's grocery lists with their lines, its shop settings and name links, out and in. */
export function groceryTransfer(run: ScopedRun<unknown>) {
  return {
    exportPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }): Promise<ExportGroceryListLine[]> => {
        const lists = await db
          .select()
          .from(groceryLists)
          .where(and(eq(groceryLists.familyId, familyId), gt(groceryLists.id, afterId)))
          .orderBy(asc(groceryLists.id))
          .limit(limit);
        if (!lists.length) return [];
        const items = await db
          .select()
          .from(groceryItems)
          .where(
            inArray(
              groceryItems.listId,
              lists.map((l) => l.id),
            ),
          )
          .orderBy(asc(groceryItems.id));
        return lists.map((l) => ({
          id: l.id,
          name: l.name,
          createdAt: l.createdAt.toISOString(),
          items: items
            .filter((i) => i.listId === l.id)
            .map((i) => ({
              name: i.name,
              quantity: normalizeDecimal(i.quantity),
              unit: i.unit,
              moreAmounts: i.moreAmounts,
              category: i.category,
              purchased: i.purchased,
              purchasedAt: i.purchasedAt?.toISOString() ?? null,
            })),
        }));
      }),

    exportSettings: (familyId: number) =>
      run(async ({ db }) => {
        const [settings] = await db
          .select()
          .from(familyShopSettings)
          .where(eq(familyShopSettings.familyId, familyId));
        const links = await db
          .select({ name: productNameLinks.name, sameAs: productNameLinks.sameAs })
          .from(productNameLinks)
          .where(eq(productNameLinks.familyId, familyId))
          .orderBy(asc(productNameLinks.id));
        return {
          shopOrder: settings?.shopOrder ?? [],
          putAwayOnTick: settings?.putAwayOnTick ?? false,
          lowStockToList: settings?.lowStockToList ?? false,
          nameLinks: links,
        };
      }),

    async listNames(tx: Tx, familyId: number): Promise<Set<string>> {
      const rows = await tx.db
        .select({ name: sql<string>`lower(${groceryLists.name})` })
        .from(groceryLists)
        .where(eq(groceryLists.familyId, familyId));
      return new Set(rows.map((r) => r.name));
    },

    /** Adds the lists with their lines; answers the new lists' ids in order. */
    async importMany(tx: Tx, actorId: number, familyId: number, drafts: GroceryListDraft[]) {
      const ids: number[] = [];
      for (let i = 0; i < drafts.length; i += CHUNK) {
        const chunk = drafts.slice(i, i + CHUNK);
        const rows = await tx.db
          .insert(groceryLists)
          .values(chunk.map((d) => ({ name: d.name, familyId, createdBy: actorId })))
          .returning({ id: groceryLists.id });
        const lines = chunk.flatMap((d, n) =>
          d.items.map((item) => ({
            ...item,
            purchasedAt: item.purchasedAt ? new Date(item.purchasedAt) : null,
            listId: rows[n]!.id,
            familyId,
          })),
        );
        for (let j = 0; j < lines.length; j += CHUNK)
          await tx.db.insert(groceryItems).values(lines.slice(j, j + CHUNK));
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },

    /** Undoes an import that did not finish: its lists go with their lines. */
    async removeImported(tx: Tx, familyId: number, ids: number[]) {
      if (ids.length)
        await tx.db
          .delete(groceryLists)
          .where(and(eq(groceryLists.familyId, familyId), inArray(groceryLists.id, ids)));
    },

    /** A restore into an empty family takes the export's settings; links are added (never doubled). */
    async importSettings(
      tx: Tx,
      actorId: number,
      familyId: number,
      settings: GrocerySettingsDraft | null,
      links: { name: string; sameAs: string }[],
    ) {
      if (settings)
        await tx.db
          .insert(familyShopSettings)
          .values({ familyId, ...settings })
          .onConflictDoUpdate({
            target: familyShopSettings.familyId,
            set: { ...settings, updatedAt: new Date() },
          });
      for (let i = 0; i < links.length; i += CHUNK)
        await tx.db
          .insert(productNameLinks)
          .values(links.slice(i, i + CHUNK).map((l) => ({ ...l, familyId, createdBy: actorId })))
          .onConflictDoNothing();
    },
  };
}
