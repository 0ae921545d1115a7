import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPageModel } from './pages/dashboard.page';
import { seedMember } from './pages/family-profiles.page';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import { daysFromToday, InventoryPageModel, seedInventory } from './pages/inventory.page';
import { MealPlanningPageModel, seedMealPlan, seedPlannedMeal, todayDate } from './pages/meal-planning.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { CookDialogModel, ItemStockModel } from './pages/stock.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Issue 23, web: a pantry that stays true. Batches with their own dates, the item's history, throwing
// away and the waste chart, cooking a planned dinner seen live by another member, and undo; at desktop
// and phone width.

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shown = (date: string) => longDate.format(Date.parse(`${date}T00:00:00Z`));
const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

async function dialogViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
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

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Opens `path` and waits until the page's live stream has answered. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((r) => /\/api\/families\/\d+\/events/.test(r.url()));
  await page.goto(path);
  expect((await stream).status(), 'the live stream is open').toBe(200);
}

for (const [width, use, other] of [
  ['desktop', DESKTOP, PHONE],
  ['phone', PHONE, DESKTOP],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('put away milk over an older carton: two batches with their own dates; half a bag thrown away shows in the history and the waste chart', async ({
      page,
      api,
    }) => {
      test.slow();
      const chef = await api.signedInHeadChef(`stock-${width}`);
      const familyId = chef.user.familyId!;
      const older = daysFromToday(2);
      await seedInventory(page.request, familyId, [
        { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy', expirationDate: older },
        {
          name: 'Spinach',
          quantity: '1',
          unit: 'bags',
          category: 'Produce',
          expirationDate: daysFromToday(4),
        },
      ]);
      const list = await seedGroceryList(page.request, familyId, 'Weekly shop', [
        { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' },
      ]);
      const lines = (await (await page.request.get(`/api/families/${familyId}/grocery-lists`)).json()) as {
        data: { id: number; items: { id: number }[] }[];
      };
      const line = lines.data.find((l) => l.id === list.id)!.items[0]!;
      expect(
        (await page.request.patch(`/api/grocery-list-items/${line.id}`, { data: { purchased: true } })).ok(),
      ).toBe(true);

      // Put away: the new carton is a batch of its own, with the date Kitching suggests for dairy (10 days).
      const grocery = new GroceryPageModel(page);
      await grocery.goto(list.id);
      await grocery.main.getByRole('button', { name: 'Put away (1)' }).click();
      const putAway = toastWithTitle(page, 'Put away 1 items');
      const suggested = daysFromToday(10);
      await expect(putAway).toContainText('Topped up in the inventory: Milk.');
      await expect(putAway).toContainText(
        `Milk: best before ${monthDay.format(Date.parse(`${suggested}T00:00:00Z`))} (suggested)`,
      );
      await expect(putAway.getByRole('button', { name: 'Undo' })).toBeVisible();
      await snap(page, `stock-put-away-toast-${width}`);
      await closeToasts(page);

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await expect(inventory.row('Milk')).toContainText('2 gallons');
      await inventory.editButton('Milk').click();
      const stock = new ItemStockModel(page, inventory.dialog('Edit Item'));
      await stock.tab('Batches').click();
      await expect(stock.tab('Batches')).toHaveText('Batches (2)');
      await expect(stock.batches).toHaveCount(2);
      // Earliest date first: the old carton, then the new one with its suggested date.
      await expect(stock.batch(1).getByTestId('batch-date')).toHaveText(`Best before ${shown(older)}`);
      await expect(stock.batch(2).getByTestId('batch-date')).toHaveText(
        `Best before ${shown(suggested)} (suggested)`,
      );
      await expect(stock.batch(1).getByTestId('batch-amount')).toHaveText('1 gallon');
      // Opening the new carton brings its date forward to 5 days (dairy, once opened): said before, done after.
      const opened = daysFromToday(5);
      await expect(stock.batch(2)).toContainText(`Once opened it keeps until ${shown(opened)}`);
      await expect(stock.batch(1)).not.toContainText('Once opened');
      expect(await dialogViolations(page), 'the batches').toEqual([]);
      await expectNoSidewaysScroll(page);
      await snap(page, `stock-batches-${width}`);
      await stock.batch(2).getByRole('button', { name: 'Opened' }).click();
      await expect(toastWithTitle(page, 'Milk opened')).toContainText(`Best before now ${shown(opened)}.`);
      await expect(stock.batch(2).getByTestId('batch-date')).toHaveText(`Best before ${shown(opened)}`);
      await expect(stock.batch(2)).toContainText(`Opened ${shown(todayDate())}`);
      await closeToasts(page);

      // A use-up, undone from the dialog's own Undo (the toast's is out of a modal dialog's reach).
      await stock.take(stock.batch(1), 'Use', '1');
      await expect(toastWithTitle(page, 'Used 1 gallon of Milk')).toBeVisible();
      await expect(stock.batches).toHaveCount(1);
      const used = stock.dialog.getByRole('status').filter({ hasText: 'Used 1 gallon of Milk.' });
      await used.getByRole('button', { name: 'Undo' }).click();
      await expect(toastWithTitle(page, 'Undone')).toContainText('Milk: back as it was.');
      await expect(used).toHaveCount(0);
      await expect(stock.batches).toHaveCount(2);
      await expect(stock.batch(1).getByTestId('batch-date')).toHaveText(`Best before ${shown(older)}`);
      await closeToasts(page);

      // The history: newest first, in plain words.
      await stock.tab('History').click();
      await expect(stock.historyEntries.nth(0)).toContainText('Undone');
      await expect(stock.historyEntries.nth(0)).toContainText('+1 gallon');
      await expect(stock.historyEntries.nth(1)).toContainText('Used');
      await expect(stock.historyEntries.nth(1)).toContainText('undone');
      await expect(stock.historyEntries.nth(2)).toContainText('Opened');
      await expect(stock.historyEntries.filter({ hasText: 'Bought' })).toHaveCount(2);
      await expect(stock.historyEntries.filter({ hasText: 'Bought' }).first()).toContainText('+1 gallon');
      await expect(stock.historyEntries.first()).toContainText(chef.firstName!);
      expect(await dialogViolations(page), 'the history').toEqual([]);
      await snap(page, `stock-history-${width}`);
      // The details saved after those changes from the batches: no conflict with oneself.
      await stock.tab('Details').click();
      await expect(stock.dialog.getByLabel('Quantity')).toHaveValue('2');
      await inventory.fill(stock.dialog, { minStockLevel: '1' });
      await stock.dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toastWithTitle(page, 'Item updated successfully')).toBeVisible();
      await expect(stock.dialog).toBeHidden();
      await closeToasts(page);

      // Half a bag of spinach goes in the bin (before its date: thrown away), with Undo on offer.
      await inventory.editButton('Spinach').click();
      const spinach = new ItemStockModel(page, inventory.dialog('Edit Item'));
      await spinach.tab('Batches').click();
      await spinach.take(spinach.batch(1), 'Throw away', '0.5');
      await expect(toastWithTitle(page, 'Threw away 1/2 bag of Spinach')).toBeVisible();
      await expect(
        spinach.dialog
          .getByRole('status')
          .filter({ hasText: 'Threw away 1/2 bag of Spinach.' })
          .getByRole('button', {
            name: 'Undo',
          }),
      ).toBeVisible();
      await expect(spinach.batch(1).getByTestId('batch-amount')).toHaveText('1/2 bag');
      await spinach.tab('History').click();
      await expect(spinach.historyEntries.first()).toContainText('Thrown away');
      await expect(spinach.historyEntries.first()).toContainText('−1/2 bag');
      // Escape closes the toast first (the top layer), then the dialog.
      await closeToasts(page);
      await page.keyboard.press('Escape');
      await expect(inventory.row('Spinach')).toContainText('0.5 bag');

      // The waste chart counts it this week.
      const dashboard = new DashboardPageModel(page);
      await dashboard.goto();
      const waste = dashboard.card('Food waste');
      await expect(waste.getByText('In the last 8 weeks: 1 thrown away.')).toBeVisible();
      const rows = dashboard
        .chartTable('Food thrown away, gone off and saved by cooking, by week')
        .getByRole('row');
      await expect(rows).toHaveCount(9);
      await expect(rows.last().getByRole('cell').first()).toHaveText('1');
      await waste.scrollIntoViewIfNeeded();
      await snap(page, `stock-waste-chart-${width}`);
    });

    test('cook a planned dinner: the pantry changes on a second member’s screen live; undo puts it back', async ({
      page,
      api,
      browser,
    }) => {
      test.slow();
      const chef = await api.signedInHeadChef(`cook-${width}`);
      const familyId = chef.user.familyId!;
      const username = `sam_${width}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await seedMember(page.request, familyId, {
        username,
        firstName: 'Sam',
        lastName: 'Cook',
        role: 3,
        password: 'cook-secret-1',
      });
      await seedInventory(page.request, familyId, [
        { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' },
        { name: 'Flour', quantity: '4', unit: 'cups', category: 'Pantry' },
        { name: 'Milk', quantity: '8', unit: 'cups', category: 'Dairy', expirationDate: daysFromToday(3) },
      ]);
      await seedGroceryList(page.request, familyId, 'Weekly shop');
      const plan = await seedMealPlan(page.request, familyId, {
        name: 'Pancakes',
        ingredients: [
          { name: 'Eggs', quantity: '2', unit: 'each' },
          { name: 'Flour', quantity: '2', unit: 'cups' },
          { name: 'Milk', quantity: '1', unit: 'cups' },
          { name: 'Butter', quantity: '2', unit: 'tbsp' },
        ],
      });
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: plan.id,
        plannedDate: todayDate(),
        mealType: 'dinner',
      });

      // Sam, the family's Cook, watches the inventory on the other kind of screen.
      const samContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...other });
      try {
        const samPage = await samContext.newPage();
        await new ApiClient(samPage.request).login(username, 'cook-secret-1');
        const sam = new InventoryPageModel(samPage);
        await openLive(samPage, '/inventory');
        await expect(sam.row('Eggs')).toContainText('12');

        const meals = new MealPlanningPageModel(page);
        await meals.goto();
        const dinner = meals.plannedMeal(weekdayOf(todayDate()), 'Pancakes');
        await dinner.getByRole('button', { name: /^Cooked it: Pancakes/ }).click();
        const cook = new CookDialogModel(page);
        const dialog = cook.dialog('Pancakes');
        await expect(dialog.getByLabel('Servings')).toHaveValue(String(plan.servings));
        await expect(cook.takes('Pancakes')).toHaveCount(3);
        await expect(cook.take('Pancakes', 'Milk')).toContainText(`best before ${shown(daysFromToday(3))}`);
        await expect(cook.amount('Pancakes', 'Eggs')).toHaveValue('2');
        await expect(cook.missing('Pancakes')).toHaveText(['Butter (2 tbsp)']);

        // What the pantry lacks goes onto the list in one tap.
        await dialog.getByRole('button', { name: 'Add to a list' }).click();
        await expect(toastWithTitle(page, 'Added 1 item to Weekly shop')).toBeVisible();
        await expect(dialog.getByText('On Weekly shop now.')).toBeVisible();
        await closeToasts(page);

        // One more egg than the recipe says.
        await cook.amount('Pancakes', 'Eggs').fill('3');
        expect(await dialogViolations(page), 'the cook dialog').toEqual([]);
        await expectNoSidewaysScroll(page);
        await snap(page, `stock-cook-dialog-${width}`);
        await dialog.getByRole('button', { name: 'Cook it' }).click();
        const cooked = toastWithTitle(page, 'Cooked Pancakes: took 3 items');
        await expect(cooked).toBeVisible();
        // Held on screen while the rest is checked (Radix pauses a toast under the pointer).
        await cooked.hover();
        await expect(dialog).toBeHidden();
        await expect(dinner.getByTestId('cooked-badge')).toHaveText('Cooked');
        await expect(dinner.getByRole('button', { name: /^Cooked it/ })).toHaveCount(0);
        await snap(page, `stock-cooked-${width}`);

        // Sam's screen follows without a reload.
        await expect(sam.row('Eggs')).toContainText('9');
        await expect(sam.row('Flour')).toContainText('2 cups');
        await expect(sam.row('Milk')).toContainText('7 cups');

        // Undo: everything back, for everyone.
        await cooked.getByRole('button', { name: 'Undo' }).click();
        await expect(toastWithTitle(page, 'Undone')).toContainText('Pancakes: the pantry is back as it was.');
        await expect(sam.row('Eggs')).toContainText('12');
        await expect(sam.row('Flour')).toContainText('4 cups');
        await expect(dinner.getByTestId('cooked-badge')).toHaveCount(0);
        await expect(dinner.getByRole('button', { name: /^Cooked it/ })).toBeVisible();
        await snap(samPage, `stock-cook-live-${width === 'desktop' ? 'phone' : 'desktop'}`);
      } finally {
        await samContext.close();
      }
    });

    test('settings: low stock onto the list when cooking; shelf life per category, changed and reset', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`shelf-${width}`);
      const familyId = chef.user.familyId!;
      await seedGroceryList(page.request, familyId, 'Weekly shop');
      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      const lowStock = grocery.main.getByRole('switch', {
        name: 'Put low stock on the list when cooking uses it up',
      });
      await expect(lowStock).toHaveAttribute('aria-checked', 'false');
      await lowStock.click();
      await expect(
        toastWithTitle(page, 'Put low stock on the list when cooking uses it up: on'),
      ).toBeVisible();
      const settings = async () =>
        (
          (await (await page.request.get(`/api/families/${familyId}/grocery-settings`)).json()) as {
            data: { putAwayOnTick: boolean; lowStockToList: boolean };
          }
        ).data;
      await expect.poll(settings).toEqual({ putAwayOnTick: false, lowStockToList: true });
      await closeToasts(page);

      // Shelf life: dairy keeps 4 days once opened in this family, then back to Kitching's 5.
      const shelfLifeOf = async (category: string) =>
        (
          (await (await page.request.get(`/api/families/${familyId}/shelf-life`)).json()) as {
            data: { category: string; fresh: number | null; opened: number | null; custom: boolean }[];
          }
        ).data.find((e) => e.category === category);
      await grocery.main.getByRole('button', { name: 'Shelf life' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shelf life' });
      await expect(dialog.getByLabel('Dairy: days fresh')).toHaveValue('10');
      await expect(dialog.getByLabel('Dairy: days once opened')).toHaveValue('5');
      await expect(dialog.getByRole('button', { name: "Reset Dairy to Kitching's default" })).toBeDisabled();
      await dialog.getByLabel('Dairy: days once opened').fill('4');
      await dialog.getByLabel('Meat: days fresh').fill('0');
      await dialog.getByRole('button', { name: 'Save shelf life' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Meat: Days fresh must be at least 1 day');
      await expect(dialog.getByLabel('Meat: days fresh')).toHaveAttribute('aria-invalid', 'true');
      expect(await dialogViolations(page), 'the shelf-life dialog').toEqual([]);
      await expectNoSidewaysScroll(page);
      await snap(page, `stock-shelf-life-${width}`);
      await dialog.getByLabel('Meat: days fresh').fill('3');
      await dialog.getByRole('button', { name: 'Save shelf life' }).click();
      await expect(toastWithTitle(page, 'Shelf life saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await shelfLifeOf('Dairy')).toEqual({ category: 'Dairy', fresh: 10, opened: 4, custom: true });
      expect((await shelfLifeOf('Meat'))?.custom).toBe(false);

      await grocery.main.getByRole('button', { name: 'Shelf life' }).click();
      await expect(dialog.getByLabel('Dairy: days once opened')).toHaveValue('4');
      await dialog.getByRole('button', { name: "Reset Dairy to Kitching's default" }).click();
      await expect(dialog.getByLabel('Dairy: days once opened')).toHaveValue('5');
      await dialog.getByRole('button', { name: 'Save shelf life' }).click();
      await expect(dialog).toBeHidden();
      expect(await shelfLifeOf('Dairy')).toEqual({ category: 'Dairy', fresh: 10, opened: 5, custom: false });
    });

    test("a recipe's 'Cooked it' keeps leftovers: an item in the fridge to eat within 3 days", async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`leftovers-${width}`);
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        { name: 'Pasta', quantity: '2', unit: 'lbs', category: 'Pantry' },
      ]);
      await seedRecipe(page.request, familyId, {
        name: 'Lasagne',
        servings: 6,
        ingredients: [{ name: 'Pasta', quantity: '1', unit: 'lbs' }],
      });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.cardAction('Lasagne', 'View').click();
      await recipes.dialog('Lasagne').getByRole('button', { name: 'Cooked it' }).click();
      const cook = new CookDialogModel(page);
      const dialog = cook.dialog('Lasagne');
      await expect(dialog.getByLabel('Servings')).toHaveValue('6');
      await expect(cook.amount('Lasagne', 'Pasta')).toHaveValue('1');
      await expect(cook.missing('Lasagne')).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: 'Keep leftovers in the fridge' }).check();
      await expect(dialog.getByLabel('Eat within (days)')).toHaveValue('3');
      await dialog.getByLabel('Portions').fill('2');
      await dialog.getByRole('button', { name: 'Cook it' }).click();
      await expect(toastWithTitle(page, 'Cooked Lasagne: took 1 item')).toContainText(
        'Leftovers are in the inventory.',
      );
      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await expect(inventory.row('Pasta')).toContainText('1 lb');
      await expect(inventory.row('Lasagne (leftovers)')).toContainText(shown(daysFromToday(3)));
    });

    test('a Kitchen Helper may use and undo their own use, not throw away or correct', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`helper-stock-${width}`);
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        { name: 'Milk', quantity: '2', unit: 'gallons', category: 'Dairy', expirationDate: daysFromToday(6) },
      ]);
      const username = `kit_${width}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await seedMember(page.request, familyId, {
        username,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
        password: 'helper-secret-1',
      });
      await api.logout();
      await api.login(username, 'helper-secret-1');

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await inventory.editButton('Milk').click();
      const stock = new ItemStockModel(page, inventory.dialog('Edit Item'));
      await stock.tab('Batches').click();
      const batch = stock.batch(1);
      await expect(batch.getByRole('button', { name: 'Use', exact: true })).toBeVisible();
      await expect(batch.getByRole('button', { name: 'Opened' })).toBeVisible();
      await expect(batch.getByRole('button', { name: 'Throw away' })).toHaveCount(0);
      await expect(batch.getByRole('button', { name: 'Correct amount' })).toHaveCount(0);
      await stock.take(batch, 'Use', '1');
      const used = stock.dialog.getByRole('status').filter({ hasText: 'Used 1 gallon of Milk.' });
      await used.getByRole('button', { name: 'Undo' }).click();
      await expect(toastWithTitle(page, 'Undone')).toBeVisible();
      await expect(batch.getByTestId('batch-amount')).toHaveText('2 gallons');
    });
  });
}
