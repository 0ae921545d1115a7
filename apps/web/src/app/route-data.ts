import type { User } from '@kitching/contracts';
import { parseCalendarDate, toCalendarDate } from '@kitching/contracts/dates';
import type { QueryClient } from '@tanstack/react-query';
import { activityQueries } from '../features/activity/activity.queries';
import { familyQueries } from '../features/families/families.queries';
import { memberQueries } from '../features/families/members.queries';
import { groceryQueries } from '../features/grocery/grocery.queries';
import { inventoryQueries } from '../features/inventory/inventory.queries';
import { mealQueries } from '../features/meal-planning/meal-planning.queries';
import { recipeQueries } from '../features/recipes/recipes.queries';

// Only the query factories and dates.ts: a page's helpers would bring their schemas into the first
// script (Rollup puts a module the entry imports in the entry, with all it exports to other pages).
// So not the dashboard's waste chart either (its query reads dashboard.ts, schemas and all): it comes
// with the page, below the first screen.

/** The dashboard's latest activity lines (features/dashboard/family-activity.component.tsx). */
const DASHBOARD_ACTIVITY_LIMIT = 8;

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date((parseCalendarDate(date) ?? Date.now()) + days * DAY_MS).toISOString().slice(0, 10);
/** The Sunday starting this week (meal-planning.helper's weekStart: spec 2.9, Sunday to Saturday). */
const sundayOf = (date: string) => shift(date, -new Date(parseCalendarDate(date) ?? Date.now()).getUTCDay());

type Queries = { queryKey: readonly unknown[]; queryFn?: unknown }[];

/** What each signed-in page asks for first, by path, with the same keys as the page's own queries. */
function routeQueries(path: string, search: URLSearchParams, familyId: number): Queries {
  const today = toCalendarDate();
  switch (path) {
    case '/':
    case '/dashboard':
      return [
        memberQueries.list(familyId),
        inventoryQueries.list(familyId),
        mealQueries.planned(familyId, today, shift(today, 1)),
        mealQueries.planList(familyId),
        groceryQueries.list(familyId),
        activityQueries.list(familyId, DASHBOARD_ACTIVITY_LIMIT),
      ];
    case '/inventory':
      return [inventoryQueries.list(familyId)];
    case '/recipes': {
      // The plain list only: a search's key depends on the page's reading of the address.
      const archived = search.get('archived') === 'true';
      const plain = [...search.keys()].every((key) => key === 'archived');
      return plain ? [recipeQueries.list(familyId, archived), recipeQueries.tags(familyId, archived)] : [];
    }
    case '/meal-planning': {
      const sunday = sundayOf(today);
      return [
        mealQueries.planList(familyId),
        mealQueries.planned(familyId, sunday, shift(sunday, 6)),
        mealQueries.suggestions(familyId),
      ];
    }
    case '/grocery-lists':
      return [
        groceryQueries.list(familyId),
        ...(search.has('list') ? [groceryQueries.shopOrder(familyId)] : []),
      ];
    default:
      return [];
  }
}

/**
 * Asks for the data of the signed-in page at `path` (and what the shell shows on every page) as soon as
 * the session says whose family it is, side by side with the page's code, instead of after that code
 * has loaded and rendered. The page's first render then has its data, inside the first render's
 * transition (rendered in slices), rather than a loading state and a second, blocking render when the
 * answer comes (a query's answer re-renders synchronously). Resolves when all have answered or failed.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  path: string,
  search: URLSearchParams,
  user: User | null | undefined,
): Promise<unknown> {
  const familyId = user?.familyId;
  if (!familyId) return Promise.resolve();
  const queries = [
    familyQueries.detail(familyId),
    recipeQueries.list(familyId, true),
    ...routeQueries(path, search, familyId),
  ];
  return Promise.all(
    queries.map((options) =>
      queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]),
    ),
  );
}
