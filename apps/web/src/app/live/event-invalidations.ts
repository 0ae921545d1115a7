import type { DomainEventDetails, DomainEventType } from '@kitching/contracts/events';
import type { InventoryItem } from '@kitching/contracts/inventory';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { activityQueries } from '../../features/activity/activity.queries';
import { dashboardQueries } from '../../features/dashboard/dashboard.queries';
import { familyQueries } from '../../features/families/families.queries';
import { memberQueries } from '../../features/families/members.queries';
import {
  forgetGroceryItem,
  forgetGroceryList,
  showGroceryItems,
  showGroceryList,
} from '../../features/grocery/grocery.cache';
import { groceryQueries } from '../../features/grocery/grocery.queries';
import { forgetInventoryItem, showInventoryItem } from '../../features/inventory/inventory.cache';
import { inventoryQueries } from '../../features/inventory/inventory.queries';
import {
  followRecipeInPlans,
  forgetMealPlan,
  forgetPlannedMeal,
  showMealPlan,
  showPlannedMeal,
} from '../../features/meal-planning/meal-planning.cache';
import { mealQueries } from '../../features/meal-planning/meal-planning.queries';
import { noticeQueries } from '../../features/notices/notices.queries';
import { forgetRecipe, showRecipe } from '../../features/recipes/recipes.cache';
import { recipeQueries } from '../../features/recipes/recipes.queries';
import { userQueries } from '../../features/users/users.queries';
import { upsert, without } from '../list-cache';
import { SESSION_KEY } from '../query-client';

/** Who is looking: the family the stream is for and the signed-in member (their own record feeds the top bar). */
export interface Viewer {
  familyId: number;
  userId: number;
}

/** What one event type does to this tab's cache. */
interface Reaction<K extends DomainEventType> {
  /**
   * The entity the event carries, put straight into the cached lists that hold it (as a mutation's
   * answer is): instant, and a family's list of thousands of items is not fetched again per change.
   */
  show?: (queryClient: QueryClient, details: DomainEventDetails[K], viewer: Viewer) => void;
  /** The query-key prefixes to fetch again (the activity feed is added for every event). */
  invalidates: (details: DomainEventDetails[K], viewer: Viewer) => QueryKey[];
}

/** The signed-in member's own record: the session and the profile. */
const self = (member: { id: number }, viewer: Viewer): QueryKey[] =>
  member.id === viewer.userId ? [SESSION_KEY, userQueries.profile().queryKey] : [];

const members = ({ familyId }: Viewer) => memberQueries.list(familyId).queryKey;
const groceryLists = ({ familyId }: Viewer) => groceryQueries.lists(familyId);
/** What can be cooked moves with the pantry, the recipes and the meal plans. */
const suggestions = ({ familyId }: Viewer) => mealQueries.suggestionsOf(familyId);
/**
 * An inventory change moves the suggestions; the dashboard's food-waste trend moves only with an item
 * that has (or had, when the edit changed it) an expiry date: an item without one never counts as waste.
 */
const stock = (
  viewer: Viewer,
  { item, changed }: { item: { expirationDate?: string | null }; changed?: string[] },
) =>
  item.expirationDate || changed?.includes('expirationDate')
    ? [suggestions(viewer), dashboardQueries.wasteOf(viewer.familyId), ...stockDetails()]
    : [suggestions(viewer), ...stockDetails()];
/**
 * An item's batches and history (issue 23): the inventory feature keeps them under these prefixes of
 * its factory ('inventory', 'batches' | 'ledger', itemId), refetched only while a dialog shows them.
 */
