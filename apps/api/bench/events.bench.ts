/**
 * The live stream (GET /api/families/:id/events): how long a committed change takes to reach another
 * member's stream, and what open streams cost.
 *
 *   npm run bench:events                    PGlite, then a throwaway PostgreSQL
 *   npx tsx apps/api/bench/events.bench.ts  PGlite only (or also DATABASE_URL's server when set)
 *   BENCH_WRITES=1000                       writes per latency run (default 1,000)
 *   BENCH_STREAMS=200                       streams in the fan-out run (default 200)
 *   BENCH_FANOUT_WRITES=100                 writes in the fan-out run (default 100)
 *
 * Member A (the Head Chef) adds inventory items over HTTP (POST /api/families/:id/inventory); member B's
 * stream is open on the same server (or, for "two processes", on a second server on the same
 * PostgreSQL). For each write: the time just before sending, the time its response arrived, and the
 * time its event (matched by the item's id) arrived on B's stream. Sequential writes (one at a time,
 * each waiting for its event), then a concurrent variant (CONCURRENCY writes in flight). Then
 * BENCH_STREAMS streams on one process: the server's RSS before and after opening them, and how long
 * one write takes to reach all of them. Goal: p99 <= 50 ms on loopback.
 *
 * Each server is its own process running the production bundle: apps/api/dist/server.js when it is up
 * to date with the sources, else a fresh bundle built the same way (scripts/build.mjs) into a temporary
 * folder under node_modules/.cache, so apps/api/dist is never touched. The family and its members are
 * made through the API. Loopback only; everything started or written is stopped and removed at the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  benchRun,
  loadAverage,
  machine,
  ms,
  type Server,
  type Summary,
  sleep,
  sources,
  summarize,
} from './server-bench';

const WRITES = Number(process.env.BENCH_WRITES ?? 1_000);
const WARMUP = 50;
const CONCURRENCY = 10;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const FANOUT_WRITES = Number(process.env.BENCH_FANOUT_WRITES ?? 100);
const GOAL_P99_MS = 50;
const EVENT_TIMEOUT_MS = 10_000;
// The server at rest before reading its RSS: timers fired, allocations of the last step settled.
const SETTLE_MS = 3_000;

// The bundle, server processes, requests and cleanup: server-bench.ts.
const run = benchRun('events');
const { api, startServer, stopServer } = run;

const rssKiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

// ---------------------------------------------------------------------------------------------------
// A server-sent-events reader

/**
 * One live stream over its own connection. Each event's arrival time is taken when the chunk that
 * completes it is read, before parsing; events are keyed by the inventory item's id in their data.
 */
async function openStream(base: string, familyId: number, token: string) {
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  let events = 0;
  let ended = false;
  let live!: () => void;
  const isLive = new Promise<void>((resolve) => {
    live = resolve;
  });
  const req = http.get(`${base}/api/families/${familyId}/events`, {
    agent: false,
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  if (res.statusCode !== 200) throw new Error(`events stream: ${res.statusCode}`);
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    const at = performance.now();
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (block === ': live') live();
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      events++;
      const itemId = (JSON.parse(data.slice(6)) as { details?: { item?: { id?: number } } }).details?.item
        ?.id;
      if (itemId === undefined) continue;
      arrivals.set(itemId, at);
      waiters.get(itemId)?.(at);
    }
  });
  res.on('close', () => {
    ended = true;
  });
  res.on('error', () => {});
  req.on('error', () => {});

  return {
    live: isLive,
    get events() {
      return events;
    },
    /** The arrival time of the event for this item (already arrived, or when it does). */
    arrival(itemId: number): Promise<number> {
      const at = arrivals.get(itemId);
      if (at !== undefined) {
        arrivals.delete(itemId);
        return Promise.resolve(at);
      }
      if (ended) return Promise.reject(new Error('the stream ended'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(itemId);
          reject(new Error(`no event for item ${itemId} within ${EVENT_TIMEOUT_MS} ms`));
        }, EVENT_TIMEOUT_MS);
        waiters.set(itemId, (arrived) => {
          clearTimeout(timer);
          waiters.delete(itemId);
          arrivals.delete(itemId);
          resolve(arrived);
        });
      });
    },
    close() {
      req.destroy();
      res.destroy();
    },
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

// ---------------------------------------------------------------------------------------------------
// The family: A (Head Chef, who writes) and B (a member, who listens), made through the API

