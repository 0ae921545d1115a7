import { expect, test } from './fixtures';
import { seedGroceryList } from './pages/grocery.page';
import { seedInventory } from './pages/inventory.page';
import { snap } from './support/snap';

// Issue 27: a signed-in page on a phone. Its data is asked for beside its code, and the meal planner
// does not shift when its week arrives. The inventory and the grocery lists paint their heading before
// their rows, without a shift; a page's dialogs load when first opened.

/** What the page held when its heading first appeared (a MutationObserver runs before the paint). */
function watchFirstHeading(rowSelector: string) {
  const w = window as unknown as { __atHeading?: { rows: number; loading: boolean }; __shifts: number[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      w.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main h1')) return;
    w.__atHeading = {
      rows: document.querySelectorAll(rowSelector).length,
      loading: Boolean(document.querySelector('main [role="status"][aria-label^="Loading"]')),
    };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

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

    for (const [path, rowTestId] of [
      ['/inventory', 'inventory-row'],
      ['/grocery-lists', 'grocery-list'],
    ] as const) {
      test(`${path} paints its heading first, then its rows without a shift`, async ({ page, api }) => {
        const chef = await api.signedInHeadChef(`load-first-${path.slice(1)}-${width}`);
        const familyId = chef.user.familyId!;
        await seedInventory(
          page.request,
          familyId,
          Array.from({ length: 14 }, (_, i) => ({ name: `Pantry thing ${i + 1}`, quantity: '2' })),
        );
        for (const name of ['Saturday shop', 'Midweek top-up'])
          await seedGroceryList(page.request, familyId, name, [{ name: 'Eggs' }, { name: 'Flour' }]);
        await page.addInitScript(watchFirstHeading, `[data-testid="${rowTestId}"]`);
        await page.goto(path);
        await expect(page.getByTestId(rowTestId).first()).toBeVisible();
        await page.waitForTimeout(500);
        const seen = await page.evaluate(() => {
          const w = window as unknown as {
            __atHeading?: { rows: number; loading: boolean };
            __shifts: number[];
          };
          return { atHeading: w.__atHeading, shifts: w.__shifts };
        });
        // Its data was here (asked for beside the code), yet the first paint held only the heading and
        // the placeholder: the rows came in the next render.
        expect(seen.atHeading).toEqual({ rows: 0, loading: true });
        const total = seen.shifts.reduce((sum, value) => sum + value, 0);
        expect(total, `layout shifts ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(0.02);
        await snap(page, `page-load-first-${path.slice(1)}-${width}`);
      });
    }

    test("the inventory's item form loads after the page's first paint, not with it", async ({
      page,
      api,
    }) => {
      await api.signedInHeadChef(`load-dialog-${width}`);
      const formAskedAt: number[] = [];
      page.on('request', (request) => {
        if (/\/assets\/item-form-dialog\.component-[\w-]+\.js$/.test(request.url()))
          formAskedAt.push(Date.now());
      });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main h1')) return;
          (window as unknown as { __headingAt: number }).__headingAt =
            performance.timeOrigin + performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/inventory');
      await expect(page.getByText('No items found')).toBeVisible();
      // Fetched right after the page showed (so it opens without a signal too).
      await expect.poll(() => formAskedAt.length, { timeout: 10_000 }).toBe(1);
      const headingAt = await page.evaluate(() => (window as unknown as { __headingAt: number }).__headingAt);
      expect(formAskedAt[0]!).toBeGreaterThan(headingAt);
      await page.getByRole('button', { name: 'Add Item', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Item' });
      await expect(dialog).toBeVisible();
      await snap(page, `page-load-dialog-${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Add Item', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Add Item' })).toBeVisible();
      expect(formAskedAt).toHaveLength(1);
    });
  });
}
