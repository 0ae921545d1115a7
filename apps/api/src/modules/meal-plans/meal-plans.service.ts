import {
  type Actor,
  type CreateMealPlanBody,
  dishOf,
  MEAL_PLAN_DEFAULT_SERVINGS,
  type MealPlan,
  type PlanMealBody,
  type PlannedMeal,
  RECIPE_DEFAULT_MINUTES,
  type UpdateMealPlanBody,
  type UpdatePlannedMealBody,
} from '@kitching/contracts';
import { checkVersion, versionedEdit } from '../../db/versioned';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import { definedFields } from '../../lib/defined-fields';
import { cookedMealUseCases } from './cooked-meals';
import { mealErrors } from './meal-plans.errors';
import { type MealPlanChanges, toMealPlanDto, toPlannedMealDto } from './meal-plans.repository';
import type { MealPlanRow, PlannedMealRow } from './meal-plans.table';
import { mealPlansTransfer } from './meal-plans-transfer';
import { type MealDeps, mealShoppingUseCases, stored } from './meal-shopping';
import { mealUndoUseCases, type PlannedSnapshot, type PlanSnapshot } from './meal-undo';
import { recipeLinkUseCases, showPlan, showPlans } from './recipe-links';

/**
 * Meal planning (spec 2.9, 3, 5, 7; issue 13): meal plans, the days they are planned for, "what can I
 * cook" and what the week needs. The rule itself is pure and lives in packages/contracts
 * (meal-suggestions.ts); this service reads the family's data once per call and applies it.
 */
declare module '../../kernel/app-context' {
  interface AppServices {
    meals: MealPlansService;
  }
}

