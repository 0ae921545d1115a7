import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at phone width the top bar shows the product name and fits, truncating a long family name', async ({
  page,
  api,
  snap,
}) => {
  const seed = await api.signedInWithoutFamily('phonebar');
  await api.completeSetup({ ...seed, familyName: 'The Extraordinarily Long-Named Family Of Cooks' });
  await page.goto('/dashboard');
  const topBar = new AppShellModel(page).topBar;
  await expect(topBar.getByText('Kitching', { exact: true }), 'spec 2.4: the product name').toBeVisible();
  await expect(topBar.getByTestId('family-name')).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });

  const overflow = await topBar.evaluate((header) => ({
    header: header.scrollWidth - header.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
    familyTruncated: (() => {
      const name = header.querySelector<HTMLElement>('[data-testid="family-name"]')!;
      return name.scrollWidth > name.clientWidth;
    })(),
  }));
  expect(overflow.header, 'nothing sticks out of the top bar').toBeLessThanOrEqual(0);
  expect(overflow.page, 'no sideways scrolling').toBeLessThanOrEqual(0);
  expect(overflow.familyTruncated, 'the long family name is cut short').toBe(true);
  await snap('phone-top-bar');
});
