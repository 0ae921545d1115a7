import type { Page } from '@playwright/test';

/** /profile-setup (spec 2.12): the family fields and the profile fields in one form. */
export class ProfileSetupPageModel {
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Welcome to Kitching' });
  }
  field(label: 'Family name' | 'Family size' | 'First name' | 'Last name' | 'Username') {
    return this.page.getByLabel(label, { exact: true });
  }
  /** The one submit button, whatever its label ('Complete Setup', 'Setting up...', 'Setup Complete!'). */
  get submit() {
    return this.page.locator('form').getByRole('button');
  }

  async fill(values: {
    familyName: string;
    familySize: string;
    firstName: string;
    lastName: string;
    username?: string;
  }) {
    await this.field('Family name').fill(values.familyName);
    await this.field('Family size').selectOption(values.familySize);
    await this.field('First name').fill(values.firstName);
    await this.field('Last name').fill(values.lastName);
    if (values.username !== undefined) await this.field('Username').fill(values.username);
  }
}
