import type { Notice } from '@kitching/contracts/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { useState } from 'react';
import { Link } from 'react-router';
import { markNoticesRead, noticeQueries } from './notices.queries';

/**
 * The bell in the top bar: the member's unread reminders, a list naming the items with the screen that
 * acts on each, and 'Mark all read'. The count follows the live stream ('notice.created').
 */
export function NoticeBell({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(noticeQueries.unread(userId)).data?.unread ?? 0;
  const list = useQuery({ ...noticeQueries.list(userId), enabled: open });
  const markRead = useMutation({
    mutationFn: (ids?: number[]) => markNoticesRead(userId, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeQueries.all(userId) }),
  });
  const label = unread ? `Notices, ${unread} unread` : 'Notices';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative shrink-0 rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={label}
        data-testid="notice-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread ? (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-stone-200 bg-white shadow-xl"
          aria-label="Notices"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <h2 className="font-semibold text-stone-900">Notices</h2>
            <button
              type="button"
              className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-stone-400"
              disabled={!unread || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all read
            </button>
          </div>
          <div className="overflow-y-auto">
            {list.isPending ? (
              <p className="px-4 py-6 text-sm text-stone-600">Loading…</p>
            ) : list.data?.length ? (
              <ul className="divide-y divide-stone-100">
                {list.data.map((notice) => (
                  <NoticeRow
                    key={notice.id}
                    notice={notice}
                    onOpen={() => {
                      setOpen(false);
                      if (!notice.readAt) markRead.mutate([notice.id]);
                    }}
                  />
                ))}
              </ul>
            ) : (
              <p className="px-4 py-6 text-sm text-stone-600">
                No reminders yet. Kitching tells you here when food is about to expire or run low.
              </p>
            )}
          </div>
          <Link
            to="/settings#reminders"
            className="border-t border-stone-200 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-stone-50"
            onClick={() => setOpen(false)}
          >
            Reminder settings
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  return (
    <li className={notice.readAt ? 'bg-white' : 'bg-brand-50/60'} data-testid="notice">
      <div className="px-4 py-3">
        <Link to={notice.href} onClick={onOpen} className="font-medium text-stone-900 hover:underline">
          {notice.title}
        </Link>
        <ul className="mt-1 flex flex-col gap-0.5 text-sm text-stone-700">
          {notice.items.map((item) => (
            <li key={`${item.name}-${item.detail ?? ''}`}>
              {item.href ? (
                <Link to={item.href} onClick={onOpen} className="hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
              {item.detail ? <span className="text-stone-500"> · {item.detail}</span> : null}
            </li>
          ))}
        </ul>
        {notice.kind === 'meal_missing' ? (
          <Link
            to={notice.href}
            onClick={onOpen}
            className="mt-2 inline-block rounded-lg bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700"
          >
            Add to list
          </Link>
        ) : null}
      </div>
    </li>
  );
}
