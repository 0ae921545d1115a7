import {
  type Actor,
  type Dish,
  dishShoppingNeeds,
  type GroceryItem,
  groceryUnit,
  type MealSuggestionDto,
  stockCategories,
  suggestMeals,
  toCalendarDate,
  weekShoppingNeeds,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import type { GroceryListsService } from '../grocery-lists/grocery-lists.service';
import type { InventoryService, StockRow } from '../inventory/inventory.service';
import type { RecipeDish, RecipesService } from '../recipes/recipes.service';
import type { DeletionLog } from '../undo/undo.service';
import { mealErrors } from './meal-plans.errors';
import type { MealPlansRepository } from './meal-plans.repository';
import type { MealPlanRow } from './meal-plans.table';
import { recipesFollowed } from './recipe-links';

/** What the meal-planning service is built from (app/context.ts): its repository and the domains it asks. */
export interface MealDeps {
  meals: MealPlansRepository;
  run: ScopedRun<{ meals: MealPlansRepository }>;
  grocery: Pick<GroceryListsService, 'addToList' | 'findList' | 'openLines' | 'linkPairs'>;
  inventory: Pick<InventoryService, 'stock'>;
  recipes: Pick<RecipesService, 'find' | 'dishes' | 'linked' | 'createIn'>;
  /** Where a delete keeps what it removed, for its Undo (issue 24). */
  deletions: DeletionLog;
}

export const stored = (
  ingredients: { name: string; quantity: string; unit: string }[],
): MealPlanRow['ingredients'] => ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit }));

type DishRow = Pick<MealPlanRow, 'id' | 'name' | 'servings' | 'ingredients' | 'recipeId'>;
type RecipeDishRow = Pick<RecipeDish, 'id' | 'name' | 'servings' | 'ingredients'>;

/** A plan as a dish to cook: the recipe's name, servings and ingredients when it follows one (issue 23). */
export const planDish = (plan: DishRow, recipes: ReadonlyMap<number, RecipeDishRow>): Dish => {
  const dish = (plan.recipeId !== null && recipes.get(plan.recipeId)) || plan;
  return {
    kind: 'meal_plan',
    id: plan.id,
    name: dish.name,
    servings: dish.servings,
    ingredients: stored(dish.ingredients),
  };
};
const recipeDish = (recipe: Pick<RecipeDish, 'id' | 'name' | 'servings' | 'ingredients'>): Dish => ({
  kind: 'recipe',
  id: recipe.id,
  name: recipe.name,
  servings: recipe.servings,
  ingredients: stored(recipe.ingredients),
});
const stockOf = (items: StockRow[]) =>
  items.map((i) => ({
    id: i.id,
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    expirationDate: i.expirationDate ?? null,
  }));

/**
 * Lines for the grocery list: the category of the pantry's item of that product, else of one covering it
 * (the pantry rule: 'All-purpose flour' takes 'Flour''s), else 'Other'.
 */
function toLines(
  needs: { name: string; quantity: string; unit: string }[],
  stock: StockRow[],
  links: Iterable<readonly [string, string]>,
) {
  const categoryOf = stockCategories(stock, links);
  return needs.map((need) => ({
    name: need.name,
    quantity: need.quantity,
    unit: groceryUnit(need.unit),
    category: categoryOf(need.name) ?? 'Other',
  }));
}

