import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toasterWanted } from './toast.store';

// Radix's toast is a fair share of the landing page's script, and the landing page never shows one.
const Toaster = lazy(() => import('./toast.component').then((m) => ({ default: m.Toaster })));

/** The app's one toast region, mounted from the first toast on (or when the shell asks for it). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToasts, toasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
