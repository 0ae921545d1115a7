import type { Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import {
  amountsOf,
  type GroceryDeps,
  type GroceryWork,
  linksOf,
  lockList,
  ref,
  requireList,
} from './grocery-lines';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/** What a put-away did (the inventory's `receive`): items made and added to, dates suggested, the action. */
export type PutAwayResult = Awaited<ReturnType<GroceryDeps['inventory']['receive']>>;

/**
 * Bought lines into the inventory (inside the caller's unit of work), through the inventory's own
 * `receive`: a line matching an item (the name rule) adds to it, converted into the item's unit;
 * otherwise (or when the units do not convert) it makes an item. The lines are then removed.
 */
export async function putAwayLines(
  work: GroceryWork,
  inventory: GroceryDeps['inventory'],
  actor: Actor,
  list: GroceryListRow,
  bought: GroceryItemRow[],
): Promise<PutAwayResult> {
  const links = await linksOf(work.repos, list.familyId);
  const result = await inventory.receive(
    work,
    actor,
    list.familyId,
    links,
    bought.map((line) => ({ name: line.name, category: line.category, amounts: amountsOf(line) })),
    list.name,
  );
  await work.repos.grocery.removeItems(bought.map((l) => l.id));
  return result;
}

export function putAwayUseCases({ grocery, run, inventory }: GroceryDeps) {
  return {
    /**
     * Moves the list's purchased lines into the inventory, in one transaction: a line matching an item
     * (the name rule) adds to it, converted into the item's unit; otherwise (or when the units do not
     * convert) it makes an item. The lines are then removed.
     */
    async putAway(actor: Actor, listId: number): Promise<PutAwayResult> {
      await requireList(grocery, actor, listId);
      authorize(actor, 'groceries.edit');
      authorize(actor, 'inventory.edit');
      return run(async (work) => {
        const list = await lockList(work.repos, listId);
        const bought = await work.repos.grocery.lockPurchased(listId);
        if (!bought.length) return { added: [], updated: [] };
        const result = await putAwayLines(work, inventory, actor, list, bought);
        work.emit({
          type: 'grocery.put_away',
          familyId: list.familyId,
          actorId: actor.id,
          details: { list: ref(list), ...result },
        });
        return result;
      });
    },
  };
}
