import type { Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { Tx } from '../../kernel/unit-of-work';
import { revive } from '../undo/undo.service';
import { mealErrors } from './meal-plans.errors';
import { toPlannedMealDto } from './meal-plans.repository';
import type { MealPlanRow, PlannedMealRow } from './meal-plans.table';
import type { MealDeps } from './meal-shopping';
import { showPlan } from './recipe-links';

/** What deleting a plan keeps for its Undo: the plan and the days it was planned for. */
export interface PlanSnapshot {
  plan: MealPlanRow;
  planned: PlannedMealRow[];
}
/** What taking a meal off a day keeps. */
export interface PlannedSnapshot {
  planned: PlannedMealRow;
}

const DATES = ['createdAt', 'updatedAt'] as const;
const PLANNED_DATES = ['createdAt', 'updatedAt', 'cookedAt'] as const;

/**
 * Undo of a meal-planning delete (issue 24, called by the undo module inside its transaction): the
 * plan with its planned days, or the planned meal, back with the same ids.
 */
export function mealUndoUseCases({ run, recipes }: MealDeps) {
  return {
    async undeletePlan(tx: Tx, actor: Actor, kept: unknown) {
      const work = run.join(tx);
      const snapshot = kept as PlanSnapshot;
      authorize(actor, 'meals.plan');
      const row = await work.repos.meals.createPlan(revive<MealPlanRow>(snapshot.plan, DATES));
      await work.repos.meals.planMany(snapshot.planned.map((p) => revive<PlannedMealRow>(p, PLANNED_DATES)));
      const event = {
        type: 'meal.plan_created' as const,
        familyId: row.familyId,
        actorId: actor.id,
        details: { plan: await showPlan(recipes, row, work), undone: true as const },
      };
      work.emit(event);
      return event;
    },

    async undeletePlanned(tx: Tx, actor: Actor, kept: unknown) {
      const work = run.join(tx);
      const planned = revive<PlannedMealRow>((kept as PlannedSnapshot).planned, PLANNED_DATES);
      authorize(actor, 'meals.plan');
      const plan = await work.repos.meals.lockPlan(planned.mealPlanId);
      if (!plan) throw mealErrors.planGone();
      const row = await work.repos.meals.plan(planned);
      const event = {
        type: 'meal.planned' as const,
        familyId: row.familyId,
        actorId: actor.id,
        details: {
          planned: toPlannedMealDto(row),
          plan: { id: plan.id, name: (await showPlan(recipes, plan, work)).name },
          undone: true as const,
        },
      };
      work.emit(event);
      return event;
    },
  };
}
