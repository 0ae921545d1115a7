import {
  type Actor,
  type GroceryList,
  listsToOffer,
  productKey,
  type QuickAddGroceryBody,
  type QuickAddGroceryResult,
  type SmartAddResult,
} from '@kitching/contracts';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { GroceryListsService } from '../grocery-lists/grocery-lists.service';
import { DEFAULT_LIST_NAME } from './understand/read-grocery';

type Member = Actor & { familyId: number };

export interface QuickAddGroceryDeps {
  grocery: Pick<GroceryListsService, 'list' | 'get' | 'createList' | 'addToList'>;
  /** Quick add has no tables: its transaction only carries the grocery domain's own work. */
  run: ScopedRun<Record<string, never>>;
}

/**
 * Where a grocery reading goes (issue 24): a list in progress, the one being shopped from first, or a
 * new list. A name read from the text that is a list in progress picks that list ('Party list: chips,
 * dip'); otherwise the list being shopped from, else the list in progress changed last; with none, a
 * new list. The name read stays in the draft: it is the new list's name if the person picks 'New list'.
 */
export function quickAddGrocery({ grocery, run }: QuickAddGroceryDeps) {
  return {
    /** The readings with their grocery reading pointed at the list it would go on. */
    async withList(actor: Member, results: SmartAddResult[], now = Date.now()): Promise<SmartAddResult[]> {
      if (!results.some((r) => r.type === 'grocery_list')) return results;
      const offered = listsToOffer(await grocery.list(actor, actor.familyId), now);
      return results.map((reading) => {
        if (reading.type !== 'grocery_list') return reading;
        const named =
          reading.data.name !== DEFAULT_LIST_NAME
            ? offered.find((l) => productKey(l.name) === productKey(reading.data.name))
            : undefined;
        return { ...reading, data: { ...reading.data, listId: (named ?? offered[0])?.id ?? null } };
      });
    },

    /** POST /api/smart-add/grocery-list: merged into the chosen list (200), or a new list (201). */
    async save(
      actor: Member,
      body: QuickAddGroceryBody,
    ): Promise<{ data: QuickAddGroceryResult; created: boolean }> {
      if (!body.listId) {
        const list: GroceryList = await grocery.createList(actor, actor.familyId, {
          name: body.name!.trim(),
          items: body.items,
        });
        return { data: { list, items: list.items }, created: true };
      }
      const listId = body.listId;
      // The grocery domain checks the list is the family's (404 otherwise) and who may add.
      const { items } = await run(async (tx) =>
        grocery.addToList(tx, actor, listId, body.items, 'quick_add'),
      );
      return { data: { list: await grocery.get(actor, listId), items }, created: false };
    },
  };
}
export type QuickAddGrocery = ReturnType<typeof quickAddGrocery>;
