import type { MealPlan, PlannedMeal } from '@kitching/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

/** Makes a meal plan through the real API with the page's session. */
export async function seedMealPlan(
  request: APIRequestContext,
  familyId: number,
  body: {
    name: string;
    ingredients?: { name: string; quantity: string; unit: string }[];
    recipeId?: number;
    prepTime?: number;
    cookTime?: number;
    instructions?: string;
  },
): Promise<MealPlan> {
  const response = await request.post(`/api/families/${familyId}/meal-plans`, { data: body });
  if (!response.ok()) throw new Error(`seed meal plan failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: MealPlan }).data;
}

export async function seedPlannedMeal(
  request: APIRequestContext,
  familyId: number,
  body: { mealPlanId: number; plannedDate: string; mealType: string },
): Promise<PlannedMeal> {
  const response = await request.post(`/api/families/${familyId}/planned-meals`, { data: body });
  if (!response.ok())
    throw new Error(`seed planned meal failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: PlannedMeal }).data;
}

const pad = (n: number) => String(n).padStart(2, '0');
const calendarDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The dates of the current week, Sunday first, in this machine's time zone (the browser's too). */
export function currentWeek(): string[] {
  const now = new Date();
  const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  return Array.from({ length: 7 }, (_, i) =>
    calendarDate(new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + i)),
  );
}
export const todayDate = () => calendarDate(new Date());

/** /meal-planning (spec 2.9). */
export class MealPlanningPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/meal-planning');
  }
  get main() {
    return this.page.getByRole('main');
  }
  get heading() {
    return this.main.getByRole('heading', { level: 1, name: 'Your Meal Plans' });
  }
  get newPlanButton() {
    return this.main.getByRole('button', { name: 'New Meal Plan' });
  }
  get allPlans() {
    return this.main.getByRole('region', { name: 'All Meal Plans' });
  }
  get suggestions() {
    return this.main.getByRole('region', { name: 'Suggested Meals' });
  }
  /** One of 'All Meal Plans' by its name (issue 23: its times, its steps, where it comes from). */
  plan(name: string) {
    return this.allPlans.getByTestId('meal-plan').filter({ hasText: name });
  }
  /** Opens a plan's steps and ingredients and answers them. */
  async steps(name: string) {
    const plan = this.plan(name);
    const steps = plan.getByTestId('meal-plan-steps');
    if (!(await steps.isVisible())) await plan.getByText('Steps and ingredients').click();
    return steps;
  }
  suggestion(name: string) {
    return this.suggestions.getByTestId('meal-suggestion').filter({ hasText: name });
  }
  get week() {
    return this.main.getByRole('region', { name: "This Week's Meals" });
  }
  /** A day of the week by its weekday name ('Wednesday'). */
  day(weekday: string) {
    return this.week.getByRole('region', { name: new RegExp(`^${weekday}, `) });
  }
  /** On phones: the day strip button that shows that day. */
  dayButton(weekday: string) {
    return this.week.getByRole('button', { name: new RegExp(`^${weekday}, `) });
  }
  plannedMeal(weekday: string, name: string) {
    return this.day(weekday).getByTestId('planned-meal').filter({ hasText: name });
  }
  dialog(
    title:
      | 'New Meal Plan'
      | 'Edit Meal Plan'
      | 'Edit Recipe'
      | 'Plan Meal'
      | 'Move Meal'
      | 'Add to List'
      | 'Add this week to a list',
  ) {
    return this.page.getByRole('dialog', { name: title });
  }
}
