import type { ActivityEntry } from '@kitching/contracts/events';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** The family activity feed (newest first): everything under 'activity', a family's pages under its lists. */
export const activityQueries = {
  all: () => ['activity'] as const,
  allLists: () => [...activityQueries.all(), 'list'] as const,
  lists: (familyId: number) => [...activityQueries.allLists(), familyId] as const,
  /** The latest `limit` changes of the family. */
  list: (familyId: number, limit: number) =>
    queryOptions({
      queryKey: [...activityQueries.lists(familyId), { limit }] as const,
      queryFn: () =>
        fetchData<ActivityEntry[]>(
          `/api/families/${familyId}/activity?limit=${limit}`,
          'Failed to fetch family activity',
        ),
    }),
};
