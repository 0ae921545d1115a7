/**
 * One server for many families (issue 27): N families on one PostgreSQL, P server processes behind a
 * round-robin proxy, the household mix at a fixed arrival rate, then the same with open live streams,
 * then a soak; each process's memory over time.
 *
 *   npm run bench:scale                                   2,000 families, 500 req/s, 5,000 streams
 *   npm run bench:scale -- --families 200 --duration 30 --streams 500 --soak 0     (iterating)
 *   flags (or env BENCH_<NAME>): --families --rate --duration (s) --warmup (s) --streams
 *                                --processes --soak (minutes) --sample (s between memory samples)
 *
 * The families are written with COPY (scale-seed.ts); each server process is the production bundle
 * with a probe (scale-probe.cjs) that answers its memory after a GC over IPC; the live streams are held
 * by a process of their own (scale-streams.ts), the proxy too (scale-proxy.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { freePort, stopChild } from '../../../scripts/processes.mjs';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { cpuMeter, type Groups, postmasterPid, statements } from './scale-cpu';
import { clock, HOUSEHOLD_MIX, householdLoad, type LoadRun } from './scale-load';
import {
  type Memory,
  memoryOf,
  profile,
  rssMiB,
  type ProbedServer as Server,
  startProbedServer,
  trend,
} from './scale-memory';
import { summarizeProfiles } from './scale-profile';
import { ITEMS, LINES, LISTS, MEMBERS, RECIPES, seedFamilies } from './scale-seed';
import { benchRun, loadAverage, machine, sources } from './server-bench';

/** The largest value without spreading: a 30-minute soak at 500/s has 900,000 samples. */
const largest = (values: number[]) => values.reduce((max, v) => (v > max ? v : max), -Infinity);

const { values: flags } = parseArgs({
  options: {
    ...Object.fromEntries(
      ['families', 'rate', 'duration', 'warmup', 'streams', 'processes', 'soak', 'sample'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
    profile: { type: 'boolean' as const },
  },
});
const setting = (name: string, fallback: number) =>
  Number((flags as Record<string, unknown>)[name] ?? process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
/** --profile: each server writes a CPU profile (node --cpu-prof), summed up at the end. */
const PROFILE = Boolean(flags.profile);
const FAMILIES = setting('families', 2_000);
const RATE = setting('rate', 500);
const DURATION = setting('duration', 60);
const WARMUP = setting('warmup', 15);
const STREAMS = setting('streams', 5_000);
const PROCESSES = setting('processes', 2);
const SOAK_MIN = setting('soak', 5);
const SAMPLE_S = setting('sample', 10);

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('bench:scale runs on PostgreSQL: npm run bench:scale (scripts/with-postgres.mjs)');

const run = benchRun('scale');
const children: ChildProcess[] = [];
run.cleanups.push(async () => {
  for (const child of children) await stopChild(child, 10_000);
});
const log = (line: string) => console.log(`[bench:scale] ${line}`);
const loadBefore = os.loadavg();
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line); // as it comes: a long run shows each phase's table when it ends
};

function startChild(file: string, args: string[]): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, file), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${file} exited ${code}`)));
    if (file === 'scale-streams.ts') resolve(child);
  });
}

const pct = (values: number[], p: number) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

function reportLoad(title: string, load: LoadRun) {
  const ok = load.samples.filter((s) => s.status > 0 && s.status < 400);
  const errors = load.samples.length - ok.length;
  const all = load.samples.map((s) => s.ms);
  out(
    `\n### ${title}: ${load.sent} requests in ${load.seconds.toFixed(1)} s (${(load.sent / load.seconds).toFixed(0)}/s offered)`,
  );
  out('| request | share | n | p50 ms | p99 ms | max ms | errors |');
  out('|---|---|---|---|---|---|---|');
  for (const step of HOUSEHOLD_MIX) {
    const of = load.samples.filter((s) => s.kind === step.kind);
    const ms = of.map((s) => s.ms);
    const bad = of.filter((s) => !(s.status > 0 && s.status < 400));
    const statuses = [...new Set(bad.map((s) => s.status))].join(',');
    out(
      `| ${step.kind} | ${step.weight}% | ${of.length} | ${f1(pct(ms, 50))} | ${f1(pct(ms, 99))} | ${f1(largest(ms))} | ${bad.length}${statuses ? ` (${statuses})` : ''} |`,
    );
  }
  out(
    `| **all** | | ${all.length} | ${f1(pct(all, 50))} | ${f1(pct(all, 99))} | ${f1(largest(all))} | ${errors} |`,
  );
  return { p99: pct(all, 99), errors };
}

