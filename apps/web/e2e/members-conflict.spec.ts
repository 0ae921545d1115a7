import AxeBuilder from '@axe-core/playwright';
import type { User } from '@kitching/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FamilyProfilesPageModel, seedMember } from './pages/family-profiles.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Versions (If-Match): the Head Chef and the Sous Chef saving the Edit Family Member dialog of one
// member; the second one sees what changed and chooses, instead of silently overwriting the first one's change.

const stored = async (request: APIRequestContext, familyId: number, id: number) => {
  const response = await request.get(`/api/families/${familyId}/users`);
  return ((await response.json()) as { data: User[] }).data.find((user) => user.id === id);
};

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('two members edit one member: the second sees the conflict, then keeps theirs or takes the other', async ({
  page,
  api,
  browser,
}) => {
  const chef = await api.signedInHeadChef('member-conflict');
  const familyId = chef.user.familyId!;
  const sous = uniqueName('sous');
  await seedMember(page.request, familyId, {
    username: sous,
    firstName: 'Alex',
    lastName: 'Sous',
    role: 2,
    password: 'sous-secret-1',
  });
  const cook = await seedMember(page.request, familyId, {
    username: uniqueName('cook'),
    firstName: 'Sam',
    lastName: 'Cook',
    role: 3,
  });

  // The Sous Chef is on a phone: the conflict has to fit 390 px too.
  const sousContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const sousPage = await sousContext.newPage();
    await new ApiClient(sousPage.request).login(sous, 'sous-secret-1');
    const chefProfiles = new FamilyProfilesPageModel(page);
    const sousProfiles = new FamilyProfilesPageModel(sousPage);
    await chefProfiles.goto();
    await sousProfiles.goto();

    // Round 1: both open the dialog; the Head Chef saves one dietary goal, then the Sous Chef another.
    await chefProfiles.editButton('Sam Cook').click();
    await sousProfiles.editButton('Sam Cook').click();
    const chefEdit = chefProfiles.dialog('Edit Family Member');
    const sousEdit = sousProfiles.dialog('Edit Family Member');
    await expect(sousEdit.getByLabel('First name', { exact: true })).toHaveValue('Sam');
    await chefProfiles.fillMember('Edit Family Member', { dietaryGoals: 'vegetarian' });
    await chefEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWithTitle(page, 'User updated')).toBeVisible();
    await expect(chefProfiles.memberCard('Sam Cook')).toContainText('vegetarian');

    await sousProfiles.fillMember('Edit Family Member', { dietaryGoals: 'nut allergy' });
    await sousEdit.getByRole('button', { name: 'Save Changes' }).click();
    const notice = sousEdit.getByRole('alert').filter({ hasText: 'Someone else changed this member' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'Dietary goals: vegetarian (saved by someone else) · nut allergy (yours)',
    );
    await expect(notice, 'only the fields that differ').not.toContainText('First name');
    await expect(notice).not.toContainText('Role');
    await expect(sousEdit, 'the dialog stays open with what was typed').toBeVisible();
    await expect(sousEdit.getByLabel('Dietary goals (optional)')).toHaveValue('nut allergy');
    // Behind the dialog (hidden from the accessibility tree while it is open), the list has their save.
    await expect(sousPage.locator('li').filter({ hasText: 'Sam Cook' })).toContainText('vegetarian');
    expect(
      (await stored(page.request, familyId, cook.id))?.dietaryGoals,
      'nothing of the Sous Chef saved',
    ).toBe('vegetarian');
    const width = await sousPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    const violations = (
      await new AxeBuilder({ page: sousPage }).include('[role="dialog"]').analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
    expect(violations).toEqual([]);
    await snap(sousPage, 'member-conflict-phone');

    // 'Keep mine' saves the Sous Chef's goal over the Head Chef's.
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(toastWithTitle(sousPage, 'User updated')).toBeVisible();
    await expect(sousEdit).toBeHidden();
    await expect(sousProfiles.memberCard('Sam Cook')).toContainText('nut allergy');
    expect((await stored(page.request, familyId, cook.id))?.dietaryGoals).toBe('nut allergy');

    // Round 2: the same race; this time the Sous Chef takes the Head Chef's change.
    await chefProfiles.goto();
    await chefProfiles.editButton('Sam Cook').click();
    await sousProfiles.editButton('Sam Cook').click();
    await expect(sousEdit.getByLabel('Dietary goals (optional)')).toHaveValue('nut allergy');
    await chefProfiles.fillMember('Edit Family Member', { firstName: 'Samuel' });
    await chefEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(chefProfiles.memberCard('Samuel Cook')).toBeVisible();
    await sousProfiles.fillMember('Edit Family Member', { lastName: 'Baker' });
    await sousEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice).toContainText('First name: Samuel (saved by someone else) · Sam (yours)');
    await expect(notice).toContainText('Last name: Cook (saved by someone else) · Baker (yours)');
    await expect(notice).not.toContainText('Dietary goals');
    await notice.getByRole('button', { name: 'Use theirs' }).click();
    await expect(sousEdit).toBeHidden();
    await expect(sousProfiles.memberCard('Samuel Cook')).toBeVisible();
    await expect(sousProfiles.memberCard('Sam Baker')).toHaveCount(0);
    expect(await stored(page.request, familyId, cook.id)).toMatchObject({
      firstName: 'Samuel',
      lastName: 'Cook',
      dietaryGoals: 'nut allergy',
    });
  } finally {
    await sousContext.close();
  }
});
