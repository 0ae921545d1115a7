import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { AuthPageModel } from './pages/auth.page';
import { ProfileSetupPageModel } from './pages/profile-setup.page';
import { atPath } from './support/urls';

test('a signed-in user without a family is held on profile setup unless bypass=true', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInWithoutFamily();
  await page.goto('/inventory');
  await expect(page).toHaveURL(atPath('/profile-setup'));
  await expect(new ProfileSetupPageModel(page).heading).toBeVisible();

  await page.goto('/inventory?bypass=true');
  await expect(page).toHaveURL(/\/inventory\?bypass=true$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(new AppShellModel(page).sidebar, 'inside the shell').toBeVisible();
  await snap('bypass-inventory');
});

test('an unknown address shows the 404 page inside the shell', async ({ page, api, snap }) => {
  await api.signedInHeadChef();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(new AppShellModel(page).sidebar).toBeVisible();
  await snap('not-found');
});

test('a signed-out visitor to a shell page signs in first and then gets the page', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('nextpage');
  await api.logout();
  await page.goto('/recipes');
  await expect(page).toHaveURL(/\/auth\?next=%2Frecipes$/);
  await new AuthPageModel(page).login(chef.username!, chef.password);
  await expect(page).toHaveURL(atPath('/recipes'));
  await expect(new AppShellModel(page).sidebar.getByRole('link', { name: 'Recipes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await snap('signed-out-next-page');
});
