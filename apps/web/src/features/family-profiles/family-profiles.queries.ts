import type { User } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** Query keys of the family-profiles screen; mutations invalidate by the `all()` prefix. */
export const familyProfileQueries = {
  all: () => ['family-profiles'] as const,
  members: (familyId: number) =>
    queryOptions({
      queryKey: [...familyProfileQueries.all(), familyId, 'members'] as const,
      queryFn: () => fetchData<User[]>(`/api/families/${familyId}/users`, 'Failed to fetch family users'),
    }),
};
