/**
 * The embedded database's server at rest (issue 27: <= 250 MiB): one family with 2,000 items, 200
 * recipes and 3 lists of 30 lines, made through the API; a load run (a household's requests, CONCURRENCY
 * at a time, closed loop: this measures memory, not latency); then the server left alone, and its
 * memory read after a full GC (scale-probe.cjs): RSS, V8's heap, and what lies outside it.
 *
 *   npm run bench:scale-pglite
 *   npm run bench:scale-pglite -- --load 60 --rest 30 --items 2000 --recipes 200
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stopChild } from '../../../scripts/processes.mjs';
import { memoryOf, rssByKind, rssMiB, startProbedServer } from './scale-memory';
import { FOODS } from './scale-seed';
import { benchRun, inParallel, loadAverage, machine, sources } from './server-bench';

const { values: flags } = parseArgs({
  options: Object.fromEntries(
    ['items', 'recipes', 'load', 'rest', 'concurrency'].map((n) => [n, { type: 'string' as const }]),
  ),
});
const setting = (name: string, fallback: number) =>
  Number(flags[name] ?? process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
const ITEMS = setting('items', 2_000);
const RECIPES = setting('recipes', 200);
const LOAD_S = setting('load', 60);
const REST_S = setting('rest', 30);
const CONCURRENCY = setting('concurrency', 8);
const GOAL_MIB = 250;

const run = benchRun('scale-pglite');
const children: ChildProcess[] = [];
run.cleanups.push(async () => {
  for (const child of children) await stopChild(child, 10_000);
});
const log = (line: string) => console.log(`[bench:scale-pglite] ${line}`);
const f1 = (v: number) => v.toFixed(1);

async function main() {
  const loadBefore = os.loadavg();
  const bundle = await run.serverBundle();
  log(`server: ${bundle.what}${bundle.why}`);
  const server = await startProbedServer(
    run.work,
    bundle.entry,
    { DATA_DIR: path.join(run.work, 'pglite'), DATABASE_URL: '', RATE_LIMIT_AUTH: '100000' },
    children,
  );
  const { url } = server;
  const rows: string[] = [];
  const reading = async (when: string) => {
    const m = await memoryOf(server.child);
    rows.push(
      `| ${when} | ${f1(m.rss)} | ${f1(m.heap)} | ${f1(m.external)} | ${f1(m.rss - m.heap - m.external)} |`,
    );
    return m;
  };
  await reading('started, empty');

  const { familyId, token } = await run.headChef(url);
  const started = performance.now();
  await inParallel(ITEMS, CONCURRENCY, (i) =>
    run.api(url, 'POST', `/api/families/${familyId}/inventory`, token, {
      name: `${FOODS[i % FOODS.length]} ${Math.floor(i / FOODS.length) + 1}`,
      quantity: String((i % 5) + 1),
      unit: 'each',
      category: 'Pantry',
    }),
  );
  await inParallel(RECIPES, CONCURRENCY, (r) =>
    run.api(url, 'POST', `/api/families/${familyId}/recipes`, token, {
      name: `${FOODS[(r * 7) % FOODS.length]} dish ${r + 1}`,
      description: 'A family favourite, written down at last.',
      servings: 4,
      prepTime: 10,
      cookTime: 30,
      instructions: 'Chop everything.\nCook it gently.\nServe warm.',
      ingredients: Array.from({ length: 8 }, (_, k) => ({
        name: FOODS[(r * 3 + k * 5) % FOODS.length]!.toLowerCase(),
        quantity: '1',
        unit: 'cups',
      })),
    }),
  );
  const lines: number[] = [];
  for (let l = 0; l < 3; l++) {
    const list = await run.api<{ id: number; items: { id: number }[] }>(
      url,
      'POST',
      `/api/families/${familyId}/grocery-lists`,
      token,
      {
        name: `List ${l + 1}`,
        items: Array.from({ length: 30 }, (_, n) => ({
          name: FOODS[(n + l * 11) % FOODS.length],
          quantity: '1',
        })),
      },
    );
    lines.push(...list.items.map((i) => i.id));
  }
  log(
    `seeded ${ITEMS} items, ${RECIPES} recipes, 90 lines through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await reading('after seeding');

  // The load: a household's requests for LOAD_S seconds, CONCURRENCY at a time.
  const f = familyId;
  const mix: (() => Promise<unknown>)[] = [
    () =>
      run.request(url, 'GET', `/api/families/${f}/inventory`, token, undefined, { 'accept-encoding': 'br' }),
    () =>
      run.request(url, 'GET', `/api/families/${f}/recipes`, token, undefined, { 'accept-encoding': 'gzip' }),
    () =>
      run.request(
        url,
        'GET',
        `/api/families/${f}/recipes?q=${FOODS[Math.floor(Math.random() * 40)]!.split(' ')[0]}`,
        token,
      ),
    () => run.request(url, 'GET', `/api/families/${f}/grocery-lists`, token),
    () => run.request(url, 'GET', `/api/families/${f}/meal-suggestions`, token),
    () => run.request(url, 'GET', `/api/families/${f}/activity?limit=50`, token),
    () =>
      run.request(
        url,
        'PATCH',
        `/api/grocery-list-items/${lines[Math.floor(Math.random() * lines.length)]}`,
        token,
        { purchased: Math.random() < 0.5 },
      ),
    () =>
      run.request(url, 'POST', `/api/families/${f}/inventory`, token, {
        name: `Bought ${Math.random()}`,
        quantity: '1',
      }),
  ];
  let peak = 0;
  let requests = 0;
  let errors = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.child.pid!));
  }, 500);
  const until = performance.now() + LOAD_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const answer = (await mix[Math.floor(Math.random() * mix.length)]!()) as { status: number };
        requests++;
        if (answer.status >= 400) errors++;
      }
    }),
  );
  clearInterval(sampler);
  log(`load: ${requests} requests in ${LOAD_S} s (${errors} errors); resting ${REST_S} s`);
  rows.push(`| busy (peak RSS sampled during the load) | ${f1(peak)} | | | |`);
  await new Promise((r) => setTimeout(r, REST_S * 1000));
  const rest = await reading(`at rest, ${REST_S} s after the load`);
  const restKinds = rssByKind(server.child.pid!);

  console.log(`\n## bench:scale-pglite (${machine()})`);
  console.log(`Server: ${bundle.what}; sources: ${sources()}`);
  console.log(
    `Load average (1/5/15 min): ${loadAverage(loadBefore)} at the start, ${loadAverage()} at the end`,
  );
  console.log(
    `Family: ${ITEMS} items, ${RECIPES} recipes, 3 lists of 30 lines; load: ${requests} requests, ${CONCURRENCY} at a time, ${LOAD_S} s, ${errors} errors\n`,
  );
  console.log(
    '| when | RSS MiB | V8 heap MiB (after GC) | external MiB (buffers) | rest of RSS MiB (WebAssembly, code, malloc) |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\nWhere the RSS at rest lies (/proc/<pid>/smaps, MiB):');
  for (const [kind, mib] of Object.entries(restKinds).sort((a, b) => b[1] - a[1]))
    console.log(`- ${kind}: ${f1(mib)}`);
  console.log(
    `\nGoal: RSS at rest <= ${GOAL_MIB} MiB: ${rest.rss <= GOAL_MIB ? 'met' : '**not met**'} (${f1(rest.rss)} MiB)`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[bench:scale-pglite] failed: ${(error as Error).stack ?? error}`);
  console.error(run.serverLogs());
  exitCode = 1;
} finally {
  await run.cleanup();
}
process.exit(exitCode);
