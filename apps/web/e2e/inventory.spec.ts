import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { daysFromToday, InventoryPageModel, seedInventory } from './pages/inventory.page';
import { toastWithTitle } from './pages/toast';

/** Serious and critical axe findings inside `scope` (the page's own content, not the shell). */
const violations = async (page: Page, scope: string) =>
  (await new AxeBuilder({ page }).include(scope).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('adding an item checks the form, shows it as low stock; editing and deleting it after confirming', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('inv-crud');
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.listTitle).toHaveText('Inventory Items (0)');
  await expect(inventory.emptyState).toBeVisible();
  await expect(inventory.emptyHint).toBeHidden();

  await inventory.addButton.click();
  const add = inventory.dialog('Add Item');
  // Spec 3's defaults: one piece of produce.
  await expect(add.getByLabel('Quantity')).toHaveValue('1');
  await expect(add.getByLabel('Unit')).toHaveValue('pieces');
  await expect(add.getByLabel('Category')).toHaveValue('Produce');
  await expect(add.getByLabel('Item name')).toHaveValue('');
  await inventory.fill(add, { quantity: '' });
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(add.getByText('Item name is required', { exact: true })).toBeVisible();
  await expect(add.getByText('Quantity is required', { exact: true })).toBeVisible();
  await expect(add.getByLabel('Quantity')).toHaveAttribute('step', '0.01');
  await expect(add.getByLabel('Quantity')).toHaveAttribute('min', '0');

  await inventory.fill(add, {
    name: 'Whole Milk',
    quantity: '1',
    unit: 'gallons',
    category: 'Dairy',
    expirationDate: '2030-05-17',
    minStockLevel: '1',
  });
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(toastWithTitle(page, 'Item added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(inventory.listTitle).toHaveText('Inventory Items (1)');
  const milk = inventory.row('Whole Milk');
  for (const text of ['Dairy', '1 gallon', 'Low Stock', 'May 17, 2030'])
    await expect(milk).toContainText(text);
  await snap('inventory-desktop-low-stock');

  await inventory.editButton('Whole Milk').click();
  const edit = inventory.dialog('Edit Item');
  await expect(edit.getByLabel('Item name')).toHaveValue('Whole Milk');
  await expect(edit.getByLabel('Expiration date')).toHaveValue('2030-05-17');
  await inventory.fill(edit, { quantity: '3.5', expirationDate: '' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWithTitle(page, 'Item updated successfully')).toBeVisible();
  await expect(milk).toContainText('3.5 gallons');
  await expect(milk).toContainText('In Stock');
  await expect(milk).not.toContainText('May 17, 2030');

  await inventory.deleteButton('Whole Milk').click();
  const confirm = inventory.deleteConfirmation;
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Whole Milk"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(milk).toBeVisible();

  await inventory.deleteButton('Whole Milk').click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWithTitle(page, 'Item deleted')).toBeVisible();
  await expect(inventory.emptyState).toBeVisible();
  await expect(inventory.listTitle).toHaveText('Inventory Items (0)');
});

test("a change shows from the server's answer, without loading the whole list again", async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('inv-nofetch');
  await seedInventory(page.request, chef.user.familyId!, [{ name: 'Rice', quantity: 1 }]);
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.row('Rice')).toBeVisible();
  const listLoads: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'GET' &&
      /\/api\/families\/\d+\/inventory$/.test(new URL(request.url()).pathname)
    )
      listLoads.push(request.url());
  });

  await inventory.quickAddButton.click();
  const quick = inventory.dialog('Quick Add Item');
  await inventory.fill(quick, { name: 'Lentils', quantity: '2', unit: 'bags' });
  await quick.getByRole('button', { name: 'Add Item' }).click();
  await expect(inventory.row('Lentils')).toContainText('2 bags');
  await inventory.editButton('Rice').click();
  const edit = inventory.dialog('Edit Item');
  await inventory.fill(edit, { quantity: '4' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(inventory.row('Rice')).toContainText('4 pieces');
  await inventory.deleteButton('Lentils').click();
  await inventory.deleteConfirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(inventory.row('Lentils')).toHaveCount(0);
  await expect(inventory.listTitle).toHaveText('Inventory Items (1)');
  expect(listLoads, 'the list is not fetched again after each change').toEqual([]);
});

