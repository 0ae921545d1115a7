import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { GroceryPageModel } from './pages/grocery.page';
import { seedInventory } from './pages/inventory.page';
import {
  currentWeek,
  MealPlanningPageModel,
  seedMealPlan,
  seedPlannedMeal,
  todayDate,
} from './pages/meal-planning.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Issue 13, web: meal planning at desktop and phone width.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

async function seriousViolations(page: Page, scope: string) {
  return (await new AxeBuilder({ page }).include(scope).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function closeToasts(page: Page) {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>(
      '[data-testid="toast"] button[aria-label="Close"]',
    ))
      close.click();
  });
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('create a plan, plan it for Wednesday dinner, suggestions and the week onto a grocery list', async ({
      page,
      api,
    }) => {
      // The whole week's flow in one test (plan, move, suggestions, shopping): ~20 s on a quiet machine.
      test.slow();
      const phone = width === 'phone';
      const chef = await api.signedInHeadChef(`meals-${width}`);
      const familyId = chef.user.familyId!;
      const week = currentWeek();
      await seedInventory(page.request, familyId, [
        { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' },
      ]);
      // A second dish already planned for Thursday lunch (its ingredients are all missing).
      const pancakes = await seedMealPlan(page.request, familyId, {
        name: 'Pancakes',
        ingredients: [
          { name: 'Flour', quantity: '2', unit: 'cups' },
          { name: 'Butter', quantity: '2', unit: 'tbsp' },
        ],
      });
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: pancakes.id,
        plannedDate: week[4]!,
        mealType: 'lunch',
      });

      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      await expect(meals.heading).toBeVisible();
      await expect(meals.allPlans).toContainText('Pancakes');

      // 'New Meal Plan': the spec's defaults and validation, then three ingredients.
      await meals.newPlanButton.click();
      const form = meals.dialog('New Meal Plan');
      await expect(form.getByLabel('Servings')).toHaveValue('4');
      await expect(form.getByLabel('Prep (min)')).toHaveValue('0');
      await expect(form.getByLabel('Cook (min)')).toHaveValue('0');
      await expect(form.getByLabel('Ingredient 1 quantity')).toHaveValue('1');
      await expect(form.getByLabel('Ingredient 1 unit')).toHaveValue('cups');
      await form.getByRole('button', { name: 'Create Meal Plan' }).click();
      await expect(form.getByText('Meal name is required')).toBeVisible();
      await form.getByLabel('Meal name').fill('Veggie omelette');
      const ingredients = [
        ['Eggs', '3', 'each'],
        ['Milk', '1', 'cups'],
        ['Spinach', '2', 'cups'],
      ] as const;
      for (const [i, [name, quantity, unit]] of ingredients.entries()) {
        if (i > 0) await form.getByRole('button', { name: 'Add Ingredient' }).click();
        await form.getByLabel(`Ingredient ${i + 1} name`).fill(name);
        await form.getByLabel(`Ingredient ${i + 1} quantity`).fill(quantity);
        await form.getByLabel(`Ingredient ${i + 1} unit`).selectOption(unit);
      }
      // A fourth row, removed again.
      await form.getByRole('button', { name: 'Add Ingredient' }).click();
      await expect(form.getByTestId('ingredient-row')).toHaveCount(4);
      await form.getByRole('button', { name: 'Remove ingredient 4' }).click();
      await expect(form.getByTestId('ingredient-row')).toHaveCount(3);
      expect(await seriousViolations(page, '[role="dialog"]'), 'the New Meal Plan dialog').toEqual([]);
      await snap(page, `meal-plan-form-${width}`);
      await form.getByRole('button', { name: 'Create Meal Plan' }).click();
      await expect(toastWithTitle(page, 'Meal plan created')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(
        meals.allPlans.getByTestId('meal-plan').filter({ hasText: 'Veggie omelette' }),
      ).toContainText('3 ingredients');

      // 'Plan' opens 'Plan Meal' at today and dinner; Wednesday of this week.
      await meals.allPlans.getByRole('button', { name: 'Plan Veggie omelette' }).click();
      const plan = meals.dialog('Plan Meal');
      await expect(plan.getByLabel('Date')).toHaveValue(todayDate());
      await expect(plan.getByLabel('Meal type')).toHaveValue('dinner');
      await plan.getByLabel('Date').fill(week[3]!);
      await plan.getByRole('button', { name: 'Plan Meal' }).click();
      await expect(toastWithTitle(page, 'Meal planned')).toBeVisible();
      await expect(plan).toBeHidden();

      // The week: Sunday to Saturday; Wednesday has the dinner, Thursday the seeded lunch.
      if (phone) {
        await expect(meals.week.getByTestId('week-day').filter({ visible: true })).toHaveCount(1);
        await meals.dayButton('Wednesday').click();
      } else {
        await expect(meals.week.getByTestId('week-day').first()).toContainText('Sunday');
        await expect(meals.week.getByTestId('week-day').last()).toContainText('Saturday');
        await expect(meals.week.getByText('No meals planned')).toHaveCount(5);
      }
      const wednesday = meals.plannedMeal('Wednesday', 'Veggie omelette');
      await expect(wednesday).toBeVisible();
      await expect(wednesday).toContainText('Dinner');
      if (phone) await meals.dayButton('Thursday').click();
      await expect(meals.plannedMeal('Thursday', 'Pancakes')).toContainText('Lunch');
      if (phone) await meals.dayButton('Wednesday').click();

      // The suggestion: eggs are in the pantry, milk and spinach are not.
      const suggestion = meals.suggestion('Veggie omelette');
      await expect(suggestion).toContainText('33% match');
      await expect(suggestion).toContainText('Missing: Milk, Spinach');
      await expect(meals.suggestion('Pancakes')).toContainText('0% match');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
      await closeToasts(page);
      expect(await seriousViolations(page, 'main'), 'the meal planning page').toEqual([]);
      await snap(page, `meal-planning-${width}`);

      // 'Add to List' on the suggestion: no list yet, so a new one is named.
      await suggestion.getByRole('button', { name: 'Add to List Veggie omelette' }).click();
      const toList = meals.dialog('Add to List');
      await expect(toList).toContainText('Milk, Spinach');
      expect(await seriousViolations(page, '[role="dialog"]'), 'the Add to List dialog').toEqual([]);
      await snap(page, `meal-add-to-list-${width}`);
      await toList.getByLabel('List name').fill('Weekly shop');
      await toList.getByRole('button', { name: 'Add to List' }).click();
      await expect(toastWithTitle(page, 'Added 2 ingredients to Weekly shop')).toBeVisible();
      await expect(toList).toBeHidden();

      // 'Add this week to a list': the pancakes' needs; the omelette's are on the list already.
      await meals.week.getByRole('button', { name: 'Add this week to a list' }).click();
      const weekList = meals.dialog('Add this week to a list');
      await expect(weekList.getByLabel('Grocery list')).toHaveValue(/\d+/);
      await weekList.getByRole('button', { name: 'Add this week' }).click();
      const added = toastWithTitle(page, 'Added 2 items to Weekly shop');
      await expect(added).toContainText('Flour');
      await expect(added).toContainText('Butter');

      // Move the pancakes to Friday with the accessible control, then remove them.
      if (phone) await meals.dayButton('Thursday').click();
      await meals
        .plannedMeal('Thursday', 'Pancakes')
        .getByRole('button', { name: /^Move Pancakes/ })
        .click();
      const moveDialog = meals.dialog('Move Meal');
      await expect(moveDialog.getByLabel('Date')).toHaveValue(week[4]!);
      await expect(moveDialog.getByLabel('Meal type')).toHaveValue('lunch');
      await moveDialog.getByLabel('Date').fill(week[5]!);
      await moveDialog.getByLabel('Meal type').selectOption('dinner');
      await moveDialog.getByRole('button', { name: 'Move Meal' }).click();
      await expect(toastWithTitle(page, 'Meal moved')).toBeVisible();
      if (phone) await meals.dayButton('Friday').click();
      await expect(meals.plannedMeal('Friday', 'Pancakes')).toContainText('Dinner');
      await meals
        .plannedMeal('Friday', 'Pancakes')
        .getByRole('button', { name: /^Remove Pancakes/ })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Remove meal' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(toastWithTitle(page, 'Meal removed')).toBeVisible();
      await expect(meals.day('Friday')).toContainText('No meals planned');

      // Previous and next week.
      await meals.week.getByRole('button', { name: 'Next week' }).click();
      if (phone) await meals.dayButton('Wednesday').click();
      await expect(meals.day('Wednesday')).toContainText('No meals planned');
      await meals.week.getByRole('button', { name: 'This week', exact: true }).click();
      if (phone) await meals.dayButton('Wednesday').click();
      await expect(meals.plannedMeal('Wednesday', 'Veggie omelette')).toBeVisible();

      // The items are on the grocery list.
      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      const card = grocery.card('Weekly shop');
      for (const name of ['Milk', 'Spinach', 'Flour', 'Butter'])
        await expect(grocery.item(card, name)).toBeVisible();
    });

    test("'Plan' on a recipe card makes it a meal plan once and plans it", async ({ page, api }) => {
      const phone = width === 'phone';
      const chef = await api.signedInHeadChef(`meals-recipe-${width}`);
      const familyId = chef.user.familyId!;
      const week = currentWeek();
      await seedRecipe(page.request, familyId, {
        name: 'Shakshuka',
        ingredients: [
          { name: 'Eggs', quantity: '4', unit: 'each' },
          { name: 'Tomatoes', quantity: '2', unit: 'cups' },
        ],
      });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      for (const [date, mealType] of [
        [week[2]!, 'breakfast'],
        [week[6]!, 'dinner'],
      ] as const) {
        await page.getByRole('main').getByRole('button', { name: 'Plan Shakshuka' }).click();
        const plan = page.getByRole('dialog', { name: 'Plan Meal' });
        await expect(plan).toContainText('Shakshuka');
        await expect(plan.getByLabel('Meal type')).toHaveValue('dinner');
        await plan.getByLabel('Date').fill(date);
        await plan.getByLabel('Meal type').selectOption(mealType);
        await plan.getByRole('button', { name: 'Plan Meal' }).click();
        await expect(toastWithTitle(page, 'Meal planned')).toBeVisible();
        await expect(plan).toBeHidden();
      }

      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      // One plan made from the recipe, with its ingredients, planned twice.
      const plans = meals.allPlans.getByTestId('meal-plan');
      await expect(plans).toHaveCount(1);
      await expect(plans.first()).toContainText('Shakshuka');
      await expect(plans.first()).toContainText('2 ingredients');
      if (phone) await meals.dayButton('Tuesday').click();
      await expect(meals.plannedMeal('Tuesday', 'Shakshuka')).toContainText('Breakfast');
      if (phone) await meals.dayButton('Saturday').click();
      await expect(meals.plannedMeal('Saturday', 'Shakshuka')).toContainText('Dinner');
    });
  });
}

