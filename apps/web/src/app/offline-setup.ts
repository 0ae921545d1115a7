import type { QueryClient } from '@tanstack/react-query';
import { familyQueries } from '../features/families/families.queries';
import { groceryOfflineAdapter } from '../features/grocery/grocery.offline';
import { groceryQueries } from '../features/grocery/grocery.queries';
import { inventoryOfflineAdapter } from '../features/inventory/inventory.offline';
import { inventoryQueries } from '../features/inventory/inventory.queries';
import { mealQueries } from '../features/meal-planning/meal-planning.queries';
import { recipeQueries } from '../features/recipes/recipes.queries';
import { userQueries } from '../features/users/users.queries';
import { registerOfflineAdapter, startOffline } from '../lib/offline';

/**
 * Offline use, wired once at start (app/query-client.ts): the domains whose changes queue on the device
 * register their adapter (where their items are cached, how queued changes lie over them), then
 * lib/offline starts with the session's key and what is kept for a start without the server.
 */
export function startOfflineUse(queryClient: QueryClient, sessionKey: readonly unknown[]) {
  registerOfflineAdapter(groceryOfflineAdapter);
  registerOfflineAdapter(inventoryOfflineAdapter);
  startOffline(queryClient, {
    sessionKey,
    // The family's last known data: lists with their lines, shop order and settings, the inventory,
    // recipe lists, meal planning, the family and the member's own profile.
    keep: [
      groceryQueries.allLists(),
      groceryQueries.allShopOrders(),
      groceryQueries.allSettings(),
      inventoryQueries.lists(),
      recipeQueries.allLists(),
      mealQueries.all(),
      familyQueries.all(),
      userQueries.profile().queryKey,
    ],
  });
}
