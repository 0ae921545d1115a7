import type { ActivityEntry, ActivityQuery, Actor } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ActivityRepository, ActivityRow } from './activity.repository';
import { toActivityEntry } from './activity-text';

declare module '../../kernel/app-context' {
  interface AppServices {
    activity: ActivityService;
  }
}

/** The family activity feed (spec 3): every committed change, newest first, its sentence rendered now. */
export function activityService({ activity }: { activity: ActivityRepository }) {
  return {
    /** The live stream's replay (modules/live): the family's rows after `after`, oldest first. */
    after: (familyId: number, after: number, limit: number) => activity.after(familyId, after, limit),
    /** The live stream: committed events read back with their author. */
    byIds: (ids: number[]) => activity.byIds(ids),

    async list(actor: Actor, familyId: number, query: ActivityQuery): Promise<ActivityEntry[]> {
      authorize(actor, 'family.view', familyId);
      return (await activity.page(familyId, query.limit, query.before)).map(toActivityEntry);
    },
  };
}
export type { ActivityRow };
export type ActivityService = ReturnType<typeof activityService>;
