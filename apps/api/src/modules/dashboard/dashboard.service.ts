import {
  type Actor,
  isoWeekStart,
  toCalendarDate,
  type WasteQuery,
  type WasteReport,
  wasteWeekStarts,
} from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ActivityService } from '../activity/activity.service';
import type { InventoryService } from '../inventory/inventory.service';

const DAY_MS = 86_400_000;

declare module '../../kernel/app-context' {
  interface AppServices {
    dashboard: DashboardService;
  }
}

/**
 * The dashboard's food-waste trend (packages/contracts/src/dashboard.ts has the rule): per ISO week of
 * the expiration date, items that expired while still in stock, and items deleted after their expiry
 * with some left. Nothing is written; nothing here is estimated.
 */
export function dashboardService({
  inventory,
  activity,
}: {
  inventory: Pick<InventoryService, 'expiredInStock'>;
  activity: Pick<ActivityService, 'removals'>;
}) {
  return {
    async waste(actor: Actor, familyId: number, query: WasteQuery): Promise<WasteReport> {
      authorize(actor, 'family.view', familyId);
      const today = query.today ?? toCalendarDate();
      const starts = wasteWeekStarts(today, query.weeks);
      const from = starts[0] ?? today;
      const weeks = new Map(starts.map((weekStart) => [weekStart, { expiredInStock: 0, thrownAway: 0 }]));

      for (const date of await inventory.expiredInStock(familyId, from, today)) {
        const week = weeks.get(isoWeekStart(date) ?? '');
        if (week) week.expiredInStock += 1;
      }
      for (const { details, createdAt } of await activity.removals(familyId, from)) {
        const item = (details as { item?: { expirationDate?: string | null; quantity?: string } } | null)
          ?.item;
        const expiry = item?.expirationDate;
        if (!expiry || !(Number(item.quantity) > 0)) continue;
        // Removed on a later day than it expired (the removal's UTC date), and not after today.
        const removedOn = new Date(Math.floor(createdAt.getTime() / DAY_MS) * DAY_MS)
          .toISOString()
          .slice(0, 10);
        if (!(expiry < removedOn) || expiry >= today) continue;
        const week = weeks.get(isoWeekStart(expiry) ?? '');
        if (week) week.thrownAway += 1;
      }
      return {
        today,
        weeks: [...weeks].map(([weekStart, w]) => ({
          weekStart,
          ...w,
          total: w.expiredInStock + w.thrownAway,
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
