import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { archiveRecipe, RecipesPageModel, seedRecipe } from './pages/recipes.page';

// Issue 24: finding a recipe among hundreds, at desktop and phone width.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SHOTS = '/work/shots/search';
const cup = (name: string) => ({ name, quantity: '1', unit: 'cups' });

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('searches by name, ingredient and typo; the address keeps the search through reload and back; filters; clear', async ({
      page,
      api,
    }) => {
      test.slow();
      const chef = await api.signedInHeadChef(`search-${width}`);
      const familyId = chef.user.familyId!;
      await seedRecipe(page.request, familyId, {
        name: 'Red Lentil Soup',
        prepTime: 10,
        cookTime: 25,
        ingredients: [cup('red lentils'), cup('vegetable stock')],
        tags: ['Soup', 'Vegetarian'],
      });
      await seedRecipe(page.request, familyId, {
        name: 'Chicken Curry',
        prepTime: 20,
        cookTime: 60,
        ingredients: [cup('chicken thighs'), cup('fresh coriander')],
        tags: ['Indian'],
        sourceName: 'BBC Good Food',
      });
      await seedRecipe(page.request, familyId, { name: 'Buttermilk Pancakes', ingredients: [cup('flour')] });
      const old = await seedRecipe(page.request, familyId, { name: 'Lentil Bake (old)' });
      await archiveRecipe(page.request, old.id);

      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await expect(recipes.cards).toHaveCount(3);
      const box = page.getByRole('searchbox', { name: 'Search recipes' });
      await expect(page.getByRole('search', { name: 'Search recipes' })).toBeVisible();

      // Typing waits for a pause, then the address and the grid follow.
      await box.click();
      await box.pressSequentially('lentl', { delay: 30 });
      await expect(page).toHaveURL(/\/recipes\?q=lentl$/);
      await expect(recipes.cards).toHaveCount(1);
      await expect(recipes.cards.first()).toContainText('Red Lentil Soup');
      await expect(page.getByRole('status').filter({ hasText: '1 recipe found' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${width}-typo-search.png` });

      // A reload shows the same search, words in the box.
      await page.reload();
      await expect(box).toHaveValue('lentl');
      await expect(recipes.cards).toHaveCount(1);

      // An ingredient; then back returns to the search before it, forward again.
      await box.fill('coriander');
      await expect(page).toHaveURL(/q=coriander/);
      await expect(recipes.cards).toHaveCount(1);
      await expect(recipes.cards.first()).toContainText('Chicken Curry');
      await page.getByLabel('Time').selectOption('30');
      await expect(page).toHaveURL(/maxMinutes=30/);
      await expect(page.getByRole('heading', { name: 'No recipes match your search' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${width}-no-match.png` });
      await page.goBack();
      await expect(page).toHaveURL(/\/recipes\?q=coriander$/);
      await expect(page.getByLabel('Time')).toHaveValue('');
      await expect(recipes.cards).toHaveCount(1);
      await page.goBack();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(box).toHaveValue('');
      await expect(recipes.cards).toHaveCount(3);
      await page.goForward();
      await expect(box).toHaveValue('coriander');
      await expect(recipes.cards).toHaveCount(1);

      // The empty state's way out clears words and filters.
      await page.goto('/recipes?q=coriander&maxMinutes=30');
      await expect(page.getByRole('heading', { name: 'No recipes match your search' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear search', exact: true }).click();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(box).toHaveValue('');
      await expect(recipes.cards).toHaveCount(3);

      // A tag from an import, and the order.
      await page.getByLabel('Tag').selectOption({ label: 'Indian (1)' });
      await expect(page).toHaveURL(/tag=Indian/);
      await expect(recipes.cards).toHaveCount(1);
      await page.getByLabel('Tag').selectOption('');
      await page.getByLabel('Sort by').selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      await expect(recipes.cards.first()).toContainText('Buttermilk Pancakes');
      await expect(recipes.cards.nth(2)).toContainText('Red Lentil Soup');

      // The archive searches its own recipes (spec: archived=true still works).
      await page.goto('/recipes?archived=true&q=lentil');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archived Recipes');
      await expect(box).toHaveValue('lentil');
      await expect(recipes.cards).toHaveCount(1);
      await expect(recipes.cards.first()).toContainText('Lentil Bake (old)');

      // Escape clears the words from the keyboard.
      await page.goto('/recipes?q=soup');
      await expect(recipes.cards).toHaveCount(1);
      await box.focus();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(recipes.cards).toHaveCount(3);

      await page.goto('/recipes?q=curry&cookable=false&maxMinutes=90');
      await expect(recipes.cards).toHaveCount(1);
      const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
      // Nothing of the search bar sticks out of a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${width}-filters.png`, fullPage: true });
    });
  });
}
