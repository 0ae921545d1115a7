import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { seedGroceryList } from './pages/grocery.page';
import { daysFromToday, seedInventory } from './pages/inventory.page';
import { seedMealPlan, seedPlannedMeal, todayDate } from './pages/meal-planning.page';
import { DESKTOP, PHONE } from './pages/polish.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { brokenWords, describeBroken, pastTheRightEdge } from './support/word-breaks';

// Issue 24, point 2: a word of an ordinary length never breaks in the middle of its letters ("Greek
// yoghur/t", "CATEGO RY"), on every page, at both widths, with long and ordinary data side by side;
// only a token too long for any line (a pasted name with no spaces) may break.

/** 170 characters and not one space, as a family pasted it. */
const LONG = `Extra${'creamy'.repeat(27)}Yogurt`.slice(0, 170);
/** A long name of ordinary words. */
const LONG_WORDS = 'Organic unsweetened Greek yoghurt from the farmers market, family size';

async function seedKitchen(request: APIRequestContext, familyId: number) {
  const tag = Math.random().toString(36).slice(2, 8);
  await seedInventory(request, familyId, [
    {
      name: 'Greek yoghurt',
      quantity: '2',
      unit: 'pieces',
      category: 'Dairy',
      expirationDate: daysFromToday(2),
    },
    { name: 'Tomatoes', quantity: '6', unit: 'each', category: 'Produce', minStockLevel: '8' },
    {
      name: 'Dijon mustard',
      quantity: '1',
      unit: 'jars',
      category: 'Condiments',
      expirationDate: daysFromToday(90),
    },
    { name: 'Sparkling water', quantity: '12', unit: 'bottles', category: 'Beverages' },
    { name: LONG_WORDS, quantity: '1', unit: 'jars', category: 'Dairy', expirationDate: daysFromToday(-1) },
    { name: LONG, quantity: '1', unit: 'gallons', category: 'Condiments', minStockLevel: '3' },
  ]);
  await seedRecipe(request, familyId, {
    name: 'Grandmother’s slow-cooked Bolognese with fresh tagliatelle',
    description:
      'A Sunday favourite: the sauce simmers for three hours while everyone argues about the parmesan.',
    prepTime: 20,
    cookTime: 180,
    ingredients: [
      { name: 'Tomatoes', quantity: '6', unit: 'each' },
      { name: 'Greek yoghurt', quantity: '1', unit: 'cups' },
      { name: LONG_WORDS, quantity: '2', unit: 'tbsp' },
    ],
  });
  await seedRecipe(request, familyId, {
    name: LONG,
    ingredients: [{ name: LONG, quantity: '1', unit: 'cups' }],
  });
  await seedGroceryList(request, familyId, 'Weekly shop for the Saturday farmers market', [
    { name: 'Greek yoghurt', quantity: '2', unit: 'pieces', category: 'Dairy' },
    { name: 'Tomatoes', quantity: '6', unit: 'each', category: 'Produce' },
    { name: LONG, quantity: '1', unit: 'loaves', category: 'Bakery' },
  ]);
  const curry = await seedMealPlan(request, familyId, {
    name: 'Chickpea and spinach curry with homemade garlic naan',
    ingredients: [
      { name: 'Chickpeas', quantity: '2', unit: 'cans' },
      { name: 'Tomatoes', quantity: '4', unit: 'each' },
    ],
    prepTime: 15,
    cookTime: 40,
    instructions: 'Fry the onions until golden, then add the spices and simmer everything gently.',
  });
  const long = await seedMealPlan(request, familyId, {
    name: LONG,
    ingredients: [{ name: LONG, quantity: '1', unit: 'cups' }],
  });
  await seedPlannedMeal(request, familyId, {
    mealPlanId: curry.id,
    plannedDate: todayDate(),
    mealType: 'dinner',
  });
  await seedPlannedMeal(request, familyId, {
    mealPlanId: long.id,
    plannedDate: todayDate(),
    mealType: 'lunch',
  });
  await seedMember(request, familyId, {
    username: `christabella_${tag}`,
    firstName: 'Christabella',
    lastName: 'Montgomery',
    role: 3,
  });
}

