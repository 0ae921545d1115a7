import type { MealPlan, MealSuggestionDto, PlannedMeal } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/api';

/** Spec 7: planned meals are kept fresh 5 minutes and cached 10. */
export const PLANNED_MEALS_STALE_MS = 5 * 60_000;
export const PLANNED_MEALS_KEEP_MS = 10 * 60_000;

/** The meal-planning query keys: a family's meal plans, its planned meals by range, and its suggestions. */
export const mealQueries = {
  all: () => ['meals'] as const,
  plans: (familyId: number) => [...mealQueries.all(), 'plans', familyId] as const,
  planList: (familyId: number) =>
    queryOptions({
      queryKey: mealQueries.plans(familyId),
      queryFn: () =>
        fetchData<MealPlan[]>(`/api/families/${familyId}/meal-plans`, 'Failed to fetch meal plans'),
    }),
  allPlanned: (familyId: number) => [...mealQueries.all(), 'planned', familyId] as const,
  planned: (familyId: number, startDate: string, endDate: string) =>
    queryOptions({
      queryKey: [...mealQueries.allPlanned(familyId), { startDate, endDate }] as const,
      queryFn: () =>
        fetchData<PlannedMeal[]>(
          `/api/families/${familyId}/planned-meals?startDate=${startDate}&endDate=${endDate}`,
          'Failed to fetch planned meals',
        ),
      staleTime: PLANNED_MEALS_STALE_MS,
      gcTime: PLANNED_MEALS_KEEP_MS,
    }),
  suggestionsOf: (familyId: number) => [...mealQueries.all(), 'suggestions', familyId] as const,
  suggestions: (familyId: number) =>
    queryOptions({
      queryKey: mealQueries.suggestionsOf(familyId),
      queryFn: () =>
        fetchData<MealSuggestionDto[]>(
          `/api/families/${familyId}/meal-suggestions`,
          'Failed to fetch suggestions',
        ),
    }),
};
