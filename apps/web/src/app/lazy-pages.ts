import type { User } from '@kitching/contracts';
import { lazyPage } from './lazy-page';
import { SHELL_PATHS } from './shell-paths';

/** The public pages (spec 2.1), each loaded for its own address only. */
export const publicPages = {
  '/features': lazyPage(
    () => import('../features/marketing/features.page'),
    (m) => m.FeaturesPage,
  ),
  '/pricing': lazyPage(
    () => import('../features/marketing/pricing.page'),
    (m) => m.PricingPage,
  ),
  '/privacy': lazyPage(
    () => import('../features/marketing/privacy.page'),
    (m) => m.PrivacyPage,
  ),
  '/terms': lazyPage(
    () => import('../features/marketing/terms.page'),
    (m) => m.TermsPage,
  ),
  '/support': lazyPage(
    () => import('../features/marketing/support.page'),
    (m) => m.SupportPage,
  ),
  '/auth': lazyPage(
    () => import('../features/auth/auth.page'),
    (m) => m.AuthPage,
  ),
  '/auth/callback': lazyPage(
    () => import('../features/auth/auth-callback.page'),
    (m) => m.AuthCallbackPage,
  ),
} as const;

/**
 * '/' for a visitor not signed in. Its own chunk, not the first script's: a signed-in page's first
 * script was a sixth marketing. preload-by-path asks for it at '/' beside the first script, so the
 * visitor waits no longer for it.
 */
export const landingPage = lazyPage(
  () => import('../features/marketing/landing.page'),
  (m) => m.LandingPage,
);

export const profileSetupPage = lazyPage(
  () => import('../features/profile-setup/profile-setup.page'),
  (m) => m.ProfileSetupPage,
);

const dashboard = lazyPage(
  () => import('../features/dashboard/dashboard.page'),
  (m) => m.DashboardPage,
);
/** The signed-in shell's pages by path (spec 2.1); '*' is the 404 page. */
export const shellPages = {
  '/': dashboard,
  '/dashboard': dashboard,
  '/test-setup': lazyPage(
    () => import('../features/test-setup/test-setup.page'),
    (m) => m.TestSetupPage,
  ),
  '/inventory': lazyPage(
    () => import('../features/inventory/inventory.page'),
    (m) => m.InventoryPage,
  ),
  '/meal-planning': lazyPage(
    () => import('../features/meal-planning/meal-planning.page'),
    (m) => m.MealPlanningPage,
  ),
  '/recipes': lazyPage(
    () => import('../features/recipes/recipes.page'),
    (m) => m.RecipesPage,
  ),
  '/grocery-lists': lazyPage(
    () => import('../features/grocery/grocery-lists.page'),
    (m) => m.GroceryListsPage,
  ),
  '/scanner': lazyPage(
    () => import('../features/scanner/scanner.page'),
    (m) => m.ScannerPage,
  ),
  '/family-profiles': lazyPage(
    () => import('../features/family-profiles/family-profiles.page'),
    (m) => m.FamilyProfilesPage,
  ),
  '/settings': lazyPage(
    () => import('../features/settings/settings.page'),
    (m) => m.SettingsPage,
  ),
  '/profile-setup': profileSetupPage,
  '*': lazyPage(
    () => import('./not-found.page'),
    (m) => m.NotFoundPage,
  ),
} as const;

export const normalizePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

type ShellModule = typeof import('./shell/app-shell.component');
const shell = lazyPage<ShellModule, { user: User }>(
  () => import('./shell/app-shell.component'),
  (m) => m.AppShell,
);

/** The page the shell shows at a path (the 404 page for a path it does not know). */
const shellPageAt = (pathname: string) =>
  shellPages[normalizePath(pathname) as keyof typeof shellPages] ?? shellPages['*'];

/** Fetches the signed-in shell with the page at `pathname`, side by side; resolves with the shell. */
export const preloadShell = (pathname: string) =>
  Promise.all([shell.preload(), shellPageAt(pathname).preload()]).then(([AppShell]) => AppShell);

/** The shell, once it and the page at `pathname` are both here (its first paint holds the page). */
export const loadedShell = (pathname: string) =>
  shellPageAt(pathname).loaded() ? shell.loaded() : undefined;

/** '/' is the landing page, the dashboard, or profile setup (spec 2.1). */
function preloadHome(user: User | null | undefined): Promise<unknown> {
  if (!user) return landingPage.preload();
  return user.familyId || user.family ? preloadShell('/') : profileSetupPage.preload();
}

/** How long the first render waits for the session and the page's chunks (see prepareFirstRender). */
const FIRST_RENDER_WAIT_MS = 800;

/**
 * Fetches what the first screen at `pathname` needs, and resolves when it is here (or after
 * FIRST_RENDER_WAIT_MS), so that the first render is already that screen: index.html's own loading
 * screen stays up meanwhile, instead of React's loading screen and a page that suspends. A public
 * page's chunk is fetched at once (the landing page's too, once the session says nobody is signed in). The shell's
 * other paths are opened by people signed in (a bookmark, a reload), so the shell and that page are
 * fetched at once too, not after the session; a signed-out visitor there is sent to sign in, and this
 * is their one wasted download. At '/', the shell is fetched once the session says who is there.
 * `pageData` is the signed-in page's data (app/route-data.ts), asked for beside its code: the first
 * render then shows the page with it.
 */
export function prepareFirstRender(
  pathname: string,
  session: Promise<User | null | undefined>,
  pageData: Promise<unknown> = session,
) {
  const path = normalizePath(pathname);
  const publicPage = publicPages[path as keyof typeof publicPages];
  let ready: Promise<unknown>;
  if (publicPage) ready = Promise.all([session, publicPage.preload()]);
  else if (path === '/') ready = Promise.all([session.then(preloadHome), pageData]);
  else if (SHELL_PATHS.has(path) && path !== '/profile-setup')
    ready = Promise.all([session, preloadShell(path), pageData]);
  else ready = session;
  // A failed fetch is not reported here: the page that needs the chunk asks again and shows the error.
  const settled = ready.catch(() => {});
  return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}
