import type { EmailDelivery, User } from '@kitching/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryClient, SESSION_KEY } from '../../app/query-client';
import { fetchData } from '../../lib/api';
import { userQueries } from '../users/users.queries';
import { authKeys } from './auth.keys';

export const USER_WITH_FAMILY_ERROR = 'Failed to fetch user with family';

export const authQueries = {
  all: authKeys.all,
  session: () =>
    queryOptions({
      queryKey: SESSION_KEY,
      queryFn: async () => {
        // Spec 8's words for this fetch: the session is the signed-in user with their family.
        const { user } = await fetchData<{ user: User | null }>('/api/auth/session', USER_WITH_FAMILY_ERROR);
        // The session carries the full profile: seed it so the shell does not fetch it twice.
        if (user) queryClient.setQueryData(userQueries.profile().queryKey, user);
        return user;
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Whether this server emails its sign-in links or only writes them to its log (set at start). */
  emailDelivery: () =>
    queryOptions({
      queryKey: authKeys.emailDelivery(),
      queryFn: async () =>
        (
          await fetchData<{ delivery: EmailDelivery }>(
            '/api/auth/email-delivery',
            'Failed to read the email setup',
          )
        ).delivery,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** After a sign-in: the user is known, everything else from before is stale. */
export async function signedIn(queryClient: QueryClient, user: User) {
  // A session read still on its way (main.tsx starts one at page load) would land after this and
  // sign the person out again; cancelling reverts that query, so it is awaited before the user is set.
  await queryClient.cancelQueries({ queryKey: SESSION_KEY });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all()[0] });
  queryClient.setQueryData(authQueries.session().queryKey, user);
  queryClient.setQueryData(userQueries.profile().queryKey, user);
}
