import type { Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import { revive } from '../undo/undo.service';
import { type GroceryDeps, ref } from './grocery-lines';
import { undoGroceryErrors } from './grocery-lists.errors';
import { toGroceryItemDto, toGroceryListDto } from './grocery-lists.repository';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/** What deleting a list keeps for its Undo: the list and its lines as stored. */
export interface ListSnapshot {
  list: GroceryListRow;
  items: GroceryItemRow[];
}
/** What deleting one line keeps. */
export interface LineSnapshot {
  item: GroceryItemRow;
}

const LIST_DATES = ['createdAt', 'updatedAt'] as const;
const LINE_DATES = ['createdAt', 'updatedAt', 'purchasedAt'] as const;

/**
 * Undo of a grocery delete (issue 24; the undo module holds the snapshot and calls these inside its
 * transaction): the list with its lines, or the line, back with the same ids, raising the creation
 * event with `undone: true`.
 */
export function groceryUndoUseCases({ run }: GroceryDeps) {
  return {
    async undeleteList(tx: Tx, actor: Actor, kept: unknown) {
      const { repos, emit } = run.join(tx);
      const snapshot = kept as ListSnapshot;
      const list = revive<GroceryListRow>(snapshot.list, LIST_DATES);
      authorize(actor, 'groceries.manage_list', list);
      const row = await repos.grocery.createList(list);
      const items = await repos.grocery.createItems(
        snapshot.items.map((item) => revive<GroceryItemRow>(item, LINE_DATES)),
      );
      const event = {
        type: 'grocery.list_created' as const,
        familyId: row.familyId,
        actorId: actor.id,
        details: { list: toGroceryListDto(row, items), undone: true as const },
      };
      emit(event);
      return event;
    },

    async undeleteItem(tx: Tx, actor: Actor, kept: unknown) {
      const { repos, emit } = run.join(tx);
      const item = revive<GroceryItemRow>((kept as LineSnapshot).item, LINE_DATES);
      authorize(actor, 'groceries.edit');
      const list = await repos.grocery.lockList(item.listId);
      if (!list) throw undoGroceryErrors.listGone();
      const row = await repos.grocery.createItem(item);
      const event = {
        type: 'grocery.item_added' as const,
        familyId: row.familyId,
        actorId: actor.id,
        details: { item: toGroceryItemDto(row), list: ref(list), merged: false, undone: true as const },
      };
      emit(event);
      return event;
    },
  };
}
