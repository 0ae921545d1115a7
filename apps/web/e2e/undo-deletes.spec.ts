import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import { InventoryPageModel, seedInventory } from './pages/inventory.page';
import { MealPlanningPageModel, seedMealPlan, seedPlannedMeal, todayDate } from './pages/meal-planning.page';
import { archiveRecipe, RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';
import { snap } from './support/snap';

// Issue 24, points 3 and 7: who may delete a list, Undo after every delete, a delete sent twice.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SHOTS = '/work/shots/undo';

async function shot(page: Page, name: string) {
  await snap(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The toast's Undo, pressed while it shows (5 s); then 'Undone'. */
async function undo(page: Page, title: string) {
  const toast = toastWithTitle(page, title);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWithTitle(page, 'Undone')).toBeVisible();
}

const weekday = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' });

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test("a Kitchen Helper cannot delete a parent's list (no control, the API says 403) but deletes their own, and Undo brings it back with its lines", async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`undo-helper-${width}`);
      const familyId = chef.user.familyId!;
      const parents = await seedGroceryList(page.request, familyId, 'Parents shop', [{ name: 'Coffee' }]);
      const username = `kit_${width}_${Date.now().toString(36)}`;
      await seedMember(page.request, familyId, {
        username,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
        password: 'kitchen-secret-3',
      });
      await api.logout();
      await api.login(username, 'kitchen-secret-3');
      await seedGroceryList(page.request, familyId, 'Kit picks', [{ name: 'Crisps' }, { name: 'Juice' }]);

      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      const theirs = grocery.card('Parents shop');
      await expect(theirs).toBeVisible();
      await expect(theirs.getByRole('button', { name: 'Delete Parents shop' })).toHaveCount(0);
      await expect(theirs.getByRole('button', { name: 'Rename Parents shop' })).toHaveCount(0);
      const refused = await page.request.delete(`/api/grocery-lists/${parents.id}`);
      expect(refused.status()).toBe(403);

      const own = grocery.card('Kit picks');
      await own.getByRole('button', { name: 'Delete Kit picks' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete List' });
      await expect(confirm).toContainText('This action cannot be undone.');
      await confirm.getByRole('button', { name: 'Delete List' }).click();
      await expect(own).toHaveCount(0);
      await expect(
        toastWithTitle(page, 'Grocery list deleted').getByRole('button', { name: 'Undo' }),
      ).toBeVisible();
      await shot(page, `undo-list-toast-${width}`);
      await undo(page, 'Grocery list deleted');
      await expect(own).toBeVisible();
      await expect(own).toContainText('Crisps');
      await expect(own).toContainText('Juice');
      await shot(page, `undo-list-back-${width}`);
    });

    test('Undo brings back a deleted inventory item, recipe, planned meal and grocery line', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`undo-all-${width}`);
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        { name: 'Basmati rice', quantity: '2', unit: 'kg', category: 'Pantry' },
      ]);
      const recipe = await seedRecipe(page.request, familyId, { name: 'Lentil Soup' });
      await archiveRecipe(page.request, recipe.id);
      const plan = await seedMealPlan(page.request, familyId, {
        name: 'Fish Tacos',
        ingredients: [{ name: 'Fish', quantity: '1', unit: 'lbs' }],
      });
      const today = todayDate();
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: plan.id,
        plannedDate: today,
        mealType: 'dinner',
      });
      await seedGroceryList(page.request, familyId, 'Weekly shop', [{ name: 'Eggs' }, { name: 'Bread' }]);

      // An inventory item, confirmed with the spec's dialog.
      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await inventory.deleteButton('Basmati rice').click();
      await inventory.deleteConfirmation.getByRole('button', { name: 'Delete' }).click();
      await expect(inventory.row('Basmati rice')).toHaveCount(0);
      await shot(page, `undo-item-toast-${width}`);
      await undo(page, 'Item deleted');
      await expect(inventory.row('Basmati rice')).toHaveCount(1);
      await expect(inventory.row('Basmati rice')).toContainText('2');

      // A recipe deleted permanently from the archive.
      const recipes = new RecipesPageModel(page);
      await recipes.goto(true);
      await recipes.cardAction('Lentil Soup', 'Delete').click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page.getByText('Lentil Soup', { exact: true })).toHaveCount(0);
      await undo(page, 'Recipe deleted');
      await expect(recipes.cardAction('Lentil Soup', 'Restore')).toBeVisible();

      // A planned meal.
      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      const day = weekday(today);
      if (width === 'phone') await meals.dayButton(day).click();
      await meals
        .plannedMeal(day, 'Fish Tacos')
        .getByRole('button', { name: /^Remove Fish Tacos/ })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Remove meal' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(meals.plannedMeal(day, 'Fish Tacos')).toHaveCount(0);
      await undo(page, 'Meal removed');
      await expect(meals.plannedMeal(day, 'Fish Tacos')).toHaveCount(1);
      await shot(page, `undo-meal-back-${width}`);

      // A grocery line, from its Edit Item dialog.
      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      const card = grocery.card('Weekly shop');
      await grocery.editButton(card, 'Eggs').click();
      await grocery.dialog('Edit Item').getByRole('button', { name: 'Delete' }).click();
      await grocery.confirmation('Delete Item').getByRole('button', { name: 'Delete' }).click();
      await expect(grocery.item(card, 'Eggs')).toHaveCount(0);
      await undo(page, 'Item deleted');
      await expect(grocery.item(card, 'Eggs')).toHaveCount(1);
    });

    test('a delete sent twice is not an error: a double click sends one, and one that finds it gone says it is deleted', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`undo-twice-${width}`);
      const familyId = chef.user.familyId!;
      const [, cheddar] = await seedInventory(page.request, familyId, [
        { name: 'Oat milk', quantity: '1', unit: 'gallons', category: 'Dairy' },
        { name: 'Cheddar', quantity: '1', unit: 'each', category: 'Dairy' },
      ]);
      const deletes: string[] = [];
      page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
      const inventory = new InventoryPageModel(page);
      await inventory.goto();

      // A double click on the confirmation's Delete: one request, no error.
      await inventory.deleteButton('Oat milk').click();
      await inventory.deleteConfirmation.getByRole('button', { name: 'Delete' }).dblclick();
      await expect(toastWithTitle(page, 'Item deleted')).toBeVisible();
      await expect(inventory.row('Oat milk')).toHaveCount(0);
      expect(deletes.filter((u) => /\/api\/inventory\/\d+$/.test(u))).toHaveLength(1);

      // The item goes (another tab, the first of two requests) while the dialog is open: the second
      // delete's 404 counts as done.
      await inventory.deleteButton('Cheddar').click();
      expect((await page.request.delete(`/api/inventory/${cheddar!.id}`)).status()).toBe(200);
      const gone = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.status() === 404);
      await inventory.deleteConfirmation.getByRole('button', { name: 'Delete' }).click();
      await gone;
      await expect(toastWithTitle(page, 'Item deleted')).toBeVisible();
      await expect(page.getByText('There was an error deleting the item.')).toHaveCount(0);
      await expect(inventory.row('Cheddar')).toHaveCount(0);
      await shot(page, `delete-twice-${width}`);
    });
  });
}