const stockDetails = (): QueryKey[] => [
  [...inventoryQueries.all(), 'batches'],
  [...inventoryQueries.all(), 'ledger'],
];
/** A stock action (a take, a cook, an undo, a batch edit): the items' details, suggestions and waste. */
const stockAction = (_: unknown, viewer: Viewer): QueryKey[] => [
  suggestions(viewer),
  dashboardQueries.wasteOf(viewer.familyId),
  ...stockDetails(),
];
/** A meal-planning change: the plans, the planned days and the suggestions. */
const meals = (_: unknown, viewer: Viewer) => [
  mealQueries.plans(viewer.familyId),
  mealQueries.allPlanned(viewer.familyId),
  suggestions(viewer),
];
/** A recipe as it is now: in the recipe lists and in the meal plans that follow it (issue 23). */
const followRecipe = (qc: QueryClient, recipe: Parameters<typeof showRecipe>[1]) => {
  showRecipe(qc, recipe);
  followRecipeInPlans(qc, recipe);
};
/** A grocery change: the family's lists (the shop order moves with ticks too). */
const grocery = (_: unknown, viewer: Viewer) => [groceryLists(viewer)];
const productLinks = ({ familyId }: Viewer) => groceryQueries.productLinks(familyId).queryKey;

/**
 * The one table from a live event's type to what it changes on screen. Typed over every
 * DomainEventType: a new event type does not compile until it is mapped here.
 */
