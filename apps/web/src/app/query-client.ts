import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/auth.keys';
import { ApiError } from '../lib/api';
import { isQueueable, NEEDS_NETWORK } from '../lib/offline';
import { startOfflineUse } from './offline-setup';

/** The session query's key (the auth domain's factory), which the app's start and offline use read. */
export const SESSION_KEY = authKeys.session();

/**
 * A 401 from any call means the session has ended behind the page's back (it expired, or the person
 * signed out in another tab): read the session again, and the app gate sends them to sign in and back
 * to the page they were on, instead of leaving a page whose every action fails.
 */
function sessionEnded(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && error.code === 'auth.unauthenticated')
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

/** Spec 7: stale time 5 minutes, retry once (never for 4xx: a retry would not change the answer). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: sessionEnded }),
  mutationCache: new MutationCache({
    onError: sessionEnded,
    // Offline, a write that cannot queue (only a queueable mutation may: lib/offline's QUEUEABLE,
    // grocery lines, inventory steps and adds) is refused before it is sent, with words a person can
    // act on, instead of a request that fails.
    onMutate: (_variables, mutation) => {
      if (typeof navigator !== 'undefined' && !navigator.onLine && !isQueueable(mutation.options.meta))
        throw new ApiError(0, 'network.offline', NEEDS_NETWORK);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
  },
});

// Read even offline: the app then opens with the last known session (lib/offline/persist.ts) instead
// of waiting for a network that is not there.
queryClient.setQueryDefaults(SESSION_KEY, { networkMode: 'always' });
startOfflineUse(queryClient, SESSION_KEY);
