import type { User } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export const userQueries = {
  all: () => ['users'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'profile'] as const,
      queryFn: async () => {
        try {
          return (await api<{ data: User }>('/api/users/profile')).data;
        } catch (error) {
          if (error instanceof ApiError) throw new Error(`${error.status}: Failed to fetch user profile`);
          throw error;
        }
      },
    }),
};
