import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { DESKTOP, PHONE } from './pages/polish.page';
import { toastWithTitle } from './pages/toast';
import { atPath } from './support/urls';

// Issue 24, point 10: 'Settings' in the avatar menu opened Family Profiles; it is a page of its own:
// the account (name, email, password), the colour scheme, and the family.

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`'Settings' in the avatar menu opens the settings page (${at})`, async ({ page, api, snap }) => {
      const chef = await api.signedInHeadChef('settings');
      await page.goto('/dashboard');
      const shell = new AppShellModel(page);
      await shell.accountMenuButton.click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page).toHaveURL(atPath('/settings'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page).toHaveTitle('Settings - Kitching');

      const account = main.getByRole('region', { name: 'Account' });
      await expect(account).toContainText(`${chef.firstName} ${chef.lastName}`);
      await expect(account).toContainText(chef.email);
      await expect(account).toContainText(`@${chef.username}`);
      await expect(account).toContainText('Head Chef');
      await snap(`settings-${at}`);

      // The name, through the family page's own dialog.
      await account.getByRole('button', { name: 'Edit profile' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Family Member' });
      await edit.getByLabel('First name').fill('Rosalind');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toastWithTitle(page, 'User updated')).toBeVisible();
      await expect(account).toContainText(`Rosalind ${chef.lastName}`);

      // The password: 'Change Password' with the current one.
      await account.getByRole('button', { name: 'Change Password' }).click();
      const password = page.getByRole('dialog', { name: 'Change Password' });
      await expect(password.getByLabel('Current password')).toBeVisible();
      await snap(`settings-password-${at}`);
      await password.getByRole('button', { name: 'Close' }).click();
      await expect(password).toBeHidden();

      // The colour scheme, as the top bar's picker keeps it.
      const appearance = main.getByRole('region', { name: 'Appearance' });
      await appearance.getByText('Purple', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'purple');

      // The family's members are on Family Profiles.
      const family = main.getByRole('region', { name: 'Family' });
      await expect(family).toContainText(chef.familyName!);
      await expect(family).toContainText('1 member');
      await family.getByRole('link', { name: 'Family Profiles' }).click();
      await expect(page).toHaveURL(atPath('/family-profiles'));
    });
  });
}

test("'Family Profile' in the avatar menu still opens Family Profiles", async ({ page, api }) => {
  await api.signedInHeadChef('settings-family');
  await page.goto('/dashboard');
  await new AppShellModel(page).accountMenuButton.click();
  await page.getByRole('menuitem', { name: 'Family Profile' }).click();
  await expect(page).toHaveURL(atPath('/family-profiles'));
});
