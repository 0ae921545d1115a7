import type { CreateInventoryItemInput, InventoryItem, UpdateInventoryItemBody } from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { ApiError, sendData, sendDelete, type VersionedChange } from '../../lib/api';
import { QUEUEABLE, sendOrQueue } from '../../lib/offline';
import { conflictCurrent } from '../../lib/versioned-save';
import { useSession } from '../auth/use-session.hook';
import { showInventoryItem } from './inventory.cache';
import { queueInventoryAdd, queueInventoryStep } from './inventory.offline';
import { inventoryQueries } from './inventory.queries';

/**
 * The inventory's writes. Adding an item and a quantity step work offline (the hook decides: the
 * server, or the device's queue); edits and deletes need the network. An answer goes through the
 * event table (app/live/event-invalidations.ts) as the event the write raises.
 */

/**
 * An item that is gone or changed elsewhere (404, 409): this copy of the lists is out of date. A
 * version conflict carries the item as stored now, which is shown; otherwise the lists are fetched again.
 */
const refetchWhenStale = (queryClient: QueryClient) => (error: unknown) => {
  const current = conflictCurrent<InventoryItem>(error);
  if (current) showInventoryItem(queryClient, current);
  else if (error instanceof ApiError && (error.status === 404 || error.status === 409))
    void queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
};

/**
 * 'Add Item': straight to the server, or, offline (or while earlier changes still wait), to the
 * device's queue, shown at once and sent when the network is back (resolves null then).
 */
export const useCreateInventoryItem = (familyId: number) => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    ...QUEUEABLE,
    mutationFn: (body: CreateInventoryItemInput) => {
      const send = () =>
        sendData<InventoryItem>(`/api/families/${familyId}/inventory`, { method: 'POST', body });
      return user ? sendOrQueue(send, () => queueInventoryAdd(familyId, user.id, body)) : send();
    },
    onSuccess: (item) => {
      if (item) applyOwnEvent(queryClient, 'inventory.item_added', { item });
    },
  });
};

/**
 * One more, one less: shown at once and always sent through the device's queue (lib/offline), so it
 * works in the shop with no signal and two members' steps add up.
 */
export const useStepInventoryItem = () =>
  useMutation({
    ...QUEUEABLE,
    mutationFn: ({ item, delta }: { item: InventoryItem; delta: number }) => queueInventoryStep(item, delta),
  });

export const useUpdateInventoryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the change was made to, sent as If-Match (a 409 if someone saved since). */
    mutationFn: ({ id, body, version }: VersionedChange<UpdateInventoryItemBody>) =>
      sendData<InventoryItem>(`/api/inventory/${id}`, { method: 'PATCH', body, version }),
    onSuccess: (item, { body }) =>
      applyOwnEvent(queryClient, 'inventory.item_updated', { item, changed: Object.keys(body) }),
    onError: refetchWhenStale(queryClient),
  });
};

export const useDeleteInventoryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: InventoryItem) => sendDelete(`/api/inventory/${item.id}`),
    onSuccess: (_answer, item) => applyOwnEvent(queryClient, 'inventory.item_removed', { item }),
    onError: refetchWhenStale(queryClient),
  });
};
