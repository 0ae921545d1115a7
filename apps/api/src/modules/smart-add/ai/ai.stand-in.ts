import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a stand-in for an OpenAI-compatible chat API on 127.0.0.1 (a free port). It answers
 * POST /v1/chat/completions and POST /chat/completions the way the test asks, and records every
 * request it got.
 */

export type Behaviour =
  /** 200 with a chat completion whose message content is the answer (an object becomes JSON). */
  | { kind: 'good'; answer: unknown; fenced: boolean }
  /** 200 with content that is not JSON, JSON content of the wrong shape, or an HTTP error status. */
  | { kind: 'bad'; what: 'not json' | 'wrong shape' | number }
  /** Answers good(answer) after `ms` milliseconds. */
  | { kind: 'slow'; ms: number; answer: unknown };

/** The model's answer; `fenced` wraps it in ```json fences, as some models do. */
export const good = (answer: unknown, { fenced = false } = {}): Behaviour => ({
  kind: 'good',
  answer,
  fenced,
});
export const bad = (what: 'not json' | 'wrong shape' | number): Behaviour => ({ kind: 'bad', what });
export const slow = (ms: number, answer: unknown = {}): Behaviour => ({ kind: 'slow', ms, answer });

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body parsed as JSON (undefined when it was not JSON). */
  body: unknown;
  raw: string;
}

export interface AiStandIn {
  /** The base URL, ending in /v1 (as AI_BASE_URL usually does). */
  url: string;
  requests: RecordedRequest[];
  respondWith(behaviour: Behaviour): void;
  close(): Promise<void>;
}

const completion = (content: string) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion',
  created: 0,
  model: 'stand-in',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

const contentOf = (answer: unknown, fenced = false) => {
  const json = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
  return fenced ? `\`\`\`json\n${json}\n\`\`\`` : json;
};

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function start(): Promise<AiStandIn> {
  let behaviour: Behaviour = bad(500);
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, raw });
      if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions'))
        return send(res, 404, { error: { message: 'Not found' } });
      const now = behaviour;
      switch (now.kind) {
        case 'good':
          return send(res, 200, completion(contentOf(now.answer, now.fenced)));
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(res, 200, completion(contentOf(now.answer)));
          }, now.ms);
          timers.add(timer);
          return;
        }
        case 'bad':
          if (now.what === 'not json')
            return send(res, 200, completion('Sure! Milk is an inventory item, 2 gallons.'));
          if (now.what === 'wrong shape')
            return send(res, 200, completion(contentOf({ type: 'inventory', data: { name: 'milk' } })));
          return send(res, now.what, { error: { message: `stand-in error ${now.what}` } });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    respondWith(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
