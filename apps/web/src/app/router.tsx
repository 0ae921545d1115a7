import { CalendarDays, type Package, ShoppingCart } from 'lucide-react';
import { createBrowserRouter, useRouteError } from 'react-router';
import { ComingSoonPage } from '../features/placeholders/coming-soon.page';
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

// Every page is its own chunk: the landing page does not wait for the forms' validation code.
const dashboard = async () => ({
  Component: (await import('../features/dashboard/dashboard.page')).DashboardPage,
});

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
  {
    path: '/privacy',
    lazy: async () => ({ Component: (await import('../features/marketing/privacy.page')).PrivacyPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/terms',
    lazy: async () => ({ Component: (await import('../features/marketing/terms.page')).TermsPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/support',
    lazy: async () => ({ Component: (await import('../features/marketing/support.page')).SupportPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/auth',
    lazy: async () => ({ Component: (await import('../features/auth/auth.page')).AuthPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/auth/callback',
    lazy: async () => ({ Component: (await import('../features/auth/auth-callback.page')).AuthCallbackPage }),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <AppGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: dashboard },
      { path: 'dashboard', lazy: dashboard },
      {
        path: 'profile-setup',
        lazy: async () => ({
          Component: (await import('../features/profile-setup/profile-setup.page')).ProfileSetupPage,
        }),
      },
      {
        path: 'test-setup',
        lazy: async () => ({
          Component: (await import('../features/test-setup/test-setup.page')).TestSetupPage,
        }),
      },
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
