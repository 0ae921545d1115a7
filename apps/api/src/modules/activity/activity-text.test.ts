import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityRow } from './activity.repository';
import { describe as describeRow } from './activity-text';

const row = (action: string, details: Record<string, unknown>): ActivityRow => ({
  id: 1,
  familyId: 1,
  action,
  description: null,
  details,
  userId: 7,
  createdAt: new Date(),
  user: { id: 7, firstName: 'Sam', lastName: 'Baker' },
});
const planned = (plannedDate: string) => ({
  planned: { id: 3, mealPlanId: 2, plannedDate, mealType: 'dinner' },
  plan: { id: 2, name: 'Lentil soup' },
});

// Issue 24: the feed wrote '2026-11-28' where every screen writes 'Nov 28'.
describe("the feed's planned days", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 27, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('reads as the screens write a day: the year only when it is another year', () => {
    expect(describeRow(row('meal.planned', planned('2026-11-28')))).toBe(
      'Sam planned Lentil soup for dinner on Nov 28',
    );
    expect(describeRow(row('meal.moved', planned('2027-01-02')))).toBe(
      'Sam moved Lentil soup to dinner on Jan 2, 2027',
    );
    expect(describeRow(row('meal.unplanned', planned('2025-10-23')))).toBe(
      'Sam took Lentil soup off Oct 23, 2025',
    );
  });
});
