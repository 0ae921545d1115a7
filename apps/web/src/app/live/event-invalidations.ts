import type { DomainEventDetails, DomainEventType } from '@kitching/contracts/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { activityQueries } from '../../features/activity/activity.queries';
import { dashboardQueries } from '../../features/dashboard/dashboard.queries';
import { familyQueries } from '../../features/families/families.queries';
import { memberQueries } from '../../features/families/members.queries';
import { groceryQueries } from '../../features/grocery/grocery.queries';
import { forgetInventoryItem, showInventoryItem } from '../../features/inventory/inventory.mutations';
import { inventoryQueries } from '../../features/inventory/inventory.queries';
import { mealQueries } from '../../features/meal-planning/meal-planning.queries';
import { forgetRecipe, showRecipe } from '../../features/recipes/recipes.mutations';
import { userQueries } from '../../features/users/users.queries';
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
  show?: (queryClient: QueryClient, details: DomainEventDetails[K]) => void;
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
    ? [suggestions(viewer), dashboardQueries.wasteOf(viewer.familyId)]
    : [suggestions(viewer)];
/** A meal-planning change: the plans, the planned days and the suggestions. */
const meals = {
  invalidates: (_: unknown, viewer: Viewer) => [
    mealQueries.plans(viewer.familyId),
    mealQueries.allPlanned(viewer.familyId),
    suggestions(viewer),
  ],
};
/** A grocery change: the family's lists (the shop order moves with ticks too). */
const grocery = { invalidates: (_: unknown, viewer: Viewer) => [groceryLists(viewer)] };

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
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.updated': {
    show: (qc, { recipe }) => showRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.archived': {
    show: (qc, { recipe }) => showRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.restored': {
    show: (qc, { recipe }) => showRecipe(qc, recipe),
    invalidates: (_, viewer) => [suggestions(viewer)],
  },
  'recipe.deleted': {
    show: (qc, { recipe }) => forgetRecipe(qc, recipe.id),
    invalidates: (_, viewer) => [suggestions(viewer)],
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
  'member.added': { invalidates: (_, viewer) => [members(viewer)] },
  'member.joined': { invalidates: (_, viewer) => [members(viewer)] },
  'member.updated': { invalidates: ({ member }, viewer) => [members(viewer), ...self(member, viewer)] },
  'member.password_set': {
    invalidates: ({ member }, viewer) => [members(viewer), ...self(member, viewer)],
  },
  // A barcode's family name shows only in the scanner's lookup, which is asked for each scan.
  'product.named': { invalidates: () => [] },
  'grocery.list_created': grocery,
  'grocery.list_renamed': grocery,
  'grocery.list_deleted': grocery,
  'grocery.item_added': grocery,
  'grocery.item_updated': grocery,
  'grocery.item_ticked': {
    invalidates: (_, viewer) => [groceryLists(viewer), groceryQueries.shopOrders(viewer.familyId)],
  },
  'grocery.item_removed': grocery,
  // The bought lines left the list and went into the inventory.
  'grocery.put_away': {
    show: (qc, { added, updated }) => {
      for (const item of [...added, ...updated]) showInventoryItem(qc, item);
    },
    invalidates: (_, viewer) => [
      groceryLists(viewer),
      inventoryQueries.list(viewer.familyId).queryKey,
      suggestions(viewer),
    ],
  },
  'grocery.items_added': grocery,
  'family.shop_order_changed': { invalidates: (_, viewer) => [groceryQueries.shopOrders(viewer.familyId)] },
  'family.grocery_settings_changed': {
    invalidates: (_, viewer) => [groceryQueries.settings(viewer.familyId).queryKey],
  },
  // Linked names change how lines merge from now on, not what is shown.
  'meal.plan_created': meals,
  'meal.plan_updated': meals,
  'meal.plan_deleted': meals,
  'meal.planned': meals,
  'meal.moved': meals,
  'meal.unplanned': meals,
  'product.names_linked': {
    invalidates: (_, viewer) => [groceryQueries.productLinks(viewer.familyId).queryKey, suggestions(viewer)],
  },
  'product.names_unlinked': {
    invalidates: (_, viewer) => [groceryQueries.productLinks(viewer.familyId).queryKey, suggestions(viewer)],
  },
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
    reaction.show?.(queryClient, typed);
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
