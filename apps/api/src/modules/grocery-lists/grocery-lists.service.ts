import {
  type Actor,
  type CreateGroceryItemBody,
  type CreateGroceryListBody,
  type GroceryItem,
  type GroceryList,
  type GrocerySettings,
  ProductIndex,
  productLinks,
  type UpdateGroceryItemBody,
} from '@kitching/contracts';
import { versionedEdit, versionedUpdate } from '../../db/versioned';
import { authorize } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import { definedFields } from '../../lib/defined-fields';
import { groceryBatchUseCases } from './grocery-batches';
import { addLine, type GroceryDeps, linksOf, lockList, ref, requireItem, requireList } from './grocery-lines';
import { groceryErrors } from './grocery-lists.errors';
import { type GroceryItemChanges, toGroceryItemDto, toGroceryListDto } from './grocery-lists.repository';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';
import { groceryTransfer } from './grocery-transfer';
import { groceryUndoUseCases, type LineSnapshot, type ListSnapshot } from './grocery-undo';
import { nameLinkUseCases } from './name-links';
import { putAwayLines, putAwayUseCases } from './put-away';
import { learnFromTick, shopOrderUseCases } from './shop-order';

export { completeShopOrder, learnShopOrder } from './shop-order';
export type { GroceryDeps };

declare module '../../kernel/app-context' {
  interface AppServices {
    grocery: GroceryListsService;
  }
}

/**
 * Grocery lists (spec 2.10, 3, 7; issue 12). Every change is one transaction and one event. A line added
 * for a product already on the list (unpurchased) adds to it, converting units where they convert
 * (`addAmount`), never dropping an amount that does not. Put-away (put-away.ts), lines from elsewhere
 * (grocery-batches.ts), name links (name-links.ts) and the shop order (shop-order.ts) live beside it.
 */