test('search and the category filter narrow the list, and expiring items can be sorted first', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('inv-filter');
  await seedInventory(page.request, chef.user.familyId!, [
    { name: 'Apples', quantity: 6, category: 'Produce', expirationDate: daysFromToday(20) },
    { name: 'Cheddar', quantity: 1, unit: 'each', category: 'Dairy', expirationDate: daysFromToday(2) },
    { name: 'Yogurt', quantity: 4, unit: 'each', category: 'Dairy', expirationDate: daysFromToday(-1) },
    { name: 'Rice', quantity: 2, unit: 'lbs', category: 'Pantry' },
  ]);
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.listTitle).toHaveText('Inventory Items (4)');

  // 'Expiring first' is the default order: the expired, then the soon-expiring, undated last.
  await expect(inventory.sort).toHaveValue('expiring');
  await expect(inventory.rows.first()).toContainText('Yogurt');
  await expect(inventory.row('Yogurt')).toContainText('Expired');
  await expect(inventory.row('Cheddar')).toContainText('Expires soon');
  await expect(inventory.row('Apples')).not.toContainText('Expires soon');
  await expect(inventory.rows.last()).toContainText('Rice');

  await inventory.sort.selectOption({ label: 'Name' });
  await expect(inventory.rows.first()).toContainText('Apples');

  await inventory.search.fill('APP');
  await expect(inventory.rows).toHaveCount(1);
  await expect(inventory.listTitle).toHaveText('Inventory Items (1)');
  await inventory.search.fill('');

  await inventory.categoryFilter.selectOption('Dairy');
  await expect(inventory.rows).toHaveCount(2);
  await expect(inventory.row('Cheddar')).toBeVisible();
  await expect(inventory.row('Apples')).toBeHidden();
  await snap('inventory-desktop-filtered');

  await inventory.search.fill('nothing like this');
  await expect(inventory.emptyState).toBeVisible();
  await expect(inventory.emptyHint).toBeVisible();
  await inventory.main.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(inventory.rows).toHaveCount(4);
});

test('on a page left open past midnight the expiry marks follow the date, on focus and on a list change', async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('inv-midnight');
  await seedInventory(page.request, chef.user.familyId!, [
    { name: 'Yogurt', quantity: 2, category: 'Dairy', expirationDate: '2030-01-10' },
    { name: 'Cheddar', quantity: 1, category: 'Dairy', expirationDate: '2030-01-11' },
  ]);
  // Only the page's clock moves (timers keep running): evening of January 10th, 2030 (UTC here).
  await page.clock.setFixedTime(new Date('2030-01-10T22:00:00Z'));
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.row('Yogurt')).toContainText('Expires soon');
  await expect(inventory.row('Cheddar')).toContainText('Expires soon');

  // Just past midnight, the kitchen tablet is picked up again: the window regains focus.
  await page.clock.setFixedTime(new Date('2030-01-11T00:05:00Z'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(inventory.row('Yogurt')).toContainText('Expired');
  await expect(inventory.row('Cheddar')).toContainText('Expires soon');

  // A day later nobody refocuses it, but an addition changes the list: the marks follow too.
  await page.clock.setFixedTime(new Date('2030-01-12T00:05:00Z'));
  await inventory.quickAddButton.click();
  const quick = inventory.dialog('Quick Add Item');
  await inventory.fill(quick, { name: 'Lemon', quantity: '1', unit: 'pieces' });
  await quick.getByRole('button', { name: 'Add Item' }).click();
  await expect(inventory.row('Lemon')).toBeVisible();
  await expect(inventory.row('Cheddar')).toContainText('Expired');
  await expect(inventory.row('Yogurt')).toContainText('Expired');
});

test('Quick Add Item asks for name, quantity and unit only, and the rest takes the defaults', async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('inv-quick');
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await inventory.quickAddButton.click();
  const quick = inventory.dialog('Quick Add Item');
  await expect(quick.getByLabel('Category')).toHaveCount(0);
  await inventory.fill(quick, { name: 'Lemon', quantity: '1', unit: 'pieces' });
  await quick.getByRole('button', { name: 'Add Item' }).click();
  await expect(toastWithTitle(page, 'Item added successfully')).toBeVisible();
  const lemon = inventory.row('Lemon');
  for (const text of ['Produce', '1 piece', 'In Stock']) await expect(lemon).toContainText(text);
});

