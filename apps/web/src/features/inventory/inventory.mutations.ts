import type { CreateInventoryItemInput, InventoryItem } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api';
import { inventoryQueries } from './inventory.queries';

/**
 * After a change: show it at once in every cached list, then refetch them all (invalidating by
 * prefix, so the scanner's views of the inventory refresh too).
 */
function settle(change: (items: InventoryItem[]) => InventoryItem[]) {
  queryClient.setQueriesData<InventoryItem[]>({ queryKey: inventoryQueries.lists() }, (items) =>
    items ? change(items) : items,
  );
  return queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
}

export const useCreateInventoryItem = (familyId: number) =>
  useMutation({
    mutationFn: (body: CreateInventoryItemInput) =>
      api<{ data: InventoryItem }>(`/api/families/${familyId}/inventory`, { method: 'POST', body }),
    onSuccess: ({ data }) => settle((items) => [...items, data]),
  });

export const useUpdateInventoryItem = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<CreateInventoryItemInput> }) =>
      api<{ data: InventoryItem }>(`/api/inventory/${id}`, { method: 'PATCH', body }),
    onSuccess: ({ data }) => settle((items) => items.map((item) => (item.id === data.id ? data : item))),
  });

export const useDeleteInventoryItem = () =>
  useMutation({
    mutationFn: (id: number) => api<{ data: { id: number } }>(`/api/inventory/${id}`, { method: 'DELETE' }),
    onSuccess: ({ data }) => settle((items) => items.filter((item) => item.id !== data.id)),
  });
