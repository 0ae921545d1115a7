import { expect, test } from './fixtures';
import { MarketingPagesModel } from './pages/marketing.page';
import { atPath } from './support/urls';

test('the landing page shows the hero and leads to sign in', async ({ page, snap }) => {
  const site = new MarketingPagesModel(page);
  await page.goto('/');
  await expect(site.landingHero).toBeVisible();
  await expect(page).toHaveTitle('Kitching - Family Kitchen Management');
  // Still /auth (spec 2.2), opened on the Register tab: a trial starts with an account.
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute(
    'href',
    '/auth?tab=register',
  );
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  await snap('landing');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm password', { exact: true })).toBeVisible();
});

test('the features page shows the catalogue, the roadmap and the claims', async ({ page, snap }) => {
  const site = new MarketingPagesModel(page);
  await page.goto('/features');
  await expect(site.featuresHeading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feature catalogue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Roadmap' })).toBeVisible();
  await expect(page.getByText('40% less food waste').first()).toBeAttached();
  await snap('features');
});

test('the pricing toggle switches the Family plan between $4.99 a month and $49.99 a year', async ({
  page,
  snap,
}) => {
  const site = new MarketingPagesModel(page);
  await page.goto('/pricing');
  await expect(site.pricingHeading).toBeVisible();
  const family = site.plan('Family');
  await expect(family).toContainText('$4.99');
  await expect(family).toContainText('/month');

  await site.billing('Annual').check();
  await expect(family).toContainText('$49.99');
  await expect(family).toContainText('/year');
  await expect(family).not.toContainText('$4.99');
  await expect(site.plan('Family Plus')).toContainText('$99.99');
  await snap('pricing-annual');

  await site.billing('Monthly').check();
  await expect(family).toContainText('$4.99');
});

test('the footer links open the Privacy, Terms and Support pages for a signed-out visitor', async ({
  page,
  snap,
}) => {
  const site = new MarketingPagesModel(page);
  const documents = [
    { link: 'Privacy', path: '/privacy', title: 'Privacy - Kitching', mentions: 'Open Food Facts' },
    { link: 'Terms', path: '/terms', title: 'Terms - Kitching', mentions: 'No warranty' },
    { link: 'Support', path: '/support', title: 'Support - Kitching', mentions: '/api/docs' },
  ] as const;
  for (const doc of documents) {
    await page.goto('/');
    await expect(site.landingHero).toBeVisible();
    await site.footerLink(doc.link).click();
    await expect(page).toHaveURL(atPath(doc.path));
    await expect(site.documentHeading(doc.link)).toBeVisible();
    await expect(page).toHaveTitle(doc.title);
    await expect(page.getByRole('main')).toContainText(doc.mentions);
    await expect(site.footerLink(doc.link)).toBeVisible();

    // Opened directly (a bookmark, a shared link), it is the same public page, not the sign-in screen.
    await page.reload();
    await expect(site.documentHeading(doc.link)).toBeVisible();
    await expect(page).toHaveURL(atPath(doc.path));
  }
  await snap('support-page');
});
