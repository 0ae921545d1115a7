import {
  type ActivityEntry,
  type DomainEventDetails,
  type DomainEventType,
  formatDisplayDate,
  formatItemQuantity,
  roleName,
} from '@kitching/contracts';
import { fullName } from '@kitching/contracts/names';
import type { ActivityRow } from './activity.repository';

type Who = ActivityRow['user'];
type Render<K extends DomainEventType> = (details: DomainEventDetails[K], who: string, actor: Who) => string;

const itemAmount = (item: { quantity: string; unit: string }) => formatItemQuantity(item.quantity, item.unit);
const personName = (person: { firstName?: string | null; lastName?: string | null }) =>
  fullName(person) || 'a member';
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const self = (actor: Who, member: { id: number }) => actor?.id === member.id;
/** A planned day as every screen writes it: 'Nov 28', with the year when it is another year. */
const day = (date: string) => formatDisplayDate(date.slice(0, 10), { now: new Date() });

/** What was taken, product by product: '6 eggs of Eggs, 2 cups of Milk'. */
function takenAmounts(takes: readonly { name: string; quantity: string; unit: string }[]): string {
  const byName = new Map<string, { quantity: number; unit: string }>();
  for (const take of takes) {
    const key = `${take.name}\u0000${take.unit}`;
    const sum = byName.get(key) ?? { quantity: 0, unit: take.unit };
    sum.quantity = Math.round((sum.quantity + Number(take.quantity)) * 100) / 100;
    byName.set(key, sum);
  }
  return (
    [...byName]
      .map(
        ([key, { quantity, unit }]) =>
          `${formatItemQuantity(String(quantity), unit)} of ${key.split('\u0000')[0]}`,
      )
      .join(', ') || 'nothing'
  );
}

/** What an undone stock action was, after 'undid'. */
const UNDONE: Partial<Record<string, string>> = {
  add: 'adding stock',
  put_away: 'a put-away',
  scan: 'a scan',
  use: 'a use',
  waste: 'throwing food away',
  cook: 'a cook',
  correct: 'a correction',
  move: 'a move',
  open: 'opening',
};

