import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import {
  addMemberWithPassword,
  archiveRecipe,
  RecipesPageModel,
  seedRecipe,
  switchUser,
} from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';
import { atPath } from './support/urls';

const PANCAKES = {
  name: 'Buttermilk Pancakes',
  description: 'Fluffy Sunday pancakes',
  servings: 4,
  prepTime: 10,
  cookTime: 20,
  instructions: 'Whisk the dry ingredients.\nBeat in the buttermilk.\nFry until golden.',
  source: 'https://www.example.com/pancakes',
  ingredients: [
    { name: 'Buttermilk', quantity: '0.333', unit: 'cups' },
    { name: 'Flour', quantity: '1.5', unit: 'cups' },
    { name: 'Sugar', quantity: '0.125', unit: 'cups' },
    { name: 'Eggs', quantity: '2', unit: 'each' },
    { name: 'Butter', quantity: '2.5', unit: 'lbs' },
  ],
};

test('a Head Chef creates a recipe through the form and finds it in the grid', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('recipes-create');
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await expect(recipes.heading).toHaveText('Family Recipes');
  await expect(page.getByText('No recipes yet')).toBeVisible();
  await expect(page.getByText('Create your first recipe to get started')).toBeVisible();
  await expect(recipes.bulkBar, 'hidden while there are no recipes').toHaveCount(0);

  await recipes.button('New Recipe').first().click();
  const form = recipes.dialog('Create New Recipe');
  await expect(form.getByLabel('Ingredient 1 unit')).toHaveValue('cups');
  await expect(form.getByLabel('Ingredient 1 quantity')).toHaveValue('1');
  await expect(form.getByLabel('Servings')).toHaveValue('4');
  await expect(
    form.getByRole('button', { name: /Remove ingredient/ }),
    'one row cannot be removed',
  ).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(form.getByText('Recipe name is required')).toBeVisible();
  await expect(form.getByText('Ingredient name is required')).toBeVisible();

  await form.getByLabel('Servings').fill('');
  await recipes.fillForm(form, {
    name: 'Tomato Soup',
    description: 'Warming and quick',
    prepTime: '',
    cookTime: '25',
    instructions: 'Simmer.\nBlend.',
    source: "Grandma's notebook",
    ingredients: [
      { name: 'Tomatoes', quantity: '2', unit: 'lbs' },
      { name: 'Cream', quantity: '0.5', unit: 'cups' },
    ],
  });
  await expect(form.getByRole('button', { name: /Remove ingredient/ })).toHaveCount(2);
  await snap('recipes-create-form');
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe created')).toBeVisible();
  await expect(form).toBeHidden();

  const card = recipes.card('Tomato Soup');
  await expect(card).toContainText('Warming and quick');
  await expect(card, 'blank servings fall back to 1').toContainText('1 serving');
  await expect(card, 'blank prep falls back to 0: total is the cook time').toContainText('25 min');
  await expect(card.getByText('Recipe', { exact: true })).toBeVisible();
  await expect(card).toContainText("Grandma's notebook");
  await snap('recipes-created');
});

