import {
  type Actor,
  type InventoryItem,
  type KitchenSummary,
  type MealPlan,
  type PlannedMeal,
  summarizeStock,
  toCalendarDate,
} from '@kitching/contracts';

declare module '../../kernel/app-context' {
  interface AppServices {
    summary: SummaryService;
  }
}

interface Deps {
  inventory: { list(actor: Actor, familyId: number): Promise<InventoryItem[]> };
  meals: {
    planned(actor: Actor, familyId: number, start?: string, end?: string): Promise<PlannedMeal[]>;
    listPlans(actor: Actor, familyId: number): Promise<MealPlan[]>;
  };
}

/**
 * Issue 29: the kitchen at a glance for Home Assistant (GET /api/summary). It reads through the inventory
 * and meal-plans services with the member as actor, so it sees exactly what they may see.
 */
export function summaryService({ inventory, meals }: Deps) {
  return {
    async summary(actor: Actor, familyId: number, date = toCalendarDate()): Promise<KitchenSummary> {
      const [items, planned, plans] = await Promise.all([
        inventory.list(actor, familyId),
        meals.planned(actor, familyId, date, date),
        meals.listPlans(actor, familyId),
      ]);
      const nameOf = new Map(plans.map((p) => [p.id, p.name]));
      const dinners = planned.filter((p) => p.mealType === 'dinner' && p.plannedDate === date);
      const first = dinners[0];
      return {
        date,
        ...summarizeStock(items, date),
        tonightsDinner: first
          ? {
              name: nameOf.get(first.mealPlanId) ?? 'Dinner',
              plannedMealId: first.id,
              mealPlanId: first.mealPlanId,
              cooked: Boolean(first.cookedAt),
            }
          : null,
        dinners: dinners.map((d) => nameOf.get(d.mealPlanId) ?? 'Dinner'),
      };
    },
  };
}
export type SummaryService = ReturnType<typeof summaryService>;
