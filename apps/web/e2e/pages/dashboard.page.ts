import type { Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /dashboard (spec 2.5, issue 16). */
export class DashboardPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
  }
  get main() {
    return this.page.getByRole('main');
  }
  /** The greeting: 'Welcome, Ana!' on a first visit, 'Welcome back, Ana!' after; either when not said. */
  greeting(name: string, visit?: 'first' | 'returning') {
    const start =
      visit === 'first' ? 'Welcome' : visit === 'returning' ? 'Welcome back' : 'Welcome(?: back)?';
    return this.page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${start}, ${escapeRegExp(name)}!$`),
    });
  }
  roleBadge(role: string) {
    return this.page.getByRole('main').getByText(role, { exact: true });
  }
  /** The 'Family activity' card: its region, named by its heading. */
  get activity() {
    return this.page.getByRole('region', { name: 'Family activity' });
  }
  /** The card's lines, newest first. */
  get activityEntries() {
    return this.activity.getByRole('listitem');
  }
  /** A dashboard card by its heading: 'Meals', 'Use soon', 'Low stock', 'Shopping', 'Stock by category', 'Food waste'. */
  card(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }
  /** The low-stock line of an item. */
  lowStockLine(name: string) {
    return this.card('Low stock').getByRole('listitem').filter({ hasText: name });
  }
  /** The screen-reader table behind a chart, by its caption. */
  chartTable(caption: string) {
    return this.page.getByRole('table', { name: caption });
  }
  get familySize() {
    return this.page.getByTestId('family-size');
  }
  quickLink(label: string) {
    return this.main.getByRole('link', { name: label, exact: true });
  }
  get debugPanel() {
    return this.page.getByTestId('debug-panel');
  }
}
