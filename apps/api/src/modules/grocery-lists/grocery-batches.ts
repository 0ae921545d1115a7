import { type Actor, type GroceryItem, isLow, parseQuantity, toNumber } from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import {
  addLine,
  finishBatch,
  type GroceryDeps,
  groceryUnit,
  inPantry,
  linksOf,
  lockList,
  type NewLine,
  onList,
  requireList,
  round2,
} from './grocery-lines';
import { groceryErrors } from './grocery-lists.errors';
import type { GroceryItemRow } from './grocery-lists.table';
import { ProductIndex } from './product-index';

/** Lines added from elsewhere: the pantry's low stock, a recipe, a meal plan's needs. One event each. */
export function groceryBatchUseCases({ grocery, run, inventory, recipes }: GroceryDeps) {
  return {
    /**
     * For each inventory item at or below its minimum (spec 4), what brings it back to the minimum (at
     * least 1 of its unit), less what the list already asks for; merged like any add.
     */
    async addLowStock(actor: Actor, listId: number): Promise<{ items: GroceryItem[] }> {
      await requireList(grocery, actor, listId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const list = await lockList(tx.repos, listId);
        const links = await linksOf(tx.repos, list.familyId);
        const lines = new ProductIndex(links, await tx.repos.grocery.itemsOf(listId));
        const pantry = await inventory.pantry(list.familyId, tx);
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
        const pantry = new ProductIndex(links, await inventory.pantry(list.familyId, tx));
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

    /**
     * Inside another domain's unit of work (meal planning): lines merged into a list of the actor's
     * family, like any add, as one `grocery.items_added` event. A list of another family is not found.
     */
    async addToList(
      tx: Tx,
      actor: Actor,
      listId: number,
      lines: NewLine[],
      from: 'suggestion' | 'meal_week',
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
  };
}
