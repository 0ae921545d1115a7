import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { InventoryPageModel, seedInventory } from './pages/inventory.page';
import { seedMealPlan, seedPlannedMeal } from './pages/meal-planning.page';
import { QuickAddModel } from './pages/quick-add.page';
import { seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';

// Issue 23: quick add reads stock going out ('used 6 eggs for the cake'), a cook ('made the lasagne
// tonight') and a date after an item ('expiring next month'), at desktop (1280x800) and phone width.
// Sending them ('Take from pantry', 'Cook it') goes through POST /stock/take and POST /cook; the tests
// check the call's status.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The browser's own date, as the dialog sends it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
/** The same day a month on (or the month's last day), as 'next month' reads. */
function nextMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

async function dialogViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A family with 12 eggs, a Lasagne recipe and a Lasagne planned for dinner tonight. */
async function kitchen(
  page: Page,
  api: { signedInHeadChef(prefix: string): Promise<{ user: { familyId: number | null } }> },
  prefix: string,
) {
  const chef = await api.signedInHeadChef(prefix);
  const familyId = chef.user.familyId!;
  await page.goto('/dashboard');
  const today = await browserToday(page);
  await seedInventory(page.request, familyId, [
    { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy' },
    { name: 'Tomatoes', quantity: '10', unit: 'each', category: 'Produce' },
  ]);
  const recipe = await seedRecipe(page.request, familyId, {
    name: 'Lasagne',
    servings: 4,
    ingredients: [
      { name: 'Tomatoes', quantity: '4', unit: 'each' },
      { name: 'Lasagne sheets', quantity: '12', unit: 'each' },
    ],
  });
  const plan = await seedMealPlan(page.request, familyId, {
    name: 'Lasagne',
    recipeId: recipe.id,
    ingredients: [
      { name: 'Tomatoes', quantity: '4', unit: 'each' },
      { name: 'Lasagne sheets', quantity: '12', unit: 'each' },
    ],
  });
  await seedPlannedMeal(page.request, familyId, {
    mealPlanId: plan.id,
    plannedDate: today,
    mealType: 'dinner',
  });
  return { familyId, today };
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('typed stock going out, a cook and a date after an item become their previews', async ({
      page,
      api,
      snap,
    }) => {
      const { today } = await kitchen(page, api, `qa-stock-${width}`);
      const quick = new QuickAddModel(page);
      await quick.open();

      await quick.analyze('used 6 eggs for the cake');
      await expect(quick.previewType).toHaveText('Used or Thrown Away');
      await expect(quick.previewTitle).toHaveText('Eggs');
      await expect(quick.preview.getByTestId('preview-description')).toHaveText(
        'Take 6 Eggs out of the pantry, used',
      );
      await expect(quick.details).toContainText('6, used (you have 12)');
      await expect(quick.field('Item 1 name')).toHaveValue('Eggs');
      await expect(quick.field('Item 1 quantity')).toHaveValue('6');
      await expect(quick.field('Item 1 reason')).toHaveValue('used');
      await expect(quick.preview.getByRole('button', { name: 'Take from pantry' })).toBeEnabled();
      expect(await dialogViolations(page)).toEqual([]);
      await snap(`quick-add-stock-${width}-use-preview`);

      await quick.tryAgain.click();
      await quick.analyze('made the lasagne tonight');
      await expect(quick.previewType).toHaveText('Cooked');
      await expect(quick.previewTitle).toHaveText('Lasagne');
      await expect(quick.details).toContainText('Dinner planned for');
      await expect(quick.field('Dish').locator('option:checked')).toHaveText(/^Lasagne · Dinner planned for/);
      await expect(quick.preview.getByRole('button', { name: 'Cook it' })).toBeVisible();
      await snap(`quick-add-stock-${width}-cook-preview`);

      await quick.tryAgain.click();
      await quick.analyze('2 cans of chickpeas in the pantry expiring next month');
      await expect(quick.previewType).toHaveText('Inventory');
      await expect(quick.field('Item name')).toHaveValue('Chickpeas');
      await expect(quick.field('Quantity')).toHaveValue('2');
      await expect(quick.field('Category')).toHaveValue('Pantry');
      await expect(quick.field('Expiration date (optional)')).toHaveValue(nextMonth(today));
    });
  });
}

test.describe('sending', () => {
  test('at desktop width: Take from pantry takes 6 eggs', async ({ page, api }) => {
    await kitchen(page, api, 'qa-take');
    const quick = new QuickAddModel(page);
    await quick.open();
    await quick.analyze('used 6 eggs for the cake');
    const taken = page.waitForResponse(
      (r) => r.url().includes('/stock/take') && r.request().method() === 'POST',
    );
    await quick.preview.getByRole('button', { name: 'Take from pantry' }).click();
    const response = await taken;
    expect(response.status(), `POST /stock/take answered ${response.status()}`).toBeLessThan(300);
    await expect(toastWithTitle(page, 'Taken from the pantry')).toContainText('Taken: Eggs');
    await expect(quick.dialog).toBeHidden();

    const inventory = new InventoryPageModel(page);
    await inventory.goto();
    await expect(inventory.rows.filter({ hasText: 'Eggs' })).toContainText('6');
  });

  test.describe('at phone width', () => {
    test.use(PHONE);

    test("Cook it shows what tonight's lasagne takes, then takes it", async ({ page, api }) => {
      await kitchen(page, api, 'qa-cook');
      const quick = new QuickAddModel(page);
      await quick.open();
      const previewed = page.waitForResponse(
        (r) => r.url().includes('/cook') && r.request().method() === 'POST',
      );
      await quick.analyze('made the lasagne tonight');
      const preview = await previewed;
      expect(preview.status(), `POST /cook { preview: true } answered ${preview.status()}`).toBe(200);
      const shown = quick.preview.getByTestId('cook-preview');
      await expect(shown).toContainText('From the pantry (1)');
      await expect(shown.getByLabel(/^Tomatoes amount/)).toHaveValue('4');
      await expect(shown).toContainText('Not in the pantry (1)');
      await expect(shown).toContainText('Lasagne sheets');

      const cooked = page.waitForResponse(
        (r) =>
          r.url().includes('/cook') &&
          r.request().method() === 'POST' &&
          !r.request().postData()?.includes('"preview"'),
      );
      await quick.preview.getByRole('button', { name: 'Cook it' }).click();
      expect((await cooked).status()).toBeLessThan(300);
      await expect(toastWithTitle(page, 'Cooked Lasagne')).toContainText('Taken: Tomatoes');

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await expect(inventory.rows.filter({ hasText: 'Tomatoes' })).toContainText('6');
    });
  });
});
