import type { PlannedMeal } from '@kitching/contracts';
import { ChevronLeft, ChevronRight, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';
import { LoadError } from '../../components/ui/load-error.component';
import { cn } from '../../lib/cn';
import {
  addDays,
  dayLabel,
  mealsOfDay,
  today,
  weekDays,
  weekRangeLabel,
  weekStart,
} from './meal-planning.helper';
import { PlannedMealItem } from './planned-meal-item.component';

/**
 * 'This Week's Meals': the week's days with their planned meals (one day at a time on a phone), moved
 * by drag and drop or 'Move', removed with 'Remove'; the week's shopping from 'Add this week to a list'.
 */
export function WeekCard({
  sunday,
  onWeek,
  meals,
  loading,
  error,
  retrying,
  onRetry,
  nameOf,
  canPlan,
  canCook,
  onCook,
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
  /** May cook from the pantry (stock.cook): 'Cooked it'. */
  canCook: boolean;
  onCook(meal: PlannedMeal): void;
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
          <WeekSkeleton days={days} shownDay={shownDay} now={now} />
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
                        <PlannedMealItem
                          key={meal.id}
                          meal={meal}
                          weekday={label.weekday}
                          name={nameOf(meal)}
                          canPlan={canPlan}
                          canCook={canCook}
                          onMove={onMove}
                          onRemove={onRemove}
                          onCook={onCook}
                          onDragStart={() => setDragged(meal)}
                          onDragEnd={() => {
                            setDragged(null);
                            setDropDay(null);
                          }}
                        />
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

/**
 * While the week loads: its days at the size of days without meals, so the cards below do not jump
 * down when it arrives (Lighthouse measured a shift of 0.3 on a phone: the plans and suggestions moved
 * under a day that grew from one line). The day cards are drawn only; the loading line is read out.
 */
function WeekSkeleton({ days, shownDay, now }: { days: string[]; shownDay: string; now: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-4 lg:grid-cols-7 lg:gap-2">
      {days.map((day) => {
        const label = dayLabel(day);
        return (
          <div
            key={day}
            className={cn(
              'min-w-0 flex-col gap-2 rounded-lg border p-2',
              day === shownDay ? 'flex' : 'hidden md:flex',
              day === now ? 'border-brand-300 bg-brand-50/50' : 'border-stone-200',
            )}
          >
            <p aria-hidden className="text-sm font-semibold text-stone-900">
              {label.weekday}
              <span className="block text-xs font-normal text-stone-600">
                {label.date}
                {day === now ? ' · Today' : ''}
              </span>
            </p>
            {day === shownDay ? (
              <p role="status" className="text-sm text-stone-500">
                Loading the week...
              </p>
            ) : (
              <span aria-hidden className="block h-5" />
            )}
          </div>
        );
      })}
    </div>
  );
}