function reportCpu(cpu: ReturnType<ReturnType<typeof cpuMeter>['stop']>, requests: number) {
  const cores = os.cpus().length;
  out(
    `\nCPU over the phase (${(cpu.wall / 1000).toFixed(1)} s; the machine's ${cores} cores were ${((100 * cpu.machine) / (cpu.wall * cores)).toFixed(0)}% busy):`,
  );
  out('| process | CPU s | cores | CPU ms per request |');
  out('|---|---|---|---|');
  for (const [name, ms] of Object.entries(cpu.used))
    out(
      `| ${name} | ${(ms / 1000).toFixed(1)} | ${(ms / cpu.wall).toFixed(2)} | ${(ms / requests).toFixed(2)} |`,
    );
}

type Statements = Awaited<ReturnType<typeof statements>>;
function reportStatements(
  rows: Awaited<ReturnType<Statements['top']>>,
  totals: Awaited<ReturnType<Statements['totals']>>,
  requests: number,
) {
  if (!rows.length || !totals) return;
  out(
    `\nPostgreSQL statements (pg_stat_statements): ${(totals.calls / requests).toFixed(2)} per request, ${(totals.commits / requests).toFixed(2)} commits per request, ${(totals.total / requests).toFixed(3)} ms of execution per request; by total time:`,
  );
  out('| calls | per request | total ms | mean ms | rows | statement |');
  out('|---|---|---|---|---|---|');
  for (const r of rows)
    out(
      `| ${r.calls} | ${(Number(r.calls) / requests).toFixed(2)} | ${r.total.toFixed(0)} | ${r.mean.toFixed(3)} | ${r.rows} | ${r.query.replace(/\s+/g, ' ').replaceAll('|', '\\|').slice(0, 140)} |`,
    );
}

function reportProfiles(summary: ReturnType<typeof summarizeProfiles>, requests: number) {
  out(
    `\nThe servers' CPU profiles (${(summary.total / 1000).toFixed(1)} s sampled, idle included): self time by owner`,
  );
  out('| owner | ms | ms per request |');
  out('|---|---|---|');
  for (const [owner, ms] of summary.owners)
    out(`| ${owner} | ${ms.toFixed(0)} | ${(ms / requests).toFixed(3)} |`);
  out('\nBy function (self time):');
  out('| function | ms |');
  out('|---|---|');
  for (const [fn, ms] of summary.functions) out(`| ${fn.replaceAll('|', '\\|')} | ${ms.toFixed(0)} |`);
}

