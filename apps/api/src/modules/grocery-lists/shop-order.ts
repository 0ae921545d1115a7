import { type Actor, INVENTORY_CATEGORIES } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { GroceryDeps, GroceryRepos } from './grocery-lines';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/** A visit to the shop: ticks this close together are one trip (they teach the shop's order). */
const VISIT_MS = 3 * 60 * 60 * 1000;

/** The family's shop order: the saved one, then any category it does not name, in the spec's order. */
export function completeShopOrder(saved: readonly string[]): string[] {
  const known = saved.filter((c) => (INVENTORY_CATEGORIES as readonly string[]).includes(c));
  return [...new Set([...known, ...INVENTORY_CATEGORIES])];
}

/**
 * Moves `ticked` toward the order of this visit's ticks: it goes after every category ticked earlier in
 * the visit that the order has after it. Repeated over trips, the order becomes the shop's.
 */
export function learnShopOrder(order: readonly string[], visit: readonly string[], ticked: string): string[] {
  const before = visit.filter((c) => c !== ticked);
  const position = order.indexOf(ticked);
  const last = Math.max(-1, ...before.map((c) => order.indexOf(c)));
  if (position < 0 || last <= position) return [...order];
  const next = order.filter((c) => c !== ticked);
  next.splice(next.indexOf(order[last]!) + 1, 0, ticked);
  return next;
}

/** The tick's category moves toward where this trip's ticks put it. */
export async function learnFromTick(repos: GroceryRepos, list: GroceryListRow, ticked: GroceryItemRow) {
  const since = Date.now() - VISIT_MS;
  const visit = (await repos.grocery.itemsOf(list.id))
    .filter((l) => l.purchased && l.purchasedAt && l.purchasedAt.getTime() >= since && l.id !== ticked.id)
    .sort((a, b) => a.purchasedAt!.getTime() - b.purchasedAt!.getTime())
    .map((l) => l.category);
  if (!visit.length) return;
  const settings = await repos.grocery.shopSettings(list.familyId);
  const order = completeShopOrder(settings.shopOrder);
  const next = learnShopOrder(order, [...new Set(visit)], ticked.category);
  if (next.join() !== order.join()) await repos.grocery.saveShopOrder(list.familyId, next);
}

/** The family's shop order (issue 12): read, and set by hand. */
export function shopOrderUseCases({ grocery, run }: Pick<GroceryDeps, 'grocery' | 'run'>) {
  return {
    async shopOrder(actor: Actor, familyId: number): Promise<string[]> {
      authorize(actor, 'family.view', familyId);
      return completeShopOrder((await grocery.shopSettings(familyId)).shopOrder);
    },

    async setShopOrder(actor: Actor, familyId: number, order: string[]): Promise<string[]> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'groceries.edit');
      const complete = completeShopOrder(order);
      return run(async ({ repos, emit }) => {
        await repos.grocery.saveShopOrder(familyId, complete);
        emit({
          type: 'family.shop_order_changed',
          familyId,
          actorId: actor.id,
          details: { order: complete },
        });
        return complete;
      });
    },
  };
}
