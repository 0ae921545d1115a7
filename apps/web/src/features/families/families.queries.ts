import type { Family } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export const familyQueries = {
  all: () => ['families'] as const,
  detail: (familyId: number) =>
    queryOptions({
      queryKey: [...familyQueries.all(), familyId] as const,
      queryFn: async () => {
        try {
          return (await api<{ data: Family }>(`/api/families/${familyId}`)).data;
        } catch (error) {
          if (error instanceof ApiError) throw new Error(`${error.status}: Failed to fetch family`);
          throw error;
        }
      },
    }),
};
