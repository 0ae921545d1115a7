import type { CreateFamilyBody, Family, profileSetupBody, User } from '@kitching/contracts';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { authQueries } from '../auth/auth.queries';
import { familyQueries } from '../families/families.queries';
import { userQueries } from '../users/users.queries';

export const useCreateFamily = () =>
  useMutation({
    mutationFn: async (body: CreateFamilyBody) =>
      (await api<{ data: Family }>('/api/families', { method: 'POST', body })).data,
  });

export const useSaveProfile = () =>
  useMutation({
    mutationFn: async (body: z.input<typeof profileSetupBody>) =>
      (await api<{ data: User }>('/api/users/profile', { method: 'POST', body })).data,
  });

/**
 * After the family exists, the user's profile and family queries are stale. Called at the redirect, not
 * before: refreshing earlier would swap the setup screen for the shell while 'Setup Complete!' shows.
 * The cache is set before this returns (the refetch follows), so a navigation right after it finds
 * the family: without a saved profile (spec 4's partial setup) the cached user is given the new family,
 * or the app gate would send them back to setup until the session is read again.
 */
export const refreshAfterSetup = async (
  queryClient: QueryClient,
  user?: User,
  family?: Pick<Family, 'id' | 'name'>,
) => {
  const cached = queryClient.getQueryData<User | null>(authQueries.session().queryKey);
  const known = user ?? (cached && family ? { ...cached, familyId: family.id, family } : undefined);
  if (known) {
    queryClient.setQueryData(authQueries.session().queryKey, known);
    queryClient.setQueryData(userQueries.profile().queryKey, known);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authQueries.all() }),
    queryClient.invalidateQueries({ queryKey: userQueries.all() }),
    queryClient.invalidateQueries({ queryKey: familyQueries.all() }),
  ]);
};