test('a Kitchen Helper edits items but is not offered delete', async ({ page, api, browser }) => {
  const chef = await api.signedInHeadChef('inv-helper');
  await seedInventory(page.request, chef.user.familyId!, [{ name: 'Bananas', quantity: 5 }]);
  const username = `helper_${unique()}`;
  await seedMember(page.request, chef.user.familyId!, {
    username,
    firstName: 'Pip',
    lastName: 'Baker',
    role: 4,
    password: 'helper-secret-1',
  });

  const helperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const helperPage = await helperContext.newPage();
    const login = await helperPage.request.post('/api/auth/login', {
      data: { email: username, password: 'helper-secret-1' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const inventory = new InventoryPageModel(helperPage);
    await inventory.goto();
    await expect(inventory.row('Bananas')).toBeVisible();
    await expect(inventory.editButton('Bananas')).toBeVisible();
    await expect(inventory.deleteButton('Bananas')).toHaveCount(0);
  } finally {
    await helperContext.close();
  }
  // The Head Chef, meanwhile, may delete.
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.deleteButton('Bananas')).toBeVisible();
});

test('closing a dialog from the keyboard puts focus back on the button that opened it', async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('inv-focus');
  await seedInventory(page.request, chef.user.familyId!, [{ name: 'Oats', quantity: '2', unit: 'bags' }]);
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.row('Oats')).toBeVisible();

  await inventory.addButton.focus();
  await page.keyboard.press('Enter');
  await expect(inventory.dialog('Add Item')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inventory.dialog('Add Item')).toBeHidden();
  await expect(inventory.addButton).toBeFocused();

  await inventory.editButton('Oats').focus();
  await page.keyboard.press('Enter');
  await expect(inventory.dialog('Edit Item')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inventory.editButton('Oats')).toBeFocused();

  await inventory.deleteButton('Oats').focus();
  await page.keyboard.press('Enter');
  await expect(inventory.deleteConfirmation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inventory.deleteConfirmation).toBeHidden();
  await expect(inventory.deleteButton('Oats')).toBeFocused();
});

test('the list, the item form and the delete confirmation have no serious accessibility violations', async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('inv-a11y');
  await seedInventory(page.request, chef.user.familyId!, [
    { name: 'Butter', quantity: 1, unit: 'boxes', category: 'Dairy', minStockLevel: 1 },
    { name: 'Bagels', quantity: 6, category: 'Bakery', expirationDate: daysFromToday(1) },
  ]);
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.rows).toHaveCount(2);
  expect(await violations(page, 'main')).toEqual([]);

  await inventory.addButton.click();
  await inventory.dialog('Add Item').getByRole('button', { name: 'Add Item' }).click();
  await expect(inventory.dialog('Add Item').getByText('Item name is required')).toBeVisible();
  await expect(inventory.dialog('Add Item').getByLabel('Item name')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await inventory.deleteButton('Butter').click();
  await expect(inventory.deleteConfirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page, '[role="alertdialog"]')).toEqual([]);
});

test('when the server fails: the load says so and can be retried; save and delete errors are toasted', async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('inv-errors');
  await seedInventory(page.request, chef.user.familyId!, [{ name: 'Flour', quantity: 2, unit: 'kg' }]);
  const listUrl = `**/api/families/${chef.user.familyId}/inventory`;
  await page.route(listUrl, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.main.getByText('Failed to fetch inventory', { exact: true })).toBeVisible();
  await page.unroute(listUrl);
  await inventory.main.getByRole('button', { name: 'Try again' }).click();
  await expect(inventory.row('Flour')).toBeVisible();

  await page.route('**/api/inventory/*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await inventory.editButton('Flour').click();
  const edit = inventory.dialog('Edit Item');
  await inventory.fill(edit, { quantity: '1' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const saveError = toastWithTitle(page, 'Error');
  await expect(saveError).toContainText('There was an error saving the item.');
  await expect(edit, 'the form stays open to try again').toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await inventory.deleteButton('Flour').click();
  await inventory.deleteConfirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWithTitle(page, 'Error')).toContainText('There was an error deleting the item.');
  await expect(inventory.deleteConfirmation).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('items show as cards instead of a wide table, with their status', async ({ page, api, snap }) => {
    const chef = await api.signedInHeadChef('inv-phone');
    await seedInventory(page.request, chef.user.familyId!, [
      { name: 'Sourdough', unit: 'loaves', category: 'Bakery', expirationDate: daysFromToday(-1) },
      { name: 'Orange Juice', quantity: 0, unit: 'bottles', category: 'Beverages', minStockLevel: 1 },
    ]);
    const inventory = new InventoryPageModel(page);
    await inventory.goto();
    await expect(inventory.rows).toHaveCount(2);
    await expect(inventory.table).toHaveCount(0);
    await expect(inventory.row('Orange Juice')).toContainText('Low Stock');
    await expect(inventory.row('Sourdough')).toContainText('Expired');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await snap('inventory-phone');
  });
});
