import AxeBuilder from '@axe-core/playwright';
import { toCalendarDate } from '@kitching/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPageModel } from './pages/dashboard.page';
import { seedMember } from './pages/family-profiles.page';
import { seedGroceryList } from './pages/grocery.page';
import { seedInventory } from './pages/inventory.page';
import { seedMealPlan, seedPlannedMeal } from './pages/meal-planning.page';

// Issue 16: the dashboard a family opens every morning, at desktop and phone width.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DAY = 86_400_000;
/** The browser's calendar date `days` from today (the test and the browser share the machine's zone). */
const day = (days: number) => toCalendarDate(new Date(Date.now() + days * DAY));

async function allViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Nothing wider than the window: no sideways scrolling at either width. */
async function expectNoSidewaysScroll(page: Page) {
  // The viewport's width, not innerWidth: on a phone the layout viewport grows with what overflows.
  const width = page.viewportSize()?.width ?? 0;
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('shows the day: meals, items to use soon, low stock onto a list, lists in progress, charts, family size; welcome then welcome back; no axe violations', async ({
      page,
      api,
      snap,
    }) => {
      test.slow();
      const chef = await api.signedInHeadChef(`dash-${width}`);
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy', expirationDate: day(1) },
        { name: 'Yogurt', quantity: '2', unit: 'each', category: 'Dairy', expirationDate: day(-2) },
        { name: 'Rice', quantity: '1', unit: 'bags', category: 'Pantry', minStockLevel: '3' },
        { name: 'Apples', quantity: '6', unit: 'each', category: 'Produce', expirationDate: day(20) },
      ]);
      const tacos = await seedMealPlan(page.request, familyId, {
        name: 'Taco Night',
        ingredients: [{ name: 'Tortillas', quantity: '8', unit: 'each' }],
      });
      await seedPlannedMeal(page.request, familyId, {
        mealPlanId: tacos.id,
        plannedDate: day(0),
        mealType: 'dinner',
      });
      await seedGroceryList(page.request, familyId, 'Weekly shop', [{ name: 'Bread' }, { name: 'Eggs' }]);
      await seedMember(page.request, familyId, {
        username: `cook_${width}_${Date.now()}`,
        firstName: 'Sam',
        lastName: 'Cook',
        role: 3,
      });
      await seedMember(page.request, familyId, {
        username: `kid_${width}_${Date.now()}`,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
      });

      const dashboard = new DashboardPageModel(page);
      await dashboard.goto();
      await expect(dashboard.greeting(chef.firstName!, 'first')).toBeVisible();
      await expect(dashboard.roleBadge('Head Chef')).toBeVisible();

      // Today's meal; tomorrow has none.
      const meals = dashboard.card('Meals');
      await expect(meals.getByRole('list', { name: /^Today/ })).toContainText('Taco Night');
      await expect(meals.getByRole('list', { name: /^Today/ })).toContainText('Dinner');
      await expect(meals.getByText('Nothing planned.')).toBeVisible();

      // Expired first, then expiring tomorrow; the fresh apples are not there.
      const soon = dashboard.card('Use soon').getByRole('listitem');
      await expect(soon).toHaveCount(2);
      await expect(soon.nth(0)).toContainText('Yogurt');
      await expect(soon.nth(0)).toContainText('Expired 2 days ago');
      await expect(soon.nth(1)).toContainText('Milk');
      await expect(soon.nth(1)).toContainText('Expires tomorrow');

      // Lists in progress, with what is left.
      const shopping = dashboard.card('Shopping');
      await expect(shopping.getByRole('listitem').filter({ hasText: 'Weekly shop' })).toContainText(
        '2 items left',
      );

      // Stock by category: the table screen readers read holds the counts.
      const stock = dashboard.chartTable('Items in stock by category');
      await expect(stock.getByRole('row', { name: 'Dairy 2' })).toBeAttached();
      await expect(stock.getByRole('row', { name: 'Pantry 1' })).toBeAttached();
      await expect(stock.getByRole('row', { name: 'Produce 1' })).toBeAttached();
      await expect(dashboard.card('Stock by category').getByTestId('stock-bars')).toBeVisible();
      // Food waste: the yogurt expired on the shelf, in one of the last 8 weeks.
      const waste = dashboard.card('Food waste');
      await expect(waste.getByText('In the last 8 weeks: 1 went off.')).toBeVisible();
      await expect(
        dashboard.chartTable('Food thrown away, gone off and saved by cooking, by week').getByRole('row'),
      ).toHaveCount(9);
      await expect(waste.getByText(/Used-up items never count/)).toBeVisible();

      // Family size counts the members the family has (3), not the 4 chosen at setup.
      await expect(dashboard.familySize).toHaveText('Family size: 3 members');

      // The debug panel is there for a Head Chef, folded.
      await expect(dashboard.debugPanel).toBeVisible();
      await expect(dashboard.debugPanel).not.toHaveAttribute('open');
      await expect(dashboard.debugPanel.getByText('Family id')).toBeHidden();

      await expectNoSidewaysScroll(page);
      expect(await allViolations(page)).toEqual([]);
      await snap(`dashboard-${width}`);
      await dashboard.card('Shopping').scrollIntoViewIfNeeded();
      await snap(`dashboard-${width}-lists-activity`);
      await dashboard.card('Food waste').scrollIntoViewIfNeeded();
      await snap(`dashboard-${width}-charts`);

      // The debug panel opens on a tap.
      await dashboard.debugPanel.getByText('Debug panel').click();
      await expect(dashboard.debugPanel.getByText(String(familyId), { exact: true })).toBeVisible();

      // Low stock: 'Add to list' puts the rice on the list in progress.
      const rice = dashboard.lowStockLine('Rice');
      await expect(rice).toContainText('1 left · min 3');
      await rice.getByRole('button', { name: 'Add to list' }).click();
      await expect(rice).toContainText('On Weekly shop');
      await expect(shopping.getByRole('listitem').filter({ hasText: 'Weekly shop' })).toContainText(
        '3 items left',
      );
      const lists = (await (await page.request.get(`/api/families/${familyId}/grocery-lists`)).json()) as {
        data: { name: string; items: { name: string }[] }[];
      };
      expect(lists.data.find((l) => l.name === 'Weekly shop')?.items.map((i) => i.name)).toContain('Rice');

      // Live: an item that went off, added elsewhere, shows in the trend and the stock chart without a reload.
      await seedInventory(page.request, familyId, [
        { name: 'Cheese', quantity: '1', unit: 'each', category: 'Dairy', expirationDate: day(-3) },
      ]);
      await expect(waste.getByText('In the last 8 weeks: 2 went off.')).toBeVisible();
      await expect(stock.getByRole('row', { name: 'Dairy 3' })).toBeAttached();

      // A second visit: 'Welcome back'.
      await page.reload();
      await expect(dashboard.greeting(chef.firstName!, 'returning')).toBeVisible();
      await expect(dashboard.lowStockLine('Rice')).toContainText('On Weekly shop');
      await snap(`dashboard-${width}-returning`);
    });

    test("quick links start their action: 'Add to inventory' opens Add Item, 'Import a recipe' opens the import dialog", async ({
      page,
      api,
    }) => {
      await api.signedInHeadChef(`dash-links-${width}`);
      const dashboard = new DashboardPageModel(page);
      await dashboard.goto();
      await expect(
        dashboard.card('Low stock').getByText('Everything is above its minimum stock level.'),
      ).toBeVisible();
      await expect(
        dashboard.card('Use soon').getByText('Nothing expires in the next 3 days. Nice work.'),
      ).toBeVisible();
      await expect(dashboard.card('Shopping').getByText('No list in progress.')).toBeVisible();
      await expect(
        dashboard.card('Food waste').getByText('Nothing thrown away or gone off in the last 8 weeks.'),
      ).toBeVisible();
      await expect(dashboard.familySize).toHaveText('Family size: 1 member');
      await dashboard.quickLink('Add to inventory').click();
      await expect(page.getByRole('dialog', { name: 'Add Item' })).toBeVisible();
      await expect(page).toHaveURL(/\/inventory$/);
      await dashboard.goto();
      await dashboard.quickLink('Import a recipe').click();
      await expect(page.getByRole('dialog', { name: 'Import from Web' })).toBeVisible();
      await expect(page).toHaveURL(/\/recipes$/);
    });

    test('a Kitchen Helper sees no ids (no debug panel) and no recipe import', async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef(`dash-helper-${width}`);
      const username = `helper_${width}_${Date.now().toString(36)}`;
      await seedMember(page.request, chef.user.familyId!, {
        username,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
        password: 'kitchen-secret-2',
      });
      await api.logout();
      await api.login(username, 'kitchen-secret-2');
      const dashboard = new DashboardPageModel(page);
      await dashboard.goto();
      await expect(dashboard.greeting('Kit')).toBeVisible();
      await expect(dashboard.roleBadge('Kitchen Helper')).toBeVisible();
      await expect(dashboard.quickLink('Add to inventory')).toBeVisible();
      await expect(dashboard.quickLink('Import a recipe')).toHaveCount(0);
      await expect(dashboard.quickLink('Plan a meal')).toHaveCount(0);
      await expect(dashboard.debugPanel).toHaveCount(0);
      await expect(page.getByText('Family id')).toHaveCount(0);
      await snap(`dashboard-${width}-kitchen-helper`);
    });
  });
}
