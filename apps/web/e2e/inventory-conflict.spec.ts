import AxeBuilder from '@axe-core/playwright';
import type { InventoryItem } from '@kitching/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { InventoryPageModel, seedInventory } from './pages/inventory.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Versions (If-Match): two members saving the Edit Item dialog of one item; the second one sees what
// changed and chooses, instead of silently overwriting the first one's change.

const stored = async (request: APIRequestContext, familyId: number, id: number) => {
  const response = await request.get(`/api/families/${familyId}/inventory`);
  const items = ((await response.json()) as { data: InventoryItem[] }).data;
  return items.find((item) => item.id === id);
};

test('two members edit one item: the second sees the conflict, then keeps theirs or takes the other', async ({
  page,
  api,
  browser,
}) => {
  const chef = await api.signedInHeadChef('inv-conflict');
  const familyId = chef.user.familyId!;
  const [butter] = await seedInventory(page.request, familyId, [
    { name: 'Butter', quantity: 2, unit: 'boxes', category: 'Dairy' },
  ]);
  const username = `cook_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, familyId, {
    username,
    firstName: 'Sam',
    lastName: 'Cook',
    role: 3,
    password: 'cook-secret-1',
  });

  // The Cook is on a phone: the conflict has to fit 390 px too.
  const cookContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const cookPage = await cookContext.newPage();
    await new ApiClient(cookPage.request).login(username, 'cook-secret-1');
    const chefInventory = new InventoryPageModel(page);
    const cookInventory = new InventoryPageModel(cookPage);
    await chefInventory.goto();
    await cookInventory.goto();

    // Round 1: both open the dialog; the Head Chef saves 3, then the Cook saves 5.
    await chefInventory.editButton('Butter').click();
    await cookInventory.editButton('Butter').click();
    const chefEdit = chefInventory.dialog('Edit Item');
    const cookEdit = cookInventory.dialog('Edit Item');
    await expect(cookEdit.getByLabel('Quantity')).toHaveValue('2');
    await chefInventory.fill(chefEdit, { quantity: '3' });
    await chefEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWithTitle(page, 'Item updated successfully')).toBeVisible();
    await expect(chefInventory.row('Butter')).toContainText('3 boxes');

    await cookInventory.fill(cookEdit, { quantity: '5' });
    await cookEdit.getByRole('button', { name: 'Save Changes' }).click();
    const notice = cookEdit.getByRole('alert').filter({ hasText: 'Someone else changed this item' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Quantity: 3 (saved by someone else) · 5 (yours)');
    await expect(notice, 'only the fields that differ').not.toContainText('Item name');
    await expect(cookEdit, 'the dialog stays open with what was typed').toBeVisible();
    await expect(cookEdit.getByLabel('Quantity')).toHaveValue('5');
    // Behind the dialog (hidden from the accessibility tree while it is open), the list has their save.
    await expect(cookPage.getByTestId('inventory-row').filter({ hasText: 'Butter' })).toContainText(
      '3 boxes',
    );
    expect((await stored(page.request, familyId, butter!.id))?.quantity, 'nothing of the Cook saved').toBe(
      '3',
    );
    const width = await cookPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    const violations = (
      await new AxeBuilder({ page: cookPage }).include('[role="dialog"]').analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
    expect(violations).toEqual([]);
    await snap(cookPage, 'inventory-conflict-phone');

    // 'Keep mine' from the keyboard saves the Cook's 5 over the Head Chef's 3.
    await notice.getByRole('button', { name: 'Keep mine' }).focus();
    await cookPage.keyboard.press('Enter');
    await expect(toastWithTitle(cookPage, 'Item updated successfully')).toBeVisible();
    await expect(cookEdit).toBeHidden();
    await expect(cookInventory.row('Butter')).toContainText('5 boxes');
    await chefInventory.goto();
    await expect(chefInventory.row('Butter')).toContainText('5 boxes');

    // Round 2: the same race, and this time the Cook takes the Head Chef's 7.
    await chefInventory.editButton('Butter').click();
    await cookInventory.editButton('Butter').click();
    await expect(cookEdit.getByLabel('Quantity')).toHaveValue('5');
    await chefInventory.fill(chefEdit, { quantity: '7' });
    await chefEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(chefInventory.row('Butter')).toContainText('7 boxes');
    await cookInventory.fill(cookEdit, { quantity: '9', name: 'Salted Butter' });
    await cookEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice).toContainText('Quantity: 7 (saved by someone else) · 9 (yours)');
    await expect(notice).toContainText('Item name: Butter (saved by someone else) · Salted Butter (yours)');
    await notice.getByRole('button', { name: 'Use theirs' }).click();
    await expect(cookEdit).toBeHidden();
    await expect(cookInventory.row('Butter')).toContainText('7 boxes');
    await expect(cookInventory.row('Salted Butter')).toHaveCount(0);
    expect(await stored(page.request, familyId, butter!.id)).toMatchObject({ name: 'Butter', quantity: '7' });
  } finally {
    await cookContext.close();
  }
});
