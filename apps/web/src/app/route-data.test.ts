import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { groceryQueries } from '../features/grocery/grocery.queries';
import { inventoryQueries } from '../features/inventory/inventory.queries';
import { addDays, today, weekStart } from '../features/meal-planning/meal-planning.helper';
import { mealQueries } from '../features/meal-planning/meal-planning.queries';
import { recipeQueries } from '../features/recipes/recipes.queries';
import { prefetchRouteData } from './route-data';

const user = { id: 1, familyId: 7 } as Parameters<typeof prefetchRouteData>[3];

/** The keys prefetchRouteData asks for at `path` (nothing is fetched). */
async function keysAt(path: string, search = '') {
  const client = new QueryClient();
  const asked: string[] = [];
  vi.spyOn(client, 'prefetchQuery').mockImplementation(async (options) => {
    asked.push(JSON.stringify(options.queryKey));
  });
  await prefetchRouteData(client, path, new URLSearchParams(search), user);
  return asked;
}
const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe("prefetchRouteData (issue 27: a page's data beside its code)", () => {
  it("asks for the meal planner's week with the page's own key (this week, Sunday to Saturday)", async () => {
    const sunday = weekStart(today());
    const keys = await keysAt('/meal-planning');
    expect(keys).toContain(key(mealQueries.planned(7, sunday, addDays(sunday, 6))));
    expect(keys).toContain(key(mealQueries.planList(7)));
    expect(keys).toContain(key(mealQueries.suggestions(7)));
  });

  it('asks for the inventory, the plain recipe list and the grocery lists on their pages', async () => {
    expect(await keysAt('/inventory')).toContain(key(inventoryQueries.list(7)));
    expect(await keysAt('/recipes')).toContain(key(recipeQueries.list(7, false)));
    expect(await keysAt('/recipes', 'archived=true')).toContain(key(recipeQueries.list(7, true)));
    expect(await keysAt('/grocery-lists')).toContain(key(groceryQueries.list(7)));
  });

  it("leaves a recipe search to the page (its key is the page's reading of the address)", async () => {
    expect(await keysAt('/recipes', 'q=lentil')).not.toContain(key(recipeQueries.list(7, false)));
  });

  it('asks for nothing without a family', async () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'prefetchQuery');
    await prefetchRouteData(client, '/inventory', new URLSearchParams(), { ...user!, familyId: null });
    expect(spy).not.toHaveBeenCalled();
  });
});
