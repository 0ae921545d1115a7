import {
  type Actor,
  defaultNoticePreferences,
  type Notice,
  type NoticeItem,
  type NoticeKind,
  type NoticePreferences,
} from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { type NoticesRepository, toNotice } from './notices.repository';

declare module '../../kernel/app-context' {
  interface AppServices {
    notices: NoticesService;
  }
}

/** The bell lists this many, newest first. */
const LIST_LIMIT = 50;

/**
 * A member's own reminders (issue 26; PERMISSIONS.md: own reminders, every role): the in-app centre and
 * the settings. Another member's id answers 404 like a missing one.
 */
export function noticesService({
  notices,
  run,
}: {
  notices: NoticesRepository;
  run: ScopedRun<{ notices: NoticesRepository }>;
}) {
  const own = (actor: Actor, userId: number) => authorize(actor, 'notices.own', userId);

  return {
    async preferences(actor: Actor, userId: number): Promise<NoticePreferences> {
      own(actor, userId);
      const stored = await notices.preferences([userId]);
      return stored.get(userId) ?? defaultNoticePreferences(actor.role ?? null);
    },
    async savePreferences(actor: Actor, userId: number, body: NoticePreferences): Promise<NoticePreferences> {
      own(actor, userId);
      await run(({ repos }) => repos.notices.savePreferences(userId, body));
      return body;
    },
    async list(actor: Actor, userId: number): Promise<Notice[]> {
      own(actor, userId);
      return (await notices.list(userId, LIST_LIMIT)).map(toNotice);
    },
    async unread(actor: Actor, userId: number): Promise<{ unread: number }> {
      own(actor, userId);
      return { unread: await notices.unread(userId) };
    },
    /**
     * Another domain's notice to some members, in the bell only, inside that domain's transaction (issue
     * 29: a webhook turned off). One `notice.created` event refreshes their bells.
     */
    async announce(
      tx: Tx,
      notice: {
        familyId: number;
        userIds: number[];
        kind: NoticeKind;
        title: string;
        href: string;
        items: NoticeItem[];
      },
    ): Promise<void> {
      if (!notice.userIds.length) return;
      const { repos, emit } = run.join(tx);
      const localDay = new Date().toISOString().slice(0, 10);
      const { userIds, ...rest } = notice;
      await repos.notices.insertNotices(userIds.map((userId) => ({ ...rest, userId, localDay })));
      emit({
        type: 'notice.created',
        familyId: notice.familyId,
        actorId: null,
        details: { userIds, count: userIds.length },
      });
    },
    async markRead(actor: Actor, userId: number, ids?: number[]): Promise<{ unread: number }> {
      own(actor, userId);
      await run(async ({ repos, emit }) => {
        await repos.notices.markRead(userId, ids);
        // The member's other open pages refresh their bell (the family's streams hear it; only they act).
        if (actor.familyId != null)
          emit({
            type: 'notice.read',
            familyId: actor.familyId,
            actorId: actor.id,
            details: { userIds: [userId] },
          });
      });
      return { unread: await notices.unread(userId) };
    },
  };
}
export type NoticesService = ReturnType<typeof noticesService>;
