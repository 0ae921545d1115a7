import { CalendarDays, type Package, ShoppingCart } from 'lucide-react';
import { createBrowserRouter, useRouteError } from 'react-router';
import { AuthPage } from '../features/auth/auth.page';
import { AuthCallbackPage } from '../features/auth/auth-callback.page';
import { DashboardPage } from '../features/dashboard/dashboard.page';
import { ComingSoonPage } from '../features/placeholders/coming-soon.page';
import { ProfileSetupPage } from '../features/profile-setup/profile-setup.page';
import { TestSetupPage } from '../features/test-setup/test-setup.page';
import { AppGate } from './app-gate.component';
import { CrashScreen } from './error-boundary.component';
import { NotFoundPage } from './not-found.page';

function RouteError() {
  const error = useRouteError();
  return <CrashScreen message={error instanceof Error ? error.message : String(error)} />;
}

const soon = (title: string, description: string, icon: typeof Package) => () => (
  <ComingSoonPage title={title} description={description} icon={icon} />
);

export const router = createBrowserRouter([
  {
    path: '/features',
    lazy: async () => ({ Component: (await import('../features/marketing/features.page')).FeaturesPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/pricing',
    lazy: async () => ({ Component: (await import('../features/marketing/pricing.page')).PricingPage }),
    errorElement: <RouteError />,
  },
  { path: '/auth', element: <AuthPage />, errorElement: <RouteError /> },
  { path: '/auth/callback', element: <AuthCallbackPage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <AppGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile-setup', element: <ProfileSetupPage /> },
      { path: 'test-setup', element: <TestSetupPage /> },
      {
        path: 'inventory',
        lazy: async () => ({
          Component: (await import('../features/inventory/inventory.page')).InventoryPage,
        }),
      },
      {
        path: 'meal-planning',
        Component: soon(
          'Meal Planning',
          "Plan the week's meals and see what you can cook from what you have.",
          CalendarDays,
        ),
      },
      {
        path: 'recipes',
        lazy: async () => ({ Component: (await import('../features/recipes/recipes.page')).RecipesPage }),
      },
      {
        path: 'grocery-lists',
        Component: soon(
          'Grocery Lists',
          'Shared lists the whole family can tick off in the shop.',
          ShoppingCart,
        ),
      },
      {
        path: 'scanner',
        lazy: async () => ({ Component: (await import('../features/scanner/scanner.page')).ScannerPage }),
      },
      {
        path: 'family-profiles',
        lazy: async () => ({
          Component: (await import('../features/family-profiles/family-profiles.page')).FamilyProfilesPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