export const EVENT_INVALIDATIONS: { [K in DomainEventType]: Reaction<K> } = {
  'inventory.item_added': {
    show: (qc, { item }) => showInventoryItem(qc, item),
    invalidates: (details, viewer) => stock(viewer, details),
  },
  'inventory.quantity_changed': {
    show: (qc, { item }) => showInventoryItem(qc, item),
    invalidates: (details, viewer) => stock(viewer, details),
  },
  'inventory.item_updated': {
    show: (qc, { item }) => showInventoryItem(qc, item),
    invalidates: (details, viewer) => stock(viewer, details),
  },
  'inventory.item_removed': {
    show: (qc, { item }) => forgetInventoryItem(qc, item.id),
    invalidates: (details, viewer) => stock(viewer, details),
  },
  'recipe.created': {
    show: (qc, { recipe }) => showRecipe(qc, recipe),
    // A delete undone (issue 24): the meal plans that followed it follow it again.
    invalidates: ({ undone }, viewer) =>
      undone ? [suggestions(viewer), mealQueries.plans(viewer.familyId)] : [suggestions(viewer)],
  },
  'recipe.updated': {
    show: (qc, { recipe }) => followRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.archived': {
    show: (qc, { recipe }) => followRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.restored': {
    show: (qc, { recipe }) => followRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  // The plans that followed it keep it as their own copy now (the server unlinked them).
  'recipe.deleted': {
    show: (qc, { recipe }) => forgetRecipe(qc, recipe.id),
    invalidates: (_, viewer) => [suggestions(viewer), mealQueries.plans(viewer.familyId)],
  },
  'family.created': { invalidates: (_, viewer) => [familyQueries.detail(viewer.familyId).queryKey] },
  // The name shows in the top bar (family detail, the session's family) and in each member's family.
  'family.renamed': {
    invalidates: (_, viewer) => [
      familyQueries.detail(viewer.familyId).queryKey,
      members(viewer),
      SESSION_KEY,
      userQueries.profile().queryKey,
    ],
  },
  // An import may add to every list of the family.
  'family.imported': {
    invalidates: (_, viewer) => [
      recipeQueries.lists(viewer.familyId),
      inventoryQueries.list(viewer.familyId).queryKey,
      groceryLists(viewer),
      groceryQueries.shopOrders(viewer.familyId),
      productLinks(viewer),
      ...meals(_, viewer),
      ...stockDetails(),
    ],
  },
  'member.added': { invalidates: (_, viewer) => [members(viewer)] },
  'member.joined': { invalidates: (_, viewer) => [members(viewer)] },
  'member.updated': { invalidates: ({ member }, viewer) => [members(viewer), ...self(member, viewer)] },
  'member.password_set': {
    invalidates: ({ member }, viewer) => [members(viewer), ...self(member, viewer)],
  },
  // A barcode's family name shows only in the scanner's lookup, which is asked for each scan.
  'product.named': { invalidates: () => [] },
  'grocery.list_created': { show: (qc, { list }) => showGroceryList(qc, list), invalidates: grocery },
  'grocery.list_renamed': { show: (qc, { list }) => showGroceryList(qc, list), invalidates: grocery },
  'grocery.list_deleted': { show: (qc, { list }) => forgetGroceryList(qc, list.id), invalidates: grocery },
  'grocery.item_added': { show: (qc, { item }) => showGroceryItems(qc, [item]), invalidates: grocery },
  'grocery.item_updated': { show: (qc, { item }) => showGroceryItems(qc, [item]), invalidates: grocery },
  'grocery.item_ticked': {
    show: (qc, { item }) => showGroceryItems(qc, [item]),
    invalidates: (_, viewer) => [groceryLists(viewer), groceryQueries.shopOrders(viewer.familyId)],
  },
  'grocery.item_removed': { show: (qc, { item }) => forgetGroceryItem(qc, item.id), invalidates: grocery },
  // The bought lines left the list and went into the inventory.
  'grocery.put_away': {
    show: (qc, { added, updated }) => {
      for (const item of [...added, ...updated]) showInventoryItem(qc, item);
    },
    invalidates: (_, viewer) => [
      groceryLists(viewer),
      inventoryQueries.list(viewer.familyId).queryKey,
      suggestions(viewer),
      ...stockDetails(),
    ],
  },
  'grocery.items_added': { show: (qc, { items }) => showGroceryItems(qc, items), invalidates: grocery },
  'family.shop_order_changed': {
    show: (qc, { order }, { familyId }) => qc.setQueryData(groceryQueries.shopOrders(familyId), order),
    invalidates: (_, viewer) => [groceryQueries.shopOrders(viewer.familyId)],
  },
  'family.grocery_settings_changed': {
    show: (qc, { settings }, { familyId }) =>
      qc.setQueryData(groceryQueries.settings(familyId).queryKey, settings),
    invalidates: (_, viewer) => [groceryQueries.settings(viewer.familyId).queryKey],
  },
  'meal.plan_created': { show: (qc, { plan }) => showMealPlan(qc, plan), invalidates: meals },
  'meal.plan_updated': { show: (qc, { plan }) => showMealPlan(qc, plan), invalidates: meals },
  'meal.plan_deleted': { show: (qc, { plan }) => forgetMealPlan(qc, plan), invalidates: meals },
  'meal.kept_as_recipe': {
    show: (qc, { plan, recipe }) => {
      showRecipe(qc, recipe);
      showMealPlan(qc, plan);
    },
    invalidates: meals,
  },
  'meal.planned': { show: (qc, { planned }) => showPlannedMeal(qc, planned), invalidates: meals },
  'meal.moved': { show: (qc, { planned }) => showPlannedMeal(qc, planned), invalidates: meals },
  'meal.unplanned': { show: (qc, { planned }) => forgetPlannedMeal(qc, planned), invalidates: meals },
  // Linked names change how lines merge from now on (and what the pantry covers), not what is shown.
  'product.names_linked': {
    show: (qc, { link }, viewer) =>
      qc.setQueryData(productLinks(viewer), (links) => links && upsert(links, link)),
    invalidates: (_, viewer) => [productLinks(viewer), suggestions(viewer)],
  },
  'product.names_unlinked': {
    show: (qc, { link }, viewer) =>
      qc.setQueryData(productLinks(viewer), (links) => links && without(links, link.id)),
    invalidates: (_, viewer) => [productLinks(viewer), suggestions(viewer)],
  },
  // Issue 23: stock actions carry the items as they are now (shown at once), then the details refetch.
  'stock.taken': { show: (qc, { items }) => showItems(qc, items), invalidates: stockAction },
  'stock.batch_updated': { show: (qc, { item }) => showInventoryItem(qc, item), invalidates: stockAction },
  'stock.cooked': {
    show: (qc, { items, planned, addedToList }) => {
      showItems(qc, items);
      if (planned) showPlannedMeal(qc, planned);
      if (addedToList) showGroceryItems(qc, addedToList.items);
    },
    invalidates: (details, viewer) => [
      ...stockAction(details, viewer),
      mealQueries.allPlanned(viewer.familyId),
      ...(details.addedToList ? [groceryLists(viewer)] : []),
    ],
  },
  // Reminders made (issue 26): only the members named refresh their bell; the others change nothing.
  'notice.created': {
    // An event of another shape (an older server's) names nobody.
    invalidates: ({ userIds }, viewer) =>
      Array.isArray(userIds) && userIds.includes(viewer.userId) ? [noticeQueries.all(viewer.userId)] : [],
  },
  // A member read reminders on one page: their other pages' bells follow.
  'notice.read': {
    invalidates: ({ userIds }, viewer) =>
      Array.isArray(userIds) && userIds.includes(viewer.userId) ? [noticeQueries.all(viewer.userId)] : [],
  },
  'stock.undone': {
    show: (qc, { items, removedItemIds, planned }) => {
      showItems(qc, items);
      for (const id of removedItemIds) forgetInventoryItem(qc, id);
      if (planned) showPlannedMeal(qc, planned);
    },
    invalidates: (details, viewer) => [
      ...stockAction(details, viewer),
      mealQueries.allPlanned(viewer.familyId),
      // An undone put-away or cook may have had lines the lists show.
      groceryLists(viewer),
    ],
  },
};

const showItems = (qc: QueryClient, items: readonly InventoryItem[]) => {
  for (const item of items) showInventoryItem(qc, item);
};

export const isDomainEventType = (type: string): type is DomainEventType =>
  Object.hasOwn(EVENT_INVALIDATIONS, type);

/** The query-key prefixes one event makes stale: its own, and the family's activity feed. */
export function invalidationsFor<K extends DomainEventType>(
  type: K,
  details: DomainEventDetails[K],
  viewer: Viewer,
): QueryKey[] {
  return [...EVENT_INVALIDATIONS[type].invalidates(details, viewer), activityQueries.lists(viewer.familyId)];
}

/**
 * One event from the family's live stream, applied to this tab's cache. `details` comes from the
 * server as the entity the API returns; one of an unexpected shape only refetches.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  type: string,
  details: unknown,
  viewer: Viewer,
): void {
  if (!isDomainEventType(type)) {
    void queryClient.invalidateQueries({ queryKey: activityQueries.lists(viewer.familyId) });
    return;
  }
  const reaction = EVENT_INVALIDATIONS[type] as Reaction<DomainEventType>;
  const typed = (details ?? {}) as DomainEventDetails[DomainEventType];
  try {
    reaction.show?.(queryClient, typed, viewer);
  } catch {
    // Not the entity the table expects: everything cached is fetched again instead.
    void queryClient.invalidateQueries();
    return;
  }
  let keys: QueryKey[];
  try {
    keys = invalidationsFor(type, typed, viewer);
  } catch {
    keys = [activityQueries.lists(viewer.familyId)];
  }
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * This tab's own write, answered: the row of the event the write raises, applied with the entity
 * from the answer, exactly as another member's write arrives (the live stream brings the same event a
 * moment later; applying it twice changes nothing). The viewer is the signed-in member.
 */
export function applyOwnEvent<K extends DomainEventType>(
  queryClient: QueryClient,
  type: K,
  details: DomainEventDetails[K],
): void {
  const user = queryClient.getQueryData<{
    id: number;
    familyId?: number | null;
    family?: { id: number } | null;
  }>(SESSION_KEY);
  const familyId = user?.familyId ?? user?.family?.id;
  if (!user || !familyId) return;
  applyLiveEvent(queryClient, type, details, { familyId, userId: user.id });
}
