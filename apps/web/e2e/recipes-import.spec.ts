import { expect, test } from './fixtures';
import { type RecipePageServer, readRecipePage, startRecipePageServer } from './pages/recipe-page-server';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';

// The API server fetches these pages from 127.0.0.1: it must run with ALLOW_PRIVATE_FETCH=1.
const ORZO = readRecipePage('dev004'); // 'Orzo Rice', JSON-LD: 6 servings, 3 + 22 min
const GARLIC_CHICKEN = readRecipePage('dev046'); // 'Easy Garlic Chicken', JSON-LD
const NO_RECIPE =
  '<!doctype html><html><head><title>About us</title></head><body><p>Hello.</p></body></html>';
/** A small JSON-LD recipe with a line without an amount and lines with a preparation note. */
const GARLIC_SOUP = `<!doctype html><html><head><title>Garlic Soup</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Garlic Soup',
  recipeYield: '2 servings',
  recipeIngredient: ['2 cloves garlic, minced', '1 cup water', 'Salt to taste'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer everything.' }],
})}</script></head><body><h1>Garlic Soup</h1></body></html>`;

let site: RecipePageServer;
test.beforeAll(async () => {
  site = await startRecipePageServer({
    '/orzo-rice': ORZO,
    '/about': NO_RECIPE,
    '/garlic-soup': GARLIC_SOUP,
  });
});
test.afterAll(() => site?.close());

test('importing from a web address fills the create form, and saving adds the recipe', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('import-url');
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.button('Import from Web').click();
  const dialog = recipes.dialog('Import from Web');
  const address = dialog.getByLabel('Recipe page address');

  await address.fill('ftp://example.com/recipe');
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(toastWithTitle(page, 'Invalid URL')).toContainText(
    'Please enter a valid URL starting with http or https',
  );

  await address.fill(site.url('/about'));
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(toastWithTitle(page, 'No recipe found')).toContainText(
    'Could not extract recipe data from this URL.',
  );

  await address.fill(site.url('/orzo-rice'));
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe extracted!')).toBeVisible();
  const form = recipes.dialog('Create New Recipe');
  await expect(form.getByLabel('Recipe name')).toHaveValue(/Orzo Rice/);
  await expect(form.getByLabel('Servings')).toHaveValue('6');
  await expect(form.getByLabel('Source', { exact: true })).toHaveValue(site.url('/orzo-rice'));
  await expect(form.getByTestId('ingredient-row')).toHaveCount(4);
  await snap('recipes-import-prefilled');
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe created')).toBeVisible();

  const name = (await recipes.cards.first().getByRole('heading').textContent())!.trim();
  expect(name).toMatch(/Orzo Rice/);
  await expect(recipes.card(name)).toContainText('6 servings');
  await recipes.cardAction(name, 'View').click();
  await expect(recipes.ingredientLines(recipes.dialog(name))).toContainText([/1\/2 cup\s*orzo/i]);
  await snap('recipes-import-saved');
});

test("an imported line without an amount is saved 'to taste', and notes stay with the name", async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('import-to-taste');
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.button('Import from Web').click();
  const dialog = recipes.dialog('Import from Web');
  await dialog.getByLabel('Recipe page address').fill(site.url('/garlic-soup'));
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe extracted!')).toBeVisible();

  const form = recipes.dialog('Create New Recipe');
  await expect(form.getByLabel('Ingredient 1 name')).toHaveValue('garlic, minced');
  await expect(form.getByLabel('Ingredient 3 name')).toHaveValue('Salt');
  await expect(form.getByLabel('Ingredient 3 quantity')).toHaveValue('');
  await expect(form.getByLabel('Ingredient 3 unit')).toHaveValue('');
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe created')).toBeVisible();

  await recipes.cardAction('Garlic Soup', 'View').click();
  await expect(recipes.ingredientLines(recipes.dialog('Garlic Soup'))).toHaveText([
    /^2 cloves\s*garlic, minced$/,
    /^1 cup\s*water\s*about 120g$/,
    /^to taste\s*Salt$/,
  ]);
});

test('importing from pasted page HTML fills the create form', async ({ page, api, snap }) => {
  await api.signedInHeadChef('import-html');
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.button('Import from Web').click();
  const dialog = recipes.dialog('Import from Web');
  await dialog.getByRole('tab', { name: 'Paste page HTML' }).click();
  await dialog.getByRole('textbox', { name: 'Page HTML', exact: true }).fill(GARLIC_CHICKEN);
  await dialog.getByLabel('Page address (optional)').fill('https://www.example.com/easy-garlic-chicken');
  await snap('recipes-import-paste');
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe extracted!')).toBeVisible();
  const form = recipes.dialog('Create New Recipe');
  await expect(form.getByLabel('Recipe name')).toHaveValue(/Garlic Chicken/i);
  await expect(form.getByLabel('Source', { exact: true })).toHaveValue(
    'https://www.example.com/easy-garlic-chicken',
  );
  await expect(form.getByTestId('ingredient-row')).toHaveCount(5);
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toastWithTitle(page, 'Recipe created')).toBeVisible();
  await expect(recipes.cards).toHaveCount(1);
});

test('update from source shows what changed and saves only after confirming', async ({ page, api, snap }) => {
  const chef = await api.signedInHeadChef('import-refresh');
  site.set('/orzo-again', ORZO);
  const saved = await seedRecipe(page.request, chef.user.familyId!, {
    name: 'Orzo Rice',
    servings: 2,
    source: site.url('/orzo-again'),
    sourceName: 'Family notes',
    ingredients: [{ name: 'butter', quantity: '2', unit: 'tbsp' }],
  });
  const recipes = new RecipesPageModel(page);
  await recipes.goto();
  await recipes.cardAction(saved.name, 'View').click();
  const detail = recipes.dialog(saved.name);
  await detail.getByRole('button', { name: 'Update from Source' }).click();

  const review = recipes.dialog('Update from Source');
  const changes = review.getByRole('list', { name: 'What changed' });
  await expect(changes).toContainText('Servings');
  await expect(changes).toContainText(/Added:\s*.*orzo/i);
  await expect(changes).toContainText(/Removed:\s*2 tbsp butter/i);
  await snap('recipes-update-from-source-review');
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
  const unchanged = await (await page.request.get(`/api/recipes/${saved.id}`)).json();
  expect(unchanged.data.servings, 'nothing is saved on cancel').toBe(2);

  await detail.getByRole('button', { name: 'Update from Source' }).click();
  await review.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWithTitle(page, 'Recipe updated')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(recipes.ingredientLines(detail)).toHaveCount(4);
  expect((await (await page.request.get(`/api/recipes/${saved.id}`)).json()).data.servings).toBe(6);

  site.set('/orzo-again', NO_RECIPE);
  await detail.getByRole('button', { name: 'Update from Source' }).click();
  await expect(toastWithTitle(page, 'Update failed')).toContainText(
    'Could not extract updated recipe data from this URL.',
  );
});
