import {
  formatDisplayDate,
  MEAL_TYPES,
  type MealType,
  missingSummary,
  parseCalendarDate,
  toCalendarDate,
} from '@kitching/contracts';

const DAY_MS = 86_400_000;
const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The calendar date `days` after `date` (both 'YYYY-MM-DD'; negative goes back). */
export function addDays(date: string, days: number): string {
  const time = parseCalendarDate(date);
  if (time === undefined) throw new Error(`not a calendar date: ${date}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday starting the week that holds `date` (spec 2.9: Sunday to Saturday). */
export function weekStart(date: string): string {
  const time = parseCalendarDate(date);
  if (time === undefined) throw new Error(`not a calendar date: ${date}`);
  return addDays(date, -new Date(time).getUTCDay());
}

/** The seven dates of the week starting on `sunday`. */
export const weekDays = (sunday: string) => Array.from({ length: 7 }, (_, i) => addDays(sunday, i));

/** Today as the person looking sees it. */
export const today = () => toCalendarDate(new Date());

export interface DayLabel {
  weekday: string;
  short: string;
  date: string;
}
/** 'Wednesday', 'Wed', 'Nov 25' for a calendar date ('Nov 25, 2025' outside `now`'s year). */
export function dayLabel(date: string, now = new Date()): DayLabel {
  const time = parseCalendarDate(date) ?? 0;
  return {
    weekday: weekdayLong.format(time),
    short: weekdayShort.format(time),
    date: formatDisplayDate(date, { now }),
  };
}

/** 'Nov 22 – Nov 28, 2026' for the week starting on `sunday`. */
export function weekRangeLabel(sunday: string): string {
  const saturday = addDays(sunday, 6);
  return `${monthDay.format(parseCalendarDate(sunday) ?? 0)} – ${monthDay.format(parseCalendarDate(saturday) ?? 0)}, ${saturday.slice(0, 4)}`;
}

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};
/** A meal type's label; a type the app does not know is shown as stored. */
export const mealTypeLabel = (type: string) =>
  (MEAL_TYPE_LABELS as Record<string, string>)[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

const order = (type: string) => {
  const i = (MEAL_TYPES as readonly string[]).indexOf(type);
  return i < 0 ? MEAL_TYPES.length : i;
};

/** A day's planned meals in the day's order (breakfast, lunch, dinner, snack), then by when planned. */
export function mealsOfDay<T extends { plannedDate: string; mealType: string; id: number }>(
  meals: readonly T[],
  date: string,
): T[] {
  return meals
    .filter((m) => m.plannedDate.slice(0, 10) === date)
    .sort((a, b) => order(a.mealType) - order(b.mealType) || a.id - b.id);
}

/**
 * Spec 2.9: 'Missing: ' and the first two missing ingredients by name (issue 24: their preparation
 * notes left off, then '+N more'), or 'All ingredients available'.
 */
export const missingText = missingSummary;

/**
 * A plan's times as the card shows them: 'Prep 25 min · Cook 45 min', one of the two, or 'No time set'
 * (never '0 min' for a dish whose times are simply unknown).
 */
export function planTimeText({ prepTime, cookTime }: { prepTime: number; cookTime: number }): string {
  const parts = [prepTime > 0 ? `Prep ${prepTime} min` : '', cookTime > 0 ? `Cook ${cookTime} min` : ''];
  return parts.filter(Boolean).join(' · ') || 'No time set';
}

/** Where a plan's dish comes from (issue 23): its recipe (maybe archived), or its own fields. */
export function planSource(plan: { recipeId: number | null; recipeArchived?: boolean }): {
  linked: boolean;
  label: string | null;
} {
  if (plan.recipeId === null) return { linked: false, label: null };
  return { linked: true, label: plan.recipeArchived ? 'Recipe archived' : 'From a recipe' };
}
