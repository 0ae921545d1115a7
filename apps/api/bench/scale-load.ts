/**
 * bench:scale's household mix at a fixed arrival rate (open loop: a request is sent when its time
 * comes, whether or not earlier ones have answered, and its latency counts from that time, so a slow
 * server shows as latency rather than as a lower rate). Each request is one member of a random family
 * doing one thing, with the weights below; list reads carry the ETag that member last got, as a
 * browser revalidating does. Requests go through an undici pool (keep-alive connections, no per-request
 * agent bookkeeping): the generator shares the machine with what it measures, so it must cost little.
 */
import type { Pool } from 'undici';
import { FOODS, ITEMS, ids, LINES, LISTS, MEMBERS } from './scale-seed';

export const clock = () => performance.timeOrigin + performance.now();

interface Step {
  kind: string;
  weight: number;
  /** The request for member `m` of family `f`; `seq` is unique per request (writes use it as a marker). */
  make: (
    f: number,
    m: number,
    seq: number,
  ) => { method: string; path: string; body?: unknown; list?: boolean };
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const today = () => new Date().toISOString().slice(0, 10);

/** What a family does in a day, per 100 requests: mostly looking, some ticking and adding. */
export const HOUSEHOLD_MIX: Step[] = [
  {
    kind: 'read inventory',
    weight: 22,
    make: (f) => ({ method: 'GET', path: `/api/families/${f}/inventory`, list: true }),
  },
  {
    kind: 'read lists',
    weight: 18,
    make: (f) => ({ method: 'GET', path: `/api/families/${f}/grocery-lists`, list: true }),
  },
  {
    kind: 'read recipes',
    weight: 10,
    make: (f) => ({ method: 'GET', path: `/api/families/${f}/recipes`, list: true }),
  },
  {
    kind: 'dashboard',
    weight: 8,
    make: (f) => ({
      method: 'GET',
      path: `/api/families/${f}/dashboard/waste?today=${today()}&weeks=8`,
      list: true,
    }),
  },
  {
    kind: 'activity',
    weight: 5,
    make: (f) => ({ method: 'GET', path: `/api/families/${f}/activity?limit=20` }),
  },
  {
    kind: 'search recipes',
    weight: 10,
    make: (f) => ({
      method: 'GET',
      path: `/api/families/${f}/recipes?q=${encodeURIComponent(pick(FOODS).split(' ')[0]!.toLowerCase())}`,
      list: true,
    }),
  },
  {
    kind: 'tick a line',
    weight: 15,
    make: (f) => ({
      method: 'PATCH',
      path: `/api/grocery-list-items/${ids.line(f, Math.floor(Math.random() * LISTS), Math.floor(Math.random() * LINES))}`,
      body: { purchased: Math.random() < 0.5 },
    }),
  },
  {
    kind: 'add an item',
    weight: 7,
    make: (f, _m, seq) => ({
      method: 'POST',
      path: `/api/families/${f}/inventory`,
      body: { name: `Bought sc${seq}x`, quantity: '1', unit: 'each', category: 'Pantry' },
    }),
  },
  {
    kind: 'use some',
    weight: 5,
    make: (f) => ({
      method: 'POST',
      path: `/api/inventory/${ids.item(f, Math.floor(Math.random() * ITEMS))}/take`,
      body: { quantity: '0.01', reason: 'used' },
    }),
  },
];

const TOTAL_WEIGHT = HOUSEHOLD_MIX.reduce((sum, s) => sum + s.weight, 0);
const stepOf = (r: number) => {
  let left = r * TOTAL_WEIGHT;
  for (const step of HOUSEHOLD_MIX) {
    left -= step.weight;
    if (left < 0) return step;
  }
  return HOUSEHOLD_MIX.at(-1)!;
};

export interface Sample {
  kind: string;
  ms: number;
  status: number;
}

export interface LoadRun {
  samples: Sample[];
  /** Add-an-item writes: marker seq -> [family, time sent]. */
  writes: Map<number, [number, number]>;
  sent: number;
  seconds: number;
}

let seq = 0;

/**
 * `rate` requests a second for `seconds` on `pool`, as the members of `families` families
 * (tokens[f - 1][m]). Resolves when every request sent has answered (or failed).
 */
export async function householdLoad(
  pool: Pool,
  tokens: string[][],
  rate: number,
  seconds: number,
): Promise<LoadRun> {
  const families = tokens.length;
  const etags = new Map<string, string>();
  const samples: Sample[] = [];
  const writes = new Map<number, [number, number]>();
  const pending = new Set<Promise<void>>();
  const start = clock();
  const total = Math.round(rate * seconds);
  let sent = 0;

  const send = (due: number) => {
    const f = 1 + Math.floor(Math.random() * families);
    const m = Math.floor(Math.random() * MEMBERS);
    const step = stepOf(Math.random());
    const n = ++seq;
    const request = step.make(f, m, n);
    if (step.kind === 'add an item') writes.set(n, [f, due]);
    const etagKey = `${f}:${m}:${request.path}`;
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const done = pool
      .request({
        path: request.path,
        method: request.method as 'GET',
        headers: {
          authorization: `Bearer ${tokens[f - 1]![m]}`,
          'accept-encoding': 'br, gzip',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(request.list && etags.has(etagKey) ? { 'if-none-match': etags.get(etagKey)! } : {}),
        },
        body: payload,
      })
      .then(async (res) => {
        const etag = res.headers.etag;
        if (request.list && typeof etag === 'string') etags.set(etagKey, etag);
        await res.body.dump({ limit: Number.POSITIVE_INFINITY });
        return res.statusCode;
      })
      .catch(() => 0)
      .then((status) => {
        samples.push({ kind: step.kind, ms: clock() - due, status });
      });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = clock();
      // Every request whose time has come, each with its own due time (the schedule, not the send).
      while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  await Promise.all(pending);
  return { samples, writes, sent, seconds: (clock() - start) / 1000 };
}
