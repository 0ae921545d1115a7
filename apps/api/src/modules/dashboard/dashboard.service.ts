import {
  type Actor,
  approximateGrams,
  isoWeekStart,
  toCalendarDate,
  type WasteQuery,
  type WasteReport,
  wasteWeekStarts,
} from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { InventoryService } from '../inventory/inventory.service';

declare module '../../kernel/app-context' {
  interface AppServices {
    dashboard: DashboardService;
  }
}

const utcDate = (time: Date) => time.toISOString().slice(0, 10);
const grams = (quantity: string, unit: string) => approximateGrams(Math.abs(Number(quantity)), unit) ?? 0;

/**
 * The dashboard's food-waste trend (packages/contracts/src/dashboard.ts has the rule): per ISO week,
 * the stock ledger's 'wasted' and 'expired' entries (by the week they were recorded, counted by item,
 * with a grams estimate), food saved by cooking it close to its date, and items that expired while still
 * in stock (by the week of their date). Nothing is written.
 */
export function dashboardService({
  inventory,
}: {
  inventory: Pick<InventoryService, 'expiredInStock' | 'wasteSince'>;
}) {
  return {
    async waste(actor: Actor, familyId: number, query: WasteQuery): Promise<WasteReport> {
      authorize(actor, 'family.view', familyId);
      const today = query.today ?? toCalendarDate();
      const starts = wasteWeekStarts(today, query.weeks);
      const from = starts[0] ?? today;
      const weeks = new Map(
        starts.map((weekStart) => [
          weekStart,
          {
            expiredInStock: 0,
            wasted: new Set<number | null>(),
            expired: new Set<number | null>(),
            thrown: new Set<number | null>(),
            saved: new Set<number | null>(),
            thrownAwayGrams: 0,
            savedGrams: 0,
          },
        ]),
      );

      for (const date of await inventory.expiredInStock(familyId, from, today)) {
        const week = weeks.get(isoWeekStart(date) ?? '');
        if (week) week.expiredInStock += 1;
      }
      for (const entry of await inventory.wasteSince(familyId, from)) {
        const week = weeks.get(isoWeekStart(utcDate(entry.createdAt)) ?? '');
        if (!week) continue;
        if (entry.reason === 'cooked') {
          week.saved.add(entry.itemId);
          week.savedGrams += grams(entry.quantity, entry.unit);
        } else {
          week[entry.reason].add(entry.itemId);
          week.thrown.add(entry.itemId);
          week.thrownAwayGrams += grams(entry.quantity, entry.unit);
        }
      }
      return {
        today,
        weeks: [...weeks].map(([weekStart, w]) => ({
          weekStart,
          expiredInStock: w.expiredInStock,
          thrownAway: w.thrown.size,
          total: w.expiredInStock + w.thrown.size,
          wasted: w.wasted.size,
          expired: w.expired.size,
          thrownAwayGrams: Math.round(w.thrownAwayGrams),
          saved: w.saved.size,
          savedGrams: Math.round(w.savedGrams),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
