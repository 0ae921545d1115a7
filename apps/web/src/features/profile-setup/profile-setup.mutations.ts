import type { Family, User } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api';
import { authQueries } from '../auth/auth.queries';
import { familyQueries } from '../families/families.queries';
import { userQueries } from '../users/users.queries';

export const useCreateFamily = () =>
  useMutation({
    mutationFn: (body: { name: string; familySize?: string }) =>
      api<{ data: Family }>('/api/families', { method: 'POST', body }),
  });

export const useSaveProfile = () =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<{ data: User }>('/api/users/profile', { method: 'POST', body }),
  });

/**
 * After the family exists, the user's profile and family queries are stale. Called at the redirect, not
 * before: refreshing earlier would swap the setup screen for the shell while 'Setup Complete!' shows.
 */
export const refreshAfterSetup = (user?: User) => {
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
