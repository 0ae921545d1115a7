/**
 * /api/health while recipes are imported back to back (issue 9: p99 <= 20 ms while importing):
 *
 *   npm run bench:import -- [--seconds 15] [--clients 4] [--workers | --inline]
 *
 * Starts the real app (buildApp over an in-memory PGlite) on 127.0.0.1 with ALLOW_PRIVATE_FETCH, and
 * a second process that serves the 100 saved recipe pages (shared/data/recipe-pages) on 127.0.0.1,
 * signs a Cook in, imports the pages (POST /api/smart-add/analyze-url) from several clients back to
 * back, and asks /api/health every 10 ms on a fixed schedule, so that a stalled server shows as every
 * answer it held up, not as one. The load runs in its own process so that it does not share the
 * server's event loop. By default both ways are measured, one after the other: extraction in worker
 * threads (what Kitching does) and, for comparison, on the event loop (as before); first, health
 * alone with no imports, the floor this machine allows right now (other load on it shows there).
 * Beside each, over the same time: the server's own event-loop delay (p99, max), the share of time its
 * event loop was busy, the CPU its main thread used (share of one core: unlike the busy share, not
 * inflated when other processes hold the cores), and its memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { jobHtml } from '../src/modules/smart-add/extract/decode-page';
import { readPagesOnEventLoop } from '../src/modules/smart-add/extract/extract-pool';
import { extractRecipe } from '../src/modules/smart-add/extract/extract-recipe';
import { sharedDataDir } from './bench-support';

const HEALTH_EVERY_MS = 10;
const PASSWORD = 'bench-secret';

interface LoadSpec {
  api: string;
  seconds: number;
  clients: number;
  cook: string;
}
interface LoadResult {
  health: number[];
  healthFailed: number;
  imports: number;
  failures: Record<string, number>;
  seconds: number;
}

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '4' },
    workers: { type: 'boolean', default: false },
    inline: { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
  },
});

async function main() {
  const seconds = Number(options.seconds);
  const clients = Number(options.clients);
  const chosen = [options.workers && 'workers', options.inline && 'inline'].filter((m): m is string => !!m);
  const modes = [
    ...(options['no-baseline'] ? [] : ['no imports']),
    ...(chosen.length ? chosen : ['workers', 'inline']),
  ];
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    const rows: string[] = [];
    let cook: string | null = null;
    for (const mode of modes) {
      readPagesOnEventLoop(mode === 'inline' ? (job) => extractRecipe(jobHtml(job), { url: job.url }) : null);
      const config = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        ALLOW_PRIVATE_FETCH: '1',
        RATE_LIMIT_AUTH: '100000',
      });
      const app = await buildApp({ config, database, logger: false, serveWeb: false });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        cook ??= await registerCook(api);
        const loopDelay = monitorEventLoopDelay({ resolution: 1 });
        loopDelay.enable();
        const elu = performance.eventLoopUtilization();
        const cpuBefore = mainThreadCpuMs();
        const result = await runLoadProcess({
          api,
          seconds,
          clients: mode === 'no imports' ? 0 : clients,
          cook,
        });
        loopDelay.disable();
        const busy = performance.eventLoopUtilization(elu).utilization;
        const cpu = (mainThreadCpuMs() - cpuBefore) / (result.seconds * 1000);
        const rss = process.memoryUsage().rss / 2 ** 20;
        rows.push(resultRow(mode, result, loopDelay, busy, cpu, rss));
      } finally {
        await app.close();
      }
    }
    console.log(
      `/api/health every ${HEALTH_EVERY_MS} ms while ${clients} clients import the 100 saved recipe pages back to back, ${seconds} s each (PGlite, loopback)`,
    );
    console.log(
      'extraction    health n  p50 ms  p95 ms  p99 ms  max ms  imports/s  failed  loop delay p99/max ms  loop busy  its CPU  server RSS',
    );
    for (const row of rows) console.log(row);
    console.log('goal: health p99 <= 20 ms while importing');
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

function resultRow(
  mode: string,
  r: LoadResult,
  loop: IntervalHistogram,
  busy: number,
  cpu: number,
  rssMb: number,
) {
  const sorted = [...r.health].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1).padStart(7);
  const failed = Object.entries(r.failures)
    .map(([status, n]) => `${n}x${status}`)
    .join(' ');
  const loopMs = `${(loop.percentile(99) / 1e6).toFixed(1)} / ${(loop.max / 1e6).toFixed(1)}`;
  return `${mode.padEnd(12)} ${String(sorted.length).padStart(9)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? Number.NaN)}  ${(r.imports / r.seconds).toFixed(1).padStart(9)}  ${(failed || '0').padStart(6)}  ${loopMs.padStart(21)}  ${`${(busy * 100).toFixed(0)} %`.padStart(9)}  ${Number.isNaN(cpu) ? '      -' : `${(cpu * 100).toFixed(0)} %`.padStart(7)}  ${rssMb.toFixed(0).padStart(6)} MiB${r.healthFailed ? `  (${r.healthFailed} health requests failed)` : ''}`;
}

/** CPU time of this process's main thread (Linux: /proc), NaN where that is not available. */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** A Head Chef registers and sets up a family, then adds a Cook, who imports. */
async function registerCook(api: string): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, never> }).data;
  };
  const chef = await post('/api/auth/register', { email: 'chef@bench.example', password: PASSWORD });
  const token = chef.token as string;
  const family = await post('/api/families', { name: 'Bench', familySize: '4' }, token);
  await post(
    '/api/users/profile',
    { username: 'chef', firstName: 'Head', lastName: 'Chef', familyId: family.id },
    token,
  );
  await post(
    `/api/families/${family.id}/users`,
    { username: 'cook', firstName: 'Line', lastName: 'Cook', role: 3, password: PASSWORD },
    token,
  );
  return 'cook';
}

