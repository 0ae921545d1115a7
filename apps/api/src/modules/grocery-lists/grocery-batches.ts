import {
  type Actor,
  checkRecipe,
  type GroceryItem,
  type ListRef,
  type LowStockItem,
  lowStockTopUp,
  ProductIndex,
  QUANTITY_MAX,
  stockCategories,
  toCalendarDate,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import {
  addLine,
  finishBatch,
  type GroceryDeps,
  linksOf,
  lockList,
  type NewLine,
  ref,
  requireList,
} from './grocery-lines';
import { groceryErrors } from './grocery-lists.errors';
import { toGroceryItemDto } from './grocery-lists.repository';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/** Lines added from elsewhere: the pantry's low stock, a recipe, a meal plan's needs. One event each. */
export function groceryBatchUseCases({ grocery, run, inventory, recipes }: GroceryDeps) {
  return {
    /**
     * For each inventory item at or below its minimum (spec 4), what brings it back to the minimum (at
     * least 1 of its unit), less what the list's lines covering it already ask for (the pantry rule,
     * lowStockTopUp); merged like any add.
     */
    async addLowStock(actor: Actor, listId: number): Promise<{ items: GroceryItem[] }> {
      await requireList(grocery, actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const list = await lockList(tx.repos, listId);
        const links = await linksOf(tx.repos, list.familyId);
        const current = await tx.repos.grocery.itemsOf(listId);
        const lines = new ProductIndex(links, current);
        const pantry = await inventory.pantry(list.familyId, tx);
        const byId = new Map(pantry.map((item) => [item.id, item]));
        const rows = new Map<number, GroceryItemRow>();
        for (const topUp of lowStockTopUp(pantry, current, { links })) {
          const { row } = await addLine(tx.repos, list, lines, {
            name: topUp.name,
            quantity: topUp.quantity,
            unit: topUp.unit,
            category: byId.get(topUp.stockId)!.category,
          });
          rows.set(row.id, row);
        }
        return finishBatch(tx, actor, list, [...rows.values()], 'low_stock');
      });
    },

    /**
     * A recipe's ingredients scaled to `servings`, merged into the list. `skip` names the ingredient
     * indexes to leave out; without it, those the pantry covers are left out (the pantry rule,
     * checkRecipe: as the web's dialog pre-ticks them, stock expired before today holding nothing).
     */
    async addRecipe(
      actor: Actor,
      listId: number,
      body: { recipeId: number; servings: number; skip?: number[] | undefined },
    ): Promise<{ items: GroceryItem[]; skipped: number[] }> {
      await requireList(grocery, actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const list = await lockList(tx.repos, listId);
        const recipe = await recipes.find(body.recipeId, tx);
        if (!recipe) throw groceryErrors.recipeNotFound();
        // The list is the actor's family's: another family's recipe is not found.
        authorize(actor, 'family.view', recipe.familyId, refuseWith(groceryErrors.recipeNotFound));
        const links = await linksOf(tx.repos, list.familyId);
        const lines = new ProductIndex(links, await tx.repos.grocery.itemsOf(listId));
        const pantry = await inventory.pantry(list.familyId, tx);
        const categoryOf = stockCategories(pantry, links);
        const check = checkRecipe(recipe, pantry, {
          servings: body.servings,
          links,
          today: toCalendarDate(),
        });
        const skipped: number[] = [];
        const rows = new Map<number, GroceryItemRow>();
        for (const line of check) {
          if (body.skip ? body.skip.includes(line.index) : line.covered) {
            skipped.push(line.index);
            continue;
          }
          const { row } = await addLine(tx.repos, list, lines, {
            name: line.name,
            quantity: String(Math.min(line.quantity, QUANTITY_MAX)),
            unit: line.unit,
            category: categoryOf(line.name) ?? 'Other',
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

    /**
     * Inside another domain's unit of work (meal planning): lines merged into a list of the actor's
     * family, like any add, as one `grocery.items_added` event. A list of another family is not found.
     */
    async addToList(
      tx: Tx,
      actor: Actor,
      listId: number,
      lines: NewLine[],
      from: 'suggestion' | 'meal_week' | 'quick_add',
    ): Promise<{ items: GroceryItem[] }> {
      authorize(actor, 'groceries.edit');
      const work = run.join(tx);
      const list = await lockList(work.repos, listId);
      authorize(actor, 'family.view', list.familyId, refuseWith(groceryErrors.listNotFound));
      const links = await linksOf(work.repos, list.familyId);
      const current = new ProductIndex(links, await work.repos.grocery.itemsOf(listId));
      const rows = new Map<number, GroceryItemRow>();
      for (const line of lines) {
        const { row } = await addLine(work.repos, list, current, line);
        rows.set(row.id, row);
      }
      return finishBatch(work, actor, list, [...rows.values()], from);
    },

    /**
     * Inside a cook's unit of work, before it takes the family's stock (lists first, then stock: one
     * order of locks for every writer): the family's list in progress (the most recently changed one with
     * lines not bought yet), locked; undefined when there is none.
     */
    async lockListInProgress(tx: Tx, familyId: number): Promise<GroceryListRow | undefined> {
      const work = run.join(tx);
      const id = await work.repos.grocery.listInProgress(familyId);
      return id === undefined ? undefined : work.repos.grocery.lockList(id);
    },

    /**
     * Inside a cook's unit of work (its event names these lines, so none is raised here): what brings
     * each low item back to its minimum (lowStockTopUp, less what the list already asks for) onto the
     * list in progress, or a new 'Groceries' list when there is none.
     */
    async addLowStockAfterCook(
      tx: Tx,
      actor: Actor,
      familyId: number,
      inProgress: GroceryListRow | undefined,
      low: (LowStockItem & { category: string })[],
    ): Promise<{ list: ListRef; items: GroceryItem[] } | undefined> {
      authorize(actor, 'groceries.edit');
      const work = run.join(tx);
      const links = await linksOf(work.repos, familyId);
      const current = inProgress ? await work.repos.grocery.itemsOf(inProgress.id) : [];
      const topUps = lowStockTopUp(low, current, { links });
      if (!topUps.length) return undefined;
      const list =
        inProgress ??
        (await work.repos.grocery.createList({ familyId, name: 'Groceries', createdBy: actor.id }));
      const lines = new ProductIndex(links, current);
      const categories = new Map(low.map((item) => [item.id, item.category]));
      const rows = new Map<number, GroceryItemRow>();
      for (const topUp of topUps) {
        const { row } = await addLine(work.repos, list, lines, {
          name: topUp.name,
          quantity: topUp.quantity,
          unit: topUp.unit,
          category: categories.get(topUp.stockId) ?? 'Other',
        });
        rows.set(row.id, row);
      }
      return { list: ref(list), items: [...rows.values()].map(toGroceryItemDto) };
    },
  };
}