/** "What can I cook" and what the week needs: the pantry, the recipes and the list, read through their domains. */
export function mealShoppingUseCases({ meals, run, grocery, inventory, recipes }: MealDeps) {
  /** The family's dishes: its meal plans, then its active recipes not made into one. */
  async function dishesOf(familyId: number): Promise<Dish[]> {
    const [plans, active] = await Promise.all([meals.planDishes(familyId), recipes.dishes(familyId)]);
    // A plan follows its recipe: the active ones are at hand, an archived one is read apart.
    const byId = new Map<number, RecipeDishRow>(active.map((r) => [r.id, r]));
    const archived = plans.filter((p) => p.recipeId !== null && !byId.has(p.recipeId));
    for (const [id, recipe] of await recipesFollowed(
      recipes,
      archived.map((p) => ({ ...p, familyId })),
    ))
      byId.set(id, recipe);
    // A recipe made into a meal plan is suggested once, as the plan.
    const planned = new Set(plans.map((p) => p.recipeId));
    return [
      ...plans.map((p) => planDish(p, byId)),
      ...active.filter((r) => !planned.has(r.id)).map(recipeDish),
    ];
  }

  /** The list to add to: the actor's family's, else 404 like a missing one. */
  async function requireListOf(actor: Actor, listId: number, tx: Tx) {
    const list = await grocery.findList(listId, tx);
    if (!list) throw mealErrors.listNotFound();
    authorize(actor, 'family.view', list.familyId, refuseWith(mealErrors.listNotFound));
    return list;
  }

  /** The dish a suggestion names: a meal plan or an active recipe of the actor's family, else 404. */
  async function dishOf(actor: Actor, body: { kind: 'meal_plan' | 'recipe'; id: number }, tx: Tx) {
    if (body.kind === 'meal_plan') {
      const plan = await run.join(tx).repos.meals.findPlan(body.id);
      if (!plan) throw mealErrors.planNotFound();
      authorize(actor, 'family.view', plan.familyId, refuseWith(mealErrors.planNotFound));
      return planDish(plan, await recipesFollowed(recipes, [plan], tx));
    }
    const recipe = await recipes.find(body.id, tx);
    if (!recipe || recipe.isArchived) throw mealErrors.recipeNotFound();
    authorize(actor, 'family.view', recipe.familyId, refuseWith(mealErrors.recipeNotFound));
    return recipeDish(recipe);
  }

  return {
    /**
     * What can be cooked from what is in the pantry: every meal plan and active recipe, ranked (the rule:
     * contracts meal-suggestions.ts). Four reads, whatever the number of dishes.
     */
    async suggestions(
      actor: Actor,
      familyId: number,
      today = toCalendarDate(),
    ): Promise<MealSuggestionDto[]> {
      authorize(actor, 'family.view', familyId);
      const [dishes, stock, links] = await Promise.all([
        dishesOf(familyId),
        inventory.stock(familyId),
        grocery.linkPairs(familyId),
      ]);
      return suggestMeals(dishes, stockOf(stock), { links, today });
    },

    /**
     * What the planned meals of the days need beyond the pantry and the list, merged into the list; the
     * answer says which meals need each line.
     */
    async shopForWeek(
      actor: Actor,
      familyId: number,
      body: { startDate: string; endDate: string; listId: number },
    ) {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const { repos } = tx;
        await requireListOf(actor, body.listId, tx);
        const [planned, plans, stock, lines, links] = await Promise.all([
          repos.meals.plannedBetween(familyId, body.startDate, body.endDate),
          repos.meals.listPlans(familyId),
          inventory.stock(familyId, tx),
          grocery.openLines(body.listId, tx),
          grocery.linkPairs(familyId, tx),
        ]);
        const byId = new Map(plans.map((p) => [p.id, p]));
        const inRange = plans.filter((p) => planned.some((m) => m.mealPlanId === p.id));
        const followed = await recipesFollowed(recipes, inRange, tx);
        const mealsInRange = planned.flatMap((p) => {
          const plan = byId.get(p.mealPlanId);
          return plan ? [{ date: p.plannedDate, mealType: p.mealType, dish: planDish(plan, followed) }] : [];
        });
        const needs = weekShoppingNeeds(mealsInRange, stockOf(stock), lines, {
          links,
          today: toCalendarDate(),
        });
        const { items } = await grocery.addToList(
          tx,
          actor,
          body.listId,
          toLines(needs, stock, links),
          'meal_week',
        );
        return { items, needs };
      });
    },

    /**
     * Reminders (issue 26; no actor: the scheduler): the dinners these families planned on these days, each
     * with what the pantry does not cover (the pantry rule's `dishShoppingNeeds`, stock expired before
     * that day left out). One read of the dinners; the pantry only of the families that have one.
     */
    async dinnersMissing(familyIds: number[], dates: string[]) {
      const dinners = await meals.dinnersOn(familyIds, dates);
      const out: {
        familyId: number;
        plannedId: number;
        date: string;
        dishName: string;
        missing: { name: string; quantity: string; unit: string }[];
      }[] = [];
      for (const familyId of new Set(dinners.map((d) => d.familyId))) {
        const [plans, stock, links] = await Promise.all([
          meals.listPlans(familyId),
          inventory.stock(familyId),
          grocery.linkPairs(familyId),
        ]);
        const byId = new Map(plans.map((p) => [p.id, p]));
        const followed = await recipesFollowed(recipes, plans);
        for (const dinner of dinners.filter((d) => d.familyId === familyId)) {
          const plan = byId.get(dinner.mealPlanId);
          // A dinner already cooked needs nothing more.
          if (!plan || dinner.cookedAt) continue;
          const dish = planDish(plan, followed);
          const missing = dishShoppingNeeds(dish, stockOf(stock), [], {
            links,
            today: dinner.plannedDate,
          }).map(({ name, quantity, unit }) => ({ name, quantity, unit }));
          out.push({
            familyId,
            plannedId: dinner.id,
            date: dinner.plannedDate,
            dishName: dish.name,
            missing,
          });
        }
      }
      return out;
    },

    /** 'Add to List' on a suggestion: that dish's missing amounts, merged into the list. */
    async shopForDish(
      actor: Actor,
      familyId: number,
      body: { kind: 'meal_plan' | 'recipe'; id: number; listId: number },
    ): Promise<{ items: GroceryItem[] }> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        await requireListOf(actor, body.listId, tx);
        const dish = await dishOf(actor, body, tx);
        const [stock, lines, links] = await Promise.all([
          inventory.stock(familyId, tx),
          grocery.openLines(body.listId, tx),
          grocery.linkPairs(familyId, tx),
        ]);
        const needs = dishShoppingNeeds(dish, stockOf(stock), lines, { links, today: toCalendarDate() });
        return grocery.addToList(tx, actor, body.listId, toLines(needs, stock, links), 'suggestion');
      });
    },
  };
}