test('a Kitchen Helper sees the plans and the week but cannot plan; Add to List stays', async ({
  page,
  api,
  browser,
}) => {
  const chef = await api.signedInHeadChef('meals-helper');
  const familyId = chef.user.familyId!;
  const week = currentWeek();
  const username = `kit_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, familyId, {
    username,
    firstName: 'Kit',
    lastName: 'Helper',
    role: 4,
    password: 'helper-secret-1',
  });
  const soup = await seedMealPlan(page.request, familyId, {
    name: 'Tomato soup',
    ingredients: [{ name: 'Tomatoes', quantity: '4', unit: 'cups' }],
  });
  await seedPlannedMeal(page.request, familyId, {
    mealPlanId: soup.id,
    plannedDate: week[3]!,
    mealType: 'dinner',
  });

  const kitContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const kitPage = await kitContext.newPage();
    await new ApiClient(kitPage.request).login(username, 'helper-secret-1');
    const meals = new MealPlanningPageModel(kitPage);
    await meals.goto();
    await expect(meals.plannedMeal('Wednesday', 'Tomato soup')).toContainText('Dinner');
    await expect(meals.allPlans).toContainText('Tomato soup');
    await expect(meals.suggestion('Tomato soup')).toContainText('Missing: Tomatoes');
    await expect(meals.newPlanButton).toHaveCount(0);
    await expect(meals.allPlans.getByRole('button', { name: /^Plan / })).toHaveCount(0);
    await expect(meals.week.getByRole('button', { name: /^(Move|Remove) / })).toHaveCount(0);
    await expect(meals.suggestion('Tomato soup').getByRole('button', { name: /^Add to List/ })).toBeVisible();
    await expect(meals.week.getByRole('button', { name: 'Add this week to a list' })).toBeEnabled();
  } finally {
    await kitContext.close();
  }
});

test("a suggestion at 90% or more offers 'Plan Meal': a recipe becomes a plan and goes on the week", async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('meals-suggest');
  const familyId = chef.user.familyId!;
  const week = currentWeek();
  await seedInventory(page.request, familyId, [
    { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' },
  ]);
  await seedRecipe(page.request, familyId, {
    name: 'Boiled eggs',
    ingredients: [{ name: 'Eggs', quantity: '2', unit: 'each' }],
  });
  const meals = new MealPlanningPageModel(page);
  await meals.goto();
  const suggestion = meals.suggestion('Boiled eggs');
  await expect(suggestion).toContainText('100% match');
  await expect(suggestion).toContainText('All ingredients available');
  await expect(suggestion.getByRole('button', { name: /^Add to List/ })).toHaveCount(0);
  await suggestion.getByRole('button', { name: 'Plan Meal Boiled eggs' }).click();
  const plan = meals.dialog('Plan Meal');
  await plan.getByLabel('Date').fill(week[1]!);
  await plan.getByLabel('Meal type').selectOption('breakfast');
  await plan.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(toastWithTitle(page, 'Meal planned')).toBeVisible();
  await expect(meals.plannedMeal('Monday', 'Boiled eggs')).toContainText('Breakfast');
  await expect(meals.allPlans.getByTestId('meal-plan').filter({ hasText: 'Boiled eggs' })).toContainText(
    '1 ingredient',
  );
});
