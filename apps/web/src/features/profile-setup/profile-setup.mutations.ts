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
 */
export const refreshAfterSetup = (queryClient: QueryClient, user?: User) => {
  if (user) {
    queryClient.setQueryData(authQueries.session().queryKey, user);
    queryClient.setQueryData(userQueries.profile().queryKey, user);
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authQueries.all() }),
    queryClient.invalidateQueries({ queryKey: userQueries.all() }),
    queryClient.invalidateQueries({ queryKey: familyQueries.all() }),
  ]);
};
