import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';

// Issue 28: a family adds a heading between ingredient rows ('For the dough'); the recipe's view shows
// the lines under their headings. Desktop and phone width; the heading moves with buttons (keyboard).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SHOTS = '/work/shots/groups';

async function seriousViolations(page: Page, scope: string) {
  return (await new AxeBuilder({ page }).include(scope).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const noWiderThanTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

for (const [width, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('a heading added between ingredient rows shows over its lines in the recipe', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`groups-form-${width}`);
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.button('New Recipe').first().click();
      const form = recipes.dialog('Create New Recipe');
      await recipes.fillForm(form, {
        name: 'Apple pie',
        ingredients: [
          { name: 'Salt', quantity: '1', unit: 'tsp' },
          { name: 'Flour', quantity: '2', unit: 'cups' },
          { name: 'Apples', quantity: '6', unit: 'each' },
        ],
      });

      // 'Add Heading' puts a heading row at the end, with the cursor in it.
      await form.getByRole('button', { name: 'Add Heading' }).click();
      const heading = form.getByLabel('Heading 1', { exact: true });
      await expect(heading).toBeFocused();
      await heading.fill('For the filling');
      // With nothing under it, it says so and nothing is saved.
      await form.getByRole('button', { name: 'Create Recipe' }).click();
      await expect(form.getByText('Add an ingredient under this heading')).toBeVisible();

      // Moved up with the keyboard: between Flour and Apples.
      const up = form.getByRole('button', { name: 'Move heading 1 up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(form.getByText('Add an ingredient under this heading')).toBeHidden();
      // A second heading over Salt and Flour, moved to the top.
      await form.getByRole('button', { name: 'Add Heading' }).click();
      await form.getByLabel('Heading 2', { exact: true }).fill('For the dough');
      // The focus stays on the moving heading's button (its number changes once it passes the other).
      await form.getByRole('button', { name: 'Move heading 2 up' }).focus();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Enter');
        // At the top its up arrow is off, and the focus is on its down arrow.
        await expect(page.locator(':focus')).toHaveAttribute('data-move', i < 3 ? 'up' : 'down');
      }
      await expect(form.getByRole('button', { name: 'Move heading 1 up' })).toBeDisabled();
      await expect(form.getByLabel('Heading 1', { exact: true })).toHaveValue('For the dough');
      await expect(form.getByLabel('Heading 2', { exact: true })).toHaveValue('For the filling');
      // The ingredient rows keep their numbers whatever the headings between them.
      await expect(form.getByLabel('Ingredient 3 name')).toHaveValue('Apples');
      await noWiderThanTheScreen(page);
      expect(await seriousViolations(page, '[role="dialog"]'), 'the recipe form').toEqual([]);
      await form.getByTestId('ingredient-heading-row').first().scrollIntoViewIfNeeded();
      await shot(page, `form-${width}`);
      await form.getByRole('button', { name: 'Create Recipe' }).click();
      await expect(toastWithTitle(page, 'Recipe created')).toBeVisible();
      await expect(form).toBeHidden();

      await recipes.cardAction('Apple pie', 'View').click();
      const detail = recipes.dialog('Apple pie');
      const groups = detail.getByTestId('ingredient-group');
      await expect(groups).toHaveCount(2);
      await expect(groups.nth(0).getByRole('heading', { name: 'For the dough' })).toBeVisible();
      await expect(groups.nth(0).getByTestId('ingredient')).toHaveText([/Salt/, /Flour/]);
      await expect(groups.nth(1).getByRole('heading', { name: 'For the filling' })).toBeVisible();
      await expect(groups.nth(1).getByTestId('ingredient')).toHaveText([/6 each\s*Apples/]);
      await noWiderThanTheScreen(page);
      expect(await seriousViolations(page, '[role="dialog"]'), 'the recipe view').toEqual([]);
      await groups.nth(0).scrollIntoViewIfNeeded();
      await shot(page, `view-${width}`);

      // Editing shows the headings as rows again; removing one leaves its lines without it.
      await detail.getByRole('button', { name: 'Edit Recipe' }).click();
      const edit = recipes.dialog('Edit Recipe');
      await expect(edit.getByTestId('ingredient-heading-row')).toHaveCount(2);
      await expect(edit.getByLabel('Heading 2', { exact: true })).toHaveValue('For the filling');
      await edit.getByRole('button', { name: 'Remove heading 1' }).click();
      await edit.getByRole('button', { name: 'Update Recipe' }).click();
      await expect(toastWithTitle(page, 'Recipe updated')).toBeVisible();
      const saved = await page.request.get(`/api/families/${chef.user.familyId}/recipes`);
      const [pie] = ((await saved.json()) as { data: { ingredients: { name: string; group?: string }[] }[] })
        .data;
      expect(pie!.ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
        ['Salt', null],
        ['Flour', null],
        ['Apples', 'For the filling'],
      ]);
    });

    test('a recipe without headings still reads as one plain list', async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`groups-plain-${width}`);
      await seedRecipe(page.request, chef.user.familyId!, {
        name: 'Toast',
        ingredients: [
          { name: 'Bread', quantity: '2', unit: 'each' },
          { name: 'Butter', quantity: '1', unit: 'tbsp' },
        ],
      });
      const recipes = new RecipesPageModel(page);
      await recipes.goto();
      await recipes.cardAction('Toast', 'View').click();
      const detail = recipes.dialog('Toast');
      await expect(detail.getByTestId('ingredient')).toHaveCount(2);
      await expect(detail.getByTestId('ingredient-group')).toHaveCount(0);
    });
  });
}
