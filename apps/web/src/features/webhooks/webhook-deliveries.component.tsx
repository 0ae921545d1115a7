import type { WebhookDelivery } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';
import { webhookQueries } from './webhooks.queries';

const TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  delivered: 'green',
  pending: 'yellow',
  failed: 'red',
};
const WORDS: Record<WebhookDelivery['status'], string> = {
  delivered: 'Delivered',
  pending: 'Retrying',
  failed: 'Given up',
};

const at = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso))
    : '';

/** A webhook's last deliveries, newest first, each with the receiver's last answer (issue 29). */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const log = useQuery(webhookQueries.deliveries(webhookId));
  if (log.isPending) return <p className="text-sm text-stone-600">Loading deliveries…</p>;
  if (log.isError) return <p className="text-sm text-red-700">Could not load the deliveries.</p>;
  if (log.data.length === 0) return <p className="text-sm text-stone-600">Nothing sent yet.</p>;
  return (
    <ol className="flex flex-col divide-y divide-stone-100 text-sm" aria-label="Last deliveries">
      {log.data.map((d) => (
        <li key={d.id} className="flex flex-col gap-0.5 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={TONES[d.status]}>{WORDS[d.status]}</Badge>
            <span className="font-mono text-xs text-stone-800">{d.eventType}</span>
            <span className="text-xs text-stone-500">
              event {d.eventId} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
          </div>
          <p className="text-xs text-stone-600">
            {d.lastAttemptAt ? `${at(d.lastAttemptAt)}: ` : 'Not tried yet'}
            {d.lastStatus !== null ? `HTTP ${d.lastStatus}` : ''}
            {d.lastError ? `${d.lastStatus !== null ? ' · ' : ''}${d.lastError}` : ''}
            {d.status === 'pending' && d.attempts > 0 && d.nextAttemptAt
              ? ` · next try ${at(d.nextAttemptAt)}`
              : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
