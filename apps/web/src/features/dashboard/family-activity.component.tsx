import type { ActivityEntry } from '@kitching/contracts/events';
import { useQuery } from '@tanstack/react-query';
import { Activity, ChefHat, Package, ScanBarcode, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';
import { Spinner } from '../../components/ui/spinner.component';
import { activityQueries } from '../activity/activity.queries';
import { exactTime, relativeTime } from '../activity/relative-time';

/** How many of the latest changes the card shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 8;

/** The icon of a change by its domain (the event type's first part). */
const ICONS: Record<string, typeof Package> = {
  inventory: Package,
  recipe: ChefHat,
  family: Users,
  member: Users,
  product: ScanBarcode,
};

/** 'just now' becomes '1 min ago' without anything else changing: the card reads the clock each minute. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(tick);
  }, [everyMs]);
  return now;
}

/**
 * The dashboard's 'Family activity' card (spec 2.5): the family's latest changes, newest first,
 * 'Sam added Milk (2 gallons) · 2 min ago'. Live: every event on the family's stream refetches it
 * (app/live/event-invalidations.ts).
 */
export function FamilyActivityCard({ familyId }: { familyId: number }) {
  const activity = useQuery(activityQueries.list(familyId, DASHBOARD_ACTIVITY_LIMIT));
  const now = useNow();

  return (
    <Card>
      <CardHeader>
        <CardTitle id="family-activity-title" className="flex items-center gap-2">
          <Activity className="h-5 w-5 text-brand-600" aria-hidden /> Family activity
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {activity.isPending ? (
          <ActivitySkeleton />
        ) : activity.isError ? (
          <p className="text-stone-600">Couldn't load the family's latest changes.</p>
        ) : activity.data.length === 0 ? (
          <p className="text-stone-600">
            No changes yet. What anyone in the family adds or changes shows up here as it happens.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100" aria-label="Latest changes">
            {activity.data.map((entry) => (
              <ActivityLine key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Lines the size of real ones while the feed loads: the cards below do not jump when it arrives. */
function ActivitySkeleton() {
  return (
    <>
      <Spinner className="sr-only" label="Loading family activity" />
      <div className="flex flex-col divide-y divide-stone-100">
        {[0, 1, 2].map((line) => (
          <div key={line} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0" aria-hidden>
            <span className="h-7 w-7 shrink-0 animate-pulse rounded-full bg-stone-100" />
            <span className="flex flex-1 flex-col gap-1.5 pt-1.5">
              <span
                className="h-4 animate-pulse rounded bg-stone-100"
                style={{ maxWidth: `${70 - line * 12}%` }}
              />
              <span className="h-3 w-16 animate-pulse rounded bg-stone-100 sm:hidden" />
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

function ActivityLine({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const Icon = ICONS[entry.action.split('.')[0] ?? ''] ?? Activity;
  const at = new Date(entry.createdAt);
  return (
    <li className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="activity-entry">
      <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <p className="min-w-0 flex-1 break-words pt-1 text-stone-800">
        {entry.description}{' '}
        {/* On a phone the time goes on a line of its own; from 640 px it follows the sentence. */}
        <span className="block whitespace-nowrap text-xs text-stone-500 sm:inline sm:text-sm">
          <span className="hidden text-stone-400 sm:inline" aria-hidden>
            ·{' '}
          </span>
          <time dateTime={entry.createdAt} title={exactTime(at)}>
            {relativeTime(at, now)}
          </time>
        </span>
      </p>
    </li>
  );
}
