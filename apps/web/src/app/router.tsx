import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppGate } from './app-gate.component';
import { publicPages, shellPages } from './lazy-pages';
import { LoadingScreen } from './loading-screen.component';

/**
 * Spec 2.1's routes. Declarative routes rather than a data router: nothing here loads data through
 * the router, and its data layer was a sixth of the landing page's script. Every page is its own
 * chunk (lazy-pages.ts); the shell's pages wait in the shell's Suspense, so '/' fetches no page a
 * signed-out visitor does not see. A rendering crash anywhere reaches the app's ErrorBoundary.
 * The public pages' Suspense boundary sits above the routes: once something has shown, going to a
 * page whose chunk is still on its way keeps the page before on screen (navigations are transitions)
 * instead of a loading screen.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          {Object.entries(publicPages).map(([path, page]) => (
            <Route key={path} path={path} Component={page.Component} />
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
      </Suspense>
    </BrowserRouter>
  );
}
