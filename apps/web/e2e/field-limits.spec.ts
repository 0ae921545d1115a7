import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { FamilyProfilesPageModel } from './pages/family-profiles.page';
import { GroceryPageModel } from './pages/grocery.page';
import { ProfileSetupPageModel } from './pages/profile-setup.page';

// Issue 24, point 8: every text input stops at its schema's limit, and the API answers a longer value
// with the field's sentence (never 'Too big: expected string to have <=100 characters').

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Empties the input, types a few characters past `limit` and expects it to hold exactly `limit`. */
async function typePast(input: Locator, limit: number) {
  await input.fill('');
  await input.click();
  await input.pressSequentially('a'.repeat(limit + 5));
  await expect(input).toHaveValue('a'.repeat(limit));
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('profile setup: typing stops at each limit; the API refuses a longer family name with the sentence', async ({
      page,
      api,
      snap,
    }) => {
      await api.signedInWithoutFamily(`limits-${width}`);
      await page.goto('/profile-setup');
      const setup = new ProfileSetupPageModel(page);
      await typePast(setup.field('Family name'), 100);
      await typePast(setup.field('First name'), 60);
      await typePast(setup.field('Username'), 40);
      await setup.field('Family name').scrollIntoViewIfNeeded();
      await snap(`issue24-limits-profile-setup-${width}`);

      const res = await page.request.post('/api/families', {
        data: { name: 'F'.repeat(101), familySize: '2' },
      });
      expect(res.status()).toBe(400);
      const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.message).toBe('Family name must be 100 characters or fewer.');
      expect(body.error.fields.name).toBe('Family name must be 100 characters or fewer.');
    });

    test("the family's name, a new grocery list's name and a recipe's name stop at their limits", async ({
      page,
      api,
      snap,
    }) => {
      await api.signedInHeadChef(`limits-chef-${width}`);
      const family = new FamilyProfilesPageModel(page);
      await family.goto();
      await family.editFamilyNameButton.click();
      await typePast(family.dialog('Edit Family Name').getByLabel('Family name', { exact: true }), 100);
      await snap(`issue24-limits-family-name-${width}`);
      await page.keyboard.press('Escape');
      // Closing a dialog steps its history entry back: navigate only once that has happened.
      await expect(family.dialog('Edit Family Name')).toBeHidden();

      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      await grocery.newListButton.click();
      await typePast(grocery.dialog('New List').getByRole('textbox').first(), 100);
      await page.keyboard.press('Escape');
      await expect(grocery.dialog('New List')).toBeHidden();

      await page.goto('/recipes');
      await page.getByRole('main').getByRole('button', { name: 'New Recipe' }).first().click();
      const recipe = page.getByRole('dialog', { name: 'Create New Recipe' });
      await typePast(recipe.getByLabel('Recipe name', { exact: true }), 200);
      await typePast(recipe.getByLabel('Ingredient 1 quantity', { exact: true }), 40);
      await snap(`issue24-limits-recipe-${width}`);
    });
  });
}
