import type { CreateInventoryItemInput, InventoryItem } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { queryClient } from '../../app/query-client';
import { ApiError, api } from '../../lib/api';
import { inventoryQueries } from './inventory.queries';

/** The item as the server now has it, in the family's cached lists (the scanner's views share them). */
export const showInventoryItem = (item: InventoryItem) =>
  changeCachedLists<InventoryItem>(inventoryQueries.list(item.familyId).queryKey, (items) =>
    upsert(items, item),
  );

/**
 * An item that is gone or changed elsewhere (404, 409): this copy of the lists is out of date, so
 * they are fetched again.
 */
const refetchWhenStale = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 409))
    void queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
};

export const useCreateInventoryItem = (familyId: number) =>
  useMutation({
    mutationFn: (body: CreateInventoryItemInput) =>
      api<{ data: InventoryItem }>(`/api/families/${familyId}/inventory`, { method: 'POST', body }),
    onSuccess: ({ data }) => showInventoryItem(data),
  });

export const useUpdateInventoryItem = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<CreateInventoryItemInput> }) =>
      api<{ data: InventoryItem }>(`/api/inventory/${id}`, { method: 'PATCH', body }),
    onSuccess: ({ data }) => showInventoryItem(data),
    onError: refetchWhenStale,
  });

export const useDeleteInventoryItem = () =>
  useMutation({
    mutationFn: (id: number) => api<{ data: { id: number } }>(`/api/inventory/${id}`, { method: 'DELETE' }),
    onSuccess: ({ data }) =>
      changeCachedLists<InventoryItem>(inventoryQueries.lists(), (items) => without(items, data.id)),
    onError: refetchWhenStale,
  });
