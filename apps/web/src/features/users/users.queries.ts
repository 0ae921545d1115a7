import type { User } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

export const userQueries = {
  all: () => ['users'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'profile'] as const,
      queryFn: () => fetchData<User>('/api/users/profile', 'Failed to fetch user profile'),
    }),
};
