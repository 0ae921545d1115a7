import type { GroceryList } from '@kitching/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Makes a list through the real API with the page's session. */
export async function seedGroceryList(
  request: APIRequestContext,
  familyId: number,
  name: string,
  items: { name: string; quantity?: string; unit?: string; category?: string }[] = [],
): Promise<GroceryList> {
  const response = await request.post(`/api/families/${familyId}/grocery-lists`, { data: { name } });
  if (!response.ok()) throw new Error(`seed list failed: ${response.status()} ${await response.text()}`);
  const list = ((await response.json()) as { data: GroceryList }).data;
  for (const item of items) {
    const added = await request.post(`/api/grocery-lists/${list.id}/items`, { data: item });
    if (!added.ok()) throw new Error(`seed line failed: ${added.status()} ${await added.text()}`);
  }
  return list;
}

export interface GroceryItemInput {
  name?: string;
  quantity?: string;
  unit?: string;
  category?: string;
}

/** /grocery-lists (spec 2.10): the cards, and one list opened for shopping (?list=ID). */
export class GroceryPageModel {
  constructor(readonly page: Page) {}

  async goto(listId?: number) {
    await this.page.goto(listId ? `/grocery-lists?list=${listId}` : '/grocery-lists');
  }
  get main() {
    return this.page.getByRole('main');
  }
  get heading() {
    return this.main.getByRole('heading', { level: 1, name: 'Your Grocery Lists' });
  }
  get newListButton() {
    return this.main.getByRole('button', { name: 'New List' }).first();
  }
  card(name: string) {
    return this.main.getByRole('region', { name, exact: true });
  }
  /** A line on a card or in the shopping view. */
  item(scope: Locator, name: string) {
    return scope
      .getByTestId('grocery-item')
      .filter({ has: this.page.getByRole('button', { name: `Edit ${name}`, exact: true }) });
  }
  tick(scope: Locator, name: string) {
    return scope.getByRole('checkbox', { name: `${name} purchased`, exact: true });
  }
  editButton(scope: Locator, name: string) {
    return scope.getByRole('button', { name: `Edit ${name}`, exact: true });
  }
  dialog(
    title:
      | 'New List'
      | 'Rename List'
      | 'Add Item to List'
      | 'Edit Item'
      | 'Shop order'
      | 'Same product, two names',
  ) {
    return this.page.getByRole('dialog', { name: title });
  }
  /** A destructive confirmation (an alert dialog): 'Delete Item', 'Remove link'. */
  confirmation(title: 'Delete Item' | 'Remove link') {
    return this.page.getByRole('alertdialog', { name: title });
  }
  /** The family's 'Put away when ticked' switch (in the page's 'Settings'). */
  get putAwayOnTick() {
    return this.main.getByRole('switch', { name: 'Put away when ticked' });
  }
  get linkedNamesButton() {
    return this.main.getByRole('button', { name: 'Linked names' });
  }
  aisle(category: string) {
    return this.main.getByRole('region', { name: new RegExp(`^${category}\\b`) });
  }
  get aisles() {
    return this.main.getByTestId('grocery-aisle');
  }

  async fill(dialog: Locator, values: GroceryItemInput) {
    if (values.name !== undefined) await dialog.getByLabel('Item name').fill(values.name);
    if (values.quantity !== undefined) await dialog.getByLabel('Quantity').fill(values.quantity);
    if (values.unit !== undefined) await dialog.getByLabel('Unit').selectOption(values.unit);
    if (values.category !== undefined) await dialog.getByLabel('Category').selectOption(values.category);
  }
}
