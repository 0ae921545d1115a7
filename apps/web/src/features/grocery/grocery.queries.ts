import type { GroceryList, GrocerySettings, ProductLink } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** Spec 8's text for a failed load of the grocery lists. */
export const GROCERY_LOAD_ERROR = 'Failed to fetch grocery lists';

/** The grocery query keys: the family's lists (each with its lines), its shop order and its name links. */
export const groceryQueries = {
  all: () => ['grocery'] as const,
  allLists: () => [...groceryQueries.all(), 'list'] as const,
  lists: (familyId: number) => [...groceryQueries.allLists(), familyId] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: groceryQueries.lists(familyId),
      queryFn: () => fetchData<GroceryList[]>(`/api/families/${familyId}/grocery-lists`, GROCERY_LOAD_ERROR),
    }),
  allShopOrders: () => [...groceryQueries.all(), 'shop-order'] as const,
  shopOrders: (familyId: number) => [...groceryQueries.allShopOrders(), familyId] as const,
  shopOrder: (familyId: number) =>
    queryOptions({
      queryKey: groceryQueries.shopOrders(familyId),
      queryFn: () =>
        fetchData<string[]>(`/api/families/${familyId}/shop-order`, 'Failed to fetch the shop order'),
    }),
  allSettings: () => [...groceryQueries.all(), 'settings'] as const,
  settings: (familyId: number) =>
    queryOptions({
      queryKey: [...groceryQueries.allSettings(), familyId] as const,
      queryFn: () =>
        fetchData<GrocerySettings>(
          `/api/families/${familyId}/grocery-settings`,
          'Failed to fetch grocery settings',
        ),
    }),
  /** The item circle's ticks on their way (a mutation key: use-pending-ticks.hook.ts reads them). */
  toggles: () => [...groceryQueries.all(), 'toggle'] as const,
  productLinks: (familyId: number) =>
    queryOptions({
      queryKey: [...groceryQueries.all(), 'product-links', familyId] as const,
      queryFn: () =>
        fetchData<ProductLink[]>(`/api/families/${familyId}/product-links`, 'Failed to fetch linked names'),
    }),
};
