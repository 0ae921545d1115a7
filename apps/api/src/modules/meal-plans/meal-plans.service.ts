import {
  type Actor,
  type CreateMealPlanBody,
  type Dish,
  dishShoppingNeeds,
  type GroceryItem,
  MEAL_PLAN_DEFAULT_SERVINGS,
  type MealPlan,
  type MealSuggestionDto,
  type PlanMealBody,
  type PlannedMeal,
  RECIPE_DEFAULT_MINUTES,
  suggestMeals,
  type UpdateMealPlanBody,
  type UpdatePlannedMealBody,
  weekShoppingNeeds,
} from '@kitching/contracts';
import { authorize, requireFamilyMember } from '../../app/authorize';
import type { Repositories } from '../../app/repositories';
import type { RunInTransaction } from '../../app/unit-of-work';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { definedFields } from '../../lib/defined-fields';
import { type GroceryListsService, groceryUnit } from '../grocery-lists/grocery-lists.service';
import type { StockRow } from '../inventory/inventory.repository';
import type { StoredIngredient } from '../recipes/recipes.table';
import { mealErrors } from './meal-plans.errors';
import {
  type MealPlanChanges,
  type MealPlansRepository,
  toMealPlanDto,
  toPlannedMealDto,
} from './meal-plans.repository';
import type { MealPlanRow, PlannedMealRow } from './meal-plans.table';

const stored = (ingredients: { name: string; quantity: string; unit: string }[]): StoredIngredient[] =>
  ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit }));

type DishRow = Pick<MealPlanRow, 'id' | 'name' | 'servings' | 'ingredients'>;

