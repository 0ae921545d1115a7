import type { ActivityEntry } from '@kitching/contracts';

export interface StreamEvent {
  id: number;
  type: string;
  entry: ActivityEntry;
}

/**
 * A live stream read over real HTTP (GET /api/families/:id/events), its server-sent events parsed as
 * they arrive. `next(n)` waits for the n-th event (from 1), failing after `timeoutMs`.
 */
export async function openEventStream(
  baseUrl: string,
  familyId: number,
  token: string,
  { lastEventId }: { lastEventId?: number } = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/families/${familyId}/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const colon = line.indexOf(': ');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          if (fields.has('data'))
            events.push({
              id: Number(fields.get('id')),
              type: fields.get('event') ?? 'message',
              entry: JSON.parse(fields.get('data')!),
            });
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  async function waitFor(test: () => boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms (got ${events.length} events)`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    /** Resolves once `n` events have arrived in all. */
    async next(n: number, timeoutMs = 5_000) {
      await waitFor(() => events.length >= n, `event ${n}`, timeoutMs);
      return events[n - 1]!;
    },
    /** Resolves once a comment line saying `text` arrived. */
    async comment(text: string, timeoutMs = 5_000) {
      await waitFor(() => comments.includes(text), `comment '${text}'`, timeoutMs);
    },
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
