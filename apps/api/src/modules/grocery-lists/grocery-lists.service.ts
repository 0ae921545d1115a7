import {
  type Actor,
  type Amount,
  addAmount,
  type CreateGroceryItemBody,
  type CreateGroceryListBody,
  canonicalKey,
  convertQuantity,
  type GroceryItem,
  type GroceryList,
  type GrocerySettings,
  INVENTORY_CATEGORIES,
  type InventoryItem,
  isLow,
  type ListRef,
  normalizeDecimal,
  type ProductLink,
  type ProductLinkBody,
  type ProductLinks,
  parseQuantity,
  productLinks,
  QUANTITY_MAX,
  toNumber,
  UNITS,
  type UpdateGroceryItemBody,
  weighedUnit,
} from '@kitching/contracts';
import { authorize, requireFamilyMember } from '../../app/authorize';
import type { Repositories } from '../../app/repositories';
import type { RunInTransaction, Work } from '../../app/unit-of-work';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { definedFields } from '../../lib/defined-fields';
import { toInventoryDto } from '../inventory/inventory.repository';
import type { InventoryRow } from '../inventory/inventory.table';
import { groceryErrors } from './grocery-lists.errors';
import {
  type GroceryItemChanges,
  type GroceryListsRepository,
  toGroceryItemDto,
  toGroceryListDto,
  toProductLinkDto,
} from './grocery-lists.repository';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/**
 * Rows grouped by product (the name rule with the family's links), each name keyed once: matching a
 * line against a pantry of thousands is a map lookup, not thousands of name normalisations.
 */
export class ProductIndex<T extends { name: string }> {
  private readonly groups = new Map<string, T[]>();
  constructor(
    private readonly links: ProductLinks,
    rows: Iterable<T> = [],
  ) {
    for (const row of rows) this.add(row);
  }
  /** The rows of the same product as `name`, in the order they were added. */
  of(name: string): T[] {
    const key = canonicalKey(name, this.links);
    return (key && this.groups.get(key)) || [];
  }
  add(row: T): void {
    const key = canonicalKey(row.name, this.links);
    if (!key) return;
    const group = this.groups.get(key);
    if (group) group.push(row);
    else this.groups.set(key, [row]);
  }
  /** `next` in the place of `row` (same name: the same product). */
  replace(row: T, next: T): void {
    const group = this.of(row.name);
    const at = group.indexOf(row);
    if (at >= 0) group[at] = next;
    else this.add(next);
  }
}

/** A visit to the shop: ticks this close together are one trip (they teach the shop's order). */
const VISIT_MS = 3 * 60 * 60 * 1000;

const ref = (list: GroceryListRow): ListRef => ({ id: list.id, name: list.name });
const round2 = (n: number) => Math.min(Math.round(n * 100) / 100, QUANTITY_MAX);
const amountsOf = (line: Pick<GroceryItemRow, 'quantity' | 'unit' | 'moreAmounts'>): Amount[] => [
  { quantity: normalizeDecimal(line.quantity), unit: line.unit },
  ...(line.moreAmounts ?? []),
];

/** A recipe's unit as one of the app's units ('cup' is 'cups'); anything else is counted 'each'. */
export function groceryUnit(unit: string): string {
  const text = unit.trim().toLowerCase();
  const exact = UNITS.find((u) => u === text);
  return exact ?? weighedUnit(text) ?? 'each';
}

/** The family's shop order: the saved one, then any category it does not name, in the spec's order. */
export function completeShopOrder(saved: readonly string[]): string[] {
  const known = saved.filter((c) => (INVENTORY_CATEGORIES as readonly string[]).includes(c));
  return [...new Set([...known, ...INVENTORY_CATEGORIES])];
}

/**
 * Moves `ticked` toward the order of this visit's ticks: it goes after every category ticked earlier in
 * the visit that the order has after it. Repeated over trips, the order becomes the shop's.
 */
export function learnShopOrder(order: readonly string[], visit: readonly string[], ticked: string): string[] {
  const before = visit.filter((c) => c !== ticked);
  const position = order.indexOf(ticked);
  const last = Math.max(-1, ...before.map((c) => order.indexOf(c)));
  if (position < 0 || last <= position) return [...order];
  const next = order.filter((c) => c !== ticked);
  next.splice(next.indexOf(order[last]!) + 1, 0, ticked);
  return next;
}

