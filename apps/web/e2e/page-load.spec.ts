import { expect, test } from './fixtures';
import { seedInventory } from './pages/inventory.page';
import { snap } from './support/snap';

// Issue 27: a signed-in page on a phone. Its data is asked for beside its code, and the meal planner
// does not shift when its week arrives.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test("a page's data is asked for while its code is still on its way", async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`load-data-${width}`);
      await seedInventory(page.request, chef.user.familyId!, [{ name: 'Oat milk', quantity: '2' }]);
      // The page's code is held back 1.5 s; the list must have been asked for meanwhile, not after.
      let listAskedAt: number | undefined;
      let codeServedAt: number | undefined;
      page.on('request', (request) => {
        if (/\/api\/families\/\d+\/inventory$/.test(new URL(request.url()).pathname))
          listAskedAt ??= Date.now();
      });
      await page.route(/\/assets\/inventory\.page-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        codeServedAt = Date.now();
        await route.continue();
      });
      await page.goto('/inventory');
      await expect(page.getByTestId('inventory-row').filter({ hasText: 'Oat milk' })).toBeVisible();
      expect(listAskedAt, 'the inventory was asked for').toBeDefined();
      expect(codeServedAt, "the page's code was fetched").toBeDefined();
      expect(listAskedAt!).toBeLessThan(codeServedAt!);
      await snap(page, `page-load-data-${width}`);
    });

    test('the meal planner does not shift when its week arrives late', async ({ page, api }) => {
      await api.signedInHeadChef(`load-week-${width}`);
      // The week's answer comes 2 s late: the page shows first (after its first-render wait), the week
      // loading, then the week.
      await page.route(/\/api\/families\/\d+\/planned-meals\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/meal-planning');
      await expect(page.getByRole('status').filter({ hasText: 'Loading the week...' })).toBeVisible();
      await expect(page.getByTestId('week-day').first()).toBeAttached({ timeout: 10_000 });
      await expect(page.getByText('No meals planned').filter({ visible: true }).first()).toBeVisible();
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      const total = shifts.reduce((sum, value) => sum + value, 0);
      expect(total, `layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
      await snap(page, `page-load-week-${width}`);
    });
  });
}
