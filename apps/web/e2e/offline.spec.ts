import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import {
  AppFilesStandIn,
  editLine,
  OfflinePageModel,
  openList,
  PHONE,
  secondMember,
  serverLine,
  serverLists,
} from './pages/offline.page';
import type { ApiClient } from './support/api-client';

// Issue 15: Kitching in the shop with no signal. Changes made offline show at once, survive a closed
// page, and arrive on the server once, in order, when the network is back; the sync rules decide when
// another member changed the same line meanwhile. Phone width, Chromium with the network cut.

test.use(PHONE);

async function addLine(page: Page, name: string) {
  const grocery = new GroceryPageModel(page);
  await grocery.main.getByRole('button', { name: /Add (More )?Items/ }).click();
  const dialog = grocery.dialog('Add Item to List');
  await dialog.getByLabel('Item name').fill(name);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toHaveCount(0);
}

async function editQuantity(page: Page, name: string, quantity: string) {
  const grocery = new GroceryPageModel(page);
  await grocery.editButton(grocery.main, name).click();
  const dialog = grocery.dialog('Edit Item');
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
}

const NAMES = ['Apples', 'Bananas', 'Carrots', 'Dates', 'Eggplant', 'Figs', 'Grapes', 'Herbs'];

test('tick 5 and add 2 offline, close and reopen offline, reconnect: exactly those changes reach the server and another member', async ({
  page,
  api,
  browser,
  context,
  baseURL,
  snap,
}) => {
  const chef = await api.signedInHeadChef('offline');
  const familyId = chef.user.familyId!;
  const list = await seedGroceryList(
    page.request,
    familyId,
    'Saturday shop',
    NAMES.map((name) => ({ name })),
  );
  const sam = await secondMember(browser, page, familyId);
  try {
    await openList(sam.page, list.id, 'Apples');
    const files = new AppFilesStandIn();
    files.record(page);
    await openList(page, list.id, 'Apples');
    const offline = new OfflinePageModel(page);
    const grocery = new GroceryPageModel(page);

    await context.setOffline(true);
    await offline.expectOffline(0);
    const ticked = NAMES.slice(0, 5);
    for (const name of ticked) {
      await grocery.tick(grocery.main, name).check();
      await expect(grocery.tick(grocery.main, name)).toBeChecked();
    }
    await addLine(page, 'Oat milk');
    await addLine(page, 'Rye bread');
    await expect(grocery.editButton(grocery.main, 'Oat milk')).toBeVisible();
    await expect(grocery.editButton(grocery.main, 'Rye bread')).toBeVisible();
    await offline.expectOffline(7);
    await expect(page.getByTestId('shopping-progress')).toHaveText('5 of 10 in the trolley');
    expect(await offline.queuedInStore(), 'all seven are on disk').toBe(7);
    await expect(offline.indicator).toBeInViewport();
    await snap('offline-queued-390');
    // Nothing has reached the server.
    const before = (await serverLists(page.request, familyId)).find((l) => l.id === list.id)!;
    expect(before.items.filter((i) => i.purchased)).toHaveLength(0);
    expect(before.items).toHaveLength(8);

    // The page is closed; a new one opens, still offline: the queue and the last known list are there.
    await page.waitForTimeout(600); // the last known data is saved 0.4 s after a change
    await page.close();
    await files.serve(context, baseURL!);
    const reopened = await context.newPage();
    await reopened.goto(`/grocery-lists?list=${list.id}`);
    const again = new OfflinePageModel(reopened);
    const groceryAgain = new GroceryPageModel(reopened);
    await again.expectOffline(7);
    for (const name of ticked) await expect(groceryAgain.tick(groceryAgain.main, name)).toBeChecked();
    await expect(groceryAgain.tick(groceryAgain.main, 'Figs')).not.toBeChecked();
    await expect(groceryAgain.editButton(groceryAgain.main, 'Oat milk')).toBeVisible();
    await expect(groceryAgain.editButton(groceryAgain.main, 'Rye bread')).toBeVisible();

    // Back online: the queue empties, and exactly those changes are on the server, once each.
    await context.unroute(`${baseURL}/**`);
    await context.setOffline(false);
    await again.expectSynced();
    const after = (await serverLists(reopened.request, familyId)).find((l) => l.id === list.id)!;
    expect(
      after.items
        .filter((i) => i.purchased)
        .map((i) => i.name)
        .sort(),
    ).toEqual(ticked);
    expect(after.items.map((i) => i.name).sort()).toEqual([...NAMES, 'Oat milk', 'Rye bread'].sort());
    expect(await again.queuedInStore()).toBe(0);

    // Sam's screen shows them through the live stream, without a reload.
    const samList = new GroceryPageModel(sam.page);
    for (const name of ticked) await expect(samList.tick(samList.main, name)).toBeChecked();
    await expect(samList.tick(samList.main, 'Figs')).not.toBeChecked();
    await expect(samList.editButton(samList.main, 'Oat milk')).toBeVisible();
    await expect(samList.editButton(samList.main, 'Rye bread')).toBeVisible();
  } finally {
    await sam.context.close();
  }
});

