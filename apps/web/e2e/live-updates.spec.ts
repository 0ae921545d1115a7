import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPageModel } from './pages/dashboard.page';
import { seedMember } from './pages/family-profiles.page';
import { InventoryPageModel } from './pages/inventory.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Issue 11: the family sees every change as it happens. Two members of one family in two browsers; what
// one does shows on the other's open pages within a second or two, with no reload and no polling.

/** Opens `path` and waits until the page's live stream has answered (it opens once the shell has painted). */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((r) => /\/api\/families\/\d+\/events/.test(r.url()));
  await page.goto(path);
  expect((await stream).status(), 'the live stream is open').toBe(200);
}

test("one member adds and edits an item: the other's inventory and dashboard show it without reload", async ({
  page,
  api,
  browser,
}) => {
  const chef = await api.signedInHeadChef('live');
  const familyId = chef.user.familyId!;
  const username = `sam_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, familyId, {
    username,
    firstName: 'Sam',
    lastName: 'Cook',
    role: 3,
    password: 'cook-secret-1',
  });

  // Sam is on a phone, with the inventory and the dashboard open in two tabs.
  const samContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const samInventoryPage = await samContext.newPage();
    await new ApiClient(samInventoryPage.request).login(username, 'cook-secret-1');
    const samDashboardPage = await samContext.newPage();
    const samInventory = new InventoryPageModel(samInventoryPage);
    const samDashboard = new DashboardPageModel(samDashboardPage);
    await openLive(samInventoryPage, '/inventory');
    await expect(samInventory.listTitle).toHaveText('Inventory Items (0)');
    await openLive(samDashboardPage, '/dashboard');
    await expect(samDashboard.activity.getByRole('heading', { name: 'Family activity' })).toBeVisible();
    // The family's setup is there already: created, Robin joined, Sam added.
    await expect(samDashboard.activityEntries.first()).toContainText('Robin added Sam Cook to the family');
    const before = await samDashboard.activityEntries.count();
    const requests: string[] = [];
    samDashboardPage.on('request', (r) => requests.push(new URL(r.url()).pathname));

    // Robin (the Head Chef, on a desktop) adds oat milk.
    const robinInventory = new InventoryPageModel(page);
    await robinInventory.goto();
    await robinInventory.addButton.click();
    const add = robinInventory.dialog('Add Item');
    await robinInventory.fill(add, { name: 'Oat Milk', quantity: '2', unit: 'gallons', category: 'Dairy' });
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expect(toastWithTitle(page, 'Item added successfully')).toBeVisible();

    // Sam's pages show it, without a reload.
    await expect(samInventory.listTitle).toHaveText('Inventory Items (1)');
    await expect(samInventory.row('Oat Milk')).toContainText('2 gallons');
    const added = samDashboard.activityEntries.first();
    await expect(added).toContainText('Robin added Oat Milk (2 gallons)');
    await expect(added).toContainText('just now');
    const time = added.locator('time');
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(time).toHaveAttribute('title', /\d{4}/);

    // Robin changes the quantity: Sam's list and feed follow.
    await robinInventory.editButton('Oat Milk').click();
    const edit = robinInventory.dialog('Edit Item');
    await robinInventory.fill(edit, { quantity: '3' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWithTitle(page, 'Item updated successfully')).toBeVisible();
    await expect(samInventory.row('Oat Milk')).toContainText('3 gallons');
    await expect(samDashboard.activityEntries).toHaveCount(before + 2);
    await expect(samDashboard.activityEntries.first()).toContainText('Robin updated Oat Milk');
    await expect(samDashboard.activityEntries.nth(1)).toContainText('Robin added Oat Milk (2 gallons)');

    // Nothing was reloaded: the dashboard fetched only its feed again (no page, no polling of lists).
    expect(requests.filter((p) => !p.endsWith('/activity'))).toEqual([]);
    const width = await samDashboardPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    const violations = (await new AxeBuilder({ page: samDashboardPage }).include('main').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
    expect(violations).toEqual([]);
    await samDashboard.activity.scrollIntoViewIfNeeded();
    await snap(samDashboardPage, 'dashboard-family-activity-phone');

    // Robin's own dashboard has the same feed (desktop).
    const robinDashboard = new DashboardPageModel(page);
    await robinDashboard.goto();
    await expect(robinDashboard.activityEntries.first()).toContainText('Robin updated Oat Milk');
    await snap(page, 'dashboard-family-activity-desktop');

    // A change the table answers by refetching (not by carrying the entity into a list): Robin renames
    // the family, and Sam's top bar and feed follow.
    const renamed = await page.request.patch(`/api/families/${familyId}`, { data: { name: 'The Bakers' } });
    expect(renamed.ok()).toBe(true);
    await expect(samDashboardPage.getByTestId('family-name')).toHaveText('The Bakers');
    await expect(samDashboard.activityEntries.first()).toContainText(
      'Robin renamed the family to The Bakers',
    );
  } finally {
    await samContext.close();
  }
});
