import type { Page } from '@playwright/test';

/** /dashboard (spec 2.5). */
export class DashboardPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
  }
  greeting(name: string) {
    return this.page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` });
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
}
