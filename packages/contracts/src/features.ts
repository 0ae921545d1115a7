/**
 * What Kitching does, and how far each thing is: the ONE list the marketing pages (/features, its
 * roadmap, /pricing) render from. A feature is 'live' only when a family can use it in the app today,
 * and then `where` names the page it lives on (a route of the app; features.test.ts checks it).
 * Checked against the code (issue 16); change a status here when the code changes.
 */
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

export const FEATURES = [
  // Smart inventory
  {
    id: 'shared-inventory',
    group: 'inventory',
    name: 'Shared family inventory',
    description: 'The whole family works from one stock list.',
    status: 'live',
    where: '/inventory',
  },
  {
    id: 'expiry-tracking',
    group: 'inventory',
    name: 'Expiry tracking',
    description: 'Items that need using up stand out first.',
    status: 'live',
    where: '/inventory',
  },
  {
    id: 'low-stock-levels',
    group: 'inventory',
    name: 'Low-stock levels',
    description: 'Set a minimum per item and see what is running out.',
    status: 'live',
    where: '/inventory',
  },
  {
    id: 'inventory-search',
    group: 'inventory',
    name: 'Search and category filters',
    description: 'Dairy, produce, pantry and more, found fast.',
    status: 'live',
    where: '/inventory',
  },
  {
    id: 'dashboard-charts',
    group: 'inventory',
    name: 'Stock and food-waste charts',
    description: 'Stock by category and what expired unused, week by week, on the dashboard.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'expiry-reminders',
    group: 'inventory',
    name: 'Expiry reminders',
    description: 'A morning nudge about what to cook before it spoils.',
    status: 'planned',
  },
  // Barcode scanner
  {
    id: 'camera-scanning',
    group: 'scanner',
    name: 'Camera scanning',
    description: 'Point at a barcode; no separate scanner needed.',
    status: 'live',
    where: '/scanner',
  },
  {
    id: 'product-lookup',
    group: 'scanner',
    name: 'Product lookup',
    description: 'Names and categories from Open Food Facts.',
    status: 'live',
    where: '/scanner',
  },
  {
    id: 'manual-barcode',
    group: 'scanner',
    name: 'Manual barcode entry',
    description: 'For crumpled labels and dim kitchens.',
    status: 'live',
    where: '/scanner',
  },
  {
    id: 'barcode-photo',
    group: 'scanner',
    name: 'Barcode from a photo',
    description: 'Upload a photo of a label in Quick Add; Kitching reads its barcode.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'photo-recognition',
    group: 'scanner',
    name: 'Photo recognition without a barcode',
    description: 'Snap fruit, veg or a loose item and have it named.',
    status: 'planned',
  },
  // Recipes
  {
    id: 'recipe-import',
    group: 'recipes',
    name: 'Import from a web address',
    description: "Paste a link, or the page's HTML, and get ingredients and steps.",
    status: 'live',
    where: '/recipes',
  },
  {
    id: 'friendly-quantities',
    group: 'recipes',
    name: 'Friendly quantities',
    description: 'Fractions like ⅓ cup, plus approximate weights.',
    status: 'live',
    where: '/recipes',
  },
  {
    id: 'recipe-archive',
    group: 'recipes',
    name: 'Archive and bulk actions',
    description: 'Keep the cookbook tidy without losing anything.',
    status: 'live',
    where: '/recipes',
  },
  {
    id: 'scaled-shopping',
    group: 'recipes',
    name: 'Shop for any number of servings',
    description: 'Add a recipe to a list for two or for twelve: each amount is scaled.',
    status: 'live',
    where: '/recipes',
  },
  {
    id: 'serving-scaling',
    group: 'recipes',
    name: 'Scaling the recipe itself',
    description: 'Cook for two or for twelve with the amounts on the recipe card.',
    status: 'planned',
  },
  // Meal planning
  {
    id: 'meal-calendar',
    group: 'meal-planning',
    name: 'Weekly meal calendar',
    description: 'Sunday to Saturday, every meal of the day.',
    status: 'live',
    where: '/meal-planning',
  },
  {
    id: 'pantry-suggestions',
    group: 'meal-planning',
    name: 'Pantry-based suggestions',
    description: 'A match score shows what you can cook now.',
    status: 'live',
    where: '/meal-planning',
  },
  {
    id: 'missing-to-list',
    group: 'meal-planning',
    name: 'Missing ingredients to list',
    description: 'Add what a meal needs in one tap.',
    status: 'live',
    where: '/meal-planning',
  },
  {
    id: 'dietary-matching',
    group: 'meal-planning',
    name: 'Dietary goal matching',
    description: 'Suggestions that respect each member’s goals.',
    status: 'planned',
  },
  // Grocery lists
  {
    id: 'shared-lists',
    group: 'grocery-lists',
    name: 'Shared lists',
    description: 'Tick items off in the shop; everyone sees it.',
    status: 'live',
    where: '/grocery-lists',
  },
  {
    id: 'list-quantities',
    group: 'grocery-lists',
    name: 'Quantities, units and categories',
    description: 'Buy the right amount the first time.',
    status: 'live',
    where: '/grocery-lists',
  },
  {
    id: 'low-stock-to-list',
    group: 'grocery-lists',
    name: 'Low stock to the list',
    description: 'One tap adds every staple below its minimum.',
    status: 'live',
    where: '/grocery-lists',
  },
  {
    id: 'auto-low-stock',
    group: 'grocery-lists',
    name: 'Automatic low-stock adds',
    description: 'Staples join the list by themselves as they run low.',
    status: 'planned',
  },
  // Family profiles
  {
    id: 'kitchen-roles',
    group: 'family-profiles',
    name: 'Kitchen roles',
    description: 'Head Chef, Sous Chef, Cook and Kitchen Helper.',
    status: 'live',
    where: '/family-profiles',
  },
  {
    id: 'kids-without-email',
    group: 'family-profiles',
    name: 'Kids without email',
    description: 'Younger members sign in with a username.',
    status: 'live',
    where: '/family-profiles',
  },
  {
    id: 'dietary-goals',
    group: 'family-profiles',
    name: 'Dietary goals',
    description: 'Note allergies, preferences and goals per person.',
    status: 'live',
    where: '/family-profiles',
  },
  {
    id: 'chores-rota',
    group: 'family-profiles',
    name: 'Chores and cooking rota',
    description: 'Share out who cooks and who shops.',
    status: 'planned',
  },
  // Smart Quick Add (the button on every page of the app)
  {
    id: 'quick-add-text',
    group: 'smart-quick-add',
    name: 'Type anything',
    description: '“2 litres milk” goes to inventory, a dish name to recipes.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'quick-add-link',
    group: 'smart-quick-add',
    name: 'Paste a recipe link',
    description: 'Quick add spots web addresses and imports them.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'quick-add-camera',
    group: 'smart-quick-add',
    name: 'Scan from anywhere',
    description: 'Open the camera from any page of the app.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'ai-quick-add',
    group: 'smart-quick-add',
    name: 'Bring-your-own AI',
    description:
      'Optional: connect a compatible AI service for sharper guesses; without one, Kitching’s own rules read the text.',
    status: 'live',
    where: '/dashboard',
  },
  // Retailer integration
  {
    id: 'send-to-grocer',
    group: 'retailer-integration',
    name: 'Send a list to your grocer',
    description: 'Turn a grocery list into an online basket.',
    status: 'planned',
  },
  {
    id: 'one-tap-reorder',
    group: 'retailer-integration',
    name: 'One-tap reorder',
    description: 'Reorder low-stock staples as they run out.',
    status: 'planned',
  },
  {
    id: 'price-comparison',
    group: 'retailer-integration',
    name: 'Price comparison',
    description: 'See which shop is cheapest for this week’s list.',
    status: 'planned',
  },
  // Your server, your data
  {
    id: 'one-process',
    group: 'self-hosting',
    name: 'One-process install',
    description: 'Built-in database, or point it at PostgreSQL.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'magic-links',
    group: 'self-hosting',
    name: 'Passwordless sign-in',
    description: 'Magic links by email, from your own mail server.',
    status: 'live',
    where: '/auth',
  },
  {
    id: 'home-screen',
    group: 'self-hosting',
    name: 'Install to home screen',
    description: 'Launch Kitching like an app on any phone.',
    status: 'live',
    where: '/dashboard',
  },
  {
    id: 'offline-mode',
    group: 'self-hosting',
    name: 'Offline mode',
    description: 'Keep ticking off the list and counting stock with no signal; it syncs when back.',
    status: 'live',
    where: '/grocery-lists',
  },
] as const satisfies readonly ProductFeature[];

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
