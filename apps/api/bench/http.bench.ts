/**
 * Kitching's request path side by side with a bare Fastify route returning a constant, in the same run:
 * requests per second with 10 connections (autocannon), and each route as a share of the bare one.
 *
 *   npm run bench:http                    PGlite, then a throwaway PostgreSQL
 *   npx tsx apps/api/bench/http.bench.ts  PGlite only (or DATABASE_URL's server only when set)
 *   BENCH_SECONDS=10                      seconds per route (default 5)
 *
 * Each route is warmed up for 2 s first.
 * Both servers run as their own processes, as in production: the compiled server (apps/api/dist) when
 * it is built, else the sources through tsx. The family (a Head Chef, 2,000 inventory items, 30 recipes)
 * is made through the API. Browser-like requests: a session cookie and Accept-Encoding. Also printed:
 * the server's memory (RSS) at rest after start, and after the load. Loopback only; stops by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, stopChild, waitForHealth } from '../../../scripts/processes.mjs';
import { adminQuery, databaseUrl, quoteIdent } from '../test/postgres-admin';
import { repoRoot } from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
// "At rest": this long after start, and after the load, with no request.
const REST_MS = 5_000;
const CONNECTIONS = 10;
const ITEMS = 2_000;
const RECIPES = 30;
const ACCEPT = 'gzip, deflate, br, zstd';

interface Server {
  url: string;
  child: ChildProcess;
  log: string;
}

async function start(args: string[], env: Record<string, string>, health: string): Promise<Server> {
  const port = await freePort();
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-log-')), 'server.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url + health, {
    child,
    describe: () => `; log:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''}`,
  });
  return { url, child, log };
}

const stop = (server: Server) => stopChild(server.child, 10_000);

const rssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

function kitchingArgs(): string[] {
  const compiled = path.join(repoRoot, 'apps/api/dist/server.js');
  return fs.existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'apps/api/src/server.ts'];
}

async function api(base: string, method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: { id: number } };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A Head Chef with 2,000 items and 30 recipes, made through the API. */
async function seed(base: string) {
  const email = `bench-${Date.now()}@example.com`;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
  const family = await api(base, 'POST', '/api/families', cookie, { name: 'Bench Family', familySize: '4' });
  await api(base, 'POST', '/api/users/profile', cookie, {
    username: `bench_${Date.now()}`,
    firstName: 'Bench',
    lastName: 'Chef',
    familyId: family.id,
  });
  const categories = ['Produce', 'Dairy', 'Meat', 'Pantry', 'Frozen', 'Beverages', 'Bakery', 'Snacks'];
  const units = ['each', 'g', 'kg', 'cups', 'cans', 'bottles'];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ITEMS) {
        const i = next++;
        await api(base, 'POST', `/api/families/${family.id}/inventory`, cookie, {
          name: `Item ${String(i).padStart(4, '0')} ${categories[i % categories.length]} staple`,
          quantity: String((i % 17) + 1),
          unit: units[i % units.length],
          category: categories[i % categories.length],
          expirationDate: i % 3 ? `2027-0${(i % 9) + 1}-1${i % 9}` : null,
          minStockLevel: String(i % 4),
          barcode: i % 5 ? null : String(4_000_000_000_000 + i),
        });
      }
    }),
  );
  let recipeId = 0;
  for (let i = 0; i < RECIPES; i++) {
    const recipe = await api(base, 'POST', `/api/families/${family.id}/recipes`, cookie, {
      name: `Recipe ${i}`,
      description: 'A family favourite, written down at last.',
      servings: 4,
      prepTime: 10,
      cookTime: 30,
      instructions: 'Chop everything.\nCook it gently.\nServe warm.',
      ingredients: Array.from({ length: 10 }, (_, k) => ({
        name: `Ingredient ${k}`,
        quantity: '1',
        unit: 'cups',
      })),
    });
    recipeId = recipe.id;
  }
  return { cookie, familyId: family.id, recipeId };
}