test('the detail dialog shows fractions, approximate weights and the web source', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('recipes-view');
  await seedRecipe(page.request, chef.user.familyId!, PANCAKES);
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await expect(recipes.card(PANCAKES.name)).toContainText('30 min');
  await expect(recipes.card(PANCAKES.name), "a web source without a name reads 'Web Recipe'").toContainText(
    'Web Recipe',
  );

  await recipes.cardAction(PANCAKES.name, 'View').click();
  const detail = recipes.dialog(PANCAKES.name);
  await expect(detail).toContainText('Fluffy Sunday pancakes');
  await expect(detail).toContainText('10 min');
  await expect(detail).toContainText('20 min');
  const lines = recipes.ingredientLines(detail);
  await expect(lines).toHaveText([
    /^1\/3 cup\s*Buttermilk\s*about 40g$/,
    /^1 1\/2 cups\s*Flour\s*about 180g$/,
    /^1\/8 cup\s*Sugar\s*about 15g$/,
    /^2 each\s*Eggs$/,
    /^2 1\/2 lbs\s*Butter\s*about 1\.1kg$/,
  ]);
  await expect(detail.getByRole('listitem').filter({ hasText: 'Beat in the buttermilk.' })).toBeVisible();
  await expect(detail.getByRole('link', { name: /example\.com\/pancakes/ })).toHaveAttribute(
    'href',
    PANCAKES.source,
  );
  await expect(detail.getByRole('button', { name: 'Update from Source' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit Recipe' })).toBeVisible();
  await snap('recipes-detail');
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(detail).toBeHidden();
});

test('editing a recipe changes its card and keeps the ingredient order', async ({ page, api }) => {
  const chef = await api.signedInHeadChef('recipes-edit');
  await seedRecipe(page.request, chef.user.familyId!, PANCAKES);
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.cardAction(PANCAKES.name, 'Edit').click();
  const form = recipes.dialog('Edit Recipe');
  await expect(form.getByLabel('Recipe name')).toHaveValue(PANCAKES.name);
  await expect(form.getByLabel('Ingredient 2 name')).toHaveValue('Flour');
  await form.getByRole('button', { name: 'Remove ingredient 1' }).click();
  await recipes.fillForm(form, { name: 'Oat Pancakes', servings: '6' });
  await form.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe updated')).toBeVisible();
  await expect(recipes.card('Oat Pancakes')).toContainText('6 servings');
  await expect(recipes.card(PANCAKES.name)).toHaveCount(0);

  await recipes.cardAction('Oat Pancakes', 'View').click();
  await expect(recipes.ingredientLines(recipes.dialog('Oat Pancakes')).first()).toContainText('Flour');
});

test('archiving moves a recipe to the archive view and restoring brings it back', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('recipes-archive');
  await seedRecipe(page.request, chef.user.familyId!, { name: 'Lentil Stew' });
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.cardAction('Lentil Stew', 'Archive').click();
  await expect(toastWithTitle(page, 'Recipe archived')).toBeVisible();
  await expect(recipes.card('Lentil Stew')).toHaveCount(0);

  const shell = new AppShellModel(page);
  await shell.accountMenuButton.click();
  await expect(page.getByRole('menuitem', { name: /Archived Recipes/ })).toContainText('1');
  await page.keyboard.press('Escape');

  await recipes.button('Show Archive').click();
  await expect(page).toHaveURL(/\/recipes\?archived=true$/);
  await expect(recipes.heading).toHaveText('Archived Recipes');
  await expect(recipes.cardAction('Lentil Stew', 'Edit'), 'no edit in the archive').toHaveCount(0);
  await snap('recipes-archive-view');
  await recipes.cardAction('Lentil Stew', 'Restore').click();
  await expect(toastWithTitle(page, 'Recipe restored')).toBeVisible();
  await expect(recipes.card('Lentil Stew')).toHaveCount(0);

  await recipes.button('Show Active').click();
  await expect(page).toHaveURL(atPath('/recipes'));
  await expect(recipes.heading).toHaveText('Family Recipes');
  await expect(recipes.card('Lentil Stew')).toBeVisible();
});

test('bulk archive, then bulk and single permanent delete after confirmation', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('recipes-bulk');
  for (const name of ['Bulk One', 'Bulk Two', 'Bulk Three', 'Bulk Four'])
    await seedRecipe(page.request, chef.user.familyId!, { name });
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await expect(recipes.bulkBar).toContainText('0 of 4 selected');
  await recipes.cardCheckbox('Bulk One').check();
  await expect(recipes.bulkBar).toContainText('1 of 4 selected');
  await recipes.bulkButton('Clear selection').click();
  await expect(recipes.bulkBar).toContainText('0 of 4 selected');

  await recipes.selectAll.check();
  await expect(recipes.bulkBar).toContainText('Deselect all');
  await expect(recipes.bulkBar).toContainText('4 of 4 selected');
  await snap('recipes-bulk-selected');
  await recipes.bulkButton('Archive (4)').click();
  await expect(toastWithTitle(page, 'Recipes archived')).toContainText('4 recipes archived');
  await expect(page.getByText('No recipes yet')).toBeVisible();

  await recipes.button('Show Archive').click();
  await expect(recipes.cards).toHaveCount(4);
  await recipes.cardCheckbox('Bulk One').check();
  await recipes.cardCheckbox('Bulk Two').check();
  await recipes.cardCheckbox('Bulk Three').check();
  await recipes.bulkButton('Delete (3)').click();
  await expect(recipes.confirm).toContainText(
    'Are you sure you want to permanently delete 3 recipes? This action cannot be undone.',
  );
  await snap('recipes-bulk-delete-confirm');
  await recipes.confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toastWithTitle(page, 'Recipes deleted')).toContainText('3 recipes deleted');
  await expect(recipes.cards).toHaveCount(1);
  await expect(recipes.bulkBar).toContainText('0 of 1 selected');

  await recipes.cardAction('Bulk Four', 'Delete').click();
  await expect(recipes.confirm).toContainText(
    'Are you sure you want to permanently delete this recipe? This action cannot be undone.',
  );
  await recipes.confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(recipes.cards).toHaveCount(1);
  await recipes.cardAction('Bulk Four', 'Delete').click();
  await recipes.confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toastWithTitle(page, 'Recipe deleted')).toBeVisible();
  await expect(page.getByText('No archived recipes')).toBeVisible();
  await expect(recipes.bulkBar).toHaveCount(0);
});

