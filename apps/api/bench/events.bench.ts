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
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildServer, targets } from '../../../scripts/build.mjs';
import { checkBuild } from '../../../scripts/build-state.mjs';
import { freePort, stopChild, waitForHealth } from '../../../scripts/processes.mjs';
import { adminQuery, databaseUrl, quoteIdent } from '../test/postgres-admin';
import { repoRoot } from './bench-support';

const WRITES = Number(process.env.BENCH_WRITES ?? 1_000);
const WARMUP = 50;
const CONCURRENCY = 10;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const FANOUT_WRITES = Number(process.env.BENCH_FANOUT_WRITES ?? 100);
const GOAL_P99_MS = 50;
const EVENT_TIMEOUT_MS = 10_000;
// The server at rest before reading its RSS: timers fired, allocations of the last step settled.
const SETTLE_MS = 3_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-events-'));
const servers = new Set<Server>();
const cleanups: (() => Promise<void> | void)[] = [];
let cleanedUp = false;

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const server of servers) await stopChild(server.child, 10_000);
  for (const fn of cleanups.reverse()) await fn();
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });

// ---------------------------------------------------------------------------------------------------
// The server bundle and its processes

/** apps/api/dist/server.js when it is up to date, else a fresh bundle in a temporary folder. */
async function serverBundle(): Promise<{ entry: string; what: string; why: string }> {
  const target = targets.server;
  const check = checkBuild({
    root: repoRoot,
    inputs: target.inputs,
    outDir: target.outDir,
    outputs: target.outputs,
  });
  if (!check.stale)
    return {
      entry: path.join(target.outDir, 'server.js'),
      what: 'apps/api/dist/server.js (up to date)',
      why: '',
    };
  const cache = path.join(repoRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'kitching-bench-events-'));
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
  const started = performance.now();
  await buildServer(outDir);
  const ms = Math.round(performance.now() - started);
  return {
    entry: path.join(outDir, 'server.js'),
    what: `the production bundle of the working tree, built by scripts/build.mjs into a temporary folder in ${ms} ms`,
    why: ` (apps/api/dist is stale: ${check.reason})`,
  };
}

interface Server {
  url: string;
  child: ChildProcess;
  log: string;
}

async function startServer(entry: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const log = path.join(work, `server-${port}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '100000',
      SMTP_URL: '',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const server = { url: `http://127.0.0.1:${port}`, child, log };
  servers.add(server);
  await waitForHealth(`${server.url}/api/health`, {
    child,
    describe: () => `; log:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''}`,
  });
  return server;
}

async function stopServer(server: Server) {
  await stopChild(server.child, 10_000);
  servers.delete(server);
}

const rssKiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// HTTP: JSON requests on a keep-alive connection, and a server-sent-events reader

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(base: string, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<{ status: number; json: { data?: Record<string, unknown> } }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 200)} (${error})`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function api(base: string, method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await request(base, method, url, token, body);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as Record<string, unknown> & { id: number };
}

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
  const stamp = Date.now().toString(36);
  const email = `bench-events-${stamp}@example.com`;
  const reg = await request(base, 'POST', '/api/auth/register', undefined, {
    email,
    password: 'bench-password',
  });
  const tokenA = (reg.json.data as { token?: string } | undefined)?.token;
  if (reg.status !== 201 || !tokenA) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const family = await api(base, 'POST', '/api/families', tokenA, { name: 'Bench Family', familySize: '4' });
  await api(base, 'POST', '/api/users/profile', tokenA, {
    username: `chef_${stamp}`,
    firstName: 'Ada',
    lastName: 'Writer',
    familyId: family.id,
  });
  const username = `listener_${stamp}`;
  await api(base, 'POST', `/api/families/${family.id}/users`, tokenA, {
    username,
    firstName: 'Bea',
    lastName: 'Listener',
    password: 'bench-password',
  });
  const login = await api(base, 'POST', '/api/auth/login', undefined, {
    email: username,
    password: 'bench-password',
  });
  return { familyId: family.id, tokenA, tokenB: (login as unknown as { token: string }).token };
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

interface Summary {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}
function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    p50: rank(50),
    p99: rank(99),
    max: sorted.at(-1)!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}
const ms = (v: number) => v.toFixed(2);

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

/** The commit measured, and whether the server's sources had uncommitted changes. */
function sources() {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trimEnd();
  const head = git('rev-parse', '--short', 'HEAD') || 'unknown commit';
  const changed = git('status', '--porcelain', '--', 'apps/api/src', 'packages/contracts/src')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return changed.length ? `${head} + uncommitted changes in ${changed.join(', ')}` : head;
}

function print(bundle: string, loadBefore: number[]) {
  const cores = os.cpus().length;
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\n## Live stream latency (loopback, ${cores} cores, ${os.cpus()[0]?.model ?? ''})`);
  console.log(`Server: ${bundle}; sources: ${sources()}`);
  console.log(
    `Load average (1/5/15 min): ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end`,
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
  const bundle = await serverBundle();
  console.log(`[bench:events] server: ${bundle.what}${bundle.why}`);
  const dataDir = path.join(work, 'pglite');
  console.log('[bench:events] PGlite, one process ...');
  await onePlace('PGlite', bundle.entry, { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (adminUrl) {
    const name = `kitching_bench_events_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
    cleanups.push(() =>
      adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`).then(() => {}),
    );
    const env = { DATABASE_URL: databaseUrl(adminUrl, name) };
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
  for (const server of servers)
    if (fs.existsSync(server.log))
      console.error(`server log (${server.url}):\n${fs.readFileSync(server.log, 'utf8').slice(-2000)}`);
  exitCode = 1;
} finally {
  agent.destroy();
  await cleanup();
}
process.exit(exitCode);
