import type { Actor } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../users/users.queries';
import { authQueries } from './auth.queries';

/** The signed-in user (or null), and the profile query that decides whether setup is needed. */
export function useSession() {
  const session = useQuery(authQueries.session());
  const user = session.data ?? null;
  const profile = useQuery({ ...userQueries.profile(), enabled: Boolean(user) });
  // Signed out (also behind the page's back): a profile still cached from before does not sign anyone in.
  const profileUser = user ? (profile.data ?? user) : null;
  const familyId = profileUser?.familyId ?? profileUser?.family?.id ?? null;
  // Spec 4: setup is needed when signed in, the profile loaded without error, and no family id exists.
  const needsSetup = Boolean(user) && profile.isSuccess && !profile.isError && !familyId;
  // Who asks `can(actor, ...)`: nobody signed in is id 0 with no role, and may do nothing.
  const actor: Actor = { id: profileUser?.id ?? 0, role: profileUser?.role ?? null, familyId };
  return {
    actor,
    isLoading: session.isPending,
    sessionError: session.error,
    user: profileUser,
    profileLoaded: profile.isSuccess,
    familyId,
    needsSetup,
    refetch: session.refetch,
  };
}
