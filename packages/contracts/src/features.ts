/**
 * What Kitching does, and how far each thing is: the ONE list the marketing pages (/features, its
 * roadmap, /pricing) render from. A feature is 'live' only when a family can use it in the app today,
 * and then `where` names the page it lives on (a route of the app; features.test.ts checks it).
 * Checked against the code (issue 16); change a status here when the code changes.
 */

import { FEATURES } from './feature-list';
import type { FeatureGroupId, FeatureStatus, ProductFeature } from './feature-types';

export { FEATURES } from './feature-list';
export * from './feature-types';

export type FeatureId = (typeof FEATURES)[number]['id'];

export const featuresOf = (group: FeatureGroupId): readonly ProductFeature[] =>
  FEATURES.filter((f) => f.group === group);

export const featureById = (id: FeatureId): ProductFeature => FEATURES.find((f) => f.id === id)!;

const RANK: Record<FeatureStatus, number> = { live: 0, 'in-development': 1, planned: 2 };
/** The status of several features together: the least far along of them. */
export const combinedStatus = (ids: readonly FeatureId[]): FeatureStatus =>
  ids.map((id) => featureById(id).status).reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'live');

/** Roadmap phases, made of features: a phase is Complete only when every feature in it is live. */
export const ROADMAP_PHASES = [
  {
    title: 'Foundation',
    features: ['kitchen-roles', 'shared-inventory', 'expiry-tracking', 'one-process'],
  },
  { title: 'Kitchen essentials', features: ['recipe-import', 'shared-lists', 'dietary-goals'] },
  { title: 'Plan and scan', features: ['meal-calendar', 'pantry-suggestions', 'camera-scanning'] },
  {
    title: 'Smarter kitchen',
    features: ['ai-quick-add', 'offline-mode', 'home-screen', 'dashboard-charts', 'photo-recognition'],
  },
  {
    title: 'Connected kitchen',
    features: ['send-to-grocer', 'one-tap-reorder', 'price-comparison', 'auto-low-stock'],
  },
] as const satisfies readonly { title: string; features: readonly FeatureId[] }[];

export type PhaseStatus = 'Complete' | 'In Progress' | 'Coming Soon';
export function phaseStatus(ids: readonly FeatureId[]): PhaseStatus {
  const statuses = ids.map((id) => featureById(id).status);
  if (statuses.every((s) => s === 'live')) return 'Complete';
  if (statuses.some((s) => s !== 'planned')) return 'In Progress';
  return 'Coming Soon';
}