/** Runs this file again with --load, in a process of its own, and reads its result. */
async function runLoadProcess(spec: LoadSpec): Promise<LoadResult> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--load'],
    {
      env: { ...process.env, KITCHING_BENCH_LOAD: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the load process failed (exit ${code})`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
}

/** The load process: the stand-in recipe site, the importing clients and the health probe. */
async function runLoad({ api, seconds, clients, cook }: LoadSpec) {
  const dir = path.join(sharedDataDir(), 'recipe-pages');
  const pages = new Map(
    readdirSync(dir)
      .filter((f) => /^dev\d+\.html$/.test(f))
      .sort()
      .map((f) => [`/pages/${f}`, readFileSync(path.join(dir, f))]),
  );
  const site = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const request = (method: string, url: string, body?: unknown, token?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(`${api}${url}`, {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  // Imports are rate limited per session (30 a minute): a client signs in again when its session is spent.
  const signIn = async () => {
    const res = await request('POST', '/api/auth/login', { email: cook, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${res.text}`);
    return JSON.parse(res.text).data.token as string;
  };
  const paths = [...pages.keys()];
  let next = 0;
  const importOne = async (token: string) =>
    request(
      'POST',
      '/api/smart-add/analyze-url',
      { url: `${siteUrl}${paths[next++ % paths.length]}` },
      token,
    );

  // Warm-up: the first import starts the extraction worker; that start is not what is measured.
  if (clients > 0) {
    const warm = await importOne(await signIn());
    if (warm.status !== 200) throw new Error(`warm-up import: ${warm.status} ${warm.text}`);
  }

  const result: LoadResult = { health: [], healthFailed: 0, imports: 0, failures: {}, seconds };
  const started = performance.now();
  const until = started + seconds * 1000;
  const probes: Promise<void>[] = [];
  const probe = setInterval(() => {
    const asked = performance.now();
    probes.push(
      request('GET', '/api/health').then(
        (res) => {
          if (res.status === 200) result.health.push(performance.now() - asked);
          else result.healthFailed++;
        },
        () => {
          result.healthFailed++;
        },
      ),
    );
  }, HEALTH_EVERY_MS);
  const client = async () => {
    let token = await signIn();
    while (performance.now() < until) {
      const res = await importOne(token);
      if (res.status === 200) result.imports++;
      else if (res.status === 429) token = await signIn();
      else result.failures[res.status] = (result.failures[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  // Without clients, health alone for the same time.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  clearInterval(probe);
  await Promise.all(probes);
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  site.closeAllConnections();
  site.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (options.load) await runLoad(JSON.parse(process.env.KITCHING_BENCH_LOAD ?? '{}') as LoadSpec);
else await main();