/** Soft: one run names every page with a broken word, not only the first. */
async function expectNoBrokenWords(page: Page, where: string, within?: string) {
  const broken = await brokenWords(page, within);
  expect.soft(broken, `words broken in the middle on ${where}:\n${describeBroken(broken)}`).toEqual([]);
}

/** Each signed-in page with a text that shows once its data has arrived. */
const SIGNED_IN_PAGES: [string, string | RegExp][] = [
  ['/dashboard', 'Family activity'],
  ['/inventory', 'Greek yoghurt'],
  ['/meal-planning', 'Chickpea and spinach curry with homemade garlic naan'],
  ['/recipes', 'Grandmother’s slow-cooked Bolognese with fresh tagliatelle'],
  ['/grocery-lists', 'Weekly shop for the Saturday farmers market'],
  ['/scanner', 'Access Camera'],
  ['/family-profiles', 'Christabella Montgomery'],
  ['/test-setup', /API/],
  ['/settings', 'Settings'],
  ['/no-such-page', 'Page Not Found'],
];

const PUBLIC_PAGES = ['/', '/features', '/pricing', '/privacy', '/terms', '/support', '/auth'];

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`no ordinary word breaks across lines on a signed-in page (${at})`, async ({ page, api, snap }) => {
      test.setTimeout(120_000);
      const chef = await api.signedInHeadChef('word-breaks');
      await seedKitchen(page.request, chef.user.familyId!);

      for (const [path, ready] of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
        await expect(page.getByRole('main').getByLabel(/^Loading/)).toHaveCount(0);
        await snap(`word-breaks${path.replace(/[/?=]/g, '-')}-${at}`);
        await expectNoBrokenWords(page, path);
        // The other half of the rule: the long name does break, instead of running off the screen.
        expect.soft(await pastTheRightEdge(page), `wider than the window on ${path}`).toEqual([]);
      }

      // One list opened for shopping.
      await page.goto('/grocery-lists');
      await page.getByRole('main').getByText('Weekly shop for the Saturday farmers market').first().click();
      await expect(page.getByRole('main').getByText('Greek yoghurt').first()).toBeVisible();
      await snap(`word-breaks-shopping-${at}`);
      await expectNoBrokenWords(page, 'a list opened for shopping');
      expect.soft(await pastTheRightEdge(page), 'wider than the window when shopping').toEqual([]);
    });

    test(`no ordinary word breaks across lines in the dialogs (${at})`, async ({ page, api, snap }) => {
      test.setTimeout(90_000);
      const chef = await api.signedInHeadChef('word-breaks-dialogs');
      await seedKitchen(page.request, chef.user.familyId!);

      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.cardAction('Grandmother’s slow-cooked Bolognese with fresh tagliatelle', 'View').click();
      await expect(page.getByRole('dialog').getByText('Greek yoghurt').first()).toBeVisible();
      await snap(`word-breaks-recipe-dialog-${at}`);
      await expectNoBrokenWords(page, 'the recipe dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.goto('/inventory');
      await page.getByRole('button', { name: `Edit ${LONG_WORDS}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Item' });
      await expect(edit).toBeVisible();
      await expectNoBrokenWords(page, 'Edit Item', '[role="dialog"]');
      for (const tab of ['Batches', 'History']) {
        await edit.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(edit.getByRole('tabpanel')).toBeVisible();
        await snap(`word-breaks-edit-item-${tab.toLowerCase()}-${at}`);
        await expectNoBrokenWords(page, `Edit Item, ${tab}`, '[role="dialog"]');
      }
    });

    test(`no ordinary word breaks across lines on profile setup (${at})`, async ({ page, api, snap }) => {
      await api.signedInWithoutFamily('word-breaks-setup');
      await page.goto('/profile-setup');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await snap(`word-breaks-profile-setup-${at}`);
      await expectNoBrokenWords(page, '/profile-setup');
    });

    test(`no ordinary word breaks across lines on a public page (${at})`, async ({ page, snap }) => {
      test.setTimeout(60_000);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await snap(`word-breaks-public${path.replace(/\//g, '-')}-${at}`);
        await expectNoBrokenWords(page, path);
      }
    });
  });
}
