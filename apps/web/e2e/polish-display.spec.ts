import { expect, test } from './fixtures';
import { AuthPageModel } from './pages/auth.page';
import { seedGroceryList } from './pages/grocery.page';
import { seedInventory } from './pages/inventory.page';
import { seedMealPlan } from './pages/meal-planning.page';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from './pages/polish.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';

// Issue 16, 'Rough edges': long names, units read as English, a clean console, and a password one can see.

/** 170 characters and not one space, as a family pasted it. */
const LONG = `Extra${'creamy'.repeat(27)}Yogurt`.slice(0, 170);

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`a 170-character name without spaces keeps every page at the window's width (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      expect(LONG).toHaveLength(170);
      const chef = await api.signedInHeadChef('polish-long');
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        // Expiring and low: the dashboard lists it under 'Use soon' and 'Low stock' too.
        {
          name: LONG,
          quantity: '1',
          unit: 'gallons',
          category: 'Dairy',
          minStockLevel: '3',
          expirationDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        },
        { name: 'Milk', quantity: '2', unit: 'gallons', category: 'Dairy' },
      ]);
      await seedRecipe(page.request, familyId, {
        name: LONG,
        ingredients: [{ name: LONG, quantity: '1', unit: 'cups' }],
      });
      // A list name is at most 100 characters; its lines take the long name.
      const list = await seedGroceryList(page.request, familyId, LONG.slice(0, 100), [
        { name: LONG, quantity: '1', unit: 'loaves' },
      ]);
      await seedMealPlan(page.request, familyId, {
        name: LONG,
        ingredients: [{ name: LONG, quantity: '1', unit: 'cups' }],
      });

      const pages: [string, string][] = [
        ['/inventory', LONG],
        ['/recipes', LONG],
        ['/grocery-lists', LONG.slice(0, 100)],
        [`/grocery-lists?list=${list.id}`, LONG],
        ['/meal-planning', LONG],
        ['/dashboard', LONG],
      ];
      for (const [path, name] of pages) {
        await page.goto(path);
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await snap(`polish-long-name${path.replace(/[/?=]/g, '-')}-${at}`);
      }

      // The whole name is in the dialog that opens it.
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.cardAction(LONG, 'View').click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByText(LONG).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      const dialogBox = (await detail.boundingBox())!;
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width + 1);
      await snap(`polish-long-name-dialog-${at}`);
    });

    test(`ingredient units read as English: 1 gallon, 2 gallons, 1 loaf, 1/2 cup, 1 piece (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      const chef = await api.signedInHeadChef('polish-units');
      await seedRecipe(page.request, chef.user.familyId!, {
        name: 'Sunday bake',
        ingredients: [
          { name: 'Milk', quantity: '1', unit: 'gallons' },
          { name: 'Water', quantity: '2', unit: 'gallons' },
          { name: 'Bread', quantity: '1', unit: 'loaves' },
          { name: 'Sugar', quantity: '½', unit: 'cups' },
          { name: 'Ginger', quantity: '1', unit: 'pieces' },
        ],
      });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.cardAction('Sunday bake', 'View').click();
      const detail = recipes.dialog('Sunday bake');
      const lines = detail.getByRole('listitem');
      await expect(lines.filter({ hasText: 'Milk' })).toContainText('1 gallon');
      await expect(lines.filter({ hasText: 'Milk' })).not.toContainText('gallons');
      await expect(lines.filter({ hasText: 'Water' })).toContainText('2 gallons');
      await expect(lines.filter({ hasText: 'Bread' })).toContainText('1 loaf');
      await expect(lines.filter({ hasText: 'Sugar' })).toContainText('1/2 cup');
      await expect(lines.filter({ hasText: 'Sugar' })).not.toContainText('cups');
      await expect(lines.filter({ hasText: 'Ginger' })).toContainText('1 piece');
      await snap(`polish-units-${at}`);
    });

    test(`sign-in and register passwords have a Show password toggle (${at})`, async ({ page, snap }) => {
      const auth = new AuthPageModel(page);
      await auth.goto();
      await auth.tab('Login').click();
      const password = auth.panel.getByLabel('Password', { exact: true });
      await password.fill('hunter22');
      await expect(password).toHaveAttribute('type', 'password');
      const show = auth.panel.getByRole('button', { name: 'Show password' });
      await expect(show).toHaveAttribute('aria-pressed', 'false');
      await show.click();
      await expect(password).toHaveAttribute('type', 'text');
      const hide = auth.panel.getByRole('button', { name: 'Hide password' });
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      await snap(`polish-password-shown-login-${at}`);
      await hide.click();
      await expect(password).toHaveAttribute('type', 'password');

      // Register: each password field has its own toggle; still no match check (spec 5).
      await auth.tab('Register').click();
      const fields = [
        auth.panel.getByLabel('Password', { exact: true }),
        auth.panel.getByLabel('Confirm password', { exact: true }),
      ];
      await fields[0]!.fill('secret1');
      await fields[1]!.fill('secret2');
      const toggles = auth.panel.getByRole('button', { name: 'Show password' });
      await expect(toggles).toHaveCount(2);
      await toggles.first().click();
      await expect(fields[0]!).toHaveAttribute('type', 'text');
      await expect(fields[1]!).toHaveAttribute('type', 'password');
      await auth.panel.getByRole('button', { name: 'Show password' }).click();
      await expect(fields[1]!).toHaveAttribute('type', 'text');
      await expect(auth.panel.getByRole('button', { name: 'Hide password' })).toHaveCount(2);
      await snap(`polish-password-shown-register-${at}`);
    });
  });
}

test('no page load logs react-router\'s "No `HydrateFallback` element provided" or raises a Content-Security-Policy issue', async ({
  page,
  api,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  // What Chromium's Issues panel (and Lighthouse's inspector-issues audit) would list: e.g. a library
  // probing eval under the page's CSP.
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  for (const path of ['/', '/features', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await api.signedInHeadChef('polish-console');
  for (const path of [
    '/dashboard',
    '/inventory',
    '/recipes',
    '/grocery-lists',
    '/meal-planning',
    '/family-profiles',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(300);
  }
  expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
  expect(issues, 'Content-Security-Policy issues').toEqual([]);
});
