import type { User } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

/** Query keys of the family-profiles screen; mutations invalidate by the `all()` prefix. */
export const familyProfileQueries = {
  all: () => ['family-profiles'] as const,
  members: (familyId: number) =>
    queryOptions({
      queryKey: [...familyProfileQueries.all(), familyId, 'members'] as const,
      queryFn: async () => {
        try {
          return (await api<{ data: User[] }>(`/api/families/${familyId}/users`)).data;
        } catch (error) {
          if (error instanceof ApiError) throw new Error(`${error.status}: Failed to fetch family users`);
          throw error;
        }
      },
    }),
};
