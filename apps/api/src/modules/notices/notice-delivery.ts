import { defaultNoticePreferences } from '@kitching/contracts';
import type { UsersService } from '../users/users.service';
import type { NoticeChannel } from './notice-channel';
import { type NoticesRepository, toNotice } from './notices.repository';

const CLAIM_PAGE = 200;

/**
 * Sends what is due, after the notices' commit: claims a page of pending deliveries (a lease, SKIP
 * LOCKED), hands each member's notices to each channel, marks them sent. A channel that throws or
 * outlasts `timeoutMs` leaves them pending; the lease lapses and a later pass, on any server, sends
 * them. Nothing is marked sent before its channel took it, nothing sent twice while a lease holds.
 */
export async function deliverPending(
  deps: {
    notices: NoticesRepository;
    users: Pick<UsersService, 'findMember'>;
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
    const prefs = await deps.notices.preferences([...new Set(claimed.map((c) => c.userId))]);
    // All at once: the page is sent within one timeout, well inside the lease.
    const results = await Promise.all(
      [...groups.values()].map(async (group) => {
        const { userId, channel } = group[0]!;
        const member = await deps.users.findMember(userId);
        const rows = group.flatMap((c) => (notices.has(c.noticeId) ? [notices.get(c.noticeId)!] : []));
        if (!member?.familyId || !rows.length) return group.map((c) => c.id);
        const recipient = {
          userId,
          familyId: member.familyId,
          email: member.email,
          firstName: member.firstName,
          preferences: prefs.get(userId) ?? defaultNoticePreferences(member.role),
        };
        try {
          await withTimeout(byName.get(channel)!.deliver(recipient, rows.map(toNotice)), options.timeoutMs);
          sent += group.length;
          return group.map((c) => c.id);
        } catch (error) {
          deps.onError(error, channel);
          return [];
        }
      }),
    );
    await deps.notices.markSent(results.flat());
    if (claimed.length < CLAIM_PAGE) break;
  }
  return sent;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`channel took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
