import type { User } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authQueries } from '../features/auth/auth.queries';
import { useSession } from '../features/auth/use-session.hook';
import { ApiError } from '../lib/api';
import { landingPage, loadedShell, normalizePath, preloadShell, profileSetupPage } from './lazy-pages';
import { LoadingScreen } from './loading-screen.component';
import { BYPASS_ALLOWED, SHELL_PATHS } from './shell-paths';

// The landing page is its own chunk, asked for at '/' beside this script (preload-by-path), so a
// signed-in page's first script carries no marketing. The signed-in shell (Radix, the navigation,
// every page's code) is fetched once someone has signed in, with the page they asked for.

/**
 * The shell, once it and the page first asked for are here. Waited for in state rather than through
 * Suspense, so it shows the moment it arrives (React holds back content revealed after a Suspense
 * fallback by up to 300 ms); later pages load inside the shell.
 */
function SignedInShell({ user }: { user: User }) {
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const [, setArrived] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const AppShell = loadedShell(firstPath);
  useEffect(() => {
    if (AppShell) return;
    let live = true;
    preloadShell(firstPath).then(
      () => live && startTransition(() => setArrived(true)),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [AppShell, firstPath]);
  // A chunk that cannot be fetched is a crash like any other (the error boundary's screen).
  if (error) throw error;
  return AppShell ? <AppShell user={user} /> : <LoadingScreen />;
}

/** After this long, the loading screen explains that the server may be starting. */
const SLOW_MS = 1500;
/** While the session cannot be read, it is asked again after 5 s, then 10 s, 20 s... up to 60 s. */
export const SESSION_RETRY_BASE_MS = 5000;
export const SESSION_RETRY_MAX_MS = 60_000;

export const sessionRetryDelay = (failures: number) =>
  Math.min(SESSION_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), SESSION_RETRY_MAX_MS);

function useSlow(active: boolean) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return slow;
}

/**
 * When GET /api/auth/session fails (server down, 5xx, network) and no user is known, the visitor
 * counts as signed out: '/' is always available (spec 2.1), and the crash screen is for rendering
 * crashes only. The session is asked again with a growing delay, and when the window regains
 * focus or the browser comes back online; a success then shows the signed-in app.
 */
function useSessionFailure() {
  const session = useQuery(authQueries.session());
  const { isError, isSuccess, error, errorUpdateCount, refetch } = session;
  const failuresAtLastSuccess = useRef(0);
  useEffect(() => {
    if (isSuccess) failuresAtLastSuccess.current = errorUpdateCount;
  }, [isSuccess, errorUpdateCount]);

  useEffect(() => {
    if (!isError) return;
    const retry = () => void refetch({ cancelRefetch: false });
    const onVisible = () => document.visibilityState === 'visible' && retry();
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', onVisible);
    // A 4xx answer would not change by asking again on a timer; focus and reconnect still retry.
    const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
    const timer = clientError
      ? undefined
      : setTimeout(retry, sessionRetryDelay(errorUpdateCount - failuresAtLastSuccess.current));
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
    };
  }, [isError, error, errorUpdateCount, refetch]);

  // A retry without data puts the query back to pending: keep treating the visitor as signed out
  // meanwhile instead of flashing the loading screen. A user already known stays signed in.
  const noUser = session.data === undefined;
  return noUser && (isError || (session.isPending && errorUpdateCount > failuresAtLastSuccess.current));
}

/** Spec 2.1: who sees what in the authenticated part of the app. */
export function AppGate() {
  const session = useSession();
  const sessionFailed = useSessionFailure();
  const location = useLocation();
  const isLoading = session.isLoading && !sessionFailed;
  const slow = useSlow(isLoading);
  const path = normalizePath(location.pathname);

  if (isLoading) return <LoadingScreen backendMessages={slow} />;

  const user = sessionFailed ? null : session.user;
  if (!user) {
    if (path === '/') return <landingPage.Component />;
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }

  // The setup page is the whole page: its content sits in the page's main landmark.
  const setup = (
    <main>
      <Suspense fallback={<LoadingScreen />}>
        <profileSetupPage.Component />
      </Suspense>
    </main>
  );
  if (session.needsSetup) {
    const bypass = new URLSearchParams(location.search).get('bypass') === 'true';
    // Unknown paths (the 404 page) are allowed with bypass; known ones only from the list.
    const allowed = bypass && (!SHELL_PATHS.has(path) || BYPASS_ALLOWED.has(path));
    if (!allowed) return path === '/profile-setup' ? setup : <Navigate to="/profile-setup" replace />;
  }
  if (!session.familyId && path === '/profile-setup') return setup;

  return <SignedInShell user={user} />;
}
