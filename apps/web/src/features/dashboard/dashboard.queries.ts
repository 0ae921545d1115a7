import { WASTE_WEEKS_DEFAULT, type WasteReport } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** The dashboard's own summaries: everything under 'dashboard'. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  wasteOf: (familyId: number) => [...dashboardQueries.all(), 'waste', familyId] as const,
  /** The food-waste trend of the `weeks` weeks ending with the viewer's `today`. */
  waste: (familyId: number, today: string, weeks = WASTE_WEEKS_DEFAULT) =>
    queryOptions({
      queryKey: [...dashboardQueries.wasteOf(familyId), { today, weeks }] as const,
      queryFn: () =>
        fetchData<WasteReport>(
          `/api/families/${familyId}/dashboard/waste?today=${today}&weeks=${weeks}`,
          'Failed to fetch the food waste trend',
        ),
    }),
};
