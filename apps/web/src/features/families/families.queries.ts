import type { Family } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

export const familyQueries = {
  all: () => ['families'] as const,
  detail: (familyId: number) =>
    queryOptions({
      queryKey: [...familyQueries.all(), familyId] as const,
      queryFn: () => fetchData<Family>(`/api/families/${familyId}`, 'Failed to fetch family'),
    }),
};
