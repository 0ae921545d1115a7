import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** Spec 7: stale time 5 minutes, retry once (never for 4xx: a retry would not change the answer). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
  },
});
