import { INGREDIENT_QUANTITY_MESSAGE } from '@kitching/contracts';
import { expect, test } from './fixtures';
import { RecipesPageModel } from './pages/recipes.page';

/** Issue 16: a quantity of 'abc' or '-2' was saved ('abc cups Flour'); the form now says why not. */
for (const width of [1280, 390]) {
  test(`the recipe form refuses the quantities 'abc' and '-2' with the message under the field (${width} px)`, async ({
    page,
    api,
    snap,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await api.signedInHeadChef(`truth-quantity-${width}`);
    const recipes = new RecipesPageModel(page);
    await recipes.goto();
    await recipes.button('New Recipe').first().click();
    const form = recipes.dialog('Create New Recipe');
    await recipes.fillForm(form, {
      name: 'Flour test',
      ingredients: [
        { name: 'Flour', quantity: 'abc', unit: 'cups' },
        { name: 'Sugar', quantity: '-2', unit: 'tbsp' },
      ],
    });
    await form.getByRole('button', { name: 'Create Recipe' }).click();
    const rows = form.getByTestId('ingredient-row');
    await expect(rows.nth(0).getByText(INGREDIENT_QUANTITY_MESSAGE)).toBeVisible();
    await expect(rows.nth(1).getByText(INGREDIENT_QUANTITY_MESSAGE)).toBeVisible();
    await expect(form.getByLabel('Ingredient 1 quantity')).toHaveAttribute('aria-invalid', 'true');
    await snap(`truth-recipes-quantity-${width}`);

    // Fixed, it saves: '1 1/2' and '½' are quantities.
    await form.getByLabel('Ingredient 1 quantity').fill('1 1/2');
    await form.getByLabel('Ingredient 2 quantity').fill('½');
    await form.getByRole('button', { name: 'Create Recipe' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Flour test').first()).toBeVisible();
  });
}