async function seed(base: string) {
  const { familyId, token: tokenA, stamp } = await run.headChef(base);
  const username = `listener_${stamp}`;
  await api(base, 'POST', `/api/families/${familyId}/users`, tokenA, {
    username,
    firstName: 'Bea',
    lastName: 'Listener',
    password: 'bench-password',
  });
  const login = await api(base, 'POST', '/api/auth/login', undefined, {
    email: username,
    password: 'bench-password',
  });
  return { familyId, tokenA, tokenB: (login as unknown as { token: string }).token };
}
type Family = Awaited<ReturnType<typeof seed>>;

let itemNumber = 0;
/** One write by A: an item added. Its id, the time just before sending and when its response arrived. */
async function addItem(base: string, family: Family) {
  const i = ++itemNumber;
  const body = { name: `Live item ${i}`, quantity: '2', unit: 'gallons', category: 'Dairy' };
  const sent = performance.now();
  const item = await api(base, 'POST', `/api/families/${family.familyId}/inventory`, family.tokenA, body);
  return { id: item.id, sent, answered: performance.now() };
}

// ---------------------------------------------------------------------------------------------------
// Figures

interface Row {
  setup: string;
  measure: string;
  n: number;
  s: Summary;
  goal?: boolean;
}
const rows: Row[] = [];
const notes: string[] = [];

function addRows(setup: string, n: number, figures: [string, number[], boolean?][]) {
  for (const [measure, values, goal] of figures) rows.push({ setup, measure, n, s: summarize(values), goal });
}

/** Sequential: one write at a time, each waiting for its event on `stream`. */
async function sequential(writeBase: string, family: Family, stream: Stream, n: number) {
  const roundTrip: number[] = [];
  const delivery: number[] = [];
  const afterAnswer: number[] = [];
  for (let i = 0; i < n; i++) {
    const write = await addItem(writeBase, family);
    const at = await stream.arrival(write.id);
    roundTrip.push(write.answered - write.sent);
    delivery.push(at - write.sent);
    afterAnswer.push(at - write.answered);
  }
  return { roundTrip, delivery, afterAnswer };
}

/** Concurrent: CONCURRENCY writers, `n` writes in all; each write's send-to-event time. */
async function concurrent(writeBase: string, family: Family, stream: Stream, n: number) {
  const delivery: number[] = [];
  const roundTrip: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        next++;
        const write = await addItem(writeBase, family);
        const at = await stream.arrival(write.id);
        roundTrip.push(write.answered - write.sent);
        delivery.push(at - write.sent);
      }
    }),
  );
  const perSecond = n / ((performance.now() - started) / 1000);
  return { delivery, roundTrip, perSecond };
}

/** The latency runs: B listens on `listenBase`, A writes on `writeBase`. */
async function latencyRuns(setup: string, writeBase: string, listenBase: string, family: Family) {
  const stream = await openStream(listenBase, family.familyId, family.tokenB);
  await stream.live;
  try {
    await sequential(writeBase, family, stream, WARMUP);
    const before = stream.events;
    const seq = await sequential(writeBase, family, stream, WRITES);
    addRows(`${setup}, sequential`, WRITES, [
      ['write round trip (send -> response)', seq.roundTrip],
      ['send -> event on the other stream', seq.delivery, true],
      ['response -> event (negative: event first)', seq.afterAnswer],
    ]);
    const con = await concurrent(writeBase, family, stream, WRITES);
    addRows(`${setup}, ${CONCURRENCY} writes in flight`, WRITES, [
      ['write round trip (send -> response)', con.roundTrip],
      ['send -> event on the other stream', con.delivery],
    ]);
    await sleep(200);
    const received = stream.events - before;
    notes.push(
      `${setup}: ${received} events received for ${2 * WRITES} writes (${received === 2 * WRITES ? 'none lost or doubled' : 'MISMATCH'}); concurrent run ${Math.round(con.perSecond)} writes/s`,
    );
  } finally {
    stream.close();
  }
}

