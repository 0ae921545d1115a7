/**
 * What the benches that drive real server processes share (bench:events, bench:grocery): the production
 * bundle (apps/api/dist/server.js when it is up to date, else a fresh one built by scripts/build.mjs into
 * a temporary folder under node_modules/.cache, so apps/api/dist is never touched), server processes on
 * 127.0.0.1 with their logs, JSON requests on keep-alive connections, a throwaway database on the
 * PostgreSQL of DATABASE_URL, a Head Chef and family made through the API, percentiles, and the sources
 * measured. Everything started or written is stopped and removed by `cleanup()` (also on Ctrl-C).
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

export interface Server {
  url: string;
  child: ChildProcess;
  log: string;
}

/** One bench run: its temporary folder, its servers and what to undo at the end. */
export function benchRun(name: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `kitching-bench-${name}-`));
  const servers = new Set<Server>();
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let cleanedUp = false;

  async function cleanup() {
    if (cleanedUp) return;
    cleanedUp = true;
    agent.destroy();
    for (const server of servers) await stopChild(server.child, 10_000);
    for (const fn of cleanups.reverse()) await fn();
    fs.rmSync(work, { recursive: true, force: true });
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      void cleanup().finally(() => process.exit(130));
    });

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
    const outDir = fs.mkdtempSync(path.join(cache, `kitching-bench-${name}-`));
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

  /** The bundle as its own process on a free port of 127.0.0.1, answering /api/health. */
  async function startServer(entry: string, env: Record<string, string>, nodeArgs: string[] = []) {
    const port = await freePort();
    const log = path.join(work, `server-${port}.log`);
    const out = fs.openSync(log, 'a');
    const child = spawn(process.execPath, [...nodeArgs, entry], {
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
    const server: Server = { url: `http://127.0.0.1:${port}`, child, log };
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

  /** The end of each server's log, for a failure report. */
  function serverLogs(): string {
    return [...servers]
      .filter((s) => fs.existsSync(s.log))
      .map((s) => `server log (${s.url}):\n${fs.readFileSync(s.log, 'utf8').slice(-2000)}`)
      .join('\n');
  }

  /** A database of its own on DATABASE_URL's server, dropped at the end: the env to start servers on. */
  async function throwawayDatabase(adminUrl: string): Promise<Record<string, string>> {
    const db = `kitching_bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(db)}`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(db)} WITH (FORCE)`));
    return { DATABASE_URL: databaseUrl(adminUrl, db) };
  }

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    json: { data?: Record<string, unknown> };
    bytes: number;
  }

  /** One request on the run's keep-alive connections; the body is read whole and parsed when JSON. */
  function request(
    base: string,
    method: string,
    url: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const answer = { status: res.statusCode ?? 0, headers: res.headers, bytes: raw.length };
            if (!raw.length || res.headers['content-encoding']) return resolve({ ...answer, json: {} });
            const text = raw.toString('utf8');
            try {
              resolve({ ...answer, json: JSON.parse(text) });
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

  /** A JSON request that must succeed: its `data`. */
  async function api<T = Record<string, unknown> & { id: number }>(
    base: string,
    method: string,
    url: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<T> {
    const res = await request(base, method, url, token, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.data as T;
  }

  /** A new account, its family and its profile (the Head Chef), made through the API. */
  async function headChef(base: string) {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const reg = await request(base, 'POST', '/api/auth/register', undefined, {
      email: `bench-${name}-${stamp}@example.com`,
      password: 'bench-password',
    });
    const token = (reg.json.data as { token?: string } | undefined)?.token;
    if (reg.status !== 201 || !token) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
    const family = await api(base, 'POST', '/api/families', token, { name: 'Bench Family', familySize: '4' });
    await api(base, 'POST', '/api/users/profile', token, {
      username: `chef_${stamp}`,
      firstName: 'Ada',
      lastName: 'Writer',
      familyId: family.id,
    });
    return { familyId: family.id, token, stamp };
  }

  return {
    work,
    cleanups,
    cleanup,
    serverBundle,
    startServer,
    stopServer,
    serverLogs,
    throwawayDatabase,
    request,
    api,
    headChef,
  };
}

/** `n` tasks, `width` at a time, in order of their index. */
export async function inParallel(n: number, width: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

export interface Summary {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Percentiles by rank (p99 of fewer than 100 values is their maximum). */
export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    p50: rank(50),
    p99: rank(99),
    max: sorted.at(-1)!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

export const ms = (v: number) => v.toFixed(2);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const loadAverage = (l: number[] = os.loadavg()) => l.map((v) => v.toFixed(2)).join(' ');

/** The machine, for a table's heading: '2 cores, <model>'. */
export const machine = () => `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`;

/** The commit measured, and whether the server's sources had uncommitted changes. */
export function sources() {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trimEnd();
  const head = git('rev-parse', '--short', 'HEAD') || 'unknown commit';
  const changed = git('status', '--porcelain', '--', 'apps/api/src', 'packages/contracts/src')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return changed.length ? `${head} + uncommitted changes in ${changed.join(', ')}` : head;
}

export type Setup = 'PGlite' | 'PostgreSQL';
/** Where a bench runs a server: the database kind and the environment that points the server at it. */
export type Place = [Setup, Record<string, string>];

/** One measured row of a bench's table. */
export interface BenchRow {
  setup: string;
  measure: string;
  n: number;
  s: Summary;
}

/** The header every server bench prints: machine, bundle, sources, load average at the start and end. */
export function printHeader(title: string, bundle: string, loadBefore: number[]) {
  console.log(`\n## ${title} (loopback, ${machine()})`);
  console.log(`Server: ${bundle}; sources: ${sources()}`);
  console.log(
    `Load average (1/5/15 min): ${loadAverage(loadBefore)} at the start, ${loadAverage()} at the end (${os.cpus().length} cores; other work on the machine shows here)`,
  );
}

/** The table of rows (`goal` says how a row stands against its goal, or nothing), then the notes. */
export function printTable<R extends BenchRow>(
  rows: readonly R[],
  goal: (row: R) => string,
  notes: readonly string[],
) {
  console.log('| database | measure | n | p50 ms | p99 ms | max ms | mean ms | goal |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.setup} | ${r.measure} | ${r.n} | ${ms(r.s.p50)} | ${ms(r.s.p99)} | ${ms(r.s.max)} | ${ms(r.s.mean)} | ${goal(r)} |`,
    );
  console.log('');
  for (const note of notes) console.log(`- ${note}`);
}

/**
 * A server bench's main: builds (or reuses) the bundle, measures on PGlite and, when DATABASE_URL names
 * a PostgreSQL (scripts/with-postgres.mjs), on a throwaway database of it; prints; cleans up; exits.
 */
export async function runServerBench(
  run: ReturnType<typeof benchRun>,
  name: string,
  bench: {
    notes: string[];
    cpuProf?: string | undefined;
    measure: (entry: string, places: Place[]) => Promise<void>;
    print: (bundle: string, loadBefore: number[]) => void;
  },
): Promise<never> {
  const loadBefore = os.loadavg();
  const adminUrl = process.env.DATABASE_URL;
  let exitCode = 0;
  try {
    if (bench.cpuProf) fs.mkdirSync(bench.cpuProf, { recursive: true });
    const bundle = await run.serverBundle();
    console.log(`[bench:${name}] server: ${bundle.what}${bundle.why}`);
    const places: Place[] = [['PGlite', { DATA_DIR: path.join(run.work, 'pglite'), DATABASE_URL: '' }]];
    if (adminUrl) places.push(['PostgreSQL', await run.throwawayDatabase(adminUrl)]);
    else bench.notes.push(`PostgreSQL skipped: run \`npm run bench:${name}\` for a throwaway cluster`);
    console.log(`[bench:${name}] seeding ${places.map(([s]) => s).join(' and ')} ...`);
    await bench.measure(bundle.entry, places);
    bench.print(bundle.what, loadBefore);
    if (bench.cpuProf) console.log(`\nCPU profiles: ${bench.cpuProf}`);
  } catch (error) {
    console.error(`[bench:${name}] failed: ${(error as Error).stack ?? error}`);
    console.error(run.serverLogs());
    exitCode = 1;
  } finally {
    await run.cleanup();
  }
  process.exit(exitCode);
}