/** Each event's sentence, with who did it first: 'Sam added Milk (2 gallons)'. */
const sentences: { [K in DomainEventType]: Render<K> } = {
  'inventory.item_added': ({ item, undone }, who) =>
    undone ? `${who} brought back ${item.name}` : `${who} added ${item.name} (${itemAmount(item)})`,
  'inventory.quantity_changed': ({ item, change }, who) =>
    change.startsWith('-')
      ? `${who} used ${formatItemQuantity(change.slice(1), item.unit)} of ${item.name}`
      : `${who} added ${formatItemQuantity(change, item.unit)} to ${item.name}`,
  'inventory.item_updated': ({ item }, who) => `${who} updated ${item.name}`,
  'inventory.item_removed': ({ item }, who) => `${who} deleted ${item.name}`,
  'recipe.created': ({ recipe, undone }, who) =>
    `${who} ${undone ? 'brought back' : 'added'} the recipe ${recipe.name}`,
  'recipe.updated': ({ recipe }, who) => `${who} edited the recipe ${recipe.name}`,
  'recipe.archived': ({ recipe }, who) => `${who} archived the recipe ${recipe.name}`,
  'recipe.restored': ({ recipe }, who) => `${who} restored the recipe ${recipe.name}`,
  'recipe.deleted': ({ recipe }, who) => `${who} deleted the recipe ${recipe.name}`,
  'family.created': ({ family }, who) => `${who} created the family ${family.name}`,
  'family.renamed': ({ family }, who) => `${who} renamed the family to ${family.name}`,
  'family.imported': ({ recipes, mealPlans, groceryLists, inventoryItems }, who) =>
    `${who} imported ${
      [
        [recipes, 'recipe'],
        [mealPlans, 'meal plan'],
        [groceryLists, 'grocery list'],
        [inventoryItems, 'inventory item'],
      ]
        .filter(([n]) => Number(n) > 0)
        .map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`)
        .join(', ') || 'nothing new'
    }`,
  'member.added': ({ member }, who) => `${who} added ${personName(member)} to the family`,
  'member.joined': ({ member }) => `${personName(member)} joined the family`,
  'member.updated': ({ member, changed }, who, actor) => {
    if (changed.includes('role')) return `${who} made ${personName(member)} ${roleName(member.role)}`;
    return self(actor, member)
      ? `${who} updated their profile`
      : `${who} updated ${personName(member)}'s profile`;
  },
  'member.password_set': ({ member }, who, actor) =>
    self(actor, member) ? `${who} changed their password` : `${who} set a password for ${personName(member)}`,
  'product.named': ({ product }, who) => `${who} named barcode ${product.barcode} ${product.name}`,
  'grocery.list_created': ({ list, undone }, who) =>
    `${who} ${undone ? 'brought back' : 'created'} the grocery list ${list.name}`,
  'grocery.list_renamed': ({ list, previousName }, who) =>
    `${who} renamed the grocery list ${previousName} to ${list.name}`,
  'grocery.list_deleted': ({ list }, who) => `${who} deleted the grocery list ${list.name}`,
  'grocery.item_added': ({ item, list, undone }, who) =>
    `${who} ${undone ? 'brought back' : 'added'} ${item.name} ${undone ? 'on' : 'to'} ${list.name}`,
  'grocery.item_updated': ({ item, list }, who) => `${who} updated ${item.name} on ${list.name}`,
  'grocery.item_ticked': ({ item, list }, who) =>
    item.purchased ? `${who} got ${item.name} (${list.name})` : `${who} unticked ${item.name} (${list.name})`,
  'grocery.item_removed': ({ item, list }, who) => `${who} removed ${item.name} from ${list.name}`,
  'grocery.put_away': ({ list, added, updated }, who) =>
    `${who} put away ${count(added.length + updated.length, 'item')} from ${list.name}`,
  'grocery.items_added': ({ list, from, recipe, items }, who) =>
    from === 'recipe'
      ? `${who} added ${count(items.length, 'ingredient')} of ${recipe?.name ?? 'a recipe'} to ${list.name}`
      : from === 'low_stock'
        ? `${who} added ${count(items.length, 'low-stock item')} to ${list.name}`
        : from === 'meal_week'
          ? `${who} added ${count(items.length, 'item')} for the planned meals to ${list.name}`
          : from === 'quick_add'
            ? `${who} added ${count(items.length, 'item')} to ${list.name}`
            : `${who} added ${count(items.length, 'missing ingredient')} to ${list.name}`,
  'family.shop_order_changed': (_details, who) => `${who} changed the shop's aisle order`,
  'family.grocery_settings_changed': ({ settings, changed }, who) =>
    changed && !changed.includes('putAwayOnTick') && changed.includes('lowStockToList')
      ? settings.lowStockToList
        ? `${who} set low stock after cooking to go onto the list`
        : `${who} set low stock after cooking to stay off the list`
      : settings.putAwayOnTick
        ? `${who} set ticked groceries to go into the pantry at once`
        : `${who} set ticked groceries to wait for 'Put away'`,
  'meal.plan_created': ({ plan, undone }, who) =>
    `${who} ${undone ? 'brought back' : 'created'} the meal plan ${plan.name}`,
  'meal.plan_updated': ({ plan }, who) => `${who} edited the meal plan ${plan.name}`,
  'meal.plan_deleted': ({ plan }, who) => `${who} deleted the meal plan ${plan.name}`,
  'meal.kept_as_recipe': ({ recipe }, who) => `${who} kept ${recipe.name} as a family recipe`,
  'meal.planned': ({ planned, plan, undone }, who) =>
    `${who} ${undone ? 'put back' : 'planned'} ${plan.name} for ${planned.mealType} on ${day(planned.plannedDate)}`,
  'meal.moved': ({ planned, plan }, who) =>
    `${who} moved ${plan.name} to ${planned.mealType} on ${day(planned.plannedDate)}`,
  'meal.unplanned': ({ planned, plan }, who) => `${who} took ${plan.name} off ${day(planned.plannedDate)}`,
  'product.names_linked': ({ link }, who) => `${who} linked ${link.name} with ${link.sameAs}`,
  'product.names_unlinked': ({ link }, who) => `${who} unlinked ${link.name} from ${link.sameAs}`,
  'stock.taken': ({ reason, takes }, who) => {
    const what = takenAmounts(takes);
    if (reason === 'used') return `${who} used ${what}`;
    return reason === 'wasted' ? `${who} threw away ${what}` : `${who} threw away ${what} (expired)`;
  },
  'stock.batch_updated': ({ item, batch, changed }, who) =>
    changed.includes('quantity')
      ? `${who} corrected ${item.name} to ${formatItemQuantity(batch.quantity, batch.unit)}`
      : changed.includes('openedAt')
        ? batch.openedAt
          ? `${who} opened ${item.name}`
          : `${who} marked ${item.name} unopened`
        : changed.includes('location') && batch.location
          ? `${who} moved ${item.name} to the ${batch.location}`
          : `${who} updated ${item.name}`,
  'stock.cooked': ({ dish }, who) => `${who} cooked ${dish.name} (${count(dish.servings, 'serving')})`,
  'notice.created': ({ count: n }) => `Kitching made ${count(n, 'reminder')}`,
  'notice.read': (_details, who) => `${who} read their reminders`,
  'stock.undone': ({ action }, who) =>
    `${who} undid ${UNDONE[action.kind] ?? 'a change'}${action.note ? ` (${action.note})` : ''}`,
};

/** The person as the feed names them: first name, else full name; 'Someone' once their account is gone. */
const whoDid = (user: Who) => user?.firstName?.trim() || (user && fullName(user)) || 'Someone';

/**
 * The sentence of one stored event, rendered now (names as they are today). A row from before domain
 * events keeps its stored sentence, after the person's name.
 */
export function describe(row: ActivityRow): string {
  const who = whoDid(row.user);
  const render = sentences[row.action as DomainEventType] as Render<DomainEventType> | undefined;
  if (render && row.details) {
    try {
      return render(row.details as never, who, row.user);
    } catch {
      // details of an unexpected shape: fall through to the stored sentence.
    }
  }
  const stored = row.description?.trim();
  if (stored) return `${who} ${stored.charAt(0).toLowerCase()}${stored.slice(1)}`;
  return `${who} made a change`;
}

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    description: describe(row),
    details: row.details,
    userId: row.userId,
    user: row.user,
    createdAt: row.createdAt.toISOString(),
  };
}
