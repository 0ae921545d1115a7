import {
  type MealPlan,
  type MealSuggestionDto,
  PLAN_MEAL_THRESHOLD,
  SUGGESTIONS_SHOWN,
} from '@kitching/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, Clock, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.component';
import { LoadError } from '../../components/ui/load-error.component';
import { missingText } from './meal-planning.helper';
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
}: {
  plans: UseQueryResult<MealPlan[]>;
  canPlan: boolean;
  onPlan(planning: Planning): void;
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

/** One of the family's meal plans: servings, time, ingredients, and 'Plan' for who may plan. */
function PlanRow({ plan, canPlan, onPlan }: { plan: MealPlan; canPlan: boolean; onPlan(): void }) {
  return (
    <li data-testid="meal-plan" className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{plan.name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <Users className="h-3.5 w-3.5" aria-hidden /> {plan.servings}{' '}
            {plan.servings === 1 ? 'serving' : 'servings'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden /> {plan.prepTime + plan.cookTime} min
          </span>
          <span>
            {plan.ingredients.length} {plan.ingredients.length === 1 ? 'ingredient' : 'ingredients'}
          </span>
        </p>
      </div>
      {canPlan ? (
        <Button variant="secondary" size="sm" onClick={onPlan} aria-label={`Plan ${plan.name}`}>
          <CalendarDays className="h-4 w-4" aria-hidden /> Plan
        </Button>
      ) : null}
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
  const tone: BadgeTone = ready ? 'green' : suggestion.matchPercentage >= 50 ? 'yellow' : 'gray';
  return (
    <li data-testid="meal-suggestion" className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-900 [overflow-wrap:anywhere]">{suggestion.name}</span>
          <Badge tone={tone}>{suggestion.matchPercentage}% match</Badge>
        </p>
        <p className="mt-0.5 text-sm text-stone-600">{missingText(suggestion.missingIngredients)}</p>
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