const planDish = (plan: DishRow): Dish => ({
  kind: 'meal_plan',
  id: plan.id,
  name: plan.name,
  servings: plan.servings,
  ingredients: stored(plan.ingredients),
});
const recipeDish = (recipe: DishRow): Dish => ({
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

/** Lines for the grocery list: the category of the stock item of that product, else 'Other'. */
function toLines(needs: { name: string; quantity: string; unit: string }[], stock: StockRow[]) {
  const categories = new Map(stock.map((i) => [i.name.toLowerCase(), i.category]));
  return needs.map((need) => ({
    name: need.name,
    quantity: need.quantity,
    unit: groceryUnit(need.unit),
    category: categories.get(need.name.toLowerCase()) ?? 'Other',
  }));
}

/**
 * Meal planning (spec 2.9, 3, 5, 7; issue 13): meal plans, the days they are planned for, "what can I
 * cook" and what the week needs. The rule itself is pure and lives in packages/contracts
 * (meal-suggestions.ts); this service reads the family's data once per call and applies it.
 */
export function mealPlansService({
  repos: reads,
  grocery,
  run,
}: {
  /** The app's repositories (reads outside a transaction). */
  repos: Repositories;
  grocery: GroceryListsService;
  run: RunInTransaction;
}) {
  const meals: MealPlansRepository = reads.meals;
  async function requirePlan(actor: Actor, id: number) {
    const plan = await meals.findPlan(id);
    if (!plan) throw mealErrors.planNotFound();
    requireFamilyMember(actor, plan.familyId, mealErrors.planNotFound);
    return plan;
  }
  async function requirePlanned(actor: Actor, id: number) {
    const planned = await meals.findPlanned(id);
    if (!planned) throw mealErrors.plannedNotFound();
    requireFamilyMember(actor, planned.familyId, mealErrors.plannedNotFound);
    return planned;
  }
  const planConflict = (current: MealPlanRow) => mealErrors.conflict(toMealPlanDto(current));
  const plannedConflict = (current: PlannedMealRow) => mealErrors.conflict(toPlannedMealDto(current));

  /** The family's dishes: its meal plans, then its active recipes not made into one. */
  async function dishesOf(repos: Repositories, familyId: number): Promise<Dish[]> {
    const [plans, recipes] = await Promise.all([
      repos.meals.planDishes(familyId),
      repos.recipes.dishesByFamily(familyId),
    ]);
    // A recipe made into a meal plan is suggested once, as the plan.
    const planned = new Set(plans.map((p) => p.recipeId));
    return [...plans.map(planDish), ...recipes.filter((r) => !planned.has(r.id)).map(recipeDish)];
  }

  return {
    async listPlans(actor: Actor, familyId: number): Promise<MealPlan[]> {
      requireFamilyMember(actor, familyId);
      return (await meals.listPlans(familyId)).map(toMealPlanDto);
    },

    async getPlan(actor: Actor, id: number): Promise<MealPlan> {
      return toMealPlanDto(await requirePlan(actor, id));
    },

    /** From a family recipe (`recipeId`): its ingredients when none are sent, and it keeps the id. */
    async createPlan(actor: Actor, familyId: number, body: CreateMealPlanBody): Promise<MealPlan> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'meals.plan');
      return run(async ({ repos, emit }) => {
        let ingredients = body.ingredients;
        if (body.recipeId) {
          const recipe = await repos.recipes.findById(body.recipeId);
          if (!recipe || recipe.familyId !== familyId) throw mealErrors.recipeNotFound();
          ingredients ??= recipe.ingredients;
        }
        if (!ingredients?.length) throw mealErrors.noIngredients();
        const plan = toMealPlanDto(
          await repos.meals.createPlan({
            familyId,
            createdBy: actor.id,
            name: body.name,
            description: body.description ?? null,
            servings: body.servings ?? MEAL_PLAN_DEFAULT_SERVINGS,
            prepTime: body.prepTime ?? RECIPE_DEFAULT_MINUTES,
            cookTime: body.cookTime ?? RECIPE_DEFAULT_MINUTES,
            instructions: body.instructions ?? null,
            ingredients: stored(ingredients),
            recipeId: body.recipeId ?? null,
          }),
        );
        emit({ type: 'meal.plan_created', familyId, actorId: actor.id, details: { plan } });
        return plan;
      });
    },

    async updatePlan(actor: Actor, id: number, body: UpdateMealPlanBody, expectedVersion?: number) {
      const before = await requirePlan(actor, id);
      authorize(actor, 'meals.plan');
      const { ingredients, ...fields } = definedFields(body);
      if (ingredients && !ingredients.length) throw mealErrors.noIngredients();
      const changes: MealPlanChanges = {
        ...fields,
        ...(ingredients ? { ingredients: stored(ingredients) } : {}),
      };
      if (!Object.keys(changes).length)
        return toMealPlanDto(checkVersion(before, expectedVersion, planConflict));
      return run(async ({ repos, emit }) => {
        const plan = toMealPlanDto(
          await versionedUpdate({
            update: () => repos.meals.updatePlan(id, changes, expectedVersion),
            current: () => repos.meals.findPlan(id),
            notFound: mealErrors.planNotFound,
            conflict: planConflict,
          }),
        );
        emit({
          type: 'meal.plan_updated',
          familyId: plan.familyId,
          actorId: actor.id,
          details: { plan, changed: Object.keys(changes) },
        });
        return plan;
      });
    },

    /** Its planned days go with it. */
    async removePlan(actor: Actor, id: number): Promise<{ id: number }> {
      await requirePlan(actor, id);
      authorize(actor, 'meals.plan');
      return run(async ({ repos, emit }) => {
        const row = await repos.meals.removePlan(id);
        if (!row) throw mealErrors.planNotFound();
        emit({
          type: 'meal.plan_deleted',
          familyId: row.familyId,
          actorId: actor.id,
          details: { plan: toMealPlanDto(row) },
        });
        return { id };
      });
    },

    async planned(actor: Actor, familyId: number, start?: string, end?: string): Promise<PlannedMeal[]> {
      requireFamilyMember(actor, familyId);
      return (await meals.plannedBetween(familyId, start, end)).map(toPlannedMealDto);
    },

    async plan(actor: Actor, familyId: number, body: PlanMealBody): Promise<PlannedMeal> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'meals.plan');
      return run(async ({ repos, emit }) => {
        const plan = await repos.meals.findPlan(body.mealPlanId);
        if (!plan || plan.familyId !== familyId) throw mealErrors.planNotFound();
        const planned = toPlannedMealDto(
          await repos.meals.plan({
            familyId,
            mealPlanId: plan.id,
            plannedDate: body.plannedDate,
            mealType: body.mealType,
            notes: body.notes ?? null,
            createdBy: actor.id,
          }),
        );
        emit({
          type: 'meal.planned',
          familyId,
          actorId: actor.id,
          details: { planned, plan: { id: plan.id, name: plan.name } },
        });
        return planned;
      });
    },

    async movePlanned(actor: Actor, id: number, body: UpdatePlannedMealBody, expectedVersion?: number) {
      const before = await requirePlanned(actor, id);
      authorize(actor, 'meals.plan');
      const changes = definedFields(body);
      if (!Object.keys(changes).length)
        return toPlannedMealDto(checkVersion(before, expectedVersion, plannedConflict));
      return run(async ({ repos, emit }) => {
        const planned = toPlannedMealDto(
          await versionedUpdate({
            update: () => repos.meals.updatePlanned(id, changes, expectedVersion),
            current: () => repos.meals.findPlanned(id),
            notFound: mealErrors.plannedNotFound,
            conflict: plannedConflict,
          }),
        );
        const plan = await repos.meals.findPlan(planned.mealPlanId);
        emit({
          type: 'meal.moved',
          familyId: planned.familyId,
          actorId: actor.id,
          details: {
            planned,
            plan: { id: planned.mealPlanId, name: plan?.name ?? '' },
            changed: Object.keys(changes),
          },
        });
        return planned;
      });
    },

    async unplan(actor: Actor, id: number): Promise<{ id: number }> {
      await requirePlanned(actor, id);
      authorize(actor, 'meals.plan');
      return run(async ({ repos, emit }) => {
        const row = await repos.meals.removePlanned(id);
        if (!row) throw mealErrors.plannedNotFound();
        const plan = await repos.meals.findPlan(row.mealPlanId);
        emit({
          type: 'meal.unplanned',
          familyId: row.familyId,
          actorId: actor.id,
          details: { planned: toPlannedMealDto(row), plan: { id: row.mealPlanId, name: plan?.name ?? '' } },
        });
        return { id };
      });
    },

    /**
     * What can be cooked from what is in the pantry: every meal plan and active recipe, ranked (the rule:
     * contracts meal-suggestions.ts). Four reads, whatever the number of dishes.
     */
    async suggestions(actor: Actor, familyId: number): Promise<MealSuggestionDto[]> {
      requireFamilyMember(actor, familyId);
      const [dishes, stock, links] = await Promise.all([
        dishesOf(reads, familyId),
        reads.inventory.stockByFamily(familyId),
        reads.grocery.linkPairs(familyId),
      ]);
      return suggestMeals(dishes, stockOf(stock), { links });
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
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const { repos } = tx;
        const list = await repos.grocery.findList(body.listId);
        if (!list || list.familyId !== familyId) throw mealErrors.listNotFound();
        const [planned, plans, stock, lines, links] = await Promise.all([
          repos.meals.plannedBetween(familyId, body.startDate, body.endDate),
          repos.meals.listPlans(familyId),
          repos.inventory.stockByFamily(familyId),
          repos.grocery.itemsOf(body.listId),
          repos.grocery.linkPairs(familyId),
        ]);
        const byId = new Map(plans.map((p) => [p.id, p]));
        const mealsInRange = planned.flatMap((p) => {
          const plan = byId.get(p.mealPlanId);
          return plan ? [{ date: p.plannedDate, mealType: p.mealType, dish: planDish(plan) }] : [];
        });
        const needs = weekShoppingNeeds(
          mealsInRange,
          stockOf(stock),
          lines.filter((l) => !l.purchased),
          { links },
        );
        const { items } = await grocery.addToList(tx, actor, body.listId, toLines(needs, stock), 'meal_week');
        return { items, needs };
      });
    },

    /** 'Add to List' on a suggestion: that dish's missing amounts, merged into the list. */
    async shopForDish(
      actor: Actor,
      familyId: number,
      body: { kind: 'meal_plan' | 'recipe'; id: number; listId: number },
    ): Promise<{ items: GroceryItem[] }> {
      requireFamilyMember(actor, familyId);
      authorize(actor, 'groceries.edit');
      return run(async (tx) => {
        const { repos } = tx;
        const list = await repos.grocery.findList(body.listId);
        if (!list || list.familyId !== familyId) throw mealErrors.listNotFound();
        let dish: Dish | undefined;
        if (body.kind === 'meal_plan') {
          const plan = await repos.meals.findPlan(body.id);
          dish = plan && plan.familyId === familyId ? planDish(plan) : undefined;
        } else {
          const recipe = await repos.recipes.findById(body.id);
          dish =
            recipe && recipe.familyId === familyId && !recipe.isArchived ? recipeDish(recipe) : undefined;
        }
        if (!dish) throw body.kind === 'meal_plan' ? mealErrors.planNotFound() : mealErrors.recipeNotFound();
        const [stock, lines, links] = await Promise.all([
          repos.inventory.stockByFamily(familyId),
          repos.grocery.itemsOf(body.listId),
          repos.grocery.linkPairs(familyId),
        ]);
        const needs = dishShoppingNeeds(
          dish,
          stockOf(stock),
          lines.filter((l) => !l.purchased),
          { links },
        );
        return grocery.addToList(tx, actor, body.listId, toLines(needs, stock), 'suggestion');
      });
    },
  };
}
export type MealPlansService = ReturnType<typeof mealPlansService>;
