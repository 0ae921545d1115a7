import { recipeImportErrors, recipeImportMessages } from '@kitching/contracts';
import { expect, test } from './fixtures';
import { type RecipePageServer, readRecipePage, startRecipePageServer } from './pages/recipe-page-server';
import { RecipesPageModel } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';

// dev001: a Chinese page (xiachufang.com): '250克 奶油奶酪', ten steps numbered inline '1.… 10.… 11. 12.'.
const BASQUE = readRecipePage('dev001');

let site: RecipePageServer;
test.beforeAll(async () => {
  site = await startRecipePageServer({ '/basque': BASQUE });
});
test.afterAll(() => site?.close());

for (const width of [1280, 390]) {
  test(`without internet on the server, the import says so and offers pasting the HTML (${width} px)`, async ({
    page,
    api,
    snap,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await api.signedInHeadChef(`truth-offline-${width}`);
    // The server's answer when it has no network (outbound.test.ts proves it answers this with
    // EAI_AGAIN, ENETUNREACH, or no name resolving): played here, since the test server is online.
    await page.route('**/api/smart-add/analyze-url', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: recipeImportErrors.offline, message: recipeImportMessages.offline.message },
        }),
      }),
    );
    const recipes = new RecipesPageModel(page);
    await recipes.goto();
    await recipes.button('Import from Web').click();
    const dialog = recipes.dialog('Import from Web');
    await dialog.getByLabel('Recipe page address').fill(site.url('/basque'));
    await dialog.getByRole('button', { name: 'Extract Recipe' }).click();

    const notice = dialog.getByTestId('import-offline');
    await expect(notice).toContainText(
      "Kitching could not reach the internet from the server. Check its connection, or paste the page's HTML instead.",
    );
    await expect(dialog).not.toContainText('We could not find that site');
    // Said once, in the dialog: no toast over the 'Paste the page's HTML' button.
    await expect(toastWithTitle(page, recipeImportMessages.offline.title)).toHaveCount(0);
    await snap(`truth-import-offline-${width}`);

    await notice.getByRole('button', { name: "Paste the page's HTML" }).click();
    await expect(dialog.getByRole('tab', { name: 'Paste page HTML' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabel('Page address (optional)')).toHaveValue(site.url('/basque'));
    await dialog.getByRole('textbox', { name: 'Page HTML' }).fill(BASQUE);
    await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
    await expect(toastWithTitle(page, 'Recipe extracted!')).toBeVisible();
    const form = recipes.dialog('Create New Recipe');
    await expect(form.getByLabel('Recipe name')).toHaveValue('蓝莓慕斯巴斯克');
  });
}

test('a Chinese recipe page imports with its units (250克 → 250 g) and one step per number', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('truth-import-chinese');
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.button('Import from Web').click();
  const dialog = recipes.dialog('Import from Web');
  await dialog.getByLabel('Recipe page address').fill(site.url('/basque'));
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  const form = recipes.dialog('Create New Recipe');
  await expect(form.getByLabel('Ingredient 1 name')).toHaveValue('奶油奶酪');
  await expect(form.getByLabel('Ingredient 1 quantity')).toHaveValue('250');
  await expect(form.getByLabel('Ingredient 1 unit')).toHaveValue('g');
  await expect(form.getByLabel('Ingredient 3 name')).toHaveValue('鸡蛋');
  const steps = (await form.getByLabel('Instructions', { exact: true }).inputValue()).split('\n');
  expect(steps).toHaveLength(10);
  expect(steps[0]).toBe(
    '奶油奶酪软化，加入糖粉搅拌均匀，再分次加入鸡蛋液搅拌均匀，再加入淡奶油和玉米淀粉搅拌均匀',
  );
  expect(steps.at(-1)).toBe('装饰几颗蓝莓🫐');
  await snap('truth-import-chinese');
});