async function main() {
  const bundle = await run.serverBundle();
  log(`server: ${bundle.what}${bundle.why}`);
  const env = await run.throwawayDatabase(adminUrl!);
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL! });
  await migrate(database);
  await database.close();
  log(`seeding ${FAMILIES} families with COPY ...`);
  const seeded = await seedFamilies(env.DATABASE_URL!, FAMILIES, (l) => log(l));
  log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);

  const servers: Server[] = [];
  for (let i = 0; i < PROCESSES; i++)
    servers.push(await startProbedServer(run.work, bundle.entry, env, children));
  const proxyPort = await freePort();
  const proxy = await startChild('scale-proxy.ts', [String(proxyPort), ...servers.map((s) => s.url)]);
  const base = `http://127.0.0.1:${proxyPort}`;
  // The generator's connections to the proxy: enough for the requests a slow second leaves open.
  const agent = new Pool(base, { connections: 256, pipelining: 1 });
  run.cleanups.push(() => agent.close());
  const pids = servers.map((s) => s.child.pid!);

  // Memory over time: each process's RSS every SAMPLE_S seconds, from the first request on.
  const series: { at: number; phase: string; rss: number[] }[] = [];
  let phase = 'warm-up';
  const t0 = clock();
  const sample = () => series.push({ at: (clock() - t0) / 1000, phase, rss: pids.map(rssMiB) });
  sample();
  const sampler = setInterval(sample, SAMPLE_S * 1000);

  // Where the CPU goes, per phase: each process group's share (scale-cpu.ts), PostgreSQL's statements
  // when it preloads pg_stat_statements, and with --profile each server's own profile.
  const postmaster = await postmasterPid(env.DATABASE_URL!);
  const groups: Groups = {
    ...Object.fromEntries(pids.map((pid, i) => [`server ${i + 1}`, [pid]])),
    postgres: postmaster ? [postmaster] : [],
    proxy: [proxy.pid!],
    'load generator (this process)': [process.pid],
  };
  const meter = cpuMeter(groups);
  const pgStatements = await statements(env.DATABASE_URL!);
  run.cleanups.push(() => pgStatements.close());
  const profileRoot = path.join(os.tmpdir(), `kitching-scale-profiles-${Date.now().toString(36)}`);
  if (PROFILE) log(`CPU profiles into ${profileRoot}`);
  const measured = async (title: string, load: () => Promise<LoadRun>) => {
    await pgStatements.reset();
    // Kept after the run (the work folder is not), to be read further: node's --cpu-prof format.
    const profiles = path.join(profileRoot, title.replace(/\W+/g, '-'));
    if (PROFILE) {
      fs.mkdirSync(profiles, { recursive: true });
      await Promise.all(servers.map((s) => profile(s.child)));
    }
    meter.start();
    const result = await load();
    const cpu = meter.stop();
    if (PROFILE)
      await Promise.all(
        servers.map((s, i) => profile(s.child, path.join(profiles, `server-${i + 1}.cpuprofile`))),
      );
    const report = reportLoad(title, result);
    reportCpu(cpu, result.sent);
    reportStatements(await pgStatements.top(25), await pgStatements.totals(), result.sent);
    if (PROFILE) reportProfiles(summarizeProfiles(profiles), result.sent);
    return { ...report, load: result };
  };

  log(`warm-up: ${WARMUP} s at ${RATE}/s`);
  await householdLoad(agent, seeded.tokens, RATE, WARMUP);
  phase = 'mix';
  log(`household mix: ${DURATION} s at ${RATE}/s`);
  const a = await measured('Household mix', () => householdLoad(agent, seeded.tokens, RATE, DURATION));

  // Streams: spread over the families (2 or 3 each at 5,000 over 2,000), one member's token each.
  phase = 'streams';
  const before: Memory[] = await Promise.all(servers.map((s) => memoryOf(s.child)));
  const streamer = await startChild('scale-streams.ts', []);
  groups['live streams process'] = [streamer.pid!];
  const arrivals = new Map<number, number[]>();
  let ended = 0;
  const perFamily = new Map<number, number>();
  const opened = new Promise<{ opened: number; failed: number }>((resolve) =>
    streamer.on(
      'message',
      (m: { opened?: number; failed?: number; arrivals?: [number, number, number][]; ended?: number }) => {
        if (m.opened !== undefined) resolve({ opened: m.opened, failed: m.failed ?? 0 });
        for (const [seq, , at] of m.arrivals ?? []) arrivals.set(seq, [...(arrivals.get(seq) ?? []), at]);
        if (m.ended !== undefined) ended = m.ended;
      },
    ),
  );
  const open: [number, string][] = Array.from({ length: STREAMS }, (_, k) => {
    const family = (k % FAMILIES) + 1;
    perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
    return [family, seeded.tokens[family - 1]![Math.floor(k / FAMILIES) % MEMBERS]!];
  });
  const openStarted = clock();
  streamer.send({ open, base });
  const streams = await opened;
  log(
    `${streams.opened} streams open (${streams.failed} failed) in ${((clock() - openStarted) / 1000).toFixed(1)} s`,
  );
  const after: Memory[] = await Promise.all(servers.map((s) => memoryOf(s.child)));

  phase = 'mix + streams';
  log(`household mix with ${streams.opened} streams: ${DURATION} s at ${RATE}/s`);
  const b = await measured(`Household mix with ${streams.opened} open streams`, () =>
    householdLoad(agent, seeded.tokens, RATE, DURATION),
  );
  const withStreams = b.load;
  await new Promise((r) => setTimeout(r, 2_000)); // the last events on their way
  const delivery: number[] = [];
  let missing = 0;
  for (const [seq, [family, sentAt]] of withStreams.writes) {
    const got = arrivals.get(seq) ?? [];
    if (got.length < (perFamily.get(family) ?? 0)) missing++;
    else if (perFamily.get(family)) delivery.push(Math.max(...got) - sentAt);
  }
  const rssAfterRun = pids.map(rssMiB);

  let soak: LoadRun | undefined;
  const retained: { at: number; heap: number[] }[] = [];
  if (SOAK_MIN > 0) {
    phase = 'soak';
    log(`soak: ${SOAK_MIN} min at ${RATE}/s with the streams open`);
    // What each process retains (heap after a full GC), every minute: RSS alone rises and falls with
    // V8's collections, so its trend over a short soak says little; the retained heap's says whether
    // anything grows.
    const probing = setInterval(async () => {
      const at = (clock() - t0) / 1000;
      const read = await Promise.all(servers.map((server) => memoryOf(server.child).catch(() => undefined)));
      retained.push({ at, heap: read.map((m) => m?.heap ?? Number.NaN) });
    }, 60_000);
    soak = await householdLoad(agent, seeded.tokens, RATE, SOAK_MIN * 60);
    clearInterval(probing);
    reportLoad(`Soak (${SOAK_MIN} min, streams open)`, soak);
  }
  phase = 'rest';
  await new Promise((r) => setTimeout(r, 5_000));
  sample();
  clearInterval(sampler);
  const rest: Memory[] = await Promise.all(servers.map((s) => memoryOf(s.child)));

  // The report.
  out(`\n## bench:scale (loopback, ${machine()})`);
  out(`Server: ${bundle.what}; sources: ${sources()}; ${PROCESSES} processes behind a round-robin proxy`);
  out(
    `Load average (1/5/15 min): ${loadAverage(loadBefore)} at the start, ${loadAverage()} at the end (other work on the machine shows here)`,
  );
  out(
    `Data: ${FAMILIES} families, ${FAMILIES * MEMBERS} members (a session each), ${seeded.rows.inventory_items} items (a batch each), ${seeded.rows.recipes} recipes, ${FAMILIES * LISTS} lists of ${LINES} lines; written by COPY in ${(seeded.ms / 1000).toFixed(1)} s; the database ${seeded.rows.databaseMiB} MiB (${ITEMS} items, ${RECIPES} recipes per family)`,
  );
  out('\n### Memory per process (MiB; heap after a full GC)');
  out(
    '| process | streams held | RSS before streams | RSS with streams | heap before | heap with | per stream: heap | per stream: RSS | RSS after the run | RSS at rest after soak | heap at rest |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|');
  const perStream: number[] = [];
  servers.forEach((_, i) => {
    const held = after[i]!.streams - before[i]!.streams;
    const heapPer = ((after[i]!.heap - before[i]!.heap) * 1024) / Math.max(1, held);
    const rssPer = ((after[i]!.rss - before[i]!.rss) * 1024) / Math.max(1, held);
    perStream.push(heapPer);
    out(
      `| ${i + 1} | ${held} | ${f1(before[i]!.rss)} | ${f1(after[i]!.rss)} | ${f1(before[i]!.heap)} | ${f1(after[i]!.heap)} | ${f1(heapPer)} kB | ${f1(rssPer)} kB | ${f1(rssAfterRun[i]!)} | ${f1(rest[i]!.rss)} | ${f1(rest[i]!.heap)} |`,
    );
  });
  out('\n### RSS over time (MiB per process)');
  out(`| s | phase | ${servers.map((_, i) => `process ${i + 1}`).join(' | ')} |`);
  out(`|---|---|${servers.map(() => '---').join('|')}|`);
  for (const s of series) out(`| ${s.at.toFixed(0)} | ${s.phase} | ${s.rss.map(f1).join(' | ')} |`);
  const soakSeries = series.filter((s) => s.phase === 'soak');
  const slopes = servers.map((_, i) => trend(soakSeries.map((s) => [s.at / 60, s.rss[i]!])));
  const heapSlopes = servers.map((_, i) => trend(retained.map((r) => [r.at / 60, r.heap[i]!])));
  if (retained.length) {
    out('\n### Retained heap during the soak (MiB after a full GC, each minute)');
    out(`| s | ${servers.map((_, i) => `process ${i + 1}`).join(' | ')} |`);
    out(`|---|${servers.map(() => '---').join('|')}|`);
    for (const r of retained) out(`| ${r.at.toFixed(0)} | ${r.heap.map(f1).join(' | ')} |`);
  }
  const maxRss = largest(series.map((s) => largest(s.rss)));

  out('\n### The goals');
  out('| measure | result | goal | |');
  out('|---|---|---|---|');
  out(
    `| household mix at ${RATE} req/s, ${FAMILIES} families, ${PROCESSES} processes | p99 ${f1(a.p99)} ms, ${a.errors} errors | p99 <= 100 ms, 0 errors | ${mark(a.p99 <= 100 && a.errors === 0)} |`,
  );
  out(
    `| the same with ${streams.opened} open streams | p99 ${f1(b.p99)} ms, ${b.errors} errors; ${streams.failed} streams failed to open, ${ended} closed by the server | p99 <= 100 ms, 0 errors | ${mark(b.p99 <= 100 && b.errors === 0 && streams.failed === 0)} |`,
  );
  out(
    `| memory per stream (heap after GC, per process) | ${perStream.map((v) => `${f1(v)} kB`).join(', ')} | <= 10 kB | ${mark(perStream.every((v) => v <= 10))} |`,
  );
  out(
    `| a write reaches every stream of its family | p50 ${f1(pct(delivery, 50))} ms, p99 ${f1(pct(delivery, 99))} ms over ${delivery.length} writes; ${missing} writes missed a stream | p99 <= 250 ms | ${mark(pct(delivery, 99) <= 250 && missing === 0)} |`,
  );
  out(
    `| server RSS per process, after the run | ${rssAfterRun.map(f1).join(', ')} MiB (max sampled ${f1(maxRss)}) | <= 400 MiB | ${mark(maxRss <= 400)} |`,
  );
  out(
    `| RSS trend over the soak (${SOAK_MIN} min; the issue asks 30: --soak 30) | ${soakSeries.length > 2 ? slopes.map((v) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} MiB/min`).join(', ') : 'no soak run'} | flat | ${soakSeries.length > 2 ? mark(slopes.every((v) => v < 0.5)) : '-'} |`,
  );
  out(
    `| retained heap trend over the soak (after a GC each minute) | ${retained.length > 2 ? heapSlopes.map((v) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} MiB/min`).join(', ') : 'fewer than 3 readings'} | flat | ${retained.length > 2 ? mark(heapSlopes.every((v) => v < 0.5)) : '-'} |`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[bench:scale] failed: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  await run.cleanup();
}
process.exit(exitCode);
