import { z } from 'zod';
import { isLow, toNumber } from './stock';

/**
 * Issue 29: GET /api/summary, the signed-in member's kitchen at a glance, made for Home Assistant's REST
 * sensors (docs/home-assistant.md): what expires today (and what has expired, still in stock), what is
 * low, and tonight's dinner. `date` is the server's calendar day the answer was made for.
 */
const summaryItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  expirationDate: z.string().nullable(),
  minStockLevel: z.string(),
});
const summaryGroupSchema = z.object({
  count: z.number(),
  names: z.array(z.string()),
  items: z.array(summaryItemSchema),
});

export const kitchenSummarySchema = z.object({
  date: z.string(),
  expiringToday: summaryGroupSchema,
  expired: summaryGroupSchema,
  low: summaryGroupSchema,
  /** The first dinner planned for `date`, or null; `dinners` names every dinner planned that day. */
  tonightsDinner: z
    .object({ name: z.string(), plannedMealId: z.number(), mealPlanId: z.number(), cooked: z.boolean() })
    .nullable(),
  dinners: z.array(z.string()),
});
export type KitchenSummary = z.infer<typeof kitchenSummarySchema>;
type SummaryItem = z.infer<typeof summaryItemSchema>;

const group = (items: SummaryItem[]) => ({ count: items.length, names: items.map((i) => i.name), items });

/** The summary's three groups of the family's items, for `date` (pure; the API answers with it). */
export function summarizeStock(items: readonly SummaryItem[], date: string) {
  const held = items.filter((i) => toNumber(i.quantity) > 0);
  return {
    expiringToday: group(held.filter((i) => i.expirationDate === date)),
    expired: group(held.filter((i) => i.expirationDate !== null && i.expirationDate < date)),
    low: group(items.filter((i) => isLow(i.quantity, i.minStockLevel))),
  };
}
