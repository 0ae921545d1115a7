#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs vitest run --project api
// The cluster lives in a fresh temp directory, listens on a free port on 127.0.0.1, and is stopped and
// removed when the command ends (also on failure or Ctrl-C). The command gets DATABASE_URL and its exit
// code is ours. initdb refuses to run as root, so as root the cluster runs as an unprivileged user.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';

const PG_USER = 'kitching-pg';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, pg_ctl and postgres. */
function findPostgresBin(root = '/usr/lib/postgresql') {
  let versions = [];
  try {
    versions = fs.readdirSync(root);
  } catch {
    return undefined;
  }
  return versions
    .map((v) => ({ version: Number.parseFloat(v) || 0, bin: path.join(root, v, 'bin') }))
    .filter(({ bin }) => ['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(bin, b))))
    .sort((a, b) => b.version - a.version)[0]?.bin;
}

const bin = findPostgresBin();
if (!bin) {
  console.error("PostgreSQL binaries not found: install them with 'apt-get install -y postgresql'");
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const runAs = isRoot ? unprivilegedUser() : undefined;
// As root the cluster's user must reach the directory: /tmp is world-traversable, $TMPDIR may not be.
const tmpRoot = isRoot ? '/tmp' : os.tmpdir();
const dir = fs.mkdtempSync(path.join(tmpRoot, 'kitching-pg-'));
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'postgres.log');
let started = false;
let cleanedUp = false;
let child;

// Ctrl-C or a kill: pass it to the command if it runs (we clean up when it exits), else clean up now.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child) return void child.kill(signal);
    cleanup();
    process.exit(128 + (os.constants.signals[signal] ?? 1));
  });
}

function unprivilegedUser() {
  const exists = (user) => spawnSync('id', ['-u', user], { stdio: 'ignore' }).status === 0;
  if (exists(PG_USER)) return PG_USER;
  const made = spawnSync(
    'useradd',
    ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', PG_USER],
    { stdio: 'ignore' },
  );
  if (made.status === 0 && exists(PG_USER)) return PG_USER;
  return 'nobody';
}

/** Runs a PostgreSQL tool (as the unprivileged user when we are root); throws with its output on failure. */
function pg(tool, args) {
  const file = path.join(bin, tool);
  const [cmd, argv] = runAs ? ['runuser', ['-u', runAs, '--', file, ...args]] : [file, args];
  const result = spawnSync(cmd, argv, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  if (result.status !== 0) {
    const output =
      `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
    throw new Error(`${tool} ${args.join(' ')} failed (exit ${result.status}):\n${output}`);
  }
  return result.stdout;
}

/** Waits until the server accepts TCP connections (pg_ctl -w already waits for the socket). */
async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    try {
      pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
    } catch (error) {
      console.error(`[with-postgres] could not stop the cluster: ${error.message}`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

async function main() {
  if (runAs) {
    spawnSync('chown', [`${runAs}:`, dir]);
    fs.chmodSync(dir, 0o700);
  }
  const t0 = performance.now();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-locale', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // A throwaway cluster: durability buys nothing, speed does.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // More settings for a measurement, e.g. "-c shared_preload_libraries=pg_stat_statements" (bench:scale).
    process.env.WITH_POSTGRES_OPTIONS ?? '',
  ].join(' ');
  started = true;
  pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
  await waitForPort(port);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(
    `[with-postgres] PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}${runAs ? ` as ${runAs}` : ''}, ready in ${Math.round(performance.now() - t0)} ms`,
  );

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[with-postgres] could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)),
    );
  });
}

process.on('exit', cleanup);
let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`[with-postgres] ${error.message}`);
  if (fs.existsSync(logFile))
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
  code = 1;
}
cleanup();
process.exit(code);
