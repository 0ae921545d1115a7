import type { CreateInventoryItemInput, InventoryItem } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { queryClient } from '../../app/query-client';
import { ApiError, api } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { inventoryQueries } from './inventory.queries';

/** The item as the server now has it, in the family's cached lists (the scanner's views share them). */
export const showInventoryItem = (item: InventoryItem) =>
  changeCachedLists<InventoryItem>(inventoryQueries.list(item.familyId).queryKey, (items) =>
    upsert(items, item),
  );

/**
 * An item that is gone or changed elsewhere (404, 409): this copy of the lists is out of date. A
 * version conflict carries the item as stored now, which is shown; otherwise the lists are fetched again.
 */
const refetchWhenStale = (error: unknown) => {
  const current = conflictCurrent<InventoryItem>(error);
  if (current) showInventoryItem(current);
  else if (error instanceof ApiError && (error.status === 404 || error.status === 409))
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
    /** `version`: the one the change was made to, sent as If-Match (a 409 if someone saved since). */
    mutationFn: ({
      id,
      body,
      version,
    }: {
      id: number;
      body: Partial<CreateInventoryItemInput>;
      version?: number | undefined;
    }) =>
      api<{ data: InventoryItem }>(`/api/inventory/${id}`, {
        method: 'PATCH',
        body,
        headers: version === undefined ? undefined : { 'if-match': String(version) },
      }),
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
