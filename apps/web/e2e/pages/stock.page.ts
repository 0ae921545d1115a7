import type { Locator, Page } from '@playwright/test';

/**
 * Issue 23's screens: the item's batches and history in 'Edit Item' (its tabs), and 'Cooked it'
 * (the cook dialog, from a planned meal or a recipe).
 */
export class ItemStockModel {
  constructor(
    readonly page: Page,
    /** The 'Edit Item' dialog. */
    readonly dialog: Locator,
  ) {}

  tab(name: 'Details' | 'Batches' | 'History') {
    return this.dialog.getByRole('tab', { name: new RegExp(`^${name}`) });
  }
  /** The batches, earliest date first. */
  get batches() {
    return this.dialog.getByTestId('batch');
  }
  /** A batch by its place ('Batch 1 of 2'), named by its summary. */
  batch(n: number) {
    return this.dialog.getByRole('listitem', { name: new RegExp(`^Batch ${n} of \\d+:`) });
  }
  get historyEntries() {
    return this.dialog.getByTestId('history-entry');
  }

  /** 'Use' or 'Throw away' on a batch, with the amount typed. */
  async take(batch: Locator, action: 'Use' | 'Throw away', amount: string) {
    await batch.getByRole('button', { name: action, exact: true }).click();
    await batch.getByRole('spinbutton').fill(amount);
    await batch.getByRole('button', { name: action, exact: true }).click();
  }
}

export class CookDialogModel {
  constructor(readonly page: Page) {}

  dialog(dish: string) {
    return this.page.getByRole('dialog', { name: `Cook ${dish}` });
  }
  takes(dish: string) {
    return this.dialog(dish).getByTestId('cook-take');
  }
  take(dish: string, name: string) {
    return this.takes(dish).filter({ hasText: name });
  }
  missing(dish: string) {
    return this.dialog(dish).getByTestId('cook-missing');
  }
  /** The amount field of a take, named '<name> (<date>): amount to take in <unit>'. */
  amount(dish: string, name: string) {
    return this.dialog(dish).getByRole('spinbutton', { name: new RegExp(`^${name} \\(.*amount to take`) });
  }
}
