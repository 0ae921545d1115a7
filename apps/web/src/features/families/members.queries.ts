import type { User } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** A family's members (users of the family): everything under 'members', lists under 'members'/'list'. */
export const memberQueries = {
  all: () => ['members'] as const,
  lists: () => [...memberQueries.all(), 'list'] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: [...memberQueries.lists(), familyId] as const,
      queryFn: () => fetchData<User[]>(`/api/families/${familyId}/users`, 'Failed to fetch family users'),
    }),
};