export function groceryListsService(deps: GroceryDeps) {
  const { grocery, run, inventory } = deps;

  async function edit(
    actor: Actor,
    id: number,
    body: UpdateGroceryItemBody,
    expectedVersion: number | undefined,
  ): Promise<GroceryItem> {
    const before = await requireItem(grocery, actor, id);
    authorize(actor, 'groceries.edit');
    const changes: GroceryItemChanges = definedFields(body);
    const changing = Object.keys(changes).length > 0;
    const ticking = changes.purchased !== undefined && changes.purchased !== before.purchased;
    if (changes.purchased !== undefined) changes.purchasedAt = changes.purchased ? new Date() : null;
    // The list is locked first in the transaction (two changes to its lines queue there), for `done`.
    let list!: GroceryListRow;
    return versionedEdit(run, {
      before,
      changes: changing,
      expectedVersion,
      update: async ({ repos }) => {
        list = await lockList(repos, before.listId);
        return repos.grocery.updateItem(id, changes, expectedVersion);
      },
      current: ({ repos }) => repos.grocery.findItem(id),
      notFound: groceryErrors.itemNotFound,
      conflict: (current: GroceryItemRow) => groceryErrors.itemConflict(toGroceryItemDto(current)),
      dto: toGroceryItemDto,
      done: async (work, item, row) => {
        const base = { familyId: list.familyId, actorId: actor.id };
        // The family's setting: a tick puts the line away at once (one action, its one event).
        if (
          ticking &&
          row.purchased &&
          (await work.repos.grocery.shopSettings(list.familyId)).putAwayOnTick
        ) {
          await learnFromTick(work.repos, list, row);
          const result = await putAwayLines(work, inventory, actor, list, [row]);
          work.emit({ ...base, type: 'grocery.put_away', details: { list: ref(list), ...result } });
          return item;
        }
        const changed = Object.keys(body).filter((k) => body[k as keyof UpdateGroceryItemBody] !== undefined);
        if (ticking && changed.length === 1)
          work.emit({ ...base, type: 'grocery.item_ticked', details: { item, list: ref(list) } });
        else
          work.emit({ ...base, type: 'grocery.item_updated', details: { item, list: ref(list), changed } });
        if (ticking && row.purchased) await learnFromTick(work.repos, list, row);
        return item;
      },
    });
  }

  return {
    ...putAwayUseCases(deps),
    ...groceryBatchUseCases(deps),
    ...nameLinkUseCases(deps),
    ...groceryTransfer(run),
    ...shopOrderUseCases(deps),
    ...groceryUndoUseCases(deps),

    async list(actor: Actor, familyId: number): Promise<GroceryList[]> {
      authorize(actor, 'family.view', familyId);
      return (await grocery.listByFamily(familyId)).map(({ list, items }) => toGroceryListDto(list, items));
    },

    async get(actor: Actor, id: number): Promise<GroceryList> {
      const list = await requireList(grocery, actor, id);
      return toGroceryListDto(list, await grocery.itemsOf(id));
    },

    /** A new list, with its first lines when given (the same product twice is one line): one event. */
    createList(
      actor: Actor,
      familyId: number,
      { name, items = [] }: Pick<CreateGroceryListBody, 'name' | 'items'>,
    ): Promise<GroceryList> {
      authorize(actor, 'family.view', familyId);
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
      const before = await requireList(grocery, actor, id);
      authorize(actor, 'groceries.manage_list', before);
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
    async removeList(actor: Actor, id: number, expectedVersion?: number) {
      const before = await requireList(grocery, actor, id);
      authorize(actor, 'groceries.manage_list', before);
      return run(async (work) => {
        const { repos, emit } = work;
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
        const snapshot: ListSnapshot = { list: row, items };
        const undoId = await deps.deletions.keep(work, {
          familyId: row.familyId,
          actorId: actor.id,
          kind: 'grocery.list',
          snapshot,
        });
        return { id, undoId };
      });
    },

    /** Spec 7's add; a product already on the list (unpurchased) gets the amount instead (`merged`). */
    async addItem(actor: Actor, listId: number, body: CreateGroceryItemBody) {
      await requireList(grocery, actor, listId);
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
    async removeItem(actor: Actor, id: number, expectedVersion?: number) {
      await requireItem(grocery, actor, id);
      authorize(actor, 'groceries.edit');
      return run(async (work) => {
        const { repos, emit } = work;
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
        const snapshot: LineSnapshot = { item: row };
        const undoId = await deps.deletions.keep(work, {
          familyId: row.familyId,
          actorId: actor.id,
          kind: 'grocery.item',
          snapshot,
        });
        return { id, undoId };
      });
    },

    async settings(actor: Actor, familyId: number): Promise<GrocerySettings> {
      authorize(actor, 'family.view', familyId);
      const { putAwayOnTick, lowStockToList } = await grocery.shopSettings(familyId);
      return { putAwayOnTick, lowStockToList };
    },

    /** PUT: the settings sent; lowStockToList absent keeps the stored value. */
    async setSettings(actor: Actor, familyId: number, body: GrocerySettings): Promise<GrocerySettings> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const changes = definedFields(body, ['putAwayOnTick', 'lowStockToList']);
        await repos.grocery.saveSettings(familyId, changes);
        const { putAwayOnTick, lowStockToList } = await repos.grocery.shopSettings(familyId);
        const settings = { putAwayOnTick, lowStockToList };
        emit({
          type: 'family.grocery_settings_changed',
          familyId,
          actorId: actor.id,
          details: { settings, changed: Object.keys(changes) },
        });
        return settings;
      });
    },

    /** Other domains (cooking): the family's grocery settings. */
    settingsOf: async (familyId: number, tx?: Tx) => {
      const { putAwayOnTick, lowStockToList } = await (tx
        ? run.join(tx).repos.grocery
        : grocery
      ).shopSettings(familyId);
      return { putAwayOnTick, lowStockToList };
    },

    /** Other domains (meal planning): the list `id`, its family for the caller to check. */
    findList: async (id: number, tx?: Tx) => (tx ? run.join(tx).repos.grocery : grocery).findList(id),

    /** Other domains: the list's lines not bought yet (what the list already asks for). */
    openLines: async (listId: number, tx?: Tx) =>
      (await (tx ? run.join(tx).repos.grocery : grocery).itemsOf(listId)).filter((l) => !l.purchased),

    /** Other domains: the family's name links (the name rule), as pairs. */
    linkPairs: (familyId: number, tx?: Tx) => (tx ? run.join(tx).repos.grocery : grocery).linkPairs(familyId),
  };
}
export type GroceryListsService = ReturnType<typeof groceryListsService>;
