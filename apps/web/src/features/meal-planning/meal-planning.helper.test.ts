import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  mealsOfDay,
  missingText,
  planSource,
  planTimeText,
  weekDays,
  weekRangeLabel,
  weekStart,
} from './meal-planning.helper';

describe('the week (spec 2.9: Sunday to Saturday)', () => {
  it('starts on the Sunday of the week that holds the date', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // the Sunday itself
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // the Saturday
    expect(weekStart('2027-01-01')).toBe('2026-12-27'); // across a year
  });
  it('has seven days, Sunday first', () => {
    const days = weekDays('2026-11-22');
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-22');
    expect(days[6]).toBe('2026-11-28');
    expect(dayLabel(days[0]!).weekday).toBe('Sunday');
    expect(dayLabel(days[3]!, new Date(2026, 10, 27))).toEqual({
      weekday: 'Wednesday',
      short: 'Wed',
      date: 'Nov 25',
    });
  });
  it('names the year of a day in another year', () => {
    expect(dayLabel('2025-10-22', new Date(2026, 10, 27)).date).toBe('Oct 22, 2025');
    expect(dayLabel('2027-01-01', new Date(2026, 10, 27)).date).toBe('Jan 1, 2027');
  });
  it('moves by days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekRangeLabel('2026-11-22')).toBe('Nov 22 – Nov 28, 2026');
  });
});

describe('a day', () => {
  it('lists its meals in the order of the day', () => {
    const meals = [
      { id: 1, plannedDate: '2026-11-25', mealType: 'dinner' },
      { id: 2, plannedDate: '2026-11-25', mealType: 'breakfast' },
      { id: 3, plannedDate: '2026-11-26', mealType: 'lunch' },
      { id: 4, plannedDate: '2026-11-25T00:00:00.000Z', mealType: 'snack' },
    ];
    expect(mealsOfDay(meals, '2026-11-25').map((m) => m.id)).toEqual([2, 1, 4]);
    expect(mealsOfDay(meals, '2026-11-24')).toEqual([]);
  });
});

describe('a suggestion (spec 2.9)', () => {
  it('names the first two missing ingredients, or says all are there', () => {
    expect(missingText(['Eggs', 'Milk', 'Flour'])).toBe('Missing: Eggs, Milk +1 more');
    expect(missingText(['Eggs'])).toBe('Missing: Eggs');
    expect(missingText([])).toBe('All ingredients available');
  });
});

describe("a plan's card (issue 23)", () => {
  it("shows prep and cook as the dish has them, and never '0 min'", () => {
    expect(planTimeText({ prepTime: 25, cookTime: 45 })).toBe('Prep 25 min · Cook 45 min');
    expect(planTimeText({ prepTime: 10, cookTime: 0 })).toBe('Prep 10 min');
    expect(planTimeText({ prepTime: 0, cookTime: 30 })).toBe('Cook 30 min');
    expect(planTimeText({ prepTime: 0, cookTime: 0 })).toBe('No time set');
  });

  it('says when a plan follows a recipe, and when that recipe is archived', () => {
    expect(planSource({ recipeId: null, recipeArchived: false })).toEqual({ linked: false, label: null });
    expect(planSource({ recipeId: 3, recipeArchived: false })).toEqual({
      linked: true,
      label: 'From a recipe',
    });
    expect(planSource({ recipeId: 3, recipeArchived: true })).toEqual({
      linked: true,
      label: 'Recipe archived',
    });
    // A plan cached before the field existed reads as following an active recipe.
    expect(planSource({ recipeId: 3 })).toEqual({ linked: true, label: 'From a recipe' });
  });
});
