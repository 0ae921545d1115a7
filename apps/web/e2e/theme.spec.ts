import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';

/** The element's background as [r, g, b]. */
async function background(locator: Locator): Promise<number[]> {
  const css = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  return (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}
// Shade-agnostic checks (the exact brand shade of a control may change): orange is red-led with
// little blue; purple has more blue than green.
const isOrange = ([r = 0, g = 0, b = 0]: number[]) => r > g && g > b;
const isPurple = ([r = 0, g = 0, b = 0]: number[]) => b > g && r > g;

test('the Purple colour scheme is kept across a reload', async ({ page, api, snap }) => {
  await api.signedInHeadChef('theme');
  await page.goto('/dashboard');
  const shell = new AppShellModel(page);
  const html = page.locator('html');
  const brandButton = shell.accountMenuButton;
  await expect(html, 'orange by default').toHaveAttribute('data-theme', 'orange');
  await expect(shell.themeOption('Orange')).toBeChecked();
  expect(isOrange(await background(brandButton)), 'brand controls start orange').toBe(true);

  await shell.chooseTheme('Purple');
  await expect(shell.themeOption('Purple')).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'purple');
  await expect
    .poll(async () => isPurple(await background(brandButton)), 'brand controls turn purple')
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('kitching-theme'))).toBe('purple');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'purple');
  await expect(shell.themeOption('Purple')).toBeChecked();
  expect(isPurple(await background(brandButton)), 'still purple after the reload').toBe(true);
  await snap('theme-purple-after-reload');
});
