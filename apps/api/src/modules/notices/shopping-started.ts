import { type DomainEvent, shoppingStartedTitle } from '@kitching/contracts';
import type { CommittedEvent } from '../../kernel/event-bus';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { UsersService } from '../users/users.service';
import { localClock } from './local-time';
import type { NoticeChannel } from './notice-channel';
import { deliveriesOf } from './notice-pass';
import type { NoticesRepository } from './notices.repository';

export interface ShoppingStartedDeps {
  notices: NoticesRepository;
  run: ScopedRun<{ notices: NoticesRepository }>;
  users: Pick<UsersService, 'familyPage'>;
  channels: readonly NoticeChannel[];
  /** Sends what is due now (the scheduler's delivery), so the others hear of the trip while it lasts. */
  deliver: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Issue 26's optional kind: 'a list that another member started shopping from'. The grocery domain says
 * a list is being shopped from when a line of it is ticked (contracts' `beingShopped`); its committed
 * `grocery.item_ticked` event is heard here (the bus, never the grocery module). Each other member who
 * chose the kind (off by default) gets one notice per list and day of theirs (notice_items' key, as for
 * the other kinds, so a second tick, another server or a retry makes none), by the channels they chose,
 * sent at once rather than at the next pass.
 */
export function shoppingStartedReaction(deps: ShoppingStartedDeps) {
  return async (event: CommittedEvent): Promise<void> => {
    if (event.type !== 'grocery.item_ticked' || !event.details.item.purchased || event.actorId === null)
      return;
    const { list } = event.details;
    const now = event.createdAt;
    // The family's members (the reminders' page of one family: id, role, name).
    const members = (await deps.users.familyPage(event.familyId - 1, 1)).filter(
      (m) => m.familyId === event.familyId,
    );
    const shopper = members.find((m) => m.id === event.actorId);
    const stored = await deps.notices.preferences(members.map((m) => m.id));
    const others = members.flatMap((m) => {
      const preferences = stored.get(m.id);
      return m.id !== event.actorId &&
        preferences?.kinds.includes('shopping_started') &&
        preferences.channels.length
        ? [{ ...m, preferences }]
        : [];
    });
    if (!others.length) return;
    const href = `/grocery-lists?list=${list.id}`;
    const title = shoppingStartedTitle(shopper?.firstName ?? null, list.name);
    const channels = deps.channels.map((c) => c.name);
    const made = await deps.run(async ({ repos, emit }) => {
      const drafts = others.map((m) => ({
        member: m,
        localDay: localClock(m.preferences.timeZone, now).date,
      }));
      const fresh = await repos.notices.recordItems(
        drafts.map((d) => ({
          userId: d.member.id,
          kind: 'shopping_started',
          localDay: d.localDay,
          keys: [`list:${list.id}`],
        })),
      );
      const news = [...fresh.keys()].map((i) => drafts[i]!);
      const rows = await repos.notices.insertNotices(
        news.map((d) => ({
          userId: d.member.id,
          familyId: event.familyId,
          kind: 'shopping_started',
          localDay: d.localDay,
          title,
          href,
          items: [{ name: list.name, href }],
        })),
      );
      await repos.notices.insertDeliveries(
        rows.flatMap((row, i) => deliveriesOf(row, news[i]!.member.preferences, channels, now)),
      );
      if (rows.length)
        emit({
          type: 'notice.created',
          familyId: event.familyId,
          actorId: null,
          details: { userIds: rows.map((r) => r.userId), count: rows.length },
        } satisfies DomainEvent);
      return rows.length;
    });
    if (made) await deps.deliver().catch(deps.onError);
  };
}