export function mealPlansService(deps: MealDeps) {
  const { meals, run, recipes } = deps;
  async function requirePlan(actor: Actor, id: number) {
    const plan = await meals.findPlan(id);
    if (!plan) throw mealErrors.planNotFound();
    authorize(actor, 'family.view', plan.familyId, refuseWith(mealErrors.planNotFound));
    return plan;
  }
  async function requirePlanned(actor: Actor, id: number) {
    const planned = await meals.findPlanned(id);
    if (!planned) throw mealErrors.plannedNotFound();
    authorize(actor, 'family.view', planned.familyId, refuseWith(mealErrors.plannedNotFound));
    return planned;
  }
  /** The name events carry: a linked plan's recipe's, as it is now. */
  const nameOf = async (plan: MealPlanRow | undefined, tx: Tx) =>
    plan ? (await showPlan(recipes, plan, tx)).name : '';
  const planConflict = (current: MealPlanRow) => mealErrors.conflict(toMealPlanDto(current));
  const plannedConflict = (current: PlannedMealRow) => mealErrors.conflict(toPlannedMealDto(current));

  return {
    ...mealShoppingUseCases(deps),
    ...recipeLinkUseCases(deps),
    ...cookedMealUseCases(deps),
    ...mealPlansTransfer(run),
    ...mealUndoUseCases(deps),

    async listPlans(actor: Actor, familyId: number): Promise<MealPlan[]> {
      authorize(actor, 'family.view', familyId);
      return showPlans(recipes, await meals.listPlans(familyId));
    },

    async getPlan(actor: Actor, id: number): Promise<MealPlan> {
      return showPlan(recipes, await requirePlan(actor, id));
    },

    /**
     * From a family recipe (`recipeId`) the plan follows it (issue 23): it stores the recipe's dish as its
     * copy (kept if the recipe is deleted) and shows the recipe as it is now.
     */
    async createPlan(actor: Actor, familyId: number, body: CreateMealPlanBody): Promise<MealPlan> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'meals.plan');
      return run(async (work) => {
        const { repos, emit } = work;
        const [recipe] = body.recipeId ? await recipes.linked([body.recipeId], work) : [];
        if (body.recipeId) {
          if (!recipe) throw mealErrors.recipeNotFound();
          authorize(actor, 'family.view', recipe.familyId, refuseWith(mealErrors.recipeNotFound));
        }
        const ingredients = recipe ? recipe.ingredients : body.ingredients;
        if (!ingredients?.length) throw mealErrors.noIngredients();
        const plan = toMealPlanDto(
          await repos.meals.createPlan({
            familyId,
            createdBy: actor.id,
            ...(recipe
              ? dishOf(recipe)
              : {
                  name: body.name,
                  description: body.description ?? null,
                  servings: body.servings ?? MEAL_PLAN_DEFAULT_SERVINGS,
                  prepTime: body.prepTime ?? RECIPE_DEFAULT_MINUTES,
                  cookTime: body.cookTime ?? RECIPE_DEFAULT_MINUTES,
                  instructions: body.instructions ?? null,
                  ingredients: stored(ingredients),
                }),
            recipeId: recipe?.id ?? null,
          }),
          recipe,
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
      // A plan that follows a recipe shows the recipe's dish: it changes there (or after 'unlink').
      if (before.recipeId !== null) {
        if (Object.keys(changes).length > 0) throw mealErrors.followsRecipe();
        return showPlan(recipes, checkVersion(before, expectedVersion, planConflict));
      }
      return versionedEdit(run, {
        before,
        changes: Object.keys(changes).length > 0,
        expectedVersion,
        update: ({ repos }) => repos.meals.updatePlan(id, changes, expectedVersion),
        current: ({ repos }) => repos.meals.findPlan(id),
        notFound: mealErrors.planNotFound,
        conflict: planConflict,
        dto: toMealPlanDto,
        done: ({ emit }, plan) => {
          emit({
            type: 'meal.plan_updated',
            familyId: plan.familyId,
            actorId: actor.id,
            details: { plan, changed: Object.keys(changes) },
          });
          return plan;
        },
      });
    },

    /** Its planned days go with it. */
    async removePlan(actor: Actor, id: number) {
      await requirePlan(actor, id);
      authorize(actor, 'meals.plan');
      return run(async (work) => {
        const planned = await work.repos.meals.plannedOf(id);
        const row = await work.repos.meals.removePlan(id);
        if (!row) throw mealErrors.planNotFound();
        work.emit({
          type: 'meal.plan_deleted',
          familyId: row.familyId,
          actorId: actor.id,
          details: { plan: await showPlan(recipes, row, work) },
        });
        const snapshot: PlanSnapshot = { plan: row, planned };
        const kept = { familyId: row.familyId, actorId: actor.id, kind: 'meal.plan' as const, snapshot };
        return { id, undoId: await deps.deletions.keep(work, kept) };
      });
    },

    async planned(actor: Actor, familyId: number, start?: string, end?: string): Promise<PlannedMeal[]> {
      authorize(actor, 'family.view', familyId);
      return (await meals.plannedBetween(familyId, start, end)).map(toPlannedMealDto);
    },

    async plan(actor: Actor, familyId: number, body: PlanMealBody): Promise<PlannedMeal> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'meals.plan');
      return run(async (work) => {
        const { repos, emit } = work;
        const plan = await repos.meals.findPlan(body.mealPlanId);
        if (!plan) throw mealErrors.planNotFound();
        authorize(actor, 'family.view', plan.familyId, refuseWith(mealErrors.planNotFound));
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
          details: { planned, plan: { id: plan.id, name: await nameOf(plan, work) } },
        });
        return planned;
      });
    },

    async movePlanned(actor: Actor, id: number, body: UpdatePlannedMealBody, expectedVersion?: number) {
      const before = await requirePlanned(actor, id);
      authorize(actor, 'meals.plan');
      const changes = definedFields(body);
      return versionedEdit(run, {
        before,
        changes: Object.keys(changes).length > 0,
        expectedVersion,
        update: ({ repos }) => repos.meals.updatePlanned(id, changes, expectedVersion),
        current: ({ repos }) => repos.meals.findPlanned(id),
        notFound: mealErrors.plannedNotFound,
        conflict: plannedConflict,
        dto: toPlannedMealDto,
        done: async (work, planned) => {
          const plan = await work.repos.meals.findPlan(planned.mealPlanId);
          const name = await nameOf(plan, work);
          work.emit({
            type: 'meal.moved',
            familyId: planned.familyId,
            actorId: actor.id,
            details: {
              planned,
              plan: { id: planned.mealPlanId, name },
              changed: Object.keys(changes),
            },
          });
          return planned;
        },
      });
    },

    async unplan(actor: Actor, id: number) {
      await requirePlanned(actor, id);
      authorize(actor, 'meals.plan');
      return run(async (work) => {
        const row = await work.repos.meals.removePlanned(id);
        if (!row) throw mealErrors.plannedNotFound();
        const name = await nameOf(await work.repos.meals.findPlan(row.mealPlanId), work);
        work.emit({
          type: 'meal.unplanned',
          familyId: row.familyId,
          actorId: actor.id,
          details: { planned: toPlannedMealDto(row), plan: { id: row.mealPlanId, name } },
        });
        const snapshot: PlannedSnapshot = { planned: row };
        const kept = { familyId: row.familyId, actorId: actor.id, kind: 'meal.planned' as const, snapshot };
        return { id, undoId: await deps.deletions.keep(work, kept) };
      });
    },
  };
}
export type MealPlansService = ReturnType<typeof mealPlansService>;
