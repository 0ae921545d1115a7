/**
 * Domain events (docs/architecture.md, "Domain events"): one per committed change, the closed list of
 * what can happen in a family. Each is stored as the family's activity row (its id is the event id,
 * monotonic per family) and sent on the family's live stream (GET /api/families/:id/events) as
 * `event: <type>`, `data: <ActivityEntry JSON>`. Schema-free: the app shell imports it without Zod.
 */
import type { Family } from './families';
import type { GroceryItem, GroceryList, GrocerySettings, ProductLink } from './grocery';
import type { InventoryItem } from './inventory';
import type { MealPlan, PlannedMeal } from './meal-plans';
import type { FamilyProduct } from './products';
import type { Recipe } from './recipes';
import type { BatchTake, MissingAmount, StockActionKind, StockBatch } from './stock-ledger';
import type { User } from './users';

/**
 * What each event carries (`details`), the entity as the API returns it. `undone: true` on a creation
 * event: a delete's Undo brought it back, with its ids (issue 24).
 */
export interface DomainEventDetails {
  /** `actionId`: the stock action of the amount added (issue 23; absent for an item made at 0). */
  'inventory.item_added': { item: InventoryItem; actionId?: number; undone?: true };
  /** `change` is signed ('-2' used, '3' added): what really moved, never below 0. */
  'inventory.quantity_changed': { item: InventoryItem; change: string; actionId?: number };
  'inventory.item_updated': { item: InventoryItem; changed: string[] };
  'inventory.item_removed': { item: InventoryItem };
  'recipe.created': { recipe: Recipe; undone?: true };
  'recipe.updated': { recipe: Recipe; changed: string[] };
  'recipe.archived': { recipe: Recipe };
  'recipe.restored': { recipe: Recipe };
  'recipe.deleted': { recipe: Recipe };
  'family.created': { family: Family };
  'family.renamed': { family: Family; previousName: string };
  /** Issue 25: a file imported (a Kitching export, another app's, a pantry CSV): what it added. */
  'family.imported': {
    format: string;
    recipes: number;
    mealPlans: number;
    groceryLists: number;
    inventoryItems: number;
  };
  'member.added': { member: User };
  'member.joined': { member: User };
  'member.updated': { member: User; changed: string[] };
  'member.password_set': { member: User };
  'product.named': { product: FamilyProduct };
  'grocery.list_created': { list: GroceryList; undone?: true };
  'grocery.list_renamed': { list: GroceryList; previousName: string };
  'grocery.list_deleted': { list: GroceryList };
  /** `merged`: the amount went to a line already on the list (same product). */
  'grocery.item_added': { item: GroceryItem; list: ListRef; merged: boolean; undone?: true };
  'grocery.item_updated': { item: GroceryItem; list: ListRef; changed: string[] };
  /** Ticked or unticked: `item.purchased` says which. */
  'grocery.item_ticked': { item: GroceryItem; list: ListRef };
  'grocery.item_removed': { item: GroceryItem; list: ListRef };
  /** The purchased lines went into the inventory: items made and items added to. */
  'grocery.put_away': {
    list: ListRef;
    added: InventoryItem[];
    updated: InventoryItem[];
    /** Issue 23: the dates suggested from the category for amounts put away without one. */
    suggested?: { itemId: number; batchId: number; name: string; expirationDate: string }[];
    /** The stock action (its undo). */
    actionId?: number;
  };
  'grocery.items_added': {
    list: ListRef;
    /**
     * low stock; a recipe's ingredients; a suggestion's missing ones; the planned meals of some days;
     * what Smart Quick Add read (issue 24).
     */
    from: 'low_stock' | 'recipe' | 'suggestion' | 'meal_week' | 'quick_add';
    recipe?: { id: number; name: string };
    items: GroceryItem[];
  };
  /**
   * Issue 26: the scheduler made reminders for these members (modules/notices). The family's streams hear
   * it; only the members named refresh their bell. Names no item: harmless for the others.
   */
  'notice.created': { userIds: number[]; count: number };
  /** A member read reminders: their other open pages refresh the bell (issue 26). Names no notice. */
  'notice.read': { userIds: number[] };
  'meal.plan_created': { plan: MealPlan; undone?: true };
  'meal.plan_updated': { plan: MealPlan; changed: string[] };
  'meal.plan_deleted': { plan: MealPlan };
  /** A plan typed by hand became a family recipe, and the plan now follows it (issue 23). */
  'meal.kept_as_recipe': { plan: MealPlan; recipe: Recipe };
  'meal.planned': { planned: PlannedMeal; plan: { id: number; name: string }; undone?: true };
  'meal.moved': { planned: PlannedMeal; plan: { id: number; name: string }; changed: string[] };
  'meal.unplanned': { planned: PlannedMeal; plan: { id: number; name: string } };
  'family.shop_order_changed': { order: string[] };
  /** `changed`: the settings the change named (absent in rows from before issue 23: putAwayOnTick). */
  'family.grocery_settings_changed': { settings: GrocerySettings; changed?: string[] };
  'product.names_linked': { link: ProductLink };
  'product.names_unlinked': { link: ProductLink };
  /** Some of one product went out of stock (used, thrown away, expired): the items as they are now. */
  'stock.taken': {
    action: StockActionRef;
    reason: 'used' | 'wasted' | 'expired';
    items: InventoryItem[];
    takes: BatchTake[];
  };
  /** A batch's dates, opened state, place or amount changed (PATCH /api/inventory-batches/:id). */
  'stock.batch_updated': {
    action: StockActionRef;
    batch: StockBatch;
    item: InventoryItem;
    changed: string[];
  };
  /** A dish was cooked: what it took from which batch, the items as they are now (leftovers included). */
  'stock.cooked': {
    action: StockActionRef;
    dish: { name: string; servings: number };
    items: InventoryItem[];
    takes: BatchTake[];
    missing: MissingAmount[];
    /** The planned meal marked cooked, when the cook was of one. */
    planned?: PlannedMeal;
    /** Low stock the cook caused, put on the list in progress (the family's setting). */
    addedToList?: { list: ListRef; items: GroceryItem[] };
  };
  /** A stock action was undone: the items as they are now, those it had made gone. */
  'stock.undone': {
    action: StockActionRef;
    items: InventoryItem[];
    removedItemIds: number[];
    /** The planned meal the undone cook had marked cooked, unmarked. */
    planned?: PlannedMeal;
  };
}