/** STREAMS streams on one process: RSS before and after opening them, and one write reaching all. */
async function fanOut(setup: string, server: Server, family: Family) {
  const pid = server.child.pid!;
  await sleep(SETTLE_MS);
  const rssBefore = rssKiB(pid);
  const streams: Stream[] = [];
  try {
    const opened = performance.now();
    for (let i = 0; i < STREAMS; i += 20)
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, STREAMS - i) }, () =>
            openStream(server.url, family.familyId, family.tokenB),
          ),
        )),
      );
    await Promise.all(streams.map((s) => s.live));
    const openMs = performance.now() - opened;
    await sleep(SETTLE_MS);
    const rssOpen = rssKiB(pid);

    await sequential(server.url, family, streams[0]!, 10); // warm-up, every stream hears these too
    const last: number[] = [];
    const first: number[] = [];
    const every: number[] = [];
    for (let i = 0; i < FANOUT_WRITES; i++) {
      const write = await addItem(server.url, family);
      const arrivals = await Promise.all(streams.map((s) => s.arrival(write.id)));
      const deltas = arrivals.map((at) => at - write.sent);
      every.push(...deltas);
      first.push(Math.min(...deltas));
      last.push(Math.max(...deltas));
    }
    await sleep(SETTLE_MS);
    const rssAfterWrites = rssKiB(pid);
    addRows(`${setup}, ${STREAMS} streams on one process`, FANOUT_WRITES, [
      [`send -> event on the first of ${STREAMS}`, first],
      [`send -> event on the last of ${STREAMS}`, last, true],
      [`send -> event, every stream (${FANOUT_WRITES} x ${STREAMS})`, every],
    ]);
    for (const s of streams) s.close();
    streams.length = 0;
    await sleep(SETTLE_MS);
    const rssClosed = rssKiB(pid);
    const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
    notes.push(
      `${setup}, ${STREAMS} streams: opened in ${Math.round(openMs)} ms; server RSS ${mib(rssBefore)} before, ` +
        `${mib(rssOpen)} with them open (+${mib(rssOpen - rssBefore)}, ${((rssOpen - rssBefore) / STREAMS).toFixed(1)} KiB per stream; RSS moves in the heap's growth steps, so a small figure is within its noise), ` +
        `${mib(rssAfterWrites)} after ${FANOUT_WRITES} writes to all, ${mib(rssClosed)} after closing them`,
    );
  } finally {
    for (const s of streams) s.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The runs

async function onePlace(kind: 'PGlite' | 'PostgreSQL', entry: string, env: Record<string, string>) {
  const server = await startServer(entry, env);
  try {
    const family = await seed(server.url);
    await latencyRuns(`${kind}, one process`, server.url, server.url, family);
    await fanOut(`${kind}`, server, family);
    return family;
  } finally {
    await stopServer(server);
  }
}

async function twoProcesses(entry: string, env: Record<string, string>) {
  // One after the other: the second finds the migrations done.
  const writer = await startServer(entry, env);
  const listener = await startServer(entry, env);
  try {
    const family = await seed(writer.url);
    await latencyRuns(
      'PostgreSQL, write on process 1, stream on process 2',
      writer.url,
      listener.url,
      family,
    );
  } finally {
    await stopServer(listener);
    await stopServer(writer);
  }
}

function print(bundle: string, loadBefore: number[]) {
  console.log(`\n## Live stream latency (loopback, ${machine()})`);
  console.log(`Server: ${bundle}; sources: ${sources()}`);
  console.log(
    `Load average (1/5/15 min): ${loadAverage(loadBefore)} at the start, ${loadAverage()} at the end`,
  );
  console.log(`Goal: send -> event p99 <= ${GOAL_P99_MS} ms\n`);
  console.log('| setup | measure | n | p50 ms | p99 ms | max ms | mean ms | goal |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const goal = r.goal ? (r.s.p99 <= GOAL_P99_MS ? 'met' : 'NOT met') : '';
    console.log(
      `| ${r.setup} | ${r.measure} | ${r.n} | ${ms(r.s.p50)} | ${ms(r.s.p99)} | ${ms(r.s.max)} | ${ms(r.s.mean)} | ${goal} |`,
    );
  }
  console.log('');
  for (const note of notes) console.log(`- ${note}`);
}

const loadBefore = os.loadavg();
const adminUrl = process.env.DATABASE_URL;
let exitCode = 0;
try {
  const bundle = await run.serverBundle();
  console.log(`[bench:events] server: ${bundle.what}${bundle.why}`);
  const dataDir = path.join(run.work, 'pglite');
  console.log('[bench:events] PGlite, one process ...');
  await onePlace('PGlite', bundle.entry, { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (adminUrl) {
    const env = await run.throwawayDatabase(adminUrl);
    console.log('[bench:events] PostgreSQL, one process ...');
    await onePlace('PostgreSQL', bundle.entry, env);
    console.log('[bench:events] PostgreSQL, two processes ...');
    await twoProcesses(bundle.entry, env);
  } else {
    notes.push('PostgreSQL skipped: run `npm run bench:events` for a throwaway cluster');
  }
  print(bundle.what, loadBefore);
} catch (error) {
  console.error(`[bench:events] failed: ${(error as Error).stack ?? error}`);
  console.error(run.serverLogs());
  exitCode = 1;
} finally {
  await run.cleanup();
}
process.exit(exitCode);
