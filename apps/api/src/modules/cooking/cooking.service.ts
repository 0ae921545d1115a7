import {
  type Actor,
  addCalendarDays,
  type CookBody,
  type CookResult,
  type Dish,
  isLow,
  type StockActionResult,
  type TakeByNameBody,
  takePermission,
  toCalendarDate,
} from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import type { GroceryListsService } from '../grocery-lists/grocery-lists.service';
import type { InventoryService } from '../inventory/inventory.service';
import { stockErrors } from '../inventory/stock.errors';
import type { PlannedTake } from '../inventory/stock.service';
import type { MealPlansService } from '../meal-plans/meal-plans.service';
import type { RecipesService } from '../recipes/recipes.service';
import { oneIngredient, planCook, type StockBatchEntry } from './cook-plan';
import { cookingErrors } from './cooking.errors';

declare module '../../kernel/app-context' {
  interface AppServices {
    cooking: CookingService;
  }
}

/** What the cooking service is built from (app/context.ts): no tables of its own, the domains it asks. */
export interface CookingDeps {
  run: ScopedRun<Record<string, never>>;
  inventory: Pick<
    InventoryService,
    'familyStock' | 'batchesByIds' | 'takePlanned' | 'previewTakes' | 'undo' | 'findAction'
  >;
  recipes: Pick<RecipesService, 'find'>;
  meals: Pick<MealPlansService, 'planToCook' | 'plannedToCook' | 'markCooked' | 'unmarkCooked'>;
  grocery: Pick<
    GroceryListsService,
    'linkPairs' | 'settingsOf' | 'lockListInProgress' | 'addLowStockAfterCook'
  >;
}

/**
 * Cooking takes from stock (issue 23): a dish (a recipe, a planned meal, a meal plan) scaled to the
 * servings cooked, drawn from the family's batches by the pantry rule (planDraw: soonest expiry first,
 * converted), as one stock action and one event; quick add's 'used 6 eggs' the same way for one product;
 * and undo of any stock action. It reaches inventory, recipes, meal plans and grocery lists only through
 * their service functions taking the transaction. Locks are taken lists first, then the family's stock.
 */
