import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { AuthPageModel } from './pages/auth.page';
import { DashboardPageModel } from './pages/dashboard.page';
import { MarketingPagesModel } from './pages/marketing.page';
import { toastWithTitle } from './pages/toast';
import { atPath } from './support/urls';

test('logging out from the account menu returns to the landing page; signing in by email returns to the dashboard', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('byemail');
  const dashboard = new DashboardPageModel(page);
  await dashboard.goto();
  await expect(dashboard.greeting(chef.firstName!)).toBeVisible();

  await new AppShellModel(page).logOutFromAccountMenu();
  await expect(page).toHaveURL(atPath('/'));
  await expect(new MarketingPagesModel(page).landingHero).toBeVisible();
  expect((await api.session()).user, 'the server session is ended too').toBeNull();

  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.login(chef.email, chef.password);
  await expect(toastWithTitle(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expect(dashboard.greeting(chef.firstName!)).toBeVisible();
  await snap('login-by-email-dashboard');
});

test('the sidebar Logout signs out; signing in by username returns to the dashboard', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('byname');
  const dashboard = new DashboardPageModel(page);
  await dashboard.goto();
  await new AppShellModel(page).logOutFromSidebar();
  await expect(page).toHaveURL(atPath('/'));
  await expect(new MarketingPagesModel(page).landingHero).toBeVisible();

  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.login(chef.username!, chef.password);
  await expect(toastWithTitle(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expect(dashboard.greeting(chef.firstName!)).toBeVisible();
  await snap('login-by-username-dashboard');
});

test('a wrong password is refused with the server message', async ({ page, api, snap }) => {
  const chef = await api.signedInHeadChef('wrongpw');
  await api.logout();
  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.login(chef.email, 'not-the-password');
  await expect(toastWithTitle(page, 'Login failed')).toBeVisible();
  await expect(page).toHaveURL(atPath('/auth'));
  await snap('login-failed');
});
