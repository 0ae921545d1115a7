import type { CreateInventoryItemInput, InventoryItem, UpdateInventoryItemBody } from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { ApiError, api } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { inventoryQueries } from './inventory.queries';

/** The item as the server now has it, in the family's cached lists (the scanner's views share them). */
export const showInventoryItem = (queryClient: QueryClient, item: InventoryItem) =>
  changeCachedLists<InventoryItem>(queryClient, inventoryQueries.list(item.familyId).queryKey, (items) =>
    upsert(items, item),
  );

/** An item deleted (here or by another member): out of every cached list. */
export const forgetInventoryItem = (queryClient: QueryClient, id: number) =>
  changeCachedLists<InventoryItem>(queryClient, inventoryQueries.lists(), (items) => without(items, id));

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

export const useCreateInventoryItem = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateInventoryItemInput) =>
      (await api<{ data: InventoryItem }>(`/api/families/${familyId}/inventory`, { method: 'POST', body }))
        .data,
    onSuccess: (item) => showInventoryItem(queryClient, item),
  });
};

export const useUpdateInventoryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the change was made to, sent as If-Match (a 409 if someone saved since). */
    mutationFn: async ({
      id,
      body,
      version,
    }: {
      id: number;
      body: UpdateInventoryItemBody;
      version?: number | undefined;
    }) =>
      (
        await api<{ data: InventoryItem }>(`/api/inventory/${id}`, {
          method: 'PATCH',
          body,
          headers: version === undefined ? undefined : { 'if-match': String(version) },
        })
      ).data,
    onSuccess: (item) => showInventoryItem(queryClient, item),
    onError: refetchWhenStale(queryClient),
  });
};

export const useDeleteInventoryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api<{ data: { id: number } }>(`/api/inventory/${id}`, { method: 'DELETE' })).data,
    onSuccess: ({ id }) => forgetInventoryItem(queryClient, id),
    onError: refetchWhenStale(queryClient),
  });
};
