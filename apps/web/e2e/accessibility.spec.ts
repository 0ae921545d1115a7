import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

/** Runs axe on the page and fails on any violation, whatever its impact (issue 16: zero on every page). */
async function checkA11y(page: Page, testInfo: TestInfo, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations.map((v) => {
    const nodes = v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`);
    return `${v.impact}: ${v.id}: ${v.help} — ${nodes.join('; ')}`;
  });
  await testInfo.attach(`axe-${where}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(lines, `accessibility violations on ${where}`).toEqual([]);
}

/** The page has drawn its content: its main heading is there and what loads has settled. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId(/skeleton/)).toHaveCount(0);
  // Animations (toasts, dialogs, fades) end before axe reads colours.
  await page.waitForTimeout(400);
}

const PUBLIC = ['/', '/features', '/pricing', '/privacy', '/terms', '/support', '/auth', '/no-such-page'];
const SIGNED_IN = [
  '/dashboard',
  '/inventory',
  '/meal-planning',
  '/recipes',
  '/grocery-lists',
  '/scanner',
  '/family-profiles',
  '/test-setup',
  '/no-such-page',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const at = `${viewport.width}x${viewport.height}`;
  test.describe(`every page at ${at}`, () => {
    test.use({ viewport });

    for (const path of PUBLIC) {
      test(`${path} (signed out) has no accessibility violations (${at})`, async ({
        page,
        snap,
      }, testInfo) => {
        await page.goto(path);
        await settled(page);
        await checkA11y(page, testInfo, `${path}-signed-out-${at}`);
        await snap(`a11y${path.replace(/\//g, '-')}-signed-out-${at}`);
      });
    }

    for (const path of SIGNED_IN) {
      test(`${path} (signed in) has no accessibility violations (${at})`, async ({
        page,
        api,
        snap,
      }, testInfo) => {
        await api.signedInHeadChef('a11y');
        await page.goto(path);
        await settled(page);
        await checkA11y(page, testInfo, `${path}-${at}`);
        await snap(`a11y${path.replace(/\//g, '-')}-${at}`);
      });
    }

    test(`/profile-setup (signed in, no family yet) has no accessibility violations (${at})`, async ({
      page,
      api,
      snap,
    }, testInfo) => {
      await api.signedInWithoutFamily('a11y-setup');
      await page.goto('/profile-setup');
      await settled(page);
      await checkA11y(page, testInfo, `/profile-setup-${at}`);
      await snap(`a11y-profile-setup-${at}`);
    });
  });
}
