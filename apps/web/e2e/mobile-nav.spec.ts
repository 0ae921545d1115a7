import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { atPath } from './support/urls';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at phone width the slide-out menu replaces the side navigation and closes after navigating', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('phone');
  await page.goto('/dashboard');
  const shell = new AppShellModel(page);
  await expect(shell.sidebar).toHaveCount(1);
  await expect(shell.sidebar, 'the side nav is hidden below 768 px').toBeHidden();

  await shell.openMenuButton.click();
  await expect(shell.mobileMenu).toBeVisible();
  await snap('phone-menu-open');

  await shell.mobileMenu.getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(atPath('/recipes'));
  await expect(shell.mobileMenu).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await snap('phone-menu-recipes');
});