/** A stock action as events name it (undo works on the whole action). */
export interface StockActionRef {
  id: number;
  kind: StockActionKind;
  /** What it was about: the dish cooked, the list put away. */
  note: string | null;
}

/** A grocery list as events name it. */
export interface ListRef {
  id: number;
  name: string;
}

export type DomainEventType = keyof DomainEventDetails;

export const DOMAIN_EVENT_TYPES = [
  'inventory.item_added',
  'inventory.quantity_changed',
  'inventory.item_updated',
  'inventory.item_removed',
  'recipe.created',
  'recipe.updated',
  'recipe.archived',
  'recipe.restored',
  'recipe.deleted',
  'family.created',
  'family.renamed',
  'family.imported',
  'member.added',
  'member.joined',
  'member.updated',
  'member.password_set',
  'product.named',
  'grocery.list_created',
  'grocery.list_renamed',
  'grocery.list_deleted',
  'grocery.item_added',
  'grocery.item_updated',
  'grocery.item_ticked',
  'grocery.item_removed',
  'grocery.put_away',
  'grocery.items_added',
  'family.shop_order_changed',
  'family.grocery_settings_changed',
  'product.names_linked',
  'product.names_unlinked',
  'meal.plan_created',
  'meal.plan_updated',
  'meal.plan_deleted',
  'meal.kept_as_recipe',
  'meal.planned',
  'meal.moved',
  'meal.unplanned',
  'stock.taken',
  'stock.batch_updated',
  'stock.cooked',
  'stock.undone',
  'notice.created',
  'notice.read',
] as const satisfies readonly DomainEventType[];

/** An event as a use case raises it: the family, who did it, and what the screens need. */
export type DomainEvent = {
  [K in DomainEventType]: {
    type: K;
    familyId: number;
    actorId: number | null;
    details: DomainEventDetails[K];
  };
}[DomainEventType];

/** One line of the family activity feed (spec 3), and the data of one live-stream event. */
export interface ActivityEntry {
  id: number;
  /** The event type (an older row may hold an action from before events; it still reads). */
  action: string;
  /** The sentence, rendered when read: 'Sam added Milk (2 gallons)'. */
  description: string;
  details: Record<string, unknown> | null;
  userId: number | null;
  user: { id: number; firstName: string | null; lastName: string | null } | null;
  createdAt: string;
}

/** GET /api/families/:familyId/activity: newest first, 50 unless `limit` says (at most 200). */
export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 200;
/** A comment line on the live stream this often keeps proxies from closing it. */
export const EVENT_STREAM_KEEPALIVE_MS = 25_000;
