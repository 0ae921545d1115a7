import {
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreferences,
} from '@kitching/contracts/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { ExpiryDaysSetting } from './expiry-days-setting.component';
import { noticeQueries, saveNoticePreferences } from './notices.queries';

const KIND_LABELS: Record<NoticeKind, string> = {
  expiring: 'Food about to expire',
  expired: 'Food that has expired',
  low_stock: 'Running low',
  meal_missing: "Tonight's meal is missing ingredients",
  shopping_started: 'Someone started shopping from a list',
  webhook_disabled: 'A webhook was turned off after failing for a day',
};
/** A webhook turned off always tells the family's leaders (issue 29): not a reminder one chooses. */
const CHOOSABLE_KINDS = NOTICE_KINDS.filter((kind) => kind !== 'webhook_disabled');
const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  in_app: 'In Kitching (the bell)',
  push: 'Push notifications',
  email: 'Daily email digest',
};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [browserZone()];
};

/**
 * Settings › Reminders: the member's own (which kinds, which channels, the digest's hour, quiet hours,
 * the time zone), then the family's N days for those who may change it.
 */
export function RemindersSettings() {
  return (
    <>
      <OwnReminders />
      <ExpiryDaysSetting />
    </>
  );
}

function OwnReminders() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const stored = useQuery({ ...noticeQueries.preferences(userId), enabled: Boolean(userId) });
  const [draft, setDraft] = useState<NoticePreferences | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    // Until first saved, the zone is the browser's (the server's default is UTC).
    if (stored.data && !draft)
      setDraft(stored.data.timeZone === 'UTC' ? { ...stored.data, timeZone: browserZone() } : stored.data);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: (body: NoticePreferences) => saveNoticePreferences(userId, body),
    onSuccess: (data) => {
      queryClient.setQueryData(noticeQueries.preferences(userId).queryKey, data);
      setSaved(true);
    },
  });
  if (!draft) return <p className="text-sm text-stone-600">Loading…</p>;
  const set = (change: Partial<NoticePreferences>) => {
    setSaved(false);
    setDraft({ ...draft, ...change });
  };
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
  const quiet = draft.quietStart !== null && draft.quietEnd !== null;

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-900">Remind me about</legend>
        {CHOOSABLE_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={draft.kinds.includes(kind)}
              onChange={(e) => set({ kinds: toggle(draft.kinds, kind, e.target.checked) })}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-900">How</legend>
        {NOTICE_CHANNELS.map((channel) => (
          <label key={channel} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={draft.channels.includes(channel)}
              onChange={(e) => set({ channels: toggle(draft.channels, channel, e.target.checked) })}
            />
            {CHANNEL_LABELS[channel]}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm text-stone-800">
          Digest hour
          <select
            className="rounded-lg border border-stone-300 px-3 py-2"
            value={draft.digestHour}
            onChange={(e) => set({ digestHour: Number(e.target.value) })}
          >
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-stone-800">
          Time zone
          <select
            className="rounded-lg border border-stone-300 px-3 py-2"
            value={draft.timeZone}
            onChange={(e) => set({ timeZone: e.target.value })}
          >
            {[...new Set([draft.timeZone, ...zones()])].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <label className="flex items-start gap-2 text-sm font-semibold text-stone-900">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            checked={quiet}
            onChange={(e) =>
              set(
                e.target.checked
                  ? { quietStart: '21:00', quietEnd: '07:00' }
                  : { quietStart: null, quietEnd: null },
              )
            }
          />
          Quiet hours (no push; the bell still shows them)
        </label>
        {quiet ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
            <label className="flex items-center gap-2">
              From
              <input
                type="time"
                className="rounded-lg border border-stone-300 px-2 py-1"
                value={draft.quietStart ?? ''}
                onChange={(e) => set({ quietStart: e.target.value })}
              />
            </label>
            <label className="flex items-center gap-2">
              to
              <input
                type="time"
                className="rounded-lg border border-stone-300 px-2 py-1"
                value={draft.quietEnd ?? ''}
                onChange={(e) => set({ quietEnd: e.target.value })}
              />
            </label>
          </div>
        ) : null}
      </fieldset>
      <div className="flex items-center gap-3">
        {/* The design system's primary button: white on brand-600 fell short of 4.5:1 (axe). */}
        <Button type="submit" disabled={save.isPending}>
          Save reminders
        </Button>
        <span role="status" className="text-sm text-stone-600">
          {save.isError
            ? errorMessage(save.error, 'Could not save your reminders.')
            : saved
              ? 'Reminders saved'
              : ''}
        </span>
      </div>
    </form>
  );
}
