import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { QuickAddModel } from './pages/quick-add.page';
import { toastWithTitle } from './pages/toast';

// Smart Quick Add: failures in spec 8's words, a meal plan put on the week, and what a Kitchen Helper sees.

/** The browser's own date, as the dialog sends it. */
const browserToday = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

test('analysis failures read as spec 8 says, and the busy button keeps the text', async ({ page, api }) => {
  await api.signedInHeadChef('qa-errors');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();

  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/smart-add/analyze', async (route) => {
    await held;
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>Bad gateway</h1></html>' });
  });
  await quick.text.fill('a jar of honey');
  await quick.analyzeButton.click();
  await expect(quick.analyzeButton).toHaveText('Analyzing…');
  await expect(quick.analyzeButton).toBeDisabled();
  await expect(quick.text).toHaveValue('a jar of honey');
  release();
  await expect(toastWithTitle(page, 'Analysis failed')).toContainText('HTTP 502: Failed to analyze text');
  await expect(quick.text).toHaveValue('a jar of honey');

  await page.unroute('**/api/smart-add/analyze');
  await page.route('**/api/smart-add/analyze', (route) =>
    route.fulfill({
      status: 422,
      json: {
        error: { code: 'smart_add.not_understood', message: 'Kitching could not find anything to add.' },
      },
    }),
  );
  await quick.analyzeButton.click();
  await expect(toastWithTitle(page, 'Analysis failed')).toContainText(
    'Kitching could not find anything to add.',
  );
});

test('a failed add keeps the preview and says so', async ({ page, api }) => {
  await api.signedInHeadChef('qa-add-fails');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.analyze('We have 4 cans of black beans');
  await page.route('**/api/families/*/inventory', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } })
      : route.continue(),
  );
  await quick.addButton('Inventory').click();
  await expect(toastWithTitle(page, 'Error adding item')).toContainText(
    'There was an error adding the item to inventory.',
  );
  await expect(quick.preview).toBeVisible();
  await expect(quick.field('Quantity')).toHaveValue('4');
});

test('a meal plan with a day and a meal is created and put on the week', async ({ page, api, snap }) => {
  const chef = await api.signedInHeadChef('qa-meal');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.analyze('Chicken tacos for dinner tonight');
  if ((await quick.previewType.textContent()) !== 'Meal Plan') await quick.addAs('Meal Plan').click();
  await expect(quick.previewType).toHaveText('Meal Plan');
  const today = await browserToday(page);
  await quick.field('Meal name').fill('Chicken tacos');
  await quick.field('Day (optional)').fill(today);
  await quick.field('Meal (optional)').selectOption('dinner');
  await expect(quick.details).toContainText('Dinner');
  // A meal plan needs an ingredient: the dialog says so before sending.
  if ((await quick.field('Ingredient 1').count()) === 0) {
    await quick.addButton('Meal Plan').click();
    await expect(quick.preview.getByText('Add at least one ingredient')).toBeVisible();
    await quick.preview.getByRole('button', { name: 'Add an ingredient' }).click();
  }
  await quick.field('Ingredient 1').fill('corn tortillas');
  await expect(quick.details).toContainText('corn tortillas');
  await snap('quick-add-desktop-meal-plan-preview');
  await quick.addButton('Meal Plan').click();
  await expect(toastWithTitle(page, 'Successfully added!')).toContainText('Meal planned: Chicken tacos');

  const response = await page.request.get(
    `/api/families/${chef.user.familyId}/planned-meals?startDate=${today}&endDate=${today}`,
  );
  const meals = ((await response.json()) as { data: { mealType: string; mealPlanId: number }[] }).data;
  expect(meals.map((m) => m.mealType)).toEqual(['dinner']);
});

test('a Kitchen Helper is offered the inventory and lists only', async ({ page, api }) => {
  const chef = await api.signedInHeadChef('qa-helper');
  const username = `kit_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, chef.user.familyId!, {
    username,
    firstName: 'Kit',
    lastName: 'Helper',
    role: 4,
    password: 'helper-secret-1',
  });
  await api.logout();
  await api.login(username, 'helper-secret-1');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.analyze('Chicken tacos for dinner tonight');
  await expect(quick.previewType).not.toHaveText(/Meal Plan|Recipes/);
  await expect(quick.preview.getByRole('radio', { name: 'Meal Plan' })).toHaveCount(0);
  await expect(quick.preview.getByRole('radio', { name: 'Recipes' })).toHaveCount(0);
});
