import { expect, test } from './fixtures';
import { GroceryPageModel } from './pages/grocery.page';
import { InventoryPageModel, seedInventory } from './pages/inventory.page';
import { OfflinePageModel, PHONE, secondMember } from './pages/offline.page';
import { toastWithTitle } from './pages/toast';

// Issue 15: the inventory in the shop with no signal (one more, one less, a new item), and the screens
// whose writes need the network saying so instead of failing. Phone width, network cut.
test.use(PHONE);

test('inventory offline: steps and a new item show at once and sync; a step adds to the other member’s', async ({
  page,
  api,
  browser,
  context,
}) => {
  const chef = await api.signedInHeadChef('offline-inventory');
  const familyId = chef.user.familyId!;
  const [beans] = await seedInventory(page.request, familyId, [
    { name: 'Black beans', quantity: '4', unit: 'cans', category: 'Pantry' },
  ]);
  const sam = await secondMember(browser, page, familyId);
  try {
    const inventory = new InventoryPageModel(page);
    const offline = new OfflinePageModel(page);
    await inventory.goto();
    await expect(inventory.row('Black beans')).toContainText('4 cans');

    await context.setOffline(true);
    await offline.expectOffline(0);
    await inventory.main.getByRole('button', { name: 'One more Black beans' }).click();
    await inventory.main.getByRole('button', { name: 'One more Black beans' }).click();
    await inventory.main.getByRole('button', { name: 'One less Black beans' }).click();
    await expect(inventory.row('Black beans')).toContainText('5 cans');
    await inventory.addButton.click();
    const dialog = inventory.dialog('Add Item');
    await inventory.fill(dialog, { name: 'Rice', quantity: '2', unit: 'bags', category: 'Pantry' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(inventory.row('Rice')).toContainText('2 bags');
    await offline.expectOffline(4);

    // Sam takes a can meanwhile (4 -> 3), at the version both saw.
    const taken = await sam.request.patch(`/api/inventory/${beans!.id}`, {
      data: { quantity: '3' },
      headers: { 'if-match': String(beans!.version) },
    });
    expect(taken.ok()).toBe(true);

    await context.setOffline(false);
    await offline.expectSynced();
    const items = (
      (await (await page.request.get(`/api/families/${familyId}/inventory`)).json()) as {
        data: { name: string; quantity: string; unit: string }[];
      }
    ).data;
    // Sam's -1 and this device's +1 +1 -1: 4 - 1 + 1 = 4; the new item once.
    expect(items.find((i) => i.name === 'Black beans')?.quantity).toBe('4');
    expect(items.filter((i) => i.name === 'Rice')).toEqual([
      expect.objectContaining({ quantity: '2', unit: 'bags' }),
    ]);
    await expect(inventory.row('Black beans')).toContainText('4 cans');
  } finally {
    await sam.context.close();
  }
});

test('offline, a write that is not queued says it needs the network instead of failing', async ({
  page,
  api,
  context,
}) => {
  await api.signedInHeadChef('offline-needs-network');
  const grocery = new GroceryPageModel(page);
  await grocery.goto();
  await expect(grocery.heading).toBeVisible();
  await context.setOffline(true);
  await new OfflinePageModel(page).expectOffline(0);
  const requests: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && requests.push(r.url()));
  await grocery.newListButton.click();
  const dialog = grocery.dialog('New List');
  await dialog.getByLabel('List name').fill('Party');
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(
    toastWithTitle(page, 'Error').filter({
      hasText: "You're offline: this needs the network. Try again once you're back online.",
    }),
  ).toBeVisible();
  expect(requests, 'nothing was sent').toEqual([]);
  await context.setOffline(false);
});
