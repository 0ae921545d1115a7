import { and, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activity } from '../activity/activity.table';
import { inventoryItems } from '../inventory/inventory.table';

/** Read-only queries behind the dashboard's food-waste chart. */
export function dashboardRepository({ db }: { db: Db }) {
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
    /** The 'inventory.item_removed' events of the family since `since`: the item as it was, and when. */
    async removals(familyId: number, since: string) {
      return db
        .select({ details: activity.details, createdAt: activity.createdAt })
        .from(activity)
        .where(
          and(
            eq(activity.familyId, familyId),
            eq(activity.action, 'inventory.item_removed'),
            gte(activity.createdAt, sql`${since}::date`),
          ),
        );
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
