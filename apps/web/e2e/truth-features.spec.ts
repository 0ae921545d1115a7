import {
  FEATURE_GROUPS,
  FEATURE_STATUS_LABELS,
  FEATURES,
  featureById,
  phaseStatus,
  ROADMAP_PHASES,
} from '@kitching/contracts';
import { expect, test } from './fixtures';

/** Issue 16: /features and /pricing show the statuses of the one shared list (contracts features.ts). */
for (const width of [1280, 390]) {
  test(`/features shows each feature with the list's status, and the roadmap follows it (${width} px)`, async ({
    page,
    snap,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/features');
    await expect(page.getByRole('heading', { name: 'Feature catalogue' })).toBeVisible();
    for (const group of FEATURE_GROUPS)
      await expect(page.getByTestId(`feature-group-${group.id}`)).toContainText(group.title);
    for (const feature of FEATURES) {
      const row = page.getByTestId(`feature-${feature.id}`);
      await expect(row, feature.id).toContainText(feature.name);
      await expect(row, feature.id).toHaveAttribute('data-status', feature.status);
      await expect(row, feature.id).toContainText(FEATURE_STATUS_LABELS[feature.status]);
    }
    // What the app does not do is never called live; what it does is.
    await expect(page.getByTestId('feature-photo-recognition')).toContainText('Planned');
    // Issue 26: reminders are made and sent now.
    await expect(page.getByTestId('feature-expiry-reminders')).toContainText(FEATURE_STATUS_LABELS.live);
    await expect(page.getByTestId('feature-dashboard-charts')).toContainText(FEATURE_STATUS_LABELS.live);

    const phases = page.getByTestId('roadmap-phase');
    await expect(phases).toHaveCount(ROADMAP_PHASES.length);
    for (const [i, phase] of ROADMAP_PHASES.entries()) {
      const status = phaseStatus(phase.features);
      await expect(phases.nth(i)).toHaveAttribute('data-status', status);
      await expect(phases.nth(i)).toContainText(status);
      for (const id of phase.features) await expect(phases.nth(i)).toContainText(featureById(id).name);
    }
    await snap(`truth-features-${width}`);
  });

  test(`/pricing marks plan lines that are not live with their status (${width} px)`, async ({
    page,
    snap,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/pricing');
    const plus = page.getByRole('group', { name: 'Family Plus' });
    const retail = plus.getByRole('listitem').filter({ hasText: 'Grocery retailer ordering' });
    await expect(retail).toHaveAttribute('data-status', featureById('send-to-grocer').status);
    await expect(retail).toContainText(FEATURE_STATUS_LABELS[featureById('send-to-grocer').status]);
    const photo = plus.getByRole('listitem').filter({ hasText: 'Photo recognition' });
    await expect(photo).toContainText(FEATURE_STATUS_LABELS[featureById('photo-recognition').status]);
    const family = page.getByRole('group', { name: 'Family', exact: true });
    const offline = family.getByRole('listitem').filter({ hasText: 'Works offline' });
    await expect(offline).toHaveAttribute('data-status', featureById('offline-mode').status);
    await expect(family.locator('[data-status="in-development"], [data-status="planned"]')).toHaveCount(0);
    await snap(`truth-pricing-${width}`);
  });
}
