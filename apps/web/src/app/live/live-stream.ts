import { DOMAIN_EVENT_TYPES } from '@kitching/contracts/events';
import { apiUrl } from '../../lib/api';

/** After the stream is closed for good (a 401, a 5xx, a server away), the next try waits this long, doubling. */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

export interface LiveStreamHandlers {
  /** One event: its type (`event:`) and its feed entry's `details`. */
  onEvent: (type: string, details: unknown) => void;
  /** Back after being closed with no event seen before: nothing to replay from, refetch what is cached. */
  onCatchUp: () => void;
  /** Refused (CLOSED): perhaps the session ended (signed out in another tab); a retry is scheduled. */
  onClosed?: () => void;
}

/**
 * Opens the family's live stream (GET /api/families/:id/events) and keeps it open until the returned
 * function is called. The browser's EventSource reconnects by itself after a dropped connection and
 * sends Last-Event-ID, so the server replays what was missed. When it gives up (CLOSED: the answer was
 * not a stream, a 401 or a 5xx while a server restarts) a new one is opened after a backoff
 * (LIVE_RETRY_FIRST_MS doubling to LIVE_RETRY_MAX_MS), from the last event seen (`?lastEventId=`).
 */
export function openLiveStream(familyId: number, handlers: LiveStreamHandlers): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = LIVE_RETRY_FIRST_MS;
  let lastEventId: string | undefined;
  let catchUp = false;
  let stopped = false;

  const onMessage = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    let details: unknown;
    try {
      details = (JSON.parse(event.data) as { details?: unknown }).details;
    } catch {
      details = undefined;
    }
    handlers.onEvent(event.type, details);
  };

  const open = () => {
    if (stopped) return;
    const since = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const stream = new EventSource(apiUrl(`/api/families/${familyId}/events${since}`), {
      withCredentials: true,
    });
    source = stream;
    for (const type of DOMAIN_EVENT_TYPES) stream.addEventListener(type, onMessage);
    stream.onopen = () => {
      delay = LIVE_RETRY_FIRST_MS;
      if (catchUp) handlers.onCatchUp();
      catchUp = false;
    };
    stream.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up; try again later.
      if (stream.readyState !== EventSource.CLOSED) return;
      stream.close();
      catchUp ||= !lastEventId;
      retry = setTimeout(open, delay);
      delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
      handlers.onClosed?.();
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
