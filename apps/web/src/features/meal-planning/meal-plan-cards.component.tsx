import {
  type MealPlan,
  type MealSuggestionDto,
  PLAN_MEAL_THRESHOLD,
  SUGGESTIONS_SHOWN,
} from '@kitching/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, Clock, Pencil, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.component';
import { LoadError } from '../../components/ui/load-error.component';
import { ScoreBadge } from '../../components/ui/score-badge.component';
import { IngredientList } from '../recipes/ingredient-list.component';
import { missingText, planSource, planTimeText } from './meal-planning.helper';
import type { Planning } from './use-meal-plan-actions.hook';

/** A card of the page: its title, what it shows, and its list once loaded (or why not). */
function ListCard<T>({
  id,
  title,
  description,
  query,
  loading,
  loadError,
  empty,
  children,
}: {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<T[]>;
  loading: string;
  loadError: string;
  empty: ReactNode;
  children(items: T[]): ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-stone-500">
            {loading}
          </p>
        ) : query.isError ? (
          <LoadError text={loadError} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : !query.data.length ? (
          <p className="text-sm text-stone-600">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">{children(query.data)}</ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'All Meal Plans': the family's dishes, each ready to plan on any day. */
export function PlansCard({
  plans,
  canPlan,
  onPlan,
  onEdit,
}: {
  plans: UseQueryResult<MealPlan[]>;
  canPlan: boolean;
  onPlan(planning: Planning): void;
  onEdit(plan: MealPlan): void;
}) {
  return (
    <ListCard
      id="all-meal-plans"
      title="All Meal Plans"
      description="The family's dishes, ready for any day."
      query={plans}
      loading="Loading meal plans..."
      loadError="Failed to fetch meal plans"
      empty={`No meal plans yet. ${canPlan ? "Create one with 'New Meal Plan'." : ''}`}
    >
      {(items) =>
        items.map((plan) => (
          <PlanRow
            key={plan.id}
            plan={plan}
            canPlan={canPlan}
            onPlan={() => onPlan({ name: plan.name, mealPlanId: plan.id })}
            onEdit={() => onEdit(plan)}
          />
        ))
      }
    </ListCard>
  );
}

/** 'Suggested Meals': what the pantry can cook, best match first. */
export function SuggestionsCard({
  suggestions,
  canPlan,
  onPlan,
  onAddToList,
}: {
  suggestions: UseQueryResult<MealSuggestionDto[]>;
  canPlan: boolean;
  onPlan(planning: Planning): void;
  onAddToList(suggestion: MealSuggestionDto): void;
}) {
  return (
    <ListCard
      id="suggested-meals"
      title="Suggested Meals"
      description="What you can cook from the pantry, best match first."
      query={suggestions}
      loading="Checking the pantry..."
      loadError="Failed to fetch suggestions"
      empty="No suggestions available"
    >
      {(items) =>
        items
          .slice(0, SUGGESTIONS_SHOWN)
          .map((s) => (
            <SuggestionRow
              key={`${s.kind}-${s.id}`}
              suggestion={s}
              canPlan={canPlan}
              onPlan={() =>
                onPlan(
                  s.kind === 'meal_plan'
                    ? { name: s.name, mealPlanId: s.id }
                    : { name: s.name, recipe: { id: s.id, name: s.name } },
                )
              }
              onAddToList={() => onAddToList(s)}
            />
          ))
      }
    </ListCard>
  );
}

/**
 * One of the family's meal plans: servings, times, ingredients, its steps on demand, and 'Edit' and
 * 'Plan' for who may plan. A plan made from a recipe shows the recipe as it is now (issue 23).
 */
function PlanRow({
  plan,
  canPlan,
  onPlan,
  onEdit,
}: {
  plan: MealPlan;
  canPlan: boolean;
  onPlan(): void;
  onEdit(): void;
}) {
  const source = planSource(plan);
  return (
    <li data-testid="meal-plan" className="py-3">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 font-medium text-stone-900">{plan.name}</span>
            {source.label ? (
              <Badge tone={plan.recipeArchived ? 'yellow' : 'blue'}>{source.label}</Badge>
            ) : null}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1">
              <Users className="h-3.5 w-3.5" aria-hidden /> {plan.servings}{' '}
              {plan.servings === 1 ? 'serving' : 'servings'}
            </span>
            <span className="inline-flex items-center gap-1" data-testid="meal-plan-times">
              <Clock className="h-3.5 w-3.5" aria-hidden /> {planTimeText(plan)}
            </span>
            <span>
              {plan.ingredients.length} {plan.ingredients.length === 1 ? 'ingredient' : 'ingredients'}
            </span>
          </p>
        </div>
        {canPlan ? (
          <>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="secondary" size="sm" onClick={onPlan} aria-label={`Plan ${plan.name}`}>
              <CalendarDays className="h-4 w-4" aria-hidden /> Plan
            </Button>
          </>
        ) : null}
      </div>
      <details className="group mt-1 text-sm">
        <summary className="cursor-pointer py-1 font-medium text-brand-700">Steps and ingredients</summary>
        <div className="mt-2 flex flex-col gap-3" data-testid="meal-plan-steps">
          <IngredientList ingredients={plan.ingredients} />
          {plan.instructions?.trim() ? (
            <p className="whitespace-pre-line text-stone-800 wrap-break-word">{plan.instructions}</p>
          ) : (
            <p className="text-stone-500">No steps written down.</p>
          )}
        </div>
      </details>
    </li>
  );
}

/** A suggestion: its match, what is missing, and 'Plan Meal' when it is ready, else 'Add to List'. */
function SuggestionRow({
  suggestion,
  canPlan,
  onPlan,
  onAddToList,
}: {
  suggestion: MealSuggestionDto;
  canPlan: boolean;
  onPlan(): void;
  onAddToList(): void;
}) {
  const ready = suggestion.matchPercentage >= PLAN_MEAL_THRESHOLD;
  return (
    <li data-testid="meal-suggestion" className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium text-stone-900">{suggestion.name}</span>
          <ScoreBadge score={suggestion.matchPercentage} />
        </p>
        <p className="mt-0.5 text-sm text-stone-600" data-testid="suggestion-missing">
          {missingText(suggestion.missingIngredients)}
        </p>
      </div>
      {ready ? (
        canPlan ? (
          <Button size="sm" onClick={onPlan} aria-label={`Plan Meal ${suggestion.name}`}>
            <CalendarDays className="h-4 w-4" aria-hidden /> Plan Meal
          </Button>
        ) : null
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={onAddToList}
          aria-label={`Add to List ${suggestion.name}`}
        >
          <ShoppingCart className="h-4 w-4" aria-hidden /> Add to List
        </Button>
      )}
    </li>
  );
}
