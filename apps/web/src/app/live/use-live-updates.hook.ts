import { DOMAIN_EVENT_TYPES } from '@kitching/contracts/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '../../lib/api';
import { applyLiveEvent } from './event-invalidations';

/** After the stream is closed for good (a 401, a 5xx, a server away), the next try waits this long, doubling. */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

/**
 * The family's live stream (GET /api/families/:id/events), open while the signed-in shell is: each
 * event another member (or this person in another tab) causes is applied through the event table
 * (event-invalidations.ts), so every screen stays current with no reload and no polling.
 *
 * The browser's EventSource reconnects by itself after a dropped connection and sends Last-Event-ID, so
 * the server replays what was missed. When it gives up (the answer was not a stream: a 401, a 5xx while
 * a server restarts), a new one is opened after a backoff, from the last event seen (`?lastEventId=`).
 * Signing out unmounts the shell, which closes it.
 */
export function useLiveUpdates(familyId: number | null | undefined, userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!familyId || typeof EventSource === 'undefined') return;
    const viewer = { familyId, userId };
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = LIVE_RETRY_FIRST_MS;
    let lastEventId: string | undefined;
    // Closed before any event arrived: nothing to replay from, so what is cached is fetched again.
    let catchUp = false;

    const onEvent = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let details: unknown;
      try {
        details = (JSON.parse(event.data) as { details?: unknown }).details;
      } catch {
        details = undefined;
      }
      applyLiveEvent(queryClient, event.type, details, viewer);
    };

    const open = () => {
      const since = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      const stream = new EventSource(apiUrl(`/api/families/${familyId}/events${since}`), {
        withCredentials: true,
      });
      source = stream;
      for (const type of DOMAIN_EVENT_TYPES) stream.addEventListener(type, onEvent);
      stream.onopen = () => {
        delay = LIVE_RETRY_FIRST_MS;
        if (catchUp) void queryClient.invalidateQueries();
        catchUp = false;
      };
      stream.onerror = () => {
        // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up; try again later.
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        catchUp ||= !lastEventId;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
      };
    };

    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [familyId, userId, queryClient]);
}
