import type { InventoryItem } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

/** Spec 8's text for a failed inventory load. */
export const INVENTORY_LOAD_ERROR = 'Failed to fetch inventory';

/** The inventory query keys: everything under 'inventory', lists under 'inventory'/'list'. */
export const inventoryQueries = {
  all: () => ['inventory'] as const,
  lists: () => [...inventoryQueries.all(), 'list'] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: [...inventoryQueries.lists(), familyId] as const,
      queryFn: async () => {
        try {
          return (await api<{ data: InventoryItem[] }>(`/api/families/${familyId}/inventory`)).data;
        } catch (error) {
          // Spec 8: a failed query's message is the status, a colon, and the text.
          if (error instanceof ApiError) throw new Error(`${error.status}: ${INVENTORY_LOAD_ERROR}`);
          throw error;
        }
      },
    }),
};
