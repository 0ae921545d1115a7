import {
  can,
  type GroceryList,
  type MealPlan,
  type MealSuggestionDto,
  type MealType,
  PLAN_MEAL_THRESHOLD,
  type PlannedMeal,
  SUGGESTIONS_SHOWN,
} from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRightLeft,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Clock,
  Plus,
  RefreshCw,
  ShoppingCart,
  Trash2,
  Users,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { NoFamily } from '../../components/ui/no-family.component';
import { toast } from '../../components/ui/toast.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { conflictCurrent } from '../../lib/versioned-save';
import { useSession } from '../auth/use-session.hook';
import { AddToListDialog } from './add-to-list-dialog.component';
import { MEAL_TOASTS, MealPlanFormDialog } from './meal-plan-form-dialog.component';
import {
  addDays,
  dayLabel,
  mealsOfDay,
  mealTypeLabel,
  missingText,
  today,
  weekDays,
  weekRangeLabel,
  weekStart,
} from './meal-planning.helper';
import {
  useAddSuggestionToList,
  useAddWeekToList,
  useMovePlannedMeal,
  usePlanFromRecipe,
  usePlanMeal,
  useRemovePlannedMeal,
} from './meal-planning.mutations';
import { mealQueries } from './meal-planning.queries';
import { PlanMealDialog, type PlanMealTarget } from './plan-meal-dialog.component';

const MEAL_TONES: Record<string, BadgeTone> = {
  breakfast: 'yellow',
  lunch: 'blue',
  dinner: 'purple',
  snack: 'green',
};

/** What 'Plan Meal' plans: a meal plan, or a family recipe made into one first. */
type Planning = PlanMealTarget & { mealPlanId?: number; recipe?: { id: number; name: string } };

/** /meal-planning (spec 2.9). */
export function MealPlanningPage() {
  useDocumentTitle('Meal Planning - Kitching');
  const { user, actor, familyId } = useSession();
  if (!user || !familyId)
    return (
      <NoFamily
        title="Your Meal Plans"
        message="Meal plans belong to a family. Set yours up to plan the week."
      />
    );
  return <MealPlanning familyId={familyId} canPlan={can(actor, 'meals.plan')} />;
}

