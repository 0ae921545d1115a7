import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPageModel } from './pages/dashboard.page';

/** Runs axe on the page; fails on critical violations, reports serious ones (annotation + log). */
async function checkA11y(page: Page, testInfo: TestInfo, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const describe = (impact: string) =>
    results.violations
      .filter((v) => v.impact === impact)
      .map((v) => {
        const nodes = v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`);
        return `${v.id}: ${v.help} — ${nodes.join('; ')}`;
      });
  const serious = describe('serious');
  for (const line of serious) {
    testInfo.annotations.push({ type: 'axe serious', description: `${where}: ${line}` });
    console.log(`[axe serious] ${where}: ${line}`);
  }
  await testInfo.attach(`axe-${where}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(describe('critical'), `critical accessibility violations on ${where}`).toEqual([]);
}

test('the sign-in page has no critical accessibility violations', async ({ page, snap }, testInfo) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await checkA11y(page, testInfo, '/auth');
  await snap('a11y-auth');
});

test('the dashboard has no critical accessibility violations', async ({ page, api, snap }, testInfo) => {
  const chef = await api.signedInHeadChef('a11y');
  const dashboard = new DashboardPageModel(page);
  await dashboard.goto();
  await expect(dashboard.greeting(chef.firstName!)).toBeVisible();
  await checkA11y(page, testInfo, '/dashboard');
  await snap('a11y-dashboard');
});