async function load(url: string, headers: Record<string, string>) {
  // Warm-up, not counted: the first requests of a route pay for compiling its code and filling caches.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    bytes: result.throughput.average,
  };
}

async function run(kind: 'PGlite' | 'PostgreSQL', env: Record<string, string>) {
  const bare = await start([path.join(repoRoot, 'apps/api/bench/bare-server.mjs')], {}, '/');
  const serverEnv = {
    ...env,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH: '100000',
    SMTP_URL: '',
    NODE_ENV: 'production',
  };
  const first = await start(kitchingArgs(), serverEnv, '/api/health');
  let kitching = first;
  try {
    const { cookie, familyId, recipeId } = await seed(first.url);
    // Measured as a family's server runs: restarted over its existing data, then left alone.
    await stop(first);
    const restarted = performance.now();
    kitching = await start(kitchingArgs(), serverEnv, '/api/health');
    const restartMs = Math.round(performance.now() - restarted);
    await new Promise((r) => setTimeout(r, REST_MS));
    const restStart = rssMiB(kitching.child.pid!);
    const headers = { cookie, 'accept-encoding': ACCEPT };
    const inventoryUrl = `${kitching.url}/api/families/${familyId}/inventory`;
    const sample = await fetch(inventoryUrl, { headers });
    const etag = sample.headers.get('etag');
    // On the wire, compressed (fetch hands the body over decompressed).
    const inventoryBytes = Number(sample.headers.get('content-length'));
    await sample.arrayBuffer();
    const targets: [string, string, Record<string, string>][] = [
      ['bare Fastify route (constant)', `${bare.url}/`, { 'accept-encoding': ACCEPT }],
      [
        `bare route, a ${Math.round(inventoryBytes / 1024)} kB body (the inventory's)`,
        `${bare.url}/body?bytes=${inventoryBytes}`,
        {},
      ],
      ['GET inventory (2,000 items)', inventoryUrl, headers],
      ['GET inventory, If-None-Match (304)', inventoryUrl, { ...headers, 'if-none-match': etag ?? '' }],
      ['GET recipes (30)', `${kitching.url}/api/families/${familyId}/recipes`, headers],
      ['GET profile', `${kitching.url}/api/users/profile`, headers],
      ['GET one recipe', `${kitching.url}/api/recipes/${recipeId}`, headers],
      ['GET health (one query)', `${kitching.url}/api/health`, { 'accept-encoding': ACCEPT }],
    ];
    const rows = [];
    for (const [name, url, h] of targets) rows.push({ name, ...(await load(url, h)) });
    await new Promise((r) => setTimeout(r, REST_MS));
    const restAfter = rssMiB(kitching.child.pid!);

    const bareRps = rows[0]!.rps;
    console.log(
      `\n## ${kind}: ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores`,
    );
    console.log('| route | req/s | share of bare | p50 ms | p99 ms | non-2xx/errors |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) {
      const share = `${((r.rps / bareRps) * 100).toFixed(1)} %`;
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${share} | ${r.p50} | ${r.p99} | ${r.bad} |`);
    }
    const sameBody = rows[1]!.rps;
    console.log(
      `\nGET inventory as a share of the bare route with the same body: ${((rows[2]!.rps / sameBody) * 100).toFixed(1)} %`,
    );
    console.log(
      `Kitching server: restart over existing data to the first answer ${restartMs} ms; RSS ${restStart} MiB at rest after that start, ${restAfter} MiB at rest after the load`,
    );
  } finally {
    await stop(kitching);
    await stop(bare);
  }
}

const adminUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-http-'));
try {
  await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (adminUrl) {
  const name = `kitching_bench_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  try {
    await run('PostgreSQL', { DATABASE_URL: databaseUrl(adminUrl, name) });
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
} else {
  console.log('\n(PostgreSQL skipped: run `npm run bench:http` for a throwaway cluster)');
}