function MealPlanning({ familyId, canPlan }: { familyId: number; canPlan: boolean }) {
  const [sunday, setSunday] = useState(() => weekStart(today()));
  const saturday = addDays(sunday, 6);
  const plans = useQuery(mealQueries.planList(familyId));
  const planned = useQuery(mealQueries.planned(familyId, sunday, saturday));
  const suggestions = useQuery(mealQueries.suggestions(familyId));
  const [creating, setCreating] = useState(false);
  const [planning, setPlanning] = useState<Planning | null>(null);
  const [moving, setMoving] = useState<PlannedMeal | null>(null);
  const [removing, setRemoving] = useState<PlannedMeal | null>(null);
  const [listFor, setListFor] = useState<MealSuggestionDto | 'week' | null>(null);
  const planMeal = usePlanMeal(familyId);
  const planFromRecipe = usePlanFromRecipe(familyId);
  const move = useMovePlannedMeal(familyId);
  const remove = useRemovePlannedMeal(familyId);
  const addSuggestion = useAddSuggestionToList(familyId);
  const addWeek = useAddWeekToList(familyId);

  const planById = useMemo(() => new Map((plans.data ?? []).map((p) => [p.id, p])), [plans.data]);
  const nameOf = (meal: PlannedMeal) => planById.get(meal.mealPlanId)?.name ?? 'Unknown meal';

  const submitPlan = async ({ plannedDate, mealType }: { plannedDate: string; mealType: MealType }) => {
    if (!planning) return;
    try {
      const mealPlanId =
        planning.mealPlanId ?? (planning.recipe ? (await planFromRecipe.mutateAsync(planning.recipe)).id : 0);
      await planMeal.mutateAsync({ mealPlanId, plannedDate, mealType });
      toast({
        title: MEAL_TOASTS.planned,
        description: `${planning.name}: ${mealTypeLabel(mealType)} on ${dayLabel(plannedDate).weekday}, ${dayLabel(plannedDate).date}`,
        variant: 'success',
      });
      setPlanning(null);
      // Show the week the meal went into.
      setSunday(weekStart(plannedDate));
    } catch (error) {
      toast({
        title: MEAL_TOASTS.errorTitle,
        description: errorMessage(error, MEAL_TOASTS.planError),
        variant: 'error',
      });
      throw error;
    }
  };

  const moveTo = async (meal: PlannedMeal, plannedDate: string, mealType: MealType) => {
    try {
      await move.mutateAsync({ meal, plannedDate, mealType });
      toast({
        title: 'Meal moved',
        description: `${nameOf(meal)}: ${mealTypeLabel(mealType)} on ${dayLabel(plannedDate).weekday}`,
        variant: 'success',
      });
      setMoving(null);
    } catch (error) {
      const current = conflictCurrent<PlannedMeal>(error);
      toast({
        title: MEAL_TOASTS.errorTitle,
        description: current
          ? 'Someone else changed this meal first. The week shows it as they left it.'
          : errorMessage(error, 'There was an error moving the meal.'),
        variant: 'error',
      });
      if (current) setMoving(null);
      throw error;
    }
  };

  const confirmRemove = () => {
    const meal = removing;
    setRemoving(null);
    if (!meal) return;
    remove.mutate(meal, {
      onSuccess: () => toast({ title: 'Meal removed', description: nameOf(meal), variant: 'success' }),
      onError: (error) =>
        toast({
          title: MEAL_TOASTS.errorTitle,
          description: errorMessage(error, 'There was an error removing the meal.'),
          variant: 'error',
        }),
    });
  };

  const addToList = async (list: GroceryList) => {
    try {
      if (listFor === 'week') {
        const { items, needs } = await addWeek.mutateAsync({
          startDate: sunday,
          endDate: saturday,
          listId: list.id,
        });
        toast({
          title: needs.length
            ? `Added ${needs.length} ${needs.length === 1 ? 'item' : 'items'} to ${list.name}`
            : 'Nothing to add',
          description: needs.length
            ? needs.map((n) => n.name).join(', ')
            : "The pantry and the list already cover this week's meals.",
          variant: 'success',
        });
        void items;
      } else if (listFor) {
        const { items } = await addSuggestion.mutateAsync({
          kind: listFor.kind,
          id: listFor.id,
          listId: list.id,
        });
        toast({
          title: items.length
            ? `Added ${listFor.missingIngredients.length} ${listFor.missingIngredients.length === 1 ? 'ingredient' : 'ingredients'} to ${list.name}`
            : 'Nothing to add',
          description: items.length ? listFor.missingIngredients.join(', ') : 'The list already has them.',
          variant: 'success',
        });
      }
      setListFor(null);
    } catch (error) {
      toast({
        title: MEAL_TOASTS.errorTitle,
        description: errorMessage(error, 'There was an error adding to the grocery list.'),
        variant: 'error',
      });
      throw error;
    }
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Your Meal Plans</h1>
          <p className="mt-1 text-stone-600">Plan the week from what is really in the pantry.</p>
        </div>
        {canPlan ? (
          <Button className="w-full sm:w-auto" onClick={() => setCreating(true)}>
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
        onMove={setMoving}
        onDrop={(meal, date) => {
          if (date !== meal.plannedDate.slice(0, 10))
            void moveTo(meal, date, meal.mealType as MealType).catch(() => {});
        }}
        onRemove={setRemoving}
        onAddWeek={() => setListFor('week')}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="all-meal-plans">
          <CardHeader>
            <CardTitle id="all-meal-plans">All Meal Plans</CardTitle>
            <CardDescription>The family's dishes, ready for any day.</CardDescription>
          </CardHeader>
          <CardContent>
            {plans.isPending ? (
              <p role="status" className="text-sm text-stone-500">
                Loading meal plans...
              </p>
            ) : plans.isError ? (
              <LoadError
                text="Failed to fetch meal plans"
                onRetry={() => plans.refetch()}
                retrying={plans.isFetching}
              />
            ) : !plans.data.length ? (
              <p className="text-sm text-stone-600">
                No meal plans yet. {canPlan ? "Create one with 'New Meal Plan'." : ''}
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-100">
                {plans.data.map((plan) => (
                  <PlanRow
                    key={plan.id}
                    plan={plan}
                    canPlan={canPlan}
                    onPlan={() => setPlanning({ name: plan.name, mealPlanId: plan.id })}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="suggested-meals">
          <CardHeader>
            <CardTitle id="suggested-meals">Suggested Meals</CardTitle>
            <CardDescription>What you can cook from the pantry, best match first.</CardDescription>
          </CardHeader>
          <CardContent>
            {suggestions.isPending ? (
              <p role="status" className="text-sm text-stone-500">
                Checking the pantry...
              </p>
            ) : suggestions.isError ? (
              <LoadError
                text="Failed to fetch suggestions"
                onRetry={() => suggestions.refetch()}
                retrying={suggestions.isFetching}
              />
            ) : !suggestions.data.length ? (
              <p className="text-sm text-stone-600">No suggestions available</p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-100">
                {suggestions.data.slice(0, SUGGESTIONS_SHOWN).map((s) => (
                  <SuggestionRow
                    key={`${s.kind}-${s.id}`}
                    suggestion={s}
                    canPlan={canPlan}
                    onPlan={() =>
                      setPlanning(
                        s.kind === 'meal_plan'
                          ? { name: s.name, mealPlanId: s.id }
                          : { name: s.name, recipe: { id: s.id, name: s.name } },
                      )
                    }
                    onAddToList={() => setListFor(s)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <MealPlanFormDialog familyId={familyId} open={creating} onOpenChange={setCreating} />
      <PlanMealDialog target={planning} onSubmit={submitPlan} onClose={() => setPlanning(null)} />
      <PlanMealDialog
        title="Move Meal"
        submitLabel="Move Meal"
        target={
          moving
            ? {
                name: nameOf(moving),
                date: moving.plannedDate.slice(0, 10),
                mealType: moving.mealType as MealType,
              }
            : null
        }
        onSubmit={({ plannedDate, mealType }) =>
          moving ? moveTo(moving, plannedDate, mealType) : Promise.resolve()
        }
        onClose={() => setMoving(null)}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove meal"
        message={
          removing
            ? `Remove ${nameOf(removing)} from ${mealTypeLabel(removing.mealType).toLowerCase()} on ${dayLabel(removing.plannedDate.slice(0, 10)).weekday}? The meal plan itself stays.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <AddToListDialog
        familyId={familyId}
        open={listFor !== null}
        title={listFor === 'week' ? 'Add this week to a list' : 'Add to List'}
        description={
          listFor === 'week'
            ? `What the meals of ${weekRangeLabel(sunday)} need beyond the pantry and what the list already has.`
            : listFor
              ? `The missing ingredients of ${listFor.name}: ${listFor.missingIngredients.join(', ') || 'none'}.`
              : undefined
        }
        submitLabel={listFor === 'week' ? 'Add this week' : 'Add to List'}
        onAdd={addToList}
        onClose={() => setListFor(null)}
      />
    </div>
  );
}

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

function WeekCard({
  sunday,
  onWeek,
  meals,
  loading,
  error,
  retrying,
  onRetry,
  nameOf,
  canPlan,
  onMove,
  onDrop,
  onRemove,
  onAddWeek,
}: {
  sunday: string;
  onWeek(sunday: string): void;
  meals: PlannedMeal[] | undefined;
  loading: boolean;
  error: boolean;
  retrying: boolean;
  onRetry(): void;
  nameOf(meal: PlannedMeal): string;
  canPlan: boolean;
  onMove(meal: PlannedMeal): void;
  onDrop(meal: PlannedMeal, date: string): void;
  onRemove(meal: PlannedMeal): void;
  onAddWeek(): void;
}) {
  const days = weekDays(sunday);
  const now = today();
  const thisWeek = weekStart(now) === sunday;
  // Phones show one day at a time: today in this week, else the week's Sunday.
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const shownDay = chosenDay && days.includes(chosenDay) ? chosenDay : days.includes(now) ? now : sunday;
  const [dragged, setDragged] = useState<PlannedMeal | null>(null);
  const [dropDay, setDropDay] = useState<string | null>(null);

  return (
    <Card role="region" aria-labelledby="week-meals">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="week-meals">This Week's Meals</CardTitle>
          <p className="text-sm text-stone-600" aria-live="polite" data-testid="week-range">
            {weekRangeLabel(sunday)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 max-sm:[&>button]:h-11">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWeek(addDays(sunday, -7))}
            aria-label="Previous week"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onWeek(weekStart(now))} disabled={thisWeek}>
            This week
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWeek(addDays(sunday, 7))}
            aria-label="Next week"
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="sm" onClick={onAddWeek} disabled={!meals?.length}>
            <ShoppingCart className="h-4 w-4" aria-hidden /> Add this week to a list
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {/* Phones: the day strip chooses the one day shown. */}
        <fieldset className="mb-3 md:hidden">
          <legend className="sr-only">Day</legend>
          <div className="grid grid-cols-7 gap-1">
            {days.map((day) => {
              const label = dayLabel(day);
              const count = meals ? mealsOfDay(meals, day).length : 0;
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={day === shownDay}
                  aria-label={`${label.weekday}, ${label.date}${count ? `, ${count} planned` : ''}`}
                  onClick={() => setChosenDay(day)}
                  className={cn(
                    'flex min-h-11 flex-col items-center justify-center rounded-lg text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                    day === shownDay ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700',
                    day === now && day !== shownDay && 'ring-1 ring-brand-500',
                  )}
                >
                  <span>{label.short}</span>
                  <span
                    aria-hidden
                    className={cn(
                      'mt-0.5 h-1.5 w-1.5 rounded-full',
                      count ? (day === shownDay ? 'bg-white' : 'bg-brand-600') : 'bg-transparent',
                    )}
                  />
                </button>
              );
            })}
          </div>
        </fieldset>
        {loading ? (
          <p role="status" className="text-sm text-stone-500">
            Loading the week...
          </p>
        ) : error ? (
          <LoadError text="Failed to fetch planned meals" onRetry={onRetry} retrying={retrying} />
        ) : (
          <div className="grid gap-3 md:grid-cols-4 lg:grid-cols-7 lg:gap-2">
            {days.map((day) => {
              const label = dayLabel(day);
              const dayMeals = mealsOfDay(meals ?? [], day);
              return (
                <section
                  key={day}
                  aria-label={`${label.weekday}, ${label.date}`}
                  data-testid="week-day"
                  onDragOver={(e) => {
                    if (!dragged) return;
                    e.preventDefault();
                    setDropDay(day);
                  }}
                  onDragLeave={() => setDropDay((d) => (d === day ? null : d))}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragged) onDrop(dragged, day);
                    setDragged(null);
                    setDropDay(null);
                  }}
                  className={cn(
                    'min-w-0 flex-col gap-2 rounded-lg border p-2',
                    day === shownDay ? 'flex' : 'hidden md:flex',
                    day === now ? 'border-brand-300 bg-brand-50/50' : 'border-stone-200',
                    dropDay === day && 'ring-2 ring-brand-500',
                  )}
                >
                  <h3 className="text-sm font-semibold text-stone-900">
                    {label.weekday}
                    <span className="block text-xs font-normal text-stone-600">
                      {label.date}
                      {day === now ? ' · Today' : ''}
                    </span>
                  </h3>
                  {dayMeals.length ? (
                    <ul className="flex flex-col gap-2">
                      {dayMeals.map((meal) => (
                        <li
                          key={meal.id}
                          data-testid="planned-meal"
                          draggable={canPlan}
                          onDragStart={(e) => {
                            e.dataTransfer.effectAllowed = 'move';
                            setDragged(meal);
                          }}
                          onDragEnd={() => {
                            setDragged(null);
                            setDropDay(null);
                          }}
                          className={cn(
                            'flex flex-col gap-1 rounded-md bg-white p-2 shadow-sm ring-1 ring-stone-200',
                            canPlan && 'cursor-grab',
                          )}
                        >
                          <Badge tone={MEAL_TONES[meal.mealType] ?? 'gray'} className="self-start">
                            {mealTypeLabel(meal.mealType)}
                          </Badge>
                          <span className="break-words text-sm font-medium text-stone-900">
                            {nameOf(meal)}
                          </span>
                          {canPlan ? (
                            <span className="-mb-1 -ml-1 flex gap-0.5">
                              <Button
                                variant="ghost"
                                size="icon"
                                className="h-9 w-9"
                                aria-label={`Move ${nameOf(meal)} (${mealTypeLabel(meal.mealType)}, ${label.weekday})`}
                                onClick={() => onMove(meal)}
                              >
                                <ArrowRightLeft className="h-4 w-4" aria-hidden />
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                className="h-9 w-9 text-red-700 hover:bg-red-50"
                                aria-label={`Remove ${nameOf(meal)} (${mealTypeLabel(meal.mealType)}, ${label.weekday})`}
                                onClick={() => onRemove(meal)}
                              >
                                <Trash2 className="h-4 w-4" aria-hidden />
                              </Button>
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-stone-500">No meals planned</p>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function LoadError({ text, onRetry, retrying }: { text: string; onRetry(): void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm font-medium text-stone-800">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
