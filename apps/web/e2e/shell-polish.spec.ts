import type { CreateInventoryItemInput } from '@kitching/contracts';
import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { DashboardPageModel } from './pages/dashboard.page';
import { seedInventory } from './pages/inventory.page';
import { MealPlanningPageModel, seedMealPlan, seedPlannedMeal, todayDate } from './pages/meal-planning.page';
import { DESKTOP, PHONE } from './pages/polish.page';
import { atPath } from './support/urls';

// Issue 24, point 10 (the shell's share): the side navigation as tall as the window on a long page,
// one way of writing a date (with its year when it is another year), the 404 page's text once.

const withYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const withoutYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const daysBefore = (date: string, days: number) =>
  new Date(utc(date) - days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utc(date));

const pantry = (n: number): CreateInventoryItemInput[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Pantry item ${i + 1}`,
    quantity: '1',
    unit: 'each',
    category: 'Pantry',
  }));

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;
  const phone = viewport === PHONE;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`the navigation's column runs the page's whole length, its links in view (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef('long-page');
      await seedInventory(page.request, chef.user.familyId!, pantry(25));
      await page.goto('/inventory');
      await expect(page.getByText('Pantry item 25', { exact: true })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport.height);
      const shell = new AppShellModel(page);
      if (phone) {
        // The slide-out menu covers the window from top to bottom wherever the page is scrolled.
        await shell.openMenuButton.click();
        const box = (await shell.mobileMenu.boundingBox())!;
        expect(box.y).toBeLessThanOrEqual(0);
        expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
        await expect(shell.mobileMenu.getByRole('button', { name: 'Logout' })).toBeInViewport();
        await snap(`shell-nav-long-page-${at}`);
        return;
      }
      // In page coordinates: from under the top bar to the end of the page.
      const column = await shell.sidebar.evaluate((aside) => {
        const box = aside.getBoundingClientRect();
        return {
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
          page: document.documentElement.scrollHeight,
        };
      });
      expect(column.top).toBeLessThanOrEqual(64);
      expect(column.bottom, "the column's white reaches the end of the page").toBeGreaterThanOrEqual(
        column.page - 1,
      );
      // Scrolled to the end, the links and Logout are still in the window.
      await expect(shell.sidebar.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
      await expect(shell.sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport();
      await snap(`shell-nav-long-page-${at}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath('full-page.png'), fullPage: true });
    });

    test(`the 404 page says '404 Page Not Found' once (${at})`, async ({ page, api, snap }) => {
      await api.signedInHeadChef('not-found-once');
      await page.goto('/no-such-page');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      expect((await main.innerText()).match(/404/g), 'the number once').toHaveLength(1);
      expect((await main.innerText()).match(/not found/gi), 'the words once').toHaveLength(1);
      await snap(`shell-not-found-${at}`);
    });

    test(`the activity feed and the week write a day as 'Nov 28', with the year when it is another year (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef('dates');
      const familyId = chef.user.familyId!;
      const today = todayDate();
      const longAgo = daysBefore(today, 400);
      const curry = await seedMealPlan(page.request, familyId, {
        name: 'Chickpea curry',
        ingredients: [{ name: 'Chickpeas', quantity: '2', unit: 'cans' }],
      });
      const soup = await seedMealPlan(page.request, familyId, {
        name: 'Lentil soup',
        ingredients: [{ name: 'Lentils', quantity: '1', unit: 'cups' }],
      });
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: curry.id,
        plannedDate: today,
        mealType: 'dinner',
      });
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: soup.id,
        plannedDate: longAgo,
        mealType: 'lunch',
      });

      const dashboard = new DashboardPageModel(page);
      await page.goto('/dashboard');
      const entries = dashboard.activityEntries;
      await expect(entries.filter({ hasText: 'planned Chickpea curry' })).toContainText(
        `planned Chickpea curry for dinner on ${withoutYear.format(utc(today))}`,
      );
      await expect(entries.filter({ hasText: 'planned Lentil soup' })).toContainText(
        `planned Lentil soup for lunch on ${withYear.format(utc(longAgo))}`,
      );
      await expect(dashboard.activity).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      await dashboard.activity.scrollIntoViewIfNeeded();
      await snap(`shell-activity-dates-${at}`);

      // Planning a meal 400 days back shows its week, and its day with the year.
      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      await meals.allPlans.getByRole('button', { name: 'Plan Chickpea curry' }).click();
      const plan = meals.dialog('Plan Meal');
      await plan.getByLabel('Date').fill(longAgo);
      await plan.getByRole('button', { name: 'Plan Meal' }).click();
      await expect(plan).toBeHidden();
      const weekday = weekdayOf(longAgo);
      if (phone) await meals.dayButton(weekday).click();
      await expect(meals.day(weekday)).toContainText(withYear.format(utc(longAgo)));
      await expect(meals.plannedMeal(weekday, 'Chickpea curry')).toBeVisible();
      await meals.week.scrollIntoViewIfNeeded();
      await snap(`shell-week-long-ago-${at}`);
    });
  });
}

test('a signed-out visitor to /settings signs in first; without a family it is profile setup', async ({
  page,
  api,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  await api.signedInWithoutFamily('settings-guard');
  await page.goto('/settings');
  await expect(page).toHaveURL(atPath('/profile-setup'));
});
