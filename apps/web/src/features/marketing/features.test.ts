import {
  FEATURE_GROUPS,
  FEATURE_STATUSES,
  FEATURES,
  featureById,
  phaseStatus,
  ROADMAP_PHASES,
} from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { publicPages, shellPages } from '../../app/lazy-pages';
import { NAV_ITEMS } from '../../app/nav-items';

/** Every path the router (router.tsx: publicPages and shellPages) and the side navigation know. */
const ROUTES = new Set<string>([
  ...Object.keys(publicPages),
  ...Object.keys(shellPages).filter((path) => path !== '*'),
  ...NAV_ITEMS.map((item) => item.to),
]);

describe('the shared feature list (issue 16: statuses tell the truth)', () => {
  it("every 'live' feature names a page of the app that exists", () => {
    const live = FEATURES.filter((f) => f.status === 'live');
    expect(live.length).toBeGreaterThan(20);
    for (const feature of live) {
      expect(feature, `${feature.id} is live: where does it live?`).toHaveProperty('where');
      const path = (feature as { where: string }).where.split('#')[0]!;
      expect(ROUTES.has(path), `${feature.id}: ${feature.where}`).toBe(true);
    }
  });

  it('has unique ids, a known group and a known status for each feature, and every group has features', () => {
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(FEATURES.length);
    const groups = FEATURE_GROUPS.map((g) => g.id) as string[];
    for (const f of FEATURES) {
      expect(groups).toContain(f.group);
      expect(FEATURE_STATUSES).toContain(f.status);
    }
    for (const g of groups)
      expect(
        FEATURES.some((f) => f.group === g),
        g,
      ).toBe(true);
  });

  it('marks what the code does not do yet as not live (checked against the code)', () => {
    // Photo recognition reads a barcode from a photo; naming food without one does not exist.
    expect(featureById('barcode-photo').status).toBe('live');
    expect(featureById('photo-recognition').status).toBe('planned');
    // Issue 26: reminders are made by the scheduler and shown in the bell and by push.
    expect(featureById('expiry-reminders').status).toBe('live');
    // No retailer is connected, no rota, no dietary matching in suggestions.
    for (const id of [
      'send-to-grocer',
      'one-tap-reorder',
      'price-comparison',
      'chores-rota',
      'dietary-matching',
    ] as const)
      expect(featureById(id).status, id).toBe('planned');
  });

  it("says 'Complete' for a roadmap phase only when every feature in it is live", () => {
    for (const phase of ROADMAP_PHASES) {
      const allLive = phase.features.every((id) => featureById(id).status === 'live');
      expect(phaseStatus(phase.features) === 'Complete', phase.title).toBe(allLive);
    }
  });
});
