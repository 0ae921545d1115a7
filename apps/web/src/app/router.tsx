import { CalendarDays, ChefHat, Package, ScanBarcode, ShoppingCart, Users } from 'lucide-react';
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
        Component: soon(
          'Inventory',
          "Track what's in the pantry and fridge, with expiry dates and low-stock alerts.",
          Package,
        ),
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
        Component: soon(
          'Family Recipes',
          'Your family cookbook, imported from any recipe page with one paste.',
          ChefHat,
        ),
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
        Component: soon(
          'Scanner',
          "Scan a barcode with your phone's camera to add or use up items.",
          ScanBarcode,
        ),
      },
      {
        path: 'family-profiles',
        Component: soon('Family Profiles', "Everyone in your kitchen and what they're allowed to do.", Users),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
