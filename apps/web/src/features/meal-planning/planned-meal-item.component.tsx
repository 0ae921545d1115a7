import type { PlannedMeal } from '@kitching/contracts';
import { ArrowRightLeft, Check, ChefHat, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { cn } from '../../lib/cn';
import { mealTypeLabel } from './meal-planning.helper';

const MEAL_TONES: Record<string, BadgeTone> = {
  breakfast: 'yellow',
  lunch: 'blue',
  dinner: 'purple',
  snack: 'green',
};

interface PlannedMealItemProps {
  meal: PlannedMeal;
  /** The day's name, for the buttons' names ('Move Tacos (Dinner, Wednesday)'). */
  weekday: string;
  name: string;
  canPlan: boolean;
  canCook: boolean;
  onMove(meal: PlannedMeal): void;
  onRemove(meal: PlannedMeal): void;
  onCook(meal: PlannedMeal): void;
  onDragStart(): void;
  onDragEnd(): void;
}

/** One planned meal of the week: its meal type, name, 'Cooked' once cooked, and its actions. */
export function PlannedMealItem(props: PlannedMealItemProps) {
  const { meal, weekday, name, canPlan, canCook } = props;
  const which = `${name} (${mealTypeLabel(meal.mealType)}, ${weekday})`;
  const cooked = meal.cookedAt ?? null;
  return (
    <li
      data-testid="planned-meal"
      draggable={canPlan}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      className={cn(
        'flex flex-col gap-1 rounded-md bg-white p-2 shadow-sm ring-1 ring-stone-200',
        canPlan && 'cursor-grab',
        cooked && 'bg-green-50/60 ring-green-200',
      )}
    >
      <span className="flex flex-wrap gap-1">
        <Badge tone={MEAL_TONES[meal.mealType] ?? 'gray'}>{mealTypeLabel(meal.mealType)}</Badge>
        {cooked ? (
          <Badge tone="green" data-testid="cooked-badge">
            <Check className="mr-0.5 h-3 w-3" aria-hidden /> Cooked
          </Badge>
        ) : null}
      </span>
      <span className="break-words text-sm font-medium text-stone-900">{name}</span>
      {canCook && !cooked ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 h-9 w-full whitespace-nowrap px-2 text-brand-800"
          aria-label={`Cooked it: ${which}`}
          onClick={() => props.onCook(meal)}
        >
          {/* Seven days in a row leave no room for the icon beside the words. */}
          <ChefHat className="h-4 w-4 lg:hidden" aria-hidden /> Cooked it
        </Button>
      ) : null}
      {canPlan ? (
        <span className="-mb-1 -ml-1 flex gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9"
            aria-label={`Move ${which}`}
            onClick={() => props.onMove(meal)}
          >
            <ArrowRightLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9 text-red-700 hover:bg-red-50"
            aria-label={`Remove ${which}`}
            onClick={() => props.onRemove(meal)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
