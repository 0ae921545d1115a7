import type { InventoryItem } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** Spec 8's text for a failed inventory load. */
export const INVENTORY_LOAD_ERROR = 'Failed to fetch inventory';

/** The inventory query keys: everything under 'inventory', lists under 'inventory'/'list'. */
export const inventoryQueries = {
  all: () => ['inventory'] as const,
  lists: () => [...inventoryQueries.all(), 'list'] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: [...inventoryQueries.lists(), familyId] as const,
      queryFn: () => fetchData<InventoryItem[]>(`/api/families/${familyId}/inventory`, INVENTORY_LOAD_ERROR),
    }),
};
