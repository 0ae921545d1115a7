import type { Page } from '@playwright/test';

/**
 * The toast on screen with this title. Scoped to the toast itself: Radix also copies the text into a
 * screen-reader announcement, which a page-wide text search would find twice.
 */
export const toastWithTitle = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