test('the selection clears when switching between the active and archive views', async ({ page, api }) => {
  const chef = await api.signedInHeadChef('recipes-select');
  const old = await seedRecipe(page.request, chef.user.familyId!, { name: 'Old Favourite' });
  await archiveRecipe(page.request, old.id);
  await seedRecipe(page.request, chef.user.familyId!, { name: 'New Favourite' });
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.selectAll.check();
  await expect(recipes.bulkBar).toContainText('1 of 1 selected');
  await recipes.button('Show Archive').click();
  await expect(recipes.card('Old Favourite')).toBeVisible();
  await expect(recipes.bulkBar).toContainText('0 of 1 selected');
  await recipes.button('Show Active').click();
  await expect(recipes.bulkBar).toContainText('0 of 1 selected');
});

test('a Kitchen Helper can only view recipes and a Cook cannot delete one permanently', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('recipes-roles');
  const familyId = chef.user.familyId!;
  await seedRecipe(page.request, familyId, PANCAKES);
  const old = await seedRecipe(page.request, familyId, { name: 'Old Casserole' });
  await archiveRecipe(page.request, old.id);
  const helper = await addMemberWithPassword(page.request, familyId, 4);
  const cook = await addMemberWithPassword(page.request, familyId, 3);

  await switchUser(page.request, helper);
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await expect(recipes.card(PANCAKES.name)).toBeVisible();
  for (const name of ['New Recipe', 'Import from Web']) await expect(recipes.button(name)).toHaveCount(0);
  await expect(recipes.bulkBar).toHaveCount(0);
  await expect(recipes.card(PANCAKES.name).getByRole('checkbox')).toHaveCount(0);
  await expect(recipes.cardAction(PANCAKES.name, 'Edit')).toHaveCount(0);
  await expect(recipes.cardAction(PANCAKES.name, 'Archive')).toHaveCount(0);
  await recipes.cardAction(PANCAKES.name, 'View').click();
  const detail = recipes.dialog(PANCAKES.name);
  await expect(recipes.ingredientLines(detail)).toHaveCount(PANCAKES.ingredients.length);
  await expect(detail.getByRole('button', { name: 'Edit Recipe' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Update from Source' })).toHaveCount(0);
  await snap('recipes-helper-view-only');
  await page.keyboard.press('Escape');
  await recipes.goto(true);
  await expect(recipes.card('Old Casserole')).toBeVisible();
  await expect(recipes.cardAction('Old Casserole', 'Restore')).toHaveCount(0);

  await switchUser(page.request, cook);
  await recipes.goto(true);
  await expect(recipes.cardAction('Old Casserole', 'Restore')).toBeVisible();
  await expect(recipes.cardAction('Old Casserole', 'Delete')).toHaveCount(0);
  await expect(recipes.bulkButton(/^Restore/)).toBeVisible();
  await expect(recipes.bulkButton(/^Delete/)).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the grid, the detail sheet and the form fit the screen', async ({ page, api, snap }) => {
    const chef = await api.signedInHeadChef('recipes-phone');
    await seedRecipe(page.request, chef.user.familyId!, PANCAKES);
    await seedRecipe(page.request, chef.user.familyId!, { name: 'Green Smoothie', servings: 2 });
    const recipes = new RecipesPageModel(page);
    await recipes.goto();
    await expect(recipes.cards).toHaveCount(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
    await snap('recipes-phone-grid');
    await recipes.cardAction(PANCAKES.name, 'View').click();
    await expect(recipes.ingredientLines(recipes.dialog(PANCAKES.name)).first()).toContainText(
      /1\/3 cup\s*Buttermilk/,
    );
    await snap('recipes-phone-detail');
    await recipes.dialog(PANCAKES.name).getByRole('button', { name: 'Edit Recipe' }).click();
    await expect(recipes.dialog('Edit Recipe').getByLabel('Recipe name')).toHaveValue(PANCAKES.name);
    await snap('recipes-phone-edit');
  });
});
