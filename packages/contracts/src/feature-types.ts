/** The words of the feature list (features.ts): statuses, the groups the pages show, one feature's shape. */
export const FEATURE_STATUSES = ['live', 'in-development', 'planned'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

/** How a status reads on the pages. */
export const FEATURE_STATUS_LABELS: Record<FeatureStatus, string> = {
  live: 'Live',
  'in-development': 'In Development',
  planned: 'Planned',
};

export const FEATURE_GROUPS = [
  {
    id: 'inventory',
    title: 'Smart inventory',
    summary: 'One shared picture of the fridge, freezer and pantry.',
  },
  { id: 'scanner', title: 'Barcode scanner', summary: 'Your phone camera is the fastest way to stock up.' },
  { id: 'recipes', title: 'Recipes', summary: 'A family cookbook that fills itself in.' },
  { id: 'meal-planning', title: 'Meal planning', summary: 'A week of dinners decided before Monday.' },
  { id: 'grocery-lists', title: 'Grocery lists', summary: 'Lists the whole family can shop from at once.' },
  {
    id: 'family-profiles',
    title: 'Family profiles',
    summary: 'Everyone in the kitchen, with the right permissions.',
  },
  { id: 'smart-quick-add', title: 'Smart Quick Add', summary: 'One box that understands what you mean.' },
  {
    id: 'retailer-integration',
    title: 'Retailer integration',
    summary: 'From list to doorstep without retyping a thing.',
  },
  {
    id: 'self-hosting',
    title: 'Your server, your data',
    summary: 'Self-hostable from day one, no strings attached.',
  },
] as const;
export type FeatureGroupId = (typeof FEATURE_GROUPS)[number]['id'];

export interface ProductFeature {
  id: string;
  group: FeatureGroupId;
  name: string;
  description: string;
  status: FeatureStatus;
  /** The app page it lives on (a route); required for a live feature. */
  where?: string;
}
