import type { ActivityEntry } from '@kitching/contracts';
import type { Database } from '../../db/client';
import type { EventBus } from '../../kernel/event-bus';
import { EVENTS_CHANNEL } from '../../kernel/unit-of-work';
import type { ActivityRow, ActivityService } from '../activity/activity.service';
import { toActivityEntry } from '../activity/activity-text';
import { RecentIds } from './recent-ids';

/** A replay reads the missed events this many at a time. */
const REPLAY_PAGE = 500;
/** Each stream remembers the ids it sent lately, so an event heard twice is sent once. */
const RECENT_IDS = 512;

declare module '../../kernel/app-context' {
  interface AppContext {
    /** The live stream's hub (modules/live), started with the app. */
    live: LiveHub;
  }
}

export interface LiveStream {
  familyId: number;
  /** Writes one event; false when the connection is gone. */
  send(entry: ActivityEntry): void;
}

interface Open {
  stream: LiveStream;
  /** While the replay runs, live events wait here. */
  waiting: ActivityRow[] | null;
  lastId: number;
  recent: RecentIds;
}

/**
 * The live stream's side of the events (GET /api/families/:id/events): which streams are open per family,
 * and how a committed event reaches them. On PostgreSQL every process LISTENs on `kitching_events`, so
 * an event reaches every stream whichever process took the write; on the embedded database (one
 * process) the in-process bus is the source. Each event is read back from the activity table (one
 * query per batch) and sent as its feed entry, rendered.
 */
export function liveHub({
  database,
  bus,
  activity,
  onError,
}: {
  database: Database;
  bus: EventBus;
  activity: Pick<ActivityService, 'after' | 'byIds'>;
  onError: (error: unknown) => void;
}) {
  const families = new Map<number, Set<Open>>();
  let queue: Promise<void> = Promise.resolve();

  function sendTo(open: Open, row: ActivityRow) {
    if (open.recent.has(row.id)) return;
    open.recent.add(row.id);
    if (row.id > open.lastId) open.lastId = row.id;
    open.stream.send(toActivityEntry(row));
  }

  function dispatch(rows: ActivityRow[]) {
    for (const row of rows)
      for (const open of families.get(row.familyId) ?? []) {
        if (open.waiting) open.waiting.push(row);
        else sendTo(open, row);
      }
  }

  /** In commit order, one batch after the other: a stream never sees a later event first. */
  function deliver(events: { familyId: number; id: number }[]) {
    const ids = events.filter((e) => families.has(e.familyId)).map((e) => e.id);
    if (!ids.length) return;
    queue = queue.then(async () => dispatch(await activity.byIds(ids))).catch(onError);
  }

  /** After the LISTEN connection came back: what each open stream may have missed meanwhile. */
  function catchUp() {
    queue = queue
      .then(async () => {
        for (const [familyId, opens] of families) {
          const since = Math.min(...[...opens].map((open) => open.lastId));
          dispatch(await activity.after(familyId, since, REPLAY_PAGE));
        }
      })
      .catch(onError);
  }

  return {
    async start(): Promise<() => Promise<void>> {
      if (database.kind !== 'postgres') {
        const stop = bus.subscribe((event) => deliver([event]));
        return async () => void stop();
      }
      let lost = false;
      return database.listen(EVENTS_CHANNEL, {
        onMessage: (payload) =>
          deliver(
            payload.split(',').map((pair) => {
              const [familyId, id] = pair.split(':').map(Number);
              return { familyId: familyId!, id: id! };
            }),
          ),
        onState: (listening) => {
          if (!listening) lost = true;
          else if (lost) {
            lost = false;
            catchUp();
          }
        },
      });
    },

    /**
     * Opens a stream: with `lastEventId` (a reconnect) it first gets every event of its family after that
     * id, oldest first, then the live ones (none lost or doubled in between). Returns the close function.
     */
    async open(stream: LiveStream, lastEventId?: number): Promise<() => void> {
      const open: Open = {
        stream,
        waiting: lastEventId === undefined ? null : [],
        lastId: lastEventId ?? 0,
        recent: new RecentIds(RECENT_IDS),
      };
      const opens = families.get(stream.familyId) ?? new Set<Open>();
      families.set(stream.familyId, opens);
      opens.add(open);
      const close = () => {
        opens.delete(open);
        if (!opens.size && families.get(stream.familyId) === opens) families.delete(stream.familyId);
      };
      if (lastEventId !== undefined) {
        try {
          let after = lastEventId;
          for (;;) {
            const rows = await activity.after(stream.familyId, after, REPLAY_PAGE);
            for (const row of rows) sendTo(open, row);
            if (rows.length < REPLAY_PAGE) break;
            after = rows.at(-1)!.id;
          }
        } catch (error) {
          close();
          throw error;
        }
        const waiting = open.waiting ?? [];
        open.waiting = null;
        for (const row of waiting) sendTo(open, row);
      }
      return close;
    },

    /** Open streams, for the benchmark and the tests. */
    get size() {
      let n = 0;
      for (const opens of families.values()) n += opens.size;
      return n;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
