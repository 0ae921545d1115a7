import { MEAL_EVENT_MINUTES, MEAL_TIMES, type MealPlan, type PlannedMeal } from '@kitching/contracts';
import ical from 'ical-generator';
import { zonedInstant } from '../../lib/zoned-time';

export interface FeedInput {
  familyName: string;
  timeZone: string;
  /** The app's address ('https://kitching.example'), for each event's link. */
  appUrl: string;
  planned: PlannedMeal[];
  plans: MealPlan[];
}

const ingredientLine = (i: MealPlan['ingredients'][number]) =>
  [i.quantity, i.unit === 'each' ? '' : i.unit, i.name].filter(Boolean).join(' ');

/** Where the meal is acted on in Kitching: its recipe when it follows one, else the meal plan. */
function linkOf(appUrl: string, plan: MealPlan | undefined): string {
  if (plan?.recipeId) return `${appUrl}/recipes?q=${encodeURIComponent(plan.name)}`;
  return `${appUrl}/meal-planning`;
}

/**
 * The iCalendar text of a family's planned meals: one event per planned meal at its meal type's time in
 * the member's zone (written in UTC, which every client converts). Each event's UID and stamp come from
 * the planned meal itself, so the same data gives the same bytes (the ETag) and clients update in place.
 */
export function renderCalendar(input: FeedInput): string {
  const calendar = ical({
    name: `Kitching — ${input.familyName}`,
    prodId: { company: 'Kitching', product: 'Meal plan', language: 'EN' },
    ttl: 60 * 60,
  });
  const plans = new Map(input.plans.map((p) => [p.id, p]));
  const host = new URL(input.appUrl).host;
  for (const meal of input.planned) {
    const plan = plans.get(meal.mealPlanId);
    const time = MEAL_TIMES[meal.mealType] ?? MEAL_TIMES.dinner!;
    const start = zonedInstant(meal.plannedDate, time.hour, time.minute, input.timeZone);
    const ingredients = (plan?.ingredients ?? []).map((i) => `- ${ingredientLine(i)}`);
    const description = [
      ingredients.length ? `Ingredients:\n${ingredients.join('\n')}` : '',
      meal.notes ? `Notes: ${meal.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const changed = [meal.createdAt, plan?.updatedAt].filter(Boolean).sort().at(-1)!;
    calendar.createEvent({
      id: `planned-meal-${meal.id}@${host}`,
      start,
      end: new Date(start.getTime() + MEAL_EVENT_MINUTES * 60_000),
      stamp: new Date(changed),
      summary: plan?.name ?? 'Planned meal',
      description,
      url: linkOf(input.appUrl, plan),
    });
  }
  return calendar.toString();
}
