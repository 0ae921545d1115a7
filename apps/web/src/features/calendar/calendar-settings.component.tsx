import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { ShownOnce } from '../../components/ui/shown-once.component';
import { toast } from '../../components/ui/toast.store';
import { useSession } from '../auth/use-session.hook';
import { calendarFeedKey, getCalendarFeed, makeCalendarFeed, revokeCalendarFeed } from './calendar-feed.api';

const linkClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600';

const madeOn = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * /settings' 'Calendar' (issue 26): a private address that puts the family's planned meals in the
 * member's own calendar app. The address is shown once, when made; renewing makes the old one stop
 * working, revoking ends it.
 */
export function CalendarSettings() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: calendarFeedKey(userId),
    queryFn: () => getCalendarFeed(userId),
    enabled: Boolean(user),
  });
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedKey(userId) });

  const make = useMutation({
    mutationFn: () => makeCalendarFeed(userId),
    onSuccess: (made) => {
      setUrl(made);
      void refresh();
    },
    onError: () => toast({ title: 'Could not make a calendar address', variant: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: () => revokeCalendarFeed(userId),
    onSuccess: () => {
      setUrl(null);
      void refresh();
      toast({ title: 'Calendar address revoked', variant: 'success' });
    },
    onError: () => toast({ title: 'Could not revoke the calendar address', variant: 'error' }),
  });
  if (!user) return null;
  const exists = status.data?.exists ?? false;

  return (
    <div className="flex flex-col gap-4" data-testid="calendar-settings">
      <p className="text-sm text-stone-600">
        The last 2 weeks and the next 8, each meal at its time of day with its ingredients. The address is
        private: anyone who has it can see your meal plan.
      </p>
      {url ? (
        <ShownOnce
          id="calendar-url"
          label="Your calendar address (shown only now)"
          value={url}
          noun="address"
        >
          <a className={linkClass} href={url}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Open in calendar
          </a>
        </ShownOnce>
      ) : exists && status.data?.createdAt ? (
        <p className="text-sm text-stone-700">
          You have a calendar address, made on {madeOn(status.data.createdAt)}. For safety it is not shown
          again: renew it for a new one.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {exists ? (
          <>
            <Button variant="secondary" onClick={() => setConfirm('renew')}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Renew address
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('revoke')}>
              <Trash2 className="h-4 w-4" aria-hidden /> Revoke address
            </Button>
          </>
        ) : (
          <Button onClick={() => make.mutate()} disabled={make.isPending || status.isPending}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Make calendar address
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'renew'}
        title="Renew the calendar address?"
        message="The old address stops working: calendars that use it no longer get your meals until you add the new one."
        confirmLabel="Renew"
        onConfirm={() => make.mutateAsync().finally(() => setConfirm(null))}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Revoke the calendar address?"
        message="The address stops working: calendars that use it no longer get your meals."
        confirmLabel="Revoke"
        onConfirm={() => revoke.mutateAsync().finally(() => setConfirm(null))}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
