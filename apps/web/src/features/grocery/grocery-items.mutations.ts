import type {
  CreateGroceryItemInput,
  GroceryItem,
  GroceryList,
  UpdateGroceryItemBody,
} from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { ApiError, api, sendData, sendDelete } from '../../lib/api';
import { QUEUEABLE, sendOrQueue } from '../../lib/offline';
import { conflictCurrent } from '../../lib/versioned-save';
import {
  familyOfList,
  forgetGroceryItem,
  latestGroceryVersion,
  listRef,
  putsAwayOnTick,
  showGroceryItems,
} from './grocery.cache';
import { queueGroceryAdd, queueGroceryDelete, queueGroceryEdit, queueGroceryTick } from './grocery.offline';
import { groceryQueries } from './grocery.queries';

/**
 * A grocery list's lines: add, edit, tick and delete work offline. Each hook decides the transport
 * (lib/offline's `sendOrQueue`): the server, or the device's queue while offline or while earlier
 * changes still wait. A queued change resolves null (it shows at once through the queue's overlay);
 * an answered one goes through the event table like another member's change.
 */

/**
 * A line changed or gone elsewhere: a 409 carries the line as stored now, which is shown (the screen
 * takes the server's state); a 404 or any other refusal fetches the lists again.
 */
const takeServerState = (queryClient: QueryClient) => (error: unknown) => {
  const current = conflictCurrent<GroceryItem>(error);
  if (current) showGroceryItems(queryClient, [current]);
  else void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
};

/** 'Add Item to List': the answer says whether the amount went to a line already there (`merged`). */
export const useAddGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...QUEUEABLE,
    mutationFn: ({ list, body }: { list: GroceryList; body: CreateGroceryItemInput }) =>
      sendOrQueue(
        () =>
          api<{ data: GroceryItem; merged: boolean }>(`/api/grocery-lists/${list.id}/items`, {
            method: 'POST',
            body,
          }),
        () => queueGroceryAdd(list, body),
      ),
    onSuccess: (answer, { list }) => {
      if (answer)
        applyOwnEvent(queryClient, 'grocery.item_added', {
          item: answer.data,
          list: { id: list.id, name: list.name },
          merged: answer.merged,
        });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
    },
  });
};

/** 'Edit Item': name, quantity, unit, category, saved at the version the dialog opened at. */
export const useUpdateGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...QUEUEABLE,
    mutationFn: ({
      item,
      body,
      version,
    }: {
      item: GroceryItem;
      body: UpdateGroceryItemBody;
      version?: number | undefined;
    }) =>
      sendOrQueue(
        () => sendData<GroceryItem>(`/api/grocery-list-items/${item.id}`, { method: 'PATCH', body, version }),
        () => queueGroceryEdit(item, body),
      ),
    onSuccess: (line, { body }) => {
      if (line)
        applyOwnEvent(queryClient, 'grocery.item_updated', {
          item: line,
          list: listRef(queryClient, line.groceryListId),
          changed: Object.keys(body),
        });
    },
    onError: takeServerState(queryClient),
  });
};

/**
 * The item circle. Shown at once: the screens overlay the ticks still on their way
 * (`usePendingTicks`), so neither a refetch nor a live event answered meanwhile makes it flicker back.
 * Ticks of one line go one after another (`scope`), each sent at the version the previous one left in
 * the cache; a 409 (someone else changed the line first) shows the line as they left it. A tick that
 * finds no network on its way is queued, at the version it was sent at.
 */
export const useToggleGroceryItem = (itemId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...QUEUEABLE,
    mutationKey: groceryQueries.toggles(),
    scope: { id: `grocery-item-${itemId}` },
    mutationFn: ({ item, purchased }: { item: GroceryItem; purchased: boolean }) => {
      let sentAt: number | undefined;
      let sent = false;
      return sendOrQueue(
        () => {
          sent = true;
          sentAt = latestGroceryVersion(queryClient, item.id);
          return sendData<GroceryItem>(`/api/grocery-list-items/${item.id}`, {
            method: 'PATCH',
            body: { purchased },
            version: sentAt,
          });
        },
        () => (sent ? queueGroceryTick(item, purchased, sentAt) : queueGroceryTick(item, purchased)),
        { queueOnNoAnswer: true },
      );
    },
    onSuccess: (line) => {
      if (!line) return;
      const list = listRef(queryClient, line.groceryListId);
      const familyId = familyOfList(queryClient, line.groceryListId);
      if (line.purchased && familyId !== undefined && putsAwayOnTick(queryClient, familyId)) {
        // The family's setting: the server put the line away with the tick (event `grocery.put_away`).
        forgetGroceryItem(queryClient, line.id);
        applyOwnEvent(queryClient, 'grocery.put_away', { list, added: [], updated: [] });
        return;
      }
      applyOwnEvent(queryClient, 'grocery.item_ticked', { item: line, list });
    },
    onError: takeServerState(queryClient),
  });
};

export const useDeleteGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...QUEUEABLE,
    mutationFn: (item: GroceryItem) =>
      sendOrQueue(
        () => sendDelete(`/api/grocery-list-items/${item.id}`),
        () => queueGroceryDelete(item),
      ),
    onSuccess: (answer, item) => {
      if (answer)
        applyOwnEvent(queryClient, 'grocery.item_removed', {
          item,
          list: listRef(queryClient, item.groceryListId),
        });
    },
    onError: takeServerState(queryClient),
  });
};
