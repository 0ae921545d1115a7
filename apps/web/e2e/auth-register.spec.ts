import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { AuthPageModel } from './pages/auth.page';
import { DashboardPageModel } from './pages/dashboard.page';
import { ProfileSetupPageModel } from './pages/profile-setup.page';
import { toastWithTitle } from './pages/toast';
import { uniqueEmail } from './support/api-client';
import { atPath } from './support/urls';

test('a new visitor registers, sets up the family and lands on the dashboard as Head Chef', async ({
  page,
  snap,
}) => {
  const email = uniqueEmail('garcia');
  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.register(email, 'kitchen-secret-1');

  await expect(toastWithTitle(page, 'Account created')).toBeVisible();
  await expect(page).toHaveURL(atPath('/profile-setup'));
  const setup = new ProfileSetupPageModel(page);
  await expect(setup.heading).toBeVisible();
  await expect(setup.field('Username'), 'pre-filled from the email').toHaveValue(email.split('@')[0]!);

  // The real request goes through, only later, so the 'Setting up...' state stays long enough to see.
  await page.route('**/api/families', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await setup.fill({ familyName: 'The Garcias', familySize: '4', firstName: 'Maria', lastName: 'Garcia' });
  await expect(setup.submit).toHaveText('Complete Setup');
  await setup.submit.click();
  await expect(setup.submit).toHaveText('Setting up...');
  await expect(setup.submit).toBeDisabled();
  await expect(setup.submit).toHaveText('Setup Complete!');
  await snap('register-setup-complete');

  await expect(page).toHaveURL(atPath('/dashboard'));
  const dashboard = new DashboardPageModel(page);
  await expect(dashboard.greeting('Maria')).toBeVisible();
  await expect(dashboard.roleBadge('Head Chef')).toBeVisible();
  await expect(new AppShellModel(page).topBar.getByText('The Garcias', { exact: true })).toBeVisible();
  await snap('register-dashboard');
});
