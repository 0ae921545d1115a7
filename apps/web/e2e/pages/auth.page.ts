import type { Page } from '@playwright/test';

/** /auth: the Login, Magic Link and Register tabs (spec 2.3). */
export class AuthPageModel {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/auth${query}`);
  }

  tab(name: 'Login' | 'Magic Link' | 'Register') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Only the selected tab's panel is rendered, so its labels are unique on the page. */
  get panel() {
    return this.page.getByRole('tabpanel');
  }

  async login(identifier: string, password: string) {
    await this.tab('Login').click();
    await this.panel.getByLabel('Email or username', { exact: true }).fill(identifier);
    await this.panel.getByLabel('Password', { exact: true }).fill(password);
    await this.panel.getByRole('button', { name: 'Sign In' }).click();
  }

  async register(email: string, password: string, confirm = password) {
    await this.tab('Register').click();
    await this.panel.getByLabel('Email', { exact: true }).fill(email);
    await this.panel.getByLabel('Password', { exact: true }).fill(password);
    await this.panel.getByLabel('Confirm password', { exact: true }).fill(confirm);
    await this.panel.getByRole('button', { name: 'Create Account' }).click();
  }

  async requestMagicLink(email: string) {
    await this.tab('Magic Link').click();
    await this.panel.getByLabel('Email', { exact: true }).fill(email);
    await this.panel.getByRole('button', { name: 'Send Magic Link' }).click();
  }
}
