import type { Dish, PlannedMeal } from '@kitching/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../kernel/unit-of-work';
import { toPlannedMealDto } from './meal-plans.repository';
import { type MealPlanRow, type PlannedMealRow, plannedMeals } from './meal-plans.table';
import { type MealDeps, planDish } from './meal-shopping';
import { recipesFollowed } from './recipe-links';

/** Issue 23: a planned meal marked cooked by a cook, unmarked by its undo (the cook's action id). */
function cookedMealsRepository({ db }: { db: Db }) {
  return {
    async mark(plannedId: number, actionId: number): Promise<PlannedMealRow | undefined> {
      const [row] = await db
        .update(plannedMeals)
        .set({ cookedAt: sql`now()`, cookActionId: actionId, updatedAt: sql`now()` })
        .where(eq(plannedMeals.id, plannedId))
        .returning();
      return row;
    },
    async unmark(plannedId: number, actionId: number): Promise<PlannedMealRow | undefined> {
      const [row] = await db
        .update(plannedMeals)
        .set({ cookedAt: null, cookActionId: null, updatedAt: sql`now()` })
        .where(and(eq(plannedMeals.id, plannedId), eq(plannedMeals.cookActionId, actionId)))
        .returning();
      return row;
    },
  };
}

/** A dish to cook, with the family it belongs to (the caller refuses another family's). */
export interface DishToCook {
  familyId: number;
  dish: Dish;
}

/**
 * What cooking asks of meal planning (other domains, inside their unit of work): the dish of a meal plan
 * or of a planned meal, and marking a planned meal cooked (or not, on undo).
 */
export function cookedMealUseCases({ meals, run, recipes }: MealDeps) {
  const repo = (tx?: Tx) => (tx ? run.join(tx).repos.meals : meals);

  /** A meal plan's dish as suggestions and the lists see it: its followed recipe's, else its own. */
  async function dishOf(plan: MealPlanRow, tx?: Tx): Promise<Dish> {
    return planDish(plan, await recipesFollowed(recipes, [plan], tx));
  }

  return {
    async planToCook(planId: number, tx?: Tx): Promise<DishToCook | undefined> {
      const plan = await repo(tx).findPlan(planId);
      return plan && { familyId: plan.familyId, dish: await dishOf(plan, tx) };
    },

    async plannedToCook(
      plannedId: number,
      tx?: Tx,
    ): Promise<(DishToCook & { plannedId: number }) | undefined> {
      const planned = await repo(tx).findPlanned(plannedId);
      const plan = planned && (await repo(tx).findPlan(planned.mealPlanId));
      return plan && { familyId: planned.familyId, plannedId, dish: await dishOf(plan, tx) };
    },

    /** The planned meal, cooked by the stock action `actionId`. */
    async markCooked(tx: Tx, plannedId: number, actionId: number): Promise<PlannedMeal | undefined> {
      const row = await cookedMealsRepository({ db: tx.db }).mark(plannedId, actionId);
      return row && toPlannedMealDto(row);
    },

    /** The cook `actionId` undone: its planned meal no longer cooked (unless cooked again since). */
    async unmarkCooked(tx: Tx, plannedId: number, actionId: number): Promise<PlannedMeal | undefined> {
      const row = await cookedMealsRepository({ db: tx.db }).unmark(plannedId, actionId);
      return row && toPlannedMealDto(row);
    },
  };
}
