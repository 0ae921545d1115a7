import type { ActivityEntry, ActivityQuery, Actor } from '@kitching/contracts';
import { requireFamilyMember } from '../../app/authorize';
import type { ActivityRepository } from './activity.repository';
import { toActivityEntry } from './activity-text';

/** The family activity feed (spec 3): every committed change, newest first, its sentence rendered now. */
export function activityService({ activity }: { activity: ActivityRepository }) {
  return {
    async list(actor: Actor, familyId: number, query: ActivityQuery): Promise<ActivityEntry[]> {
      requireFamilyMember(actor, familyId);
      return (await activity.page(familyId, query.limit, query.before)).map(toActivityEntry);
    },
  };
}
export type ActivityService = ReturnType<typeof activityService>;