export function cookingService({ run, inventory, recipes, meals, grocery }: CookingDeps) {
  /** The dish asked for, the family's; another family's answers like a missing one. */
  async function dishToCook(familyId: number, body: CookBody, tx?: Tx) {
    let found: { familyId: number; dish: Dish; plannedId?: number } | undefined;
    let missing: () => Error;
    if (body.recipeId !== undefined) {
      missing = cookingErrors.recipeNotFound;
      const recipe = await recipes.find(body.recipeId, tx);
      found = recipe && {
        familyId: recipe.familyId,
        dish: {
          kind: 'recipe',
          id: recipe.id,
          name: recipe.name,
          servings: recipe.servings,
          ingredients: recipe.ingredients,
        },
      };
    } else if (body.plannedMealId !== undefined) {
      missing = cookingErrors.plannedNotFound;
      found = await meals.plannedToCook(body.plannedMealId, tx);
    } else {
      missing = cookingErrors.planNotFound;
      found = await meals.planToCook(body.mealPlanId!, tx);
    }
    // The actor's family is the path's (checked first): anything of another family is not found.
    if (!found || found.familyId !== familyId) throw missing();
    return found;
  }

  /** The cook's own amounts (edited in the preview): each batch the family's and holding that much. */
  async function editedTakes(
    tx: Tx,
    familyId: number,
    edits: NonNullable<CookBody['takes']>,
    stock: readonly StockBatchEntry[],
  ): Promise<PlannedTake[]> {
    const byId = new Map(stock.map((batch) => [batch.id, batch]));
    const wanted = new Map<number, number>();
    for (const edit of edits)
      wanted.set(edit.batchId, (wanted.get(edit.batchId) ?? 0) + Number(edit.quantity));
    const unknown = [...wanted.keys()].filter((id) => !byId.has(id));
    if (unknown.length) {
      const found = await inventory.batchesByIds(unknown, tx);
      const ours = found.find((b) => b.familyId === familyId);
      if (found.length !== unknown.length || found.some((b) => b.familyId !== familyId) || !ours)
        throw stockErrors.batchNotFound();
      // The family's, but holding nothing any more.
      throw stockErrors.notEnough(ours.name);
    }
    const takes: PlannedTake[] = [];
    for (const [id, quantity] of wanted) {
      const batch = byId.get(id)!;
      if (quantity > Number(batch.quantity)) throw stockErrors.notEnough(batch.name);
      if (quantity > 0) takes.push({ ...batch, batchId: batch.id, quantity });
    }
    return takes;
  }

  return {
    /** POST /api/families/:familyId/cook (cookBody -> cookResultSchema). */
    async cook(actor: Actor, familyId: number, body: CookBody): Promise<CookResult> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'stock.cook');
      const today = toCalendarDate();
      if (body.preview) {
        const { dish } = await dishToCook(familyId, body);
        const [stock, links] = await Promise.all([
          inventory.familyStock(familyId),
          grocery.linkPairs(familyId),
        ]);
        const plan = planCook(dish, stock, { servings: body.servings, links, today });
        return { takes: inventory.previewTakes(plan.takes), missing: plan.missing };
      }
      return run(async (tx) => {
        const { dish, plannedId } = await dishToCook(familyId, body, tx);
        const settings = await grocery.settingsOf(familyId, tx);
        const inProgress = settings.lowStockToList
          ? await grocery.lockListInProgress(tx, familyId)
          : undefined;
        const stock = await inventory.familyStock(familyId, tx);
        const links = await grocery.linkPairs(familyId, tx);
        const servings = body.servings ?? dish.servings;
        const plan = planCook(dish, stock, { servings, links, today });
        const takes = body.takes ? await editedTakes(tx, familyId, body.takes, stock) : plan.takes;
        const leftovers = body.leftovers && {
          name: `${dish.name} (leftovers)`,
          portions: body.leftovers.portions,
          expirationDate: addCalendarDays(today, body.leftovers.eatWithinDays),
        };
        const result = await inventory.takePlanned(
          tx,
          actor,
          {
            familyId,
            kind: 'cook',
            reason: 'cooked',
            note: dish.name,
            details: {
              dish: { kind: dish.kind, id: dish.id, name: dish.name, servings },
              ...(plannedId === undefined ? {} : { plannedMealId: plannedId }),
            },
          },
          takes,
          leftovers,
        );
        const planned =
          plannedId === undefined ? undefined : await meals.markCooked(tx, plannedId, result.actionId);

        // Low stock this cook caused (the family's setting): items it brought to or below their minimum.
        let addedToList: Awaited<ReturnType<typeof grocery.addLowStockAfterCook>>;
        if (settings.lowStockToList) {
          const taken = new Map<number, number>();
          for (const take of result.takes)
            taken.set(take.itemId, (taken.get(take.itemId) ?? 0) + Number(take.quantity));
          const low = result.items.filter(
            (item) =>
              taken.has(item.id) &&
              isLow(item.quantity, item.minStockLevel) &&
              !isLow(Number(item.quantity) + taken.get(item.id)!, item.minStockLevel),
          );
          addedToList = await grocery.addLowStockAfterCook(tx, actor, familyId, inProgress, low);
        }
        tx.emit({
          type: 'stock.cooked',
          familyId,
          actorId: actor.id,
          details: {
            action: { id: result.actionId, kind: 'cook', note: dish.name },
            dish: { name: dish.name, servings },
            items: result.items,
            takes: result.takes,
            missing: plan.missing,
            ...(planned ? { planned } : {}),
            ...(addedToList ? { addedToList } : {}),
          },
        });
        return {
          cookId: result.actionId,
          takes: result.takes,
          missing: plan.missing,
          ...(result.leftoversItemId === undefined ? {} : { leftoversItemId: result.leftoversItemId }),
          ...(addedToList
            ? { addedToList: { listId: addedToList.list.id, names: addedToList.items.map((i) => i.name) } }
            : {}),
        };
      });
    },

    /**
     * POST /api/families/:familyId/stock/take: some of a product goes (quick add's 'used 6 eggs', 'threw
     * away the spinach'), from the family's items the pantry rule says cover the name, converted, earliest
     * expiry first (expired stock too: it is what goes first). What it could not take is `missing`.
     */
    async takeByName(actor: Actor, familyId: number, body: TakeByNameBody): Promise<StockActionResult> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, takePermission(body.reason));
      return run(async (tx) => {
        const stock = await inventory.familyStock(familyId, tx);
        const links = await grocery.linkPairs(familyId, tx);
        const ingredient = { name: body.name, quantity: body.quantity, unit: body.unit };
        const plan = planCook(oneIngredient(ingredient), stock, { links });
        // Held only in a unit that does not convert: nothing measurable could be taken.
        const missing = plan.uncovered.length ? [ingredient] : plan.missing;
        if (!plan.takes.length) return { takes: [], missing };
        const kind = body.reason === 'used' ? 'use' : 'waste';
        const result = await inventory.takePlanned(
          tx,
          actor,
          { familyId, kind, reason: body.reason, note: body.name },
          plan.takes,
        );
        tx.emit({
          type: 'stock.taken',
          familyId,
          actorId: actor.id,
          details: {
            action: { id: result.actionId, kind, note: body.name },
            reason: body.reason,
            items: result.items,
            takes: result.takes,
          },
        });
        return { actionId: result.actionId, takes: result.takes, missing };
      });
    },

    /**
     * POST .../stock-actions/:actionId/undo and .../cook/:cookId/undo (`cooks` only): restores exactly
     * what the action changed (inventory.undo), unmarks the planned meal a cook marked cooked; one
     * event. Own action: every member; another's: roles 1 to 3 (stock.undo).
     */
    async undo(actor: Actor, familyId: number, actionId: number, cooks = false): Promise<StockActionResult> {
      authorize(actor, 'family.view', familyId);
      const notFound = cooks ? cookingErrors.cookNotFound : stockErrors.actionNotFound;
      const action = await inventory.findAction(actionId);
      if (!action || action.familyId !== familyId || (cooks && action.kind !== 'cook')) throw notFound();
      authorize(actor, 'stock.undo', { actorId: action.actorId });
      return run(async (tx) => {
        const undone = await inventory.undo(tx, actor, actionId);
        const plannedId = undone.action.details.plannedMealId;
        const planned =
          plannedId === undefined ? undefined : await meals.unmarkCooked(tx, plannedId, actionId);
        tx.emit({
          type: 'stock.undone',
          familyId,
          actorId: actor.id,
          details: {
            action: { id: undone.action.id, kind: undone.action.kind, note: undone.action.note },
            items: undone.items,
            removedItemIds: undone.removedItemIds,
            ...(planned ? { planned } : {}),
          },
        });
        return { actionId, takes: undone.restored, missing: [] };
      });
    },
  };
}
export type CookingService = ReturnType<typeof cookingService>;
