// Kept apart from nav-items.ts (which carries the navigation's icons): the app gate needs only these
// paths, and it loads before anyone has signed in.

/** Shell paths a signed-in user without a family may open with ?bypass=true (spec 2.1). */
export const BYPASS_ALLOWED = new Set([
  '/profile-setup',
  '/test-setup',
  '/dashboard',
  '/inventory',
  '/meal-planning',
  '/recipes',
  '/grocery-lists',
  '/scanner',
  '/family-profiles',
]);
/** Every signed-in path; /settings (Kitching's, not the spec's) needs a family like the others. */
export const SHELL_PATHS = new Set(['/', '/settings', ...BYPASS_ALLOWED]);
