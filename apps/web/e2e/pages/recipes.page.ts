import type { CreateRecipeInput, Recipe } from '@kitching/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export interface IngredientInput {
  name: string;
  quantity: string;
  unit: string;
}
export interface RecipeFormInput {
  name?: string;
  description?: string;
  servings?: string;
  prepTime?: string;
  cookTime?: string;
  instructions?: string;
  source?: string;
  sourceName?: string;
  ingredients?: IngredientInput[];
}

/** Seeds recipes through the real API with the page's session. */
export async function seedRecipe(
  request: APIRequestContext,
  familyId: number,
  body: Partial<CreateRecipeInput> & { name: string },
): Promise<Recipe> {
  const response = await request.post(`/api/families/${familyId}/recipes`, {
    data: { ingredients: [{ name: 'Flour', quantity: '1', unit: 'cups' }], ...body },
  });
  if (!response.ok()) throw new Error(`seed recipe failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: Recipe }).data;
}

export async function archiveRecipe(request: APIRequestContext, id: number) {
  const response = await request.patch(`/api/recipes/${id}/archive`);
  if (!response.ok()) throw new Error(`archive failed: ${response.status()} ${await response.text()}`);
}

/** Adds a member with a password to the signed-in Head Chef's family. */
export async function addMemberWithPassword(request: APIRequestContext, familyId: number, role: 2 | 3 | 4) {
  const username = `member_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'member-secret-1';
  const created = await request.post(`/api/families/${familyId}/users`, {
    data: { username, firstName: 'Casey', lastName: 'Member', role, password },
  });
  if (!created.ok()) throw new Error(`add member failed: ${created.status()} ${await created.text()}`);
  return { username, password };
}

/** Signs the page in as someone else (the page shares this request context's cookies). */
export async function switchUser(request: APIRequestContext, who: { username: string; password: string }) {
  await request.post('/api/auth/logout');
  const login = await request.post('/api/auth/login', {
    data: { email: who.username, password: who.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
}

/** /recipes (spec 2.8): the grid, its dialogs and the bulk bar. */
export class RecipesPageModel {
  constructor(readonly page: Page) {}

  async goto(archived = false) {
    await this.page.goto(archived ? '/recipes?archived=true' : '/recipes');
  }

  get heading() {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }
  get main() {
    return this.page.getByRole('main');
  }
  button(name: string | RegExp) {
    return this.main.getByRole('button', { name, exact: typeof name === 'string' });
  }
  get cards() {
    return this.page.getByTestId('recipe-card');
  }
  get skeletons() {
    return this.page.getByTestId('recipe-skeleton');
  }
  card(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }
  cardAction(name: string, action: 'View' | 'Edit' | 'Archive' | 'Restore' | 'Delete') {
    const label = action === 'Delete' ? `Delete ${name} permanently` : `${action} ${name}`;
    return this.card(name).getByRole('button', { name: label, exact: true });
  }
  cardCheckbox(name: string) {
    return this.card(name).getByRole('checkbox', { name: `Select ${name}` });
  }

  // --- bulk bar ---
  get bulkBar() {
    return this.page.getByRole('region', { name: 'Bulk actions' });
  }
  get selectAll() {
    return this.bulkBar.getByRole('checkbox');
  }
  bulkButton(name: RegExp | string) {
    return this.bulkBar.getByRole('button', { name });
  }

  // --- dialogs ---
  dialog(name: string) {
    return this.page.getByRole('dialog', { name, exact: true });
  }
  get confirm() {
    return this.page.getByRole('alertdialog');
  }

  /** Fills the shared create/edit form; ingredients replace the rows that are there. */
  async fillForm(form: Locator, input: RecipeFormInput) {
    const fields: [keyof RecipeFormInput, string][] = [
      ['name', 'Recipe name'],
      ['description', 'Description'],
      ['servings', 'Servings'],
      ['prepTime', 'Prep (min)'],
      ['cookTime', 'Cook (min)'],
      ['instructions', 'Instructions'],
      ['source', 'Source'],
      ['sourceName', 'Source name'],
    ];
    for (const [key, label] of fields) {
      const value = input[key];
      if (typeof value === 'string') await form.getByLabel(label, { exact: true }).fill(value);
    }
    if (!input.ingredients) return;
    const rows = form.getByTestId('ingredient-row');
    while ((await rows.count()) < input.ingredients.length)
      await form.getByRole('button', { name: 'Add Ingredient' }).click();
    while ((await rows.count()) > input.ingredients.length)
      await form.getByRole('button', { name: `Remove ingredient ${await rows.count()}` }).click();
    for (const [i, ingredient] of input.ingredients.entries()) {
      await form.getByLabel(`Ingredient ${i + 1} name`).fill(ingredient.name);
      await form.getByLabel(`Ingredient ${i + 1} quantity`).fill(ingredient.quantity);
      await form.getByLabel(`Ingredient ${i + 1} unit`).selectOption(ingredient.unit);
    }
  }

  async createRecipe(input: RecipeFormInput) {
    await this.button('New Recipe').first().click();
    const form = this.dialog('Create New Recipe');
    await expect(form).toBeVisible();
    await this.fillForm(form, input);
    await form.getByRole('button', { name: 'Create Recipe' }).click();
    await expect(form).toBeHidden();
  }

  /** The detail dialog's ingredient lines as shown: amount, name and weight. */
  ingredientLines(dialog: Locator) {
    return dialog.getByTestId('ingredient');
  }
}
