import type { Page } from '@playwright/test';

/** The signed-in shell (spec 2.4): top bar, side navigation, phone slide-out menu. */
export class AppShellModel {
  constructor(readonly page: Page) {}

  get topBar() {
    return this.page.getByRole('banner');
  }
  /** The desktop sidebar, found by its markup so that "hidden" can be told from "missing". */
  get sidebar() {
    return this.page.locator('aside[aria-label="Sidebar"]');
  }
  themeOption(name: 'Orange' | 'Purple') {
    return this.topBar.getByRole('radio', { name, exact: true });
  }
  /** Clicks the option's visible label, as a person does (the radio itself is visually hidden). */
  async chooseTheme(name: 'Orange' | 'Purple') {
    await this.topBar
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name, exact: true }) })
      .click();
  }
  get accountMenuButton() {
    return this.topBar.getByRole('button', { name: 'Account menu' });
  }
  get openMenuButton() {
    return this.topBar.getByRole('button', { name: 'Open menu' });
  }
  /** The phone slide-out menu (a dialog titled with the product name). */
  get mobileMenu() {
    return this.page.getByRole('dialog', { name: 'Kitching' });
  }

  async logOutFromAccountMenu() {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }

  async logOutFromSidebar() {
    await this.sidebar.getByRole('button', { name: 'Logout' }).click();
  }
}
