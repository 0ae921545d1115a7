import './app/zod-config';
import type { User } from '@kitching/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/error-boundary.component';
import { normalizePath, prepareFirstRender } from './app/lazy-pages';
import { registerServiceWorker } from './app/pwa/register';
import { queryClient, SESSION_KEY } from './app/query-client';
import { prefetchRouteData } from './app/route-data';
import { AppRoutes } from './app/router';
import { applyTheme } from './app/theme';
import { ToastHost } from './components/ui/toast-host.component';
import { authQueries } from './features/auth/auth.queries';
import './index.css';

applyTheme();
// The session decides what most paths show: it is read now, taking the answer index.html asked for
// already (a public page that never read it would leave that answer unused, and the browser warns).
const session = queryClient
  .prefetchQuery(authQueries.session())
  .then(() => queryClient.getQueryData<User | null>(SESSION_KEY));

// The page's data is asked for once the session names the family, beside the page's code.
const pageData = session.then((user) =>
  prefetchRouteData(
    queryClient,
    normalizePath(window.location.pathname),
    new URLSearchParams(window.location.search),
    user,
  ),
);

// The first render is a transition: React then renders in slices of a few milliseconds instead of one
// long task, so a slow phone can still answer a tap while the page is being built.
void prepareFirstRender(window.location.pathname, session, pageData).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AppRoutes />
            <ToastHost />
          </QueryClientProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
});

// Installable and opens offline (issue 15): the service worker, in production builds, after the load.
registerServiceWorker();
