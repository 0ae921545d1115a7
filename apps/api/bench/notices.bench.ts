/**
 * The reminders' pass (issue 26) over 10,000 families with 2,000 items each (20M items, generated in
 * SQL), on a throwaway PostgreSQL database, while /api/health is asked one request after another.
 *
 *   npm run bench:notices                               (needs DATABASE_URL: scripts/with-postgres.mjs)
 *   BENCH_FAMILIES=1000 npm run bench:notices           (a smaller run)
 *
 * Goals: the pass <= 60 s, /api/health p99 <= 50 ms meanwhile, memory bounded (pages of families).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 10_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NOTICE_EVERY: '0' });
if (!config.DATABASE_URL) throw new Error('bench:notices runs on PostgreSQL: use npm run bench:notices');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Families, two members each (a Head Chef and a Sous Chef, reminders by default), and their items. */
const SEED = `
insert into families (id, name, family_size) select f, 'Bench ' || f, '4' from generate_series(1, ${FAMILIES}) f;
select setval('families_id_seq', ${FAMILIES});
insert into users (email, username, first_name, role, family_id)
  select 'bench' || f || '-' || r || '@example.com', 'bench_' || f || '_' || r, 'Bench', r, f
    from generate_series(1, ${FAMILIES}) f cross join (values (1), (2)) roles(r);
insert into inventory_items (family_id, name, quantity, unit, category, expiration_date, min_stock_level)
  select f, 'Item ' || i, (i % 7)::numeric, 'pieces', 'Pantry',
         case when i % 4 = 0 then null else current_date + ((i * 7919) % 380 - 5) end,
         case when i % 97 = 0 then 10 else 0 end
    from generate_series(1, ${FAMILIES}) f cross join generate_series(1, ${ITEMS}) i
   where i % 7 <> 0 or i % 97 = 0;
analyze;
`;

async function main() {
  const name = `kitching_notices_bench_${randomBytes(4).toString('hex')}`;
  await admin(config.DATABASE_URL!, `CREATE DATABASE "${name}"`);
  const url = new URL(config.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrate(database);
    console.log('migrated');
    const seeding = performance.now();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query('set synchronous_commit = off');
    // Seeding writes rows straight in: the per-row triggers (stock, family versions) would make 20
    // million inserts take hours and have nothing to do with the scheduler's pass being measured.
    await client.query('set session_replication_role = replica');
    await client.query(SEED);
    await client.query('set session_replication_role = default');
    const { rows } = await client.query('select count(*)::int as n from inventory_items');
    await client.end();
    console.log(
      `seeded ${FAMILIES} families, ${rows[0].n} items in ${Math.round((performance.now() - seeding) / 1000)} s`,
    );

    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    let peakRss = process.memoryUsage().rss;
    const rssTimer = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    // Where a slow health answer waited: the event loop (a long synchronous slice) or the pool (every
    // connection taken, the request queued behind the pass's queries).
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
    let poolWaitingPeak = 0;
    const poolTimer = setInterval(() => {
      poolWaitingPeak = Math.max(poolWaitingPeak, pool?.waitingCount ?? 0);
    }, 5);
    /** /api/health asked one request after another (20 ms apart) until `done()`; the latencies. */
    const askHealth = async (done: () => boolean) => {
      const latencies: number[] = [];
      while (!done()) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
      return latencies.sort((a, b) => a - b);
    };
    // The same requests with no pass running: on a shared machine, what health costs anyway.
    const restUntil = Date.now() + 3_000;
    const atRest = await askHealth(() => Date.now() > restUntil);
    loop.reset();
    let passing = true;
    const health = askHealth(() => !passing);
    const results = [];
    for (const label of ['first pass (every notice new)', 'second pass (all claimed recently)']) {
      const result = await app.ctx.notices.run(label.startsWith('first') ? { minGapMs: 0 } : {});
      results.push({ pass: label, ...result });
    }
    passing = false;
    const sorted = await health;
    clearInterval(rssTimer);
    clearInterval(poolTimer);
    loop.disable();
    console.table(results);
    console.log(
      `/api/health at rest (no pass): ${atRest.length} requests, p50 ${percentile(atRest, 50).toFixed(1)} ms, p99 ${percentile(atRest, 99).toFixed(1)} ms`,
    );
    console.log(
      `/api/health during the passes: ${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; peak RSS ${Math.round(peakRss / 1048576)} MB`,
    );
    console.log(
      `event loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms; most queries waiting for a pooled connection: ${poolWaitingPeak}`,
    );
    await app.close();
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  } finally {
    await database.close();
    await admin(config.DATABASE_URL!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

await main();