/**
 * Grocery lists (spec 2.10, 3, 7; issue 12). Every change is one transaction and one event. A line added
 * for a product already on the list (unpurchased) adds to it, converting units where they convert
 * (`addAmount`), never dropping an amount that does not.
 */
export function groceryListsService({
  grocery,
  run,
}: {
  grocery: GroceryListsRepository;
  run: RunInTransaction;
}) {
  async function requireList(actor: Actor, id: number) {
    const list = await grocery.findList(id);
    if (!list) throw groceryErrors.listNotFound();
    requireFamilyMember(actor, list.familyId, groceryErrors.listNotFound);
    return list;
  }
  async function requireItem(actor: Actor, id: number) {
    const item = await grocery.findItem(id);
    if (!item) throw groceryErrors.itemNotFound();
    requireFamilyMember(actor, item.familyId, groceryErrors.itemNotFound);
    return item;
  }
  /** Inside a unit of work: the list again, locked (gone meanwhile: 404). */
  async function lockList(repos: Repositories, id: number) {
    const list = await repos.grocery.lockList(id);
    if (!list) throw groceryErrors.listNotFound();
    return list;
  }

  /** The family's links between names, for the name rule inside this unit of work. */
  async function linksOf(repos: Repositories, familyId: number): Promise<ProductLinks> {
    return productLinks(await repos.grocery.linkPairs(familyId));
  }

  /** Adds one amount of a product to the (locked) list: to its unpurchased line of it, or as a new line. */
  async function addLine(
    repos: Repositories,
    list: GroceryListRow,
    lines: ProductIndex<GroceryItemRow>,
    line: { name: string; quantity: string; unit: string; category: string },
  ): Promise<{ row: GroceryItemRow; merged: boolean }> {
    const same = lines.of(line.name).find((l) => !l.purchased);
    if (same) {
      const [main, ...more] = addAmount(amountsOf(same), { quantity: line.quantity, unit: line.unit });
      const row = await repos.grocery.updateItem(same.id, {
        quantity: String(Math.min(Number(main!.quantity), QUANTITY_MAX)),
        unit: main!.unit,
        moreAmounts: more,
      });
      lines.replace(same, row!);
      return { row: row!, merged: true };
    }
    const row = await repos.grocery.createItem({ ...line, listId: list.id, familyId: list.familyId });
    lines.add(row);
    return { row, merged: false };
  }

  /** How much of a product the list already asks for (unpurchased), in `unit`. */
  function onList(lines: ProductIndex<GroceryItemRow>, name: string, unit: string): number {
    return lines
      .of(name)
      .filter((l) => !l.purchased)
      .flatMap(amountsOf)
      .reduce((sum, a) => sum + (convertQuantity(toNumber(a.quantity), a.unit, unit) ?? 0), 0);
  }

  /** How much of a product the pantry holds, in `unit`. */
  function inPantry(pantry: ProductIndex<InventoryRow>, name: string, unit: string): number {
    return pantry
      .of(name)
      .reduce((sum, i) => sum + (convertQuantity(toNumber(i.quantity), i.unit, unit) ?? 0), 0);
  }

  /**
   * Bought lines into the inventory (inside the caller's unit of work): a line matching an item (the
   * name rule) adds to it, converted into the item's unit; otherwise (or when the units do not convert)
   * it makes an item. The lines are then removed.
   */
  async function putAwayLines(
    repos: Repositories,
    actor: Actor,
    list: GroceryListRow,
    bought: GroceryItemRow[],
  ): Promise<{ added: InventoryItem[]; updated: InventoryItem[] }> {
    const links = await linksOf(repos, list.familyId);
    // Planned in memory first (what adds to which item, what is new), then written in two statements.
    type NewItem = { name: string; quantity: number; unit: string; category: string };
    type Target = { existing: InventoryRow } | { fresh: NewItem };
    const targets = new ProductIndex<{ name: string; unit: string; target: Target }>(
      links,
      (await repos.inventory.listByFamily(list.familyId)).map((row) => ({
        name: row.name,
        unit: row.unit,
        target: { existing: row },
      })),
    );
    const deltas = new Map<number, number>();
    const fresh: NewItem[] = [];
    for (const line of bought) {
      for (const amount of amountsOf(line)) {
        const quantity = toNumber(amount.quantity);
        const match = targets
          .of(line.name)
          .map((t) => ({ t, converted: convertQuantity(quantity, amount.unit, t.unit) }))
          .find((m) => m.converted !== null);
        if (!match) {
          const item = { name: line.name, quantity, unit: amount.unit, category: line.category };
          fresh.push(item);
          targets.add({ name: item.name, unit: item.unit, target: { fresh: item } });
        } else if ('existing' in match.t.target) {
          const id = match.t.target.existing.id;
          deltas.set(id, (deltas.get(id) ?? 0) + match.converted!);
        } else match.t.target.fresh.quantity += match.converted!;
      }
    }
    const updated = await repos.inventory.addQuantities(
      [...deltas].map(([id, delta]) => ({ id, delta: String(round2(delta)) })),
    );
    const added = await repos.inventory.createMany(
      fresh.map((item) => ({
        familyId: list.familyId,
        userId: actor.id,
        name: item.name,
        quantity: String(round2(item.quantity)),
        unit: item.unit,
        category: item.category,
      })),
    );
    await repos.grocery.removeItems(bought.map((l) => l.id));
    return { added: added.map(toInventoryDto), updated: updated.map(toInventoryDto) };
  }

  async function edit(
    actor: Actor,
    id: number,
    body: UpdateGroceryItemBody,
    expectedVersion: number | undefined,
  ): Promise<GroceryItem> {
    const before = await requireItem(actor, id);
    authorize(actor, 'groceries.edit');
    const conflict = (current: GroceryItemRow) => groceryErrors.itemConflict(toGroceryItemDto(current));
    const changes: GroceryItemChanges = definedFields(body);
    if (!Object.keys(changes).length)
      return toGroceryItemDto(checkVersion(before, expectedVersion, conflict));
    const ticking = changes.purchased !== undefined && changes.purchased !== before.purchased;
    if (changes.purchased !== undefined) changes.purchasedAt = changes.purchased ? new Date() : null;
    return run(async ({ repos, emit }) => {
      const list = await lockList(repos, before.listId);
      const row = await versionedUpdate({
        update: () => repos.grocery.updateItem(id, changes, expectedVersion),
        current: () => repos.grocery.findItem(id),
        notFound: groceryErrors.itemNotFound,
        conflict,
      });
      const item = toGroceryItemDto(row);
      const base = { familyId: list.familyId, actorId: actor.id };
      // The family's setting: a tick puts the line away at once (one action, its one event).
      if (ticking && row.purchased && (await repos.grocery.shopSettings(list.familyId)).putAwayOnTick) {
        await learnFromTick(repos, list, row);
        const result = await putAwayLines(repos, actor, list, [row]);
        emit({ ...base, type: 'grocery.put_away', details: { list: ref(list), ...result } });
        return item;
      }
      const changed = Object.keys(body).filter((k) => body[k as keyof UpdateGroceryItemBody] !== undefined);
      if (ticking && changed.length === 1)
        emit({ ...base, type: 'grocery.item_ticked', details: { item, list: ref(list) } });
      else emit({ ...base, type: 'grocery.item_updated', details: { item, list: ref(list), changed } });
      if (ticking && row.purchased) await learnFromTick(repos, list, row);
      return item;
    });
  }

  /** The tick's category moves toward where this trip's ticks put it. */
  async function learnFromTick(repos: Repositories, list: GroceryListRow, ticked: GroceryItemRow) {
    const since = Date.now() - VISIT_MS;
    const visit = (await repos.grocery.itemsOf(list.id))
      .filter((l) => l.purchased && l.purchasedAt && l.purchasedAt.getTime() >= since && l.id !== ticked.id)
      .sort((a, b) => a.purchasedAt!.getTime() - b.purchasedAt!.getTime())
      .map((l) => l.category);
    if (!visit.length) return;
    const settings = await repos.grocery.shopSettings(list.familyId);
    const order = completeShopOrder(settings.shopOrder);
    const next = learnShopOrder(order, [...new Set(visit)], ticked.category);
    if (next.join() !== order.join()) await repos.grocery.saveShopOrder(list.familyId, next);
  }

  return {
    async list(actor: Actor, familyId: number): Promise<GroceryList[]> {
      requireFamilyMember(actor, familyId);
      return (await grocery.listByFamily(familyId)).map(({ list, items }) => toGroceryListDto(list, items));
    },

    async get(actor: Actor, id: number): Promise<GroceryList> {
      const list = await requireList(actor, id);
      return toGroceryListDto(list, await grocery.itemsOf(id));
    },

    /** A new list, with its first lines when given (the same product twice is one line): one event. */
    createList(
      actor: Actor,
      familyId: number,
      { name, items = [] }: Pick<CreateGroceryListBody, 'name' | 'items'>,
    ): Promise<GroceryList> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await repos.grocery.createList({ familyId, name, createdBy: actor.id });
        const lines = new ProductIndex(items.length ? await linksOf(repos, familyId) : productLinks([]), []);
        const rows = new Map<number, GroceryItemRow>();
        for (const item of items) {
          const added = await addLine(repos, row, lines, item);
          rows.set(added.row.id, added.row);
        }
        const list = toGroceryListDto(row, [...rows.values()]);
        emit({ type: 'grocery.list_created', familyId, actorId: actor.id, details: { list } });
        return list;
      });
    },

    async renameList(actor: Actor, id: number, name: string, expectedVersion?: number): Promise<GroceryList> {
      const before = await requireList(actor, id);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await versionedUpdate({
          update: () => repos.grocery.renameList(id, name, expectedVersion),
          current: () => repos.grocery.findList(id),
          notFound: groceryErrors.listNotFound,
          // The list's name and version as they are now (its lines are not part of a rename).
          conflict: (current) => groceryErrors.listConflict(toGroceryListDto(current, [])),
        });
        const list = toGroceryListDto(row, await repos.grocery.itemsOf(id));
        emit({
          type: 'grocery.list_renamed',
          familyId: list.familyId,
          actorId: actor.id,
          details: { list, previousName: before.name },
        });
        return list;
      });
    },

    /** With If-Match a list renamed since that version answers 409 with the list as it is, kept. */
    async removeList(actor: Actor, id: number, expectedVersion?: number): Promise<{ id: number }> {
      await requireList(actor, id);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const items = await repos.grocery.itemsOf(id);
        const row = await versionedUpdate({
          update: () => repos.grocery.removeList(id, expectedVersion),
          current: () => repos.grocery.findList(id),
          notFound: groceryErrors.listNotFound,
          conflict: (current) => groceryErrors.listConflict(toGroceryListDto(current, items)),
        });
        emit({
          type: 'grocery.list_deleted',
          familyId: row.familyId,
          actorId: actor.id,
          details: { list: toGroceryListDto(row, items) },
        });
        return { id };
      });
    },

    /** Spec 7's add; a product already on the list (unpurchased) gets the amount instead (`merged`). */
    async addItem(actor: Actor, listId: number, body: CreateGroceryItemBody) {
      await requireList(actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const list = await lockList(repos, listId);
        const links = await linksOf(repos, list.familyId);
        const lines = new ProductIndex(links, await repos.grocery.itemsOf(listId));
        const { row, merged } = await addLine(repos, list, lines, {
          name: body.name,
          quantity: body.quantity,
          unit: body.unit,
          category: body.category,
        });
        const item = toGroceryItemDto(row);
        emit({
          type: 'grocery.item_added',
          familyId: list.familyId,
          actorId: actor.id,
          details: { item, list: ref(list), merged },
        });
        return { item, merged };
      });
    },

    /** Ticks or edits a line; with If-Match a line changed meanwhile answers 409 with the line as it is. */
    updateItem: edit,

    /** With If-Match a line ticked or changed since that version answers 409 with the line, kept. */
    async removeItem(actor: Actor, id: number, expectedVersion?: number): Promise<{ id: number }> {
      await requireItem(actor, id);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await versionedUpdate({
          update: () => repos.grocery.removeItem(id, expectedVersion),
          current: () => repos.grocery.findItem(id),
          notFound: groceryErrors.itemNotFound,
          conflict: (current) => groceryErrors.itemConflict(toGroceryItemDto(current)),
        });
        const list = await repos.grocery.findList(row.listId);
        emit({
          type: 'grocery.item_removed',
          familyId: row.familyId,
          actorId: actor.id,
          details: { item: toGroceryItemDto(row), list: list ? ref(list) : { id: row.listId, name: '' } },
        });
        return { id };
      });
    },

    /**
     * Moves the list's purchased lines into the inventory, in one transaction: a line matching an item
     * (the name rule) adds to it, converted into the item's unit; otherwise (or when the units do not
     * convert) it makes an item. The lines are then removed.
     */
    async putAway(
      actor: Actor,
      listId: number,
    ): Promise<{ added: InventoryItem[]; updated: InventoryItem[] }> {
      await requireList(actor, listId);
      authorize(actor, 'groceries.edit');
      authorize(actor, 'inventory.edit');
      return run(async ({ repos, emit }) => {
        const list = await lockList(repos, listId);
        const bought = await repos.grocery.lockPurchased(listId);
        if (!bought.length) return { added: [], updated: [] };
        const result = await putAwayLines(repos, actor, list, bought);
        emit({
          type: 'grocery.put_away',
          familyId: list.familyId,
          actorId: actor.id,
          details: { list: ref(list), ...result },
        });
        return result;
      });
    },

    /**
     * For each inventory item at or below its minimum (spec 4), what brings it back to the minimum (at
     * least 1 of its unit), less what the list already asks for; merged like any add.
     */
    async addLowStock(actor: Actor, listId: number): Promise<{ items: GroceryItem[] }> {
      await requireList(actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const list = await lockList(tx.repos, listId);
        const links = await linksOf(tx.repos, list.familyId);
        const lines = new ProductIndex(links, await tx.repos.grocery.itemsOf(listId));
        const pantry = await tx.repos.inventory.listByFamily(list.familyId);
        const rows = new Map<number, GroceryItemRow>();
        for (const item of pantry.filter((i) => isLow(i.quantity, i.minStockLevel))) {
          const needed = Math.max(toNumber(item.minStockLevel) - toNumber(item.quantity), 1);
          const missing = round2(needed - onList(lines, item.name, item.unit));
          if (missing <= 0) continue;
          const { row } = await addLine(tx.repos, list, lines, {
            name: item.name,
            quantity: String(missing),
            unit: item.unit,
            category: item.category,
          });
          rows.set(row.id, row);
        }
        return finishBatch(tx, actor, list, [...rows.values()], 'low_stock');
      });
    },

    /**
     * A recipe's ingredients scaled to `servings`, merged into the list. `skip` names the ingredient
     * indexes to leave out; without it, those the pantry already holds enough of are left out.
     */
    async addRecipe(
      actor: Actor,
      listId: number,
      body: { recipeId: number; servings: number; skip?: number[] | undefined },
    ): Promise<{ items: GroceryItem[]; skipped: number[] }> {
      await requireList(actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const list = await lockList(tx.repos, listId);
        const recipe = await tx.repos.recipes.findById(body.recipeId);
        if (!recipe || recipe.familyId !== list.familyId) throw groceryErrors.recipeNotFound();
        const links = await linksOf(tx.repos, list.familyId);
        const lines = new ProductIndex(links, await tx.repos.grocery.itemsOf(listId));
        const pantry = new ProductIndex(links, await tx.repos.inventory.listByFamily(list.familyId));
        const factor = body.servings / Math.max(recipe.servings, 1);
        const skipped: number[] = [];
        const rows = new Map<number, GroceryItemRow>();
        for (const [index, ingredient] of recipe.ingredients.entries()) {
          const unit = groceryUnit(ingredient.unit);
          const quantity = Math.max(round2((parseQuantity(ingredient.quantity) ?? 1) * factor), 0.01);
          const held = inPantry(pantry, ingredient.name, unit);
          if (body.skip ? body.skip.includes(index) : held >= quantity) {
            skipped.push(index);
            continue;
          }
          const known = pantry.of(ingredient.name)[0];
          const { row } = await addLine(tx.repos, list, lines, {
            name: ingredient.name,
            quantity: String(quantity),
            unit,
            category: known?.category ?? 'Other',
          });
          rows.set(row.id, row);
        }
        const { items } = await finishBatch(tx, actor, list, [...rows.values()], 'recipe', {
          id: recipe.id,
          name: recipe.name,
        });
        return { items, skipped };
      });
    },

    async links(actor: Actor, familyId: number): Promise<ProductLink[]> {
      requireFamilyMember(actor, familyId);
      return (await grocery.links(familyId)).map(toProductLinkDto);
    },

    /** Two names of one product, for the name rule everywhere; linking them again changes nothing. */
    async link(
      actor: Actor,
      familyId: number,
      body: ProductLinkBody,
    ): Promise<{ link: ProductLink; created: boolean }> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await repos.grocery.addLink({
          familyId,
          name: body.name,
          sameAs: body.sameAs,
          createdBy: actor.id,
        });
        if (!row) {
          const same = (await repos.grocery.links(familyId)).find(
            (l) => l.name === body.name && l.sameAs === body.sameAs,
          );
          return { link: toProductLinkDto(same!), created: false };
        }
        const link = toProductLinkDto(row);
        emit({ type: 'product.names_linked', familyId, actorId: actor.id, details: { link } });
        return { link, created: true };
      });
    },

    async unlink(actor: Actor, id: number): Promise<{ id: number }> {
      const found = await grocery.findLink(id);
      if (!found) throw groceryErrors.linkNotFound();
      requireFamilyMember(actor, found.familyId, groceryErrors.linkNotFound);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await repos.grocery.removeLink(id);
        if (!row) throw groceryErrors.linkNotFound();
        emit({
          type: 'product.names_unlinked',
          familyId: row.familyId,
          actorId: actor.id,
          details: { link: toProductLinkDto(row) },
        });
        return { id };
      });
    },

    async settings(actor: Actor, familyId: number): Promise<GrocerySettings> {
      requireFamilyMember(actor, familyId);
      const { putAwayOnTick } = await grocery.shopSettings(familyId);
      return { putAwayOnTick };
    },

    async setSettings(actor: Actor, familyId: number, body: GrocerySettings): Promise<GrocerySettings> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        await repos.grocery.savePutAwayOnTick(familyId, body.putAwayOnTick);
        emit({
          type: 'family.grocery_settings_changed',
          familyId,
          actorId: actor.id,
          details: { settings: body },
        });
        return body;
      });
    },

    /**
     * Inside another domain's unit of work (meal planning): lines merged into a list of the actor's
     * family, like any add, as one `grocery.items_added` event. A list of another family is not found.
     */
    async addToList(
      tx: Work,
      actor: Actor,
      listId: number,
      lines: { name: string; quantity: string; unit: string; category: string }[],
      from: 'suggestion' | 'meal_week',
    ): Promise<{ items: GroceryItem[] }> {
      authorize(actor, 'groceries.edit');
      const list = await lockList(tx.repos, listId);
      requireFamilyMember(actor, list.familyId, groceryErrors.listNotFound);
      const links = await linksOf(tx.repos, list.familyId);
      const current = new ProductIndex(links, await tx.repos.grocery.itemsOf(listId));
      const rows = new Map<number, GroceryItemRow>();
      for (const line of lines) {
        const { row } = await addLine(tx.repos, list, current, line);
        rows.set(row.id, row);
      }
      return finishBatch(tx, actor, list, [...rows.values()], from);
    },

    async shopOrder(actor: Actor, familyId: number): Promise<string[]> {
      requireFamilyMember(actor, familyId);
      return completeShopOrder((await grocery.shopSettings(familyId)).shopOrder);
    },

    async setShopOrder(actor: Actor, familyId: number, order: string[]): Promise<string[]> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      const complete = completeShopOrder(order);
      return run(async ({ repos, emit }) => {
        await repos.grocery.saveShopOrder(familyId, complete);
        emit({
          type: 'family.shop_order_changed',
          familyId,
          actorId: actor.id,
          details: { order: complete },
        });
        return complete;
      });
    },
  };

  function finishBatch(
    { emit }: Work,
    actor: Actor,
    list: GroceryListRow,
    rows: GroceryItemRow[],
    from: 'low_stock' | 'recipe' | 'suggestion' | 'meal_week',
    recipe?: { id: number; name: string },
  ): { items: GroceryItem[] } {
    const items = rows.map(toGroceryItemDto);
    if (items.length)
      emit({
        type: 'grocery.items_added',
        familyId: list.familyId,
        actorId: actor.id,
        details: { list: ref(list), from, ...(recipe ? { recipe } : {}), items },
      });
    return { items };
  }
}
export type GroceryListsService = ReturnType<typeof groceryListsService>;
