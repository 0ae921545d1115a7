#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes to its first answer (a 200 from /api/health),
//   (a) on a built clone with an existing database and nothing changed: median of 5 runs;
//   (b) after one server source file changed: median of 5 runs, each with a new change, and which
//       outputs were rebuilt (only the server should be).
// It runs on a temporary copy of the sources and builds (node_modules linked, not copied), with a
// temporary DATA_DIR and a free PORT, so the working tree is never touched; each server is stopped
// before the next run, and each run is bounded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RUN_TIMEOUT_MS = 120_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-start-'));
const clone = path.join(work, 'kitching');
const dataDir = path.join(work, 'data');
let running;

/** The sources and current builds, without installed packages, data or test output. */
function copyClone() {
  const skip = new Set(['node_modules', 'data', 'test-results', 'playwright-report', '.git', '.tmp']);
  fs.cpSync(root, clone, {
    recursive: true,
    filter: (source) => source === root || !skip.has(path.basename(source)),
  });
  // Installed packages are linked: the root's, and each workspace's own.
  for (const dir of ['.', 'apps/api', 'apps/web', 'packages/contracts']) {
    const installed = path.join(root, dir, 'node_modules');
    if (fs.existsSync(installed)) fs.symlinkSync(installed, path.join(clone, dir, 'node_modules'), 'dir');
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops npm, the start script and the server together (their own process group), as Ctrl-C does. */
async function stop(child) {
  const deadline = Date.now() + 15_000;
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
}

/** One `npm start`: milliseconds to the first 200 from /api/health, and what it printed. */
async function timeStart(label) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  const started = performance.now();
  const child = spawn(npm, ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    while (true) {
      if (exited) throw new Error(`${label}: npm start exited before answering:\n${output}`);
      if (performance.now() - started > RUN_TIMEOUT_MS)
        throw new Error(`${label}: no answer in time:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    const own = output.match(/Kitching is ready on \S+ {2}\(.*?(\d+) ms\)/);
    const rebuilt = [...output.matchAll(/^Building (the [\w ]+?) into/gm)].map((m) => m[1]);
    return { ms, serverMs: own ? Number(own[1]) : undefined, rebuilt, output };
  } finally {
    await stop(child);
    running = undefined;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

async function series(label, before) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    before?.(i);
    const run = await timeStart(label);
    runs.push(run);
    console.log(
      `  ${label} #${i + 1}: ${s(run.ms)}${run.rebuilt.length ? ` (rebuilt ${run.rebuilt.join(', ')})` : ''}`,
    );
  }
  const ms = runs.map((r) => r.ms);
  const own = runs.map((r) => r.serverMs).filter((v) => v !== undefined);
  const rebuilt = [...new Set(runs.flatMap((r) => r.rebuilt))];
  return {
    label,
    median: median(ms),
    min: Math.min(...ms),
    max: Math.max(...ms),
    server: own.length ? median(own) : undefined,
    rebuilt: rebuilt.length ? rebuilt.join(', ') : 'nothing',
  };
}

async function cleanup() {
  if (running) await stop(running);
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

let code = 0;
try {
  console.log(`bench:start: a copy of the sources in ${clone}, ${os.availableParallelism()} cores`);
  copyClone();
  // Not timed: bring the copy's builds up to date, and create and migrate the database once.
  const first = await timeStart('first start (builds if needed, new database)');
  console.log(
    `  first start: ${s(first.ms)}${first.rebuilt.length ? `, built ${first.rebuilt.join(' and ')}` : ', nothing to build'}, new database`,
  );

  const unchanged = await series('(a) nothing changed');
  const serverFile = path.join(clone, 'apps/api/src/server.ts');
  const original = fs.readFileSync(serverFile, 'utf8');
  const changed = await series('(b) one server file changed', (i) =>
    fs.writeFileSync(serverFile, `${original}\n// bench:start change ${i} ${Date.now()}\n`),
  );

  const rows = [unchanged, changed];
  const header = [
    'npm start, to the first 200 from /api/health',
    'median',
    'min',
    'max',
    "server's own",
    'rebuilt',
  ];
  const table = [
    header,
    ...rows.map((r) => [r.label, s(r.median), s(r.min), s(r.max), s(r.server), r.rebuilt]),
  ];
  const widths = header.map((_, col) => Math.max(...table.map((row) => row[col].length)));
  console.log(
    `\n${RUNS} runs each; "server's own" is the time server.js reports from its start to listening\n`,
  );
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  if (changed.rebuilt !== 'the server') {
    console.error(`\nbench:start: a server change rebuilt ${changed.rebuilt}, expected the server only`);
    code = 1;
  }
} catch (error) {
  console.error(`bench:start: ${error instanceof Error ? error.message : error}`);
  code = 1;
}
await cleanup();
process.exit(code);
