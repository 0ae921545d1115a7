import type { CreateInventoryItemInput } from '@kitching/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { daysFromToday, InventoryPageModel, seedManyInventory } from './pages/inventory.page';

const ITEM_COUNT = 2000;
// None of these has a 'q' in it: searching 'q' finds only the three items below.
const WORDS = ['Apples', 'Beans', 'Carrots', 'Eggs', 'Flour', 'Garlic', 'Honey', 'Lentils', 'Milk', 'Oats'];
const CATEGORIES = ['Produce', 'Dairy', 'Meat', 'Pantry', 'Bakery', 'Beverages'];
const WITH_Q = ['Quinoa', 'Butternut Squash', 'Quince Jam'];

/** 2,000 items: every fifth one dated (some already expired), and three with a 'q' in their name. */
function manyItems(): CreateInventoryItemInput[] {
  return Array.from({ length: ITEM_COUNT }, (_, i) => ({
    name:
      i % 700 === 350
        ? WITH_Q[Math.floor(i / 700)]!
        : `${WORDS[i % WORDS.length]} ${String(i).padStart(4, '0')}`,
    quantity: (i % 7) + 1,
    category: CATEGORIES[i % CATEGORIES.length]!,
    ...(i % 5 === 0 ? { expirationDate: daysFromToday((i % 40) - 5) } : {}),
  }));
}

/**
 * Presses `key` in the focused search box and answers how long (ms, measured in the page) from the
 * keydown to the DOM showing `rows` rows under the title 'Inventory Items (total)'.
 */
async function keystrokeToRowsMs(page: Page, key: string, rows: number, total: number) {
  await page.evaluate(
    ({ rows, total }) => {
      const w = window as unknown as { __searchMs?: number };
      delete w.__searchMs;
      let typedAt = 0;
      const main = document.querySelector('main')!;
      const done = () =>
        main.querySelectorAll('[data-testid="inventory-row"]').length === rows &&
        [...main.querySelectorAll('h2')].some((el) => el.textContent === `Inventory Items (${total})`);
      const observer = new MutationObserver(() => {
        if (!typedAt || !done()) return;
        w.__searchMs = performance.now() - typedAt;
        observer.disconnect();
      });
      window.addEventListener('keydown', () => (typedAt = performance.now()), { capture: true, once: true });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
    },
    { rows, total },
  );
  await page.keyboard.press(key);
  const measured = await page.waitForFunction(
    () => (window as unknown as { __searchMs?: number }).__searchMs,
  );
  return (await measured.jsonValue()) as number;
}

test('2,000 items: the count, page by page, and a search that narrows them at once', async ({
  page,
  api,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const chef = await api.signedInHeadChef('inv-large');
  const seedStarted = performance.now();
  expect(await seedManyInventory(page.request, chef.user.familyId!, manyItems())).toBe(ITEM_COUNT);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`[inventory] seeded ${ITEM_COUNT} items through the API in ${seedSeconds.toFixed(1)} s`);

  const inventory = new InventoryPageModel(page);
  await inventory.goto();
  await expect(inventory.listTitle).toHaveText(`Inventory Items (${ITEM_COUNT})`, { timeout: 15_000 });

  // The page is paginated, 50 rows at a time (not virtualised): 40 pages.
  await expect(inventory.rows).toHaveCount(50);
  await expect(inventory.pagination).toContainText('Showing 1–50 of 2000');
  await expect(inventory.pagination).toContainText('Page 1 of 40');
  await expect(inventory.previousPage).toBeDisabled();
  const firstOnPageOne = (await inventory.rows.first().locator('th').textContent())!;

  await inventory.nextPage.click();
  await expect(inventory.pagination).toContainText('Page 2 of 40');
  await expect(inventory.pagination).toContainText('Showing 51–100 of 2000');
  await expect(inventory.rows).toHaveCount(50);
  await expect(inventory.rows.first()).not.toContainText(firstOnPageOne);
  await expect(inventory.previousPage).toBeEnabled();
  await inventory.previousPage.click();
  await expect(inventory.pagination).toContainText('Page 1 of 40');
  await expect(inventory.rows.first()).toContainText(firstOnPageOne);
  await inventory.nextPage.click();
  await expect(inventory.pagination).toContainText('Page 2 of 40');

  // One keystroke narrows 2,000 items (the time is reported, not asserted: no timed tests on a shared
  // machine; npm run bench:inventory-search measures the filtering itself) to the three with a 'q', back on page one.
  await inventory.search.focus();
  const narrowMs = await keystrokeToRowsMs(page, 'q', WITH_Q.length, WITH_Q.length);
  await expect(inventory.listTitle).toHaveText(`Inventory Items (${WITH_Q.length})`);
  for (const name of WITH_Q) await expect(inventory.row(name)).toBeVisible();
  await expect(inventory.pagination, 'one page needs no page controls').toBeHidden();
  await snap('inventory-2000-searched');

  // Deleting it brings all 2,000 back, from the first page.
  const widenMs = await keystrokeToRowsMs(page, 'Backspace', 50, ITEM_COUNT);
  await expect(inventory.pagination).toContainText('Page 1 of 40');

  console.log(
    `[inventory] keystroke -> updated rows with ${ITEM_COUNT} items: 'q' ${narrowMs.toFixed(1)} ms, Backspace ${widenMs.toFixed(1)} ms`,
  );
  testInfo.annotations.push(
    { type: 'search-narrow-ms', description: narrowMs.toFixed(1) },
    { type: 'search-widen-ms', description: widenMs.toFixed(1) },
  );
});
