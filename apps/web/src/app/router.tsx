import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppGate } from './app-gate.component';
import { publicPages, shellPages } from './lazy-pages';
import { LoadingScreen } from './loading-screen.component';

function PublicPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

/**
 * Spec 2.1's routes. Declarative routes rather than a data router: nothing here loads data through
 * the router, and its data layer was a sixth of the landing page's script. Every page is its own
 * chunk (lazy-pages.ts); the shell's pages wait in the shell's Suspense, so '/' fetches no page a
 * signed-out visitor does not see. A rendering crash anywhere reaches the app's ErrorBoundary.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        {Object.entries(publicPages).map(([path, page]) => (
          <Route key={path} path={path} element={<PublicPage page={page.Component} />} />
        ))}
        <Route path="/" element={<AppGate />}>
          {Object.entries(shellPages).map(([path, page]) =>
            path === '/' ? (
              <Route key={path} index Component={page.Component} />
            ) : (
              <Route key={path} path={path.replace(/^\//, '')} Component={page.Component} />
            ),
          )}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