test.describe('another member changed the same line while this one was offline: the rules decide', () => {
  async function setup(page: Page, api: ApiClient, browser: Browser, prefix: string) {
    const chef = await api.signedInHeadChef(prefix);
    const familyId = chef.user.familyId!;
    const list = await seedGroceryList(page.request, familyId, 'Week shop', [
      { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' },
      { name: 'Bread', category: 'Bakery' },
      { name: 'Eggs', quantity: '12', category: 'Dairy' },
    ]);
    const sam = await secondMember(browser, page, familyId);
    await openList(page, list.id, 'Milk');
    const line = (name: string) => serverLine(page.request, familyId, list.id, name);
    return { familyId, list, sam, line };
  }

  test('edits of different fields both apply', async ({ page, api, browser, context }) => {
    const { sam, line } = await setup(page, api, browser, 'offline-fields');
    try {
      const offline = new OfflinePageModel(page);
      await context.setOffline(true);
      await editQuantity(page, 'Milk', '2');
      await offline.expectOffline(1);
      // Sam moves the milk to another aisle meanwhile.
      await editLine(sam.request, (await line('Milk'))!, { category: 'Beverages' });
      await context.setOffline(false);
      await offline.expectSynced();
      expect(await line('Milk')).toMatchObject({ quantity: '2', category: 'Beverages' });
      await expect(offline.note(/Milk/)).toHaveCount(0);
    } finally {
      await sam.context.close();
    }
  });

  test('the same field on both sides: the later one by device time wins, the loser is shown what changed', async ({
    page,
    api,
    browser,
    context,
  }) => {
    const { sam, line } = await setup(page, api, browser, 'offline-same');
    try {
      const offline = new OfflinePageModel(page);
      await context.setOffline(true);
      // Eggs: Sam's change comes first, then this device's later change of the same field wins.
      await editLine(sam.request, (await line('Eggs'))!, { quantity: '6' });
      await page.waitForTimeout(50);
      await editQuantity(page, 'Eggs', '18');
      // Milk: this device's change first, then Sam's later one wins.
      await editQuantity(page, 'Milk', '2');
      await offline.expectOffline(2);
      await page.waitForTimeout(50);
      await editLine(sam.request, (await line('Milk'))!, { quantity: '3' });
      await context.setOffline(false);
      await offline.expectSynced();
      expect(await line('Eggs')).toMatchObject({ quantity: '18' });
      expect(await line('Milk')).toMatchObject({ quantity: '3' });
      await expect(
        offline.note('Milk was changed later by someone else; theirs was kept: quantity is 3 (yours: 2)'),
      ).toBeVisible();
      await expect(offline.note(/Eggs/)).toHaveCount(0);
      // The screen shows the server's Milk.
      const grocery = new GroceryPageModel(page);
      await expect(grocery.item(grocery.main, 'Milk')).toContainText('3 gallons');
    } finally {
      await sam.context.close();
    }
  });

  test('a tick wins over an older edit of the line', async ({ page, api, browser, context }) => {
    const { sam, line } = await setup(page, api, browser, 'offline-tick');
    try {
      const offline = new OfflinePageModel(page);
      const grocery = new GroceryPageModel(page);
      const bread = (await line('Bread'))!;
      await context.setOffline(true);
      await grocery.tick(grocery.main, 'Bread').check();
      await offline.expectOffline(1);
      // Sam renames the bread and changes its amount (a newer version than the tick was made at).
      await editLine(sam.request, bread, { name: 'Sourdough', quantity: '2' });
      await context.setOffline(false);
      await offline.expectSynced();
      expect(await line('Sourdough')).toMatchObject({ purchased: true, quantity: '2' });
      await expect(grocery.tick(grocery.main, 'Sourdough')).toBeChecked();
    } finally {
      await sam.context.close();
    }
  });

  test('a line deleted by the other member meanwhile: the change is dropped with a note, the queue empties', async ({
    page,
    api,
    browser,
    context,
  }) => {
    const { sam, line } = await setup(page, api, browser, 'offline-deleted');
    try {
      const offline = new OfflinePageModel(page);
      const grocery = new GroceryPageModel(page);
      const eggs = (await line('Eggs'))!;
      await context.setOffline(true);
      await grocery.tick(grocery.main, 'Eggs').check();
      await grocery.tick(grocery.main, 'Milk').check();
      await offline.expectOffline(2);
      const removed = await sam.request.delete(`/api/grocery-list-items/${eggs.id}`);
      expect(removed.ok()).toBe(true);
      await context.setOffline(false);
      await offline.expectSynced();
      await expect(offline.note('Eggs was deleted by someone else; your change was dropped')).toBeVisible();
      expect(await line('Eggs')).toBeUndefined();
      expect(await line('Milk')).toMatchObject({ purchased: true });
      await expect(grocery.editButton(grocery.main, 'Eggs')).toHaveCount(0);
      expect(await offline.queuedInStore()).toBe(0);
    } finally {
      await sam.context.close();
    }
  });
});
