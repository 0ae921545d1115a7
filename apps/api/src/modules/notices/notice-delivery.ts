import { defaultNoticePreferences } from '@kitching/contracts';
import type { UsersService } from '../users/users.service';
import { inTurns } from './cooperative';
import type { NoticeChannel } from './notice-channel';
import { type NoticesRepository, toNotice } from './notices.repository';

const CLAIM_PAGE = 200;
/**
 * Members handed to the channels at once. Each takes a pooled connection or two (their address, their
 * subscriptions, the digest queue): 200 at once held every connection of the pool, and /api/health waited
 * behind them (p99 over 200 ms in bench/notices.bench.ts). Four leave the rest of the pool to requests.
 */
const LANES = 4;
const MARK_EVERY_MS = 20;

/**
 * Sends what is due, after the notices' commit: claims a page of pending deliveries (a lease, SKIP
 * LOCKED), hands each member's notices to each channel, marks them sent within MARK_EVERY_MS of the
 * channel taking them (a kill -9 then re-sends only the few members in flight or taken in those last
 * milliseconds, see LANES). A channel that throws or
 * outlasts `timeoutMs` leaves them pending; the lease lapses and a later pass, on any server, sends
 * them. Nothing is marked sent before its channel took it, nothing sent twice while a lease holds.
 */
export async function deliverPending(
  deps: {
    notices: NoticesRepository;
    users: Pick<UsersService, 'membersByIds'>;
    channels: readonly NoticeChannel[];
    onError: (error: unknown, channel: string) => void;
  },
  options: { leaseMs: number; timeoutMs: number },
): Promise<number> {
  const byName = new Map(deps.channels.map((c) => [c.name as string, c]));
  let sent = 0;
  // Until nothing is due: a fixed number of pages left a backlog (60,000 notices of 10,000 families took
  // six passes). Bounded by half the lease, so a pass never still works on rows its lease gave back.
  const until = Date.now() + options.leaseMs / 2;
  while (Date.now() < until) {
    const claimed = await deps.notices.claimDeliveries(CLAIM_PAGE, options.leaseMs, [...byName.keys()]);
    if (!claimed.length) break;
    const notices = new Map(
      (await deps.notices.byIds([...new Set(claimed.map((c) => c.noticeId))])).map((n) => [n.id, n]),
    );
    const groups = new Map<string, typeof claimed>();
    for (const c of claimed) {
      const key = `${c.userId}|${c.channel}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const userIds = [...new Set(claimed.map((c) => c.userId))];
    const [prefs, members] = await Promise.all([
      deps.notices.preferences(userIds),
      deps.users.membersByIds(userIds).then((rows) => new Map(rows.map((m) => [m.id, m]))),
    ]);
    // A page gets one timeout's time (the lease is well longer): a member not started by then (channels
    // hanging in every lane) is given back for the next pass instead of waiting out the lease.
    const pageEnds = Date.now() + options.timeoutMs;
    const list = [...groups.values()];
    const marks = marker((ids) => deps.notices.markSent(ids));
    const results = await inTurns(
      list,
      LANES,
      async (group) => {
        const { userId, channel } = group[0]!;
        const member = members.get(userId);
        const rows = group.flatMap((c) => (notices.has(c.noticeId) ? [notices.get(c.noticeId)!] : []));
        if (!member?.familyId || !rows.length) {
          marks.add(group.map((c) => c.id));
          return true;
        }
        const recipient = {
          userId,
          familyId: member.familyId,
          email: member.email,
          firstName: member.firstName,
          preferences: prefs.get(userId) ?? defaultNoticePreferences(member.role),
        };
        try {
          await withTimeout(byName.get(channel)!.deliver(recipient, rows.map(toNotice)), options.timeoutMs);
        } catch (error) {
          deps.onError(error, channel);
          return false;
        }
        // Marked within MARK_EVERY_MS, not with the page: a server killed now sends again only what was
        // in flight or taken in those last milliseconds.
        marks.add(group.map((c) => c.id));
        sent += group.length;
        return true;
      },
      () => Date.now() >= pageEnds,
    );
    await marks.done();
    const untouched = results.flatMap((done, i) => (done === undefined ? list[i]!.map((c) => c.id) : []));
    await deps.notices.release(untouched);
    // Out of time on this page: the channels are slow today; the rest waits for the next pass.
    if (untouched.length || claimed.length < CLAIM_PAGE) break;
  }
  return sent;
}

/**
 * Marks sent in one statement every MARK_EVERY_MS (a statement per member doubled the pass's queries);
 * `done()` waits for every mark. A failed mark leaves its rows pending: sent again after the lease.
 */
function marker(markSent: (ids: number[]) => Promise<void>) {
  let waiting: number[] = [];
  const flushes: Promise<void>[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const ids = waiting;
    waiting = [];
    if (ids.length) flushes.push(markSent(ids));
  };
  return {
    add(ids: number[]) {
      waiting.push(...ids);
      timer ??= setTimeout(flush, MARK_EVERY_MS);
    },
    async done() {
      clearTimeout(timer);
      flush();
      await Promise.all(flushes);
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`channel took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
