import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import {
  clickOutside,
  DESKTOP,
  DiscardQuestion,
  expectNoRepeatedTitle,
  intersects,
  PHONE,
  pressBack,
} from './pages/polish.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';

// Issue 16, 'Rough edges': a filled form is never lost without a word, Back closes the dialog, dialogs
// are not read twice, and a toast never hides a dialog's main button.

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`the recipe dialog asks before a changed form is lost: Escape, a click outside, Back (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      await api.signedInHeadChef('polish-recipe');
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      const question = new DiscardQuestion(page);
      const form = recipes.dialog('Create New Recipe');

      // Untouched: Escape closes at once, nothing to ask.
      await recipes.button('New Recipe').first().click();
      await expect(form).toBeVisible();
      await expectNoRepeatedTitle(form);
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expect(question.box).toBeHidden();

      await recipes.button('New Recipe').first().click();
      await form.getByLabel('Recipe name', { exact: true }).fill("Grandma's lasagne");

      await page.keyboard.press('Escape');
      await expect(question.box).toBeVisible();
      await expectNoRepeatedTitle(question.box);
      await snap(`polish-discard-question-${at}`);
      await question.keepEditing();
      await expect(form.getByLabel('Recipe name', { exact: true })).toHaveValue("Grandma's lasagne");

      await clickOutside(page);
      await expect(question.box).toBeVisible();
      await question.keepEditing();
      await expect(form).toBeVisible();

      // Back asks too, and keeping on editing keeps the page, the dialog and what was typed.
      await pressBack(page);
      await expect(question.box).toBeVisible();
      await question.keepEditing();
      await expect(form.getByLabel('Recipe name', { exact: true })).toHaveValue("Grandma's lasagne");
      await expect(page).toHaveURL(/\/recipes$/);

      // Back again, then Discard: the dialog closes and the page stays.
      await pressBack(page);
      await expect(question.box).toBeVisible();
      await question.discard();
      await expect(form).toBeHidden();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(recipes.heading).toBeVisible();

      // A new opening starts empty.
      await recipes.button('New Recipe').first().click();
      await expect(form.getByLabel('Recipe name', { exact: true })).toHaveValue('');
      await snap(`polish-recipe-dialog-reopened-${at}`);
    });

    test(`Back closes an open dialog instead of leaving the page; a dialog closed otherwise leaves no step behind (${at})`, async ({
      page,
      api,
    }) => {
      await api.signedInHeadChef('polish-back');
      await page.goto('/dashboard');
      await expect(page.getByRole('main')).toBeVisible();
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await expect(recipes.heading).toBeVisible();
      const form = recipes.dialog('Create New Recipe');

      await recipes.button('New Recipe').first().click();
      await expect(form).toBeVisible();
      await pressBack(page);
      await expect(form).toBeHidden();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(recipes.heading).toBeVisible();

      // Closed by its Cancel button: its history step is taken back, so Back now leaves the page.
      await recipes.button('New Recipe').first().click();
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
      await pressBack(page);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test(`the meal plan, member and inventory item dialogs ask before a changed form is lost (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef('polish-dirty');
      await seedMember(page.request, chef.user.familyId!, {
        username: `pip${Date.now().toString(36)}`,
        firstName: 'Pip',
        lastName: 'Reed',
        role: 3,
      });
      const question = new DiscardQuestion(page);

      await page.goto('/meal-planning');
      await page.getByRole('main').getByRole('button', { name: 'New Meal Plan' }).click();
      const plan = page.getByRole('dialog', { name: 'New Meal Plan' });
      await expectNoRepeatedTitle(plan);
      await plan.getByLabel('Meal name', { exact: true }).fill('Taco night');
      await page.keyboard.press('Escape');
      await expect(question.box).toBeVisible();
      await question.discard();
      await expect(plan).toBeHidden();

      await page.goto('/family-profiles');
      await page.getByRole('button', { name: 'Edit Pip Reed', exact: true }).click();
      const member = page.getByRole('dialog', { name: 'Edit Family Member' });
      await expectNoRepeatedTitle(member);
      await member.getByLabel('First name', { exact: true }).fill('Pippa');
      await pressBack(page);
      await expect(question.box).toBeVisible();
      await snap(`polish-member-discard-${at}`);
      await question.keepEditing();
      await expect(member.getByLabel('First name', { exact: true })).toHaveValue('Pippa');
      await page.keyboard.press('Escape');
      await question.discard();
      await expect(member).toBeHidden();
      await expect(page).toHaveURL(/\/family-profiles$/);

      await page.goto('/inventory');
      await page.getByRole('main').getByRole('button', { name: 'Add Item', exact: true }).click();
      const item = page.getByRole('dialog', { name: 'Add Item' });
      await expectNoRepeatedTitle(item);
      await item.getByLabel('Item name', { exact: true }).fill('Milk');
      await clickOutside(page);
      await expect(question.box).toBeVisible();
      await question.discard();
      await expect(item).toBeHidden();
    });

    test(`a toast never covers the dialog's main button: 'Create Recipe' and 'Update Recipe' (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef('polish-toast');
      await seedRecipe(page.request, chef.user.familyId!, { name: 'Pancakes' });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      // Every save fails, so the toast shows while the dialog stays open.
      await page.route('**/api/families/*/recipes', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
      );
      await page.route('**/api/recipes/*', (route) =>
        route.request().method() === 'PATCH' || route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, body: 'boom' })
          : route.fallback(),
      );

      await recipes.button('New Recipe').first().click();
      const create = recipes.dialog('Create New Recipe');
      await recipes.fillForm(create, {
        name: 'Soup',
        instructions: 'Simmer.',
        ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }],
      });
      const createButton = create.getByRole('button', { name: 'Create Recipe' });
      await createButton.click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Failed to create recipe' });
      await expect(toast).toBeVisible();
      await expect(create).toBeVisible();
      expect(intersects((await toast.boundingBox())!, (await createButton.boundingBox())!)).toBe(false);
      await snap(`polish-toast-create-${at}`);
      await create.getByRole('button', { name: 'Cancel' }).click();

      await recipes.cardAction('Pancakes', 'Edit').click();
      const edit = recipes.dialog('Edit Recipe');
      await edit.getByLabel('Recipe name', { exact: true }).fill('Pancakes deluxe');
      const updateButton = edit.getByRole('button', { name: 'Update Recipe' });
      await updateButton.click();
      const failed = page.getByTestId('toast').filter({ hasText: 'Failed to update recipe' });
      await expect(failed).toBeVisible();
      await expect(edit).toBeVisible();
      expect(intersects((await failed.boundingBox())!, (await updateButton.boundingBox())!)).toBe(false);
      await snap(`polish-toast-edit-${at}`);
    });
  });
}
