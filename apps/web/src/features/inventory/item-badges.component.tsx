import {
  EXPIRY_LABELS,
  type ExpiryState,
  formatDisplayDate,
  STOCK_STATUSES,
  type StockStatus,
} from '@kitching/contracts';
import { Badge } from '../../components/ui/badge.component';

export function StockBadge({ status }: { status: StockStatus }) {
  return <Badge tone={status === STOCK_STATUSES.low ? 'red' : 'green'}>{status}</Badge>;
}

/** 'Expired' or 'Expires soon' (beyond the spec); nothing for later dates or none. */
export function ExpiryBadge({ expiry }: { expiry: ExpiryState }) {
  if (expiry === 'expired') return <Badge tone="red">{EXPIRY_LABELS.expired}</Badge>;
  if (expiry === 'expiring') return <Badge tone="yellow">{EXPIRY_LABELS.expiring}</Badge>;
  return null;
}

/** The date in the spec's format with its badge, or a dash read out as 'No expiration date'. */
export function ExpirationCell({ date, expiry }: { date: string | null; expiry: ExpiryState }) {
  if (!date) {
    return (
      <span className="text-stone-400">
        <span aria-hidden>—</span>
        <span className="sr-only">No expiration date</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <time
        dateTime={date}
        className={expiry === 'expired' ? 'whitespace-nowrap text-red-700' : 'whitespace-nowrap'}
      >
        {formatDisplayDate(date)}
      </time>
      <ExpiryBadge expiry={expiry} />
    </span>
  );
}
