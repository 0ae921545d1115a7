import type { CreateInventoryItemInput, InventoryItem } from '@kitching/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Adds items through the real API with the page's session. */
export async function seedInventory(
  request: APIRequestContext,
  familyId: number,
  items: CreateInventoryItemInput[],
): Promise<InventoryItem[]> {
  const created: InventoryItem[] = [];
  for (const item of items) {
    const response = await request.post(`/api/families/${familyId}/inventory`, { data: item });
    if (!response.ok()) throw new Error(`seed item failed: ${response.status()} ${await response.text()}`);
    created.push(((await response.json()) as { data: InventoryItem }).data);
  }
  return created;
}

/**
 * Adds many items through the real API, `concurrency` requests at a time (there is no bulk endpoint):
 * 2,000 items in seconds rather than one request after another.
 */
export async function seedManyInventory(
  request: APIRequestContext,
  familyId: number,
  items: CreateInventoryItemInput[],
  concurrency = 12,
): Promise<number> {
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const response = await request.post(`/api/families/${familyId}/inventory`, { data: item });
      if (!response.ok()) throw new Error(`seed item failed: ${response.status()} ${await response.text()}`);
      created += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return created;
}

/** A calendar date `days` from today in the browser's zone (the e2e config pins it to UTC). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface ItemFormInput {
  name?: string;
  quantity?: string;
  unit?: string;
  category?: string;
  expirationDate?: string;
  minStockLevel?: string;
}

/** /inventory (spec 2.7): the list with its search, filter and sort, and the four dialogs. */
export class InventoryPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/inventory');
  }
  get main() {
    return this.page.getByRole('main');
  }
  get heading() {
    return this.main.getByRole('heading', { level: 1, name: 'Inventory' });
  }
  /** 'Inventory Items (n)'. */
  get listTitle() {
    return this.main.getByRole('heading', { name: /^Inventory Items \(\d+\)$/ });
  }
  get search() {
    return this.main.getByLabel('Search items');
  }
  get categoryFilter() {
    return this.main.getByLabel('Category', { exact: true });
  }
  get sort() {
    return this.main.getByLabel('Sort by');
  }
  get addButton() {
    return this.main.getByRole('button', { name: 'Add Item', exact: true });
  }
  get quickAddButton() {
    return this.main.getByRole('button', { name: 'Quick Add Item' });
  }
  /** Table rows on a desktop, cards on a phone. */
  get rows() {
    return this.main.getByTestId('inventory-row');
  }
  get table() {
    return this.main.getByRole('table');
  }
  row(name: string) {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }
  editButton(name: string) {
    return this.main.getByRole('button', { name: `Edit ${name}`, exact: true });
  }
  deleteButton(name: string) {
    return this.main.getByRole('button', { name: `Delete ${name}`, exact: true });
  }
  dialog(title: 'Add Item' | 'Edit Item' | 'Quick Add Item') {
    return this.page.getByRole('dialog', { name: title });
  }
  get deleteConfirmation() {
    return this.page.getByRole('alertdialog', { name: 'Delete Item' });
  }
  /** The page controls, shown when the list is longer than one page. */
  get pagination() {
    return this.main.getByRole('navigation', { name: 'Inventory pages' });
  }
  get nextPage() {
    return this.pagination.getByRole('button', { name: 'Next' });
  }
  get previousPage() {
    return this.pagination.getByRole('button', { name: 'Previous' });
  }
  get emptyState() {
    return this.main.getByText('No items found', { exact: true });
  }
  get emptyHint() {
    return this.main.getByText('Try adjusting your search or filter criteria', { exact: true });
  }

  async fill(dialog: Locator, values: ItemFormInput) {
    if (values.name !== undefined) await dialog.getByLabel('Item name').fill(values.name);
    if (values.quantity !== undefined) await dialog.getByLabel('Quantity').fill(values.quantity);
    if (values.unit !== undefined) await dialog.getByLabel('Unit').selectOption(values.unit);
    if (values.category !== undefined) await dialog.getByLabel('Category').selectOption(values.category);
    if (values.expirationDate !== undefined)
      await dialog.getByLabel('Expiration date').fill(values.expirationDate);
    if (values.minStockLevel !== undefined)
      await dialog.getByLabel('Minimum stock level').fill(values.minStockLevel);
  }
}
