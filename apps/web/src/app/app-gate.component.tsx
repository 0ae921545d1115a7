import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/use-session.hook';
import { ProfileSetupPage } from '../features/profile-setup/profile-setup.page';
import { CrashScreen } from './error-boundary.component';
import { LoadingScreen } from './loading-screen.component';
import { BYPASS_ALLOWED, SHELL_PATHS } from './nav-items';
import { AppShell } from './shell/app-shell.component';

const LandingPage = lazy(() =>
  import('../features/marketing/landing.page').then((m) => ({ default: m.LandingPage })),
);

/** After this long, the loading screen explains that the server may be starting. */
const SLOW_MS = 1500;

function useSlow(active: boolean) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return slow;
}

/** Spec 2.1: who sees what in the authenticated part of the app. */
export function AppGate() {
  const { isLoading, user, needsSetup, sessionError, familyId } = useSession();
  const location = useLocation();
  const slow = useSlow(isLoading);
  const path = location.pathname.replace(/\/+$/, '') || '/';

  if (isLoading) return <LoadingScreen backendMessages={slow} />;
  if (sessionError) return <CrashScreen message={sessionError.message} />;

  if (!user) {
    if (path === '/')
      return (
        <Suspense fallback={<LoadingScreen />}>
          <LandingPage />
        </Suspense>
      );
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }

  if (needsSetup) {
    const bypass = new URLSearchParams(location.search).get('bypass') === 'true';
    // Unknown paths (the 404 page) are allowed with bypass; known ones only from the list.
    const allowed = bypass && (!SHELL_PATHS.has(path) || BYPASS_ALLOWED.has(path));
    if (!allowed)
      return path === '/profile-setup' ? <ProfileSetupPage /> : <Navigate to="/profile-setup" replace />;
  }
  if (!familyId && path === '/profile-setup') return <ProfileSetupPage />;

  return <AppShell user={user} />;
}
