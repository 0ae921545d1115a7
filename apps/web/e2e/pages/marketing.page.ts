import type { Page } from '@playwright/test';

/**
 * The public pages: / (landing), /features and /pricing (spec 2.2, 2.14, 2.15), and the footer's
 * /privacy, /terms and /support documents.
 */
export class MarketingPagesModel {
  constructor(readonly page: Page) {}

  get landingHero() {
    return this.page.getByRole('heading', { level: 1, name: "It's time to get Kitching" });
  }
  get featuresHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Everything your family kitchen runs on' });
  }
  get pricingHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'One simple price for the whole family' });
  }
  /** A plan card, named by its plan ('Family' must not also match 'Family Plus'). */
  plan(name: 'Family' | 'Family Plus') {
    return this.page.getByRole('group', { name, exact: true });
  }
  billing(period: 'Monthly' | 'Annual') {
    return this.page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('radio', { name: new RegExp(`^${period}`) });
  }
  /** The landing footer's links (spec 2.2). */
  footerLink(name: 'Privacy' | 'Terms' | 'Support') {
    return this.page
      .getByRole('navigation', { name: 'Legal and support' })
      .getByRole('link', { name, exact: true });
  }
  /** The page heading of /privacy, /terms or /support. */
  documentHeading(page: 'Privacy' | 'Terms' | 'Support') {
    const names = {
      Privacy: 'Your kitchen data stays with your family',
      Terms: 'Terms of use, in plain words',
      Support: 'Getting help with Kitching',
    } as const;
    return this.page.getByRole('heading', { level: 1, name: names[page] });
  }
}
