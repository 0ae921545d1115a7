import { can, MEAL_PLAN_DEFAULT_SERVINGS, type MealType, type PlannedMeal } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { RequireFamily } from '../auth/require-family.component';
import { PlansCard, SuggestionsCard } from './meal-plan-cards.component';
import { addDays, today, weekStart } from './meal-planning.helper';
import { mealQueries } from './meal-planning.queries';
import { MealPlanningDialogs } from './meal-planning-dialogs.component';
import { useMealPlanActions } from './use-meal-plan-actions.hook';
import { WeekCard } from './week-card.component';

/** /meal-planning (spec 2.9). */
export function MealPlanningPage() {
  useDocumentTitle('Meal Planning - Kitching');
  return (
    <RequireFamily
      title="Your Meal Plans"
      message="Meal plans belong to a family. Set yours up to plan the week."
    >
      {({ familyId, actor }) => (
        <MealPlanning
          familyId={familyId}
          canPlan={can(actor, 'meals.plan')}
          canCook={can(actor, 'stock.cook')}
        />
      )}
    </RequireFamily>
  );
}

/** The week shown, the family's plans and the pantry's suggestions; the actions in their own hook. */
function MealPlanning({
  familyId,
  canPlan,
  canCook,
}: {
  familyId: number;
  canPlan: boolean;
  canCook: boolean;
}) {
  const [sunday, setSunday] = useState(() => weekStart(today()));
  const saturday = addDays(sunday, 6);
  const plans = useQuery(mealQueries.planList(familyId));
  const planned = useQuery(mealQueries.planned(familyId, sunday, saturday));
  const suggestions = useQuery(mealQueries.suggestions(familyId));
  const planById = useMemo(() => new Map((plans.data ?? []).map((p) => [p.id, p])), [plans.data]);
  const nameOf = (meal: PlannedMeal) => planById.get(meal.mealPlanId)?.name ?? 'Unknown meal';
  // A meal planned: the week it went into is shown.
  const actions = useMealPlanActions(familyId, { sunday, saturday }, nameOf, (date) =>
    setSunday(weekStart(date)),
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Your Meal Plans</h1>
          <p className="mt-1 text-stone-600">Plan the week from what is really in the pantry.</p>
        </div>
        {canPlan ? (
          <Button className="w-full sm:w-auto" onClick={() => actions.setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            New Meal Plan
          </Button>
        ) : null}
      </div>

      <WeekCard
        sunday={sunday}
        onWeek={setSunday}
        meals={planned.data}
        loading={planned.isPending}
        error={planned.isError}
        retrying={planned.isFetching}
        onRetry={() => planned.refetch()}
        nameOf={nameOf}
        canPlan={canPlan}
        canCook={canCook}
        onCook={actions.setCooking}
        onMove={actions.setMoving}
        onDrop={(meal, date) => {
          if (date !== meal.plannedDate.slice(0, 10))
            void actions.moveTo(meal, date, meal.mealType as MealType).catch(() => {});
        }}
        onRemove={actions.setRemoving}
        onAddWeek={() => actions.setListFor('week')}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <PlansCard
          plans={plans}
          canPlan={canPlan}
          onPlan={actions.setPlanning}
          onEdit={(plan) => actions.setEditing(plan.id)}
        />
        <SuggestionsCard
          suggestions={suggestions}
          canPlan={canPlan}
          onPlan={actions.setPlanning}
          onAddToList={actions.setListFor}
        />
      </div>

      <MealPlanningDialogs
        familyId={familyId}
        sunday={sunday}
        actions={actions}
        nameOf={nameOf}
        servingsOf={(meal) => planById.get(meal.mealPlanId)?.servings ?? MEAL_PLAN_DEFAULT_SERVINGS}
      />
    </div>
  );
}
