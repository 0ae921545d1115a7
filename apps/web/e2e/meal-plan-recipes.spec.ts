import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentWeek, MealPlanningPageModel, seedMealPlan } from './pages/meal-planning.page';
import { QuickAddModel } from './pages/quick-add.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';
import { snap } from './support/snap';

// Issue 23: planning a family recipe links to it (one source of truth), and a typed dish can be kept as
// a recipe, from the meal plan form or from quick add. Desktop and phone width.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

async function seriousViolations(page: Page, scope: string) {
  return (await new AxeBuilder({ page }).include(scope).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function recipeNamed(page: Page, familyId: number, name: string) {
  const response = await page.request.get(`/api/families/${familyId}/recipes`);
  const recipes = ((await response.json()) as { data: { id: number; name: string; cookTime: number }[] })
    .data;
  return recipes.find((r) => r.name === name);
}

for (const [width, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test("a recipe planned from its card shows its times and steps, and follows the recipe's edits", async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`link-${width}`);
      const familyId = chef.user.familyId!;
      const week = currentWeek();
      await seedRecipe(page.request, familyId, {
        name: 'Shakshuka',
        prepTime: 10,
        cookTime: 20,
        instructions: 'Warm the tomato sauce.\nCrack the eggs into it.',
        ingredients: [
          { name: 'Eggs', quantity: '4', unit: 'each' },
          { name: 'Tomatoes', quantity: '2', unit: 'cups' },
        ],
      });

      // 'Plan' on the recipe's card.
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.main.getByRole('button', { name: 'Plan Shakshuka' }).click();
      const planDialog = page.getByRole('dialog', { name: 'Plan Meal' });
      await planDialog.getByLabel('Date').fill(week[3]!);
      await planDialog.getByRole('button', { name: 'Plan Meal' }).click();
      await expect(toastWithTitle(page, 'Meal planned')).toBeVisible();

      // 'All Meal Plans': the recipe's times and steps, no '0 min'.
      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      const plan = meals.plan('Shakshuka');
      await expect(plan).toContainText('From a recipe');
      await expect(plan.getByTestId('meal-plan-times')).toHaveText('Prep 10 min · Cook 20 min');
      await expect(meals.allPlans).not.toContainText(/\b0 min/);
      const steps = await meals.steps('Shakshuka');
      await expect(steps).toContainText('Crack the eggs into it.');
      await expect(steps.getByTestId('ingredient')).toHaveCount(2);

      // The form says it follows the recipe: no stale copy's fields, 'Edit recipe' instead.
      await plan.getByRole('button', { name: 'Edit Shakshuka' }).click();
      const form = meals.dialog('Edit Meal Plan');
      await expect(form.getByRole('note')).toContainText('follows its family recipe');
      await expect(form.getByLabel('Meal name')).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Unlink to a copy' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), 'the Edit Meal Plan dialog').toEqual([]);
      await snap(page, `meal-plan-follows-recipe-${width}`);
      await form.getByRole('button', { name: 'Edit recipe' }).click();
      const recipeForm = meals.dialog('Edit Recipe');
      await expect(recipeForm.getByLabel('Recipe name')).toHaveValue('Shakshuka');
      await recipeForm.getByLabel('Cook (min)').fill('25');
      await recipeForm
        .getByLabel('Instructions')
        .fill('Warm the tomato sauce.\nCrack the eggs in and cover.');
      await recipeForm.getByRole('button', { name: 'Update Recipe' }).click();
      await expect(toastWithTitle(page, 'Recipe updated')).toBeVisible();
      await expect(recipeForm).toBeHidden();

      // The plan follows at once.
      await expect(plan.getByTestId('meal-plan-times')).toHaveText('Prep 10 min · Cook 25 min');
      await expect(await meals.steps('Shakshuka')).toContainText('Crack the eggs in and cover.');
      if (width === 'phone') await meals.dayButton('Wednesday').click();
      await expect(meals.plannedMeal('Wednesday', 'Shakshuka')).toBeVisible();

      // An edit on the recipes page reaches the plan too (after a reload: the server's answer).
      await recipes.goto();
      await recipes.cardAction('Shakshuka', 'Edit').click();
      const onRecipes = recipes.dialog('Edit Recipe');
      await onRecipes.getByLabel('Recipe name').fill('Green shakshuka');
      await onRecipes.getByRole('button', { name: 'Update Recipe' }).click();
      await expect(toastWithTitle(page, 'Recipe updated')).toBeVisible();
      await meals.goto();
      await expect(meals.plan('Green shakshuka').getByTestId('meal-plan-times')).toHaveText(
        'Prep 10 min · Cook 25 min',
      );
      await expect(meals.allPlans.getByTestId('meal-plan')).toHaveCount(1);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
      await snap(page, `meal-plans-follow-recipe-${width}`);
    });

    test('a typed meal plan is kept as a recipe from its form', async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`keep-${width}`);
      const familyId = chef.user.familyId!;
      await seedMealPlan(page.request, familyId, {
        name: 'Taco night',
        prepTime: 15,
        instructions: 'Warm the tortillas.',
        ingredients: [{ name: 'Tortillas', quantity: '8', unit: 'each' }],
      });
      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      const plan = meals.plan('Taco night');
      await expect(plan.getByTestId('meal-plan-times')).toHaveText('Prep 15 min');
      await expect(plan).not.toContainText('From a recipe');

      await plan.getByRole('button', { name: 'Edit Taco night' }).click();
      const form = meals.dialog('Edit Meal Plan');
      await expect(form.getByLabel('Meal name')).toHaveValue('Taco night');
      await form.getByLabel('Cook (min)').fill('10');
      expect(await seriousViolations(page, '[role="dialog"]'), 'the Edit Meal Plan form').toEqual([]);
      await form.getByRole('button', { name: 'Keep as recipe' }).click();
      await expect(toastWithTitle(page, 'Kept as a recipe')).toContainText('Taco night');
      await expect(form).toBeHidden();
      await expect(plan).toContainText('From a recipe');
      await expect(plan.getByTestId('meal-plan-times')).toHaveText('Prep 15 min · Cook 10 min');

      // The recipe, with what was typed (the unsaved cook time included), in the family's recipes.
      expect(await recipeNamed(page, familyId, 'Taco night')).toMatchObject({ cookTime: 10 });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await expect(recipes.card('Taco night')).toBeVisible();
    });

    test("quick add's meal preview can also keep the dish as a recipe", async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`qa-keep-${width}`);
      const familyId = chef.user.familyId!;
      await page.goto('/meal-planning');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.analyze('Chicken tacos for dinner tonight');
      if ((await quick.previewType.textContent()) !== 'Meal Plan') await quick.addAs('Meal Plan').click();
      await expect(quick.previewType).toHaveText('Meal Plan');
      await quick.field('Meal name').fill('Chicken tacos');
      if ((await quick.field('Ingredient 1').count()) === 0)
        await quick.preview.getByRole('button', { name: 'Add an ingredient' }).click();
      await quick.field('Ingredient 1').fill('corn tortillas');
      await quick.preview.getByRole('checkbox', { name: /Also keep as a recipe/ }).check();
      await quick.addButton('Meal Plan').click();
      await expect(quick.dialog).toBeHidden();

      const meals = new MealPlanningPageModel(page);
      await expect(meals.plan('Chicken tacos')).toContainText('From a recipe');
      await expect(meals.allPlans.getByTestId('meal-plan')).toHaveCount(1);
      expect(await recipeNamed(page, familyId, 'Chicken tacos')).toBeTruthy();
    });
  });
}
