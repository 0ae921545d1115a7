/** bench:scale's memory readings: a process's RSS from /proc, and a server's own after a GC (scale-probe.cjs). */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealth } from '../../../scripts/processes.mjs';
import { serverEnv, serverNodeArgs } from '../../../scripts/server-memory.mjs';
import { repoRoot } from './bench-support';

const MiB = 1024 * 1024;

export interface Memory {
  rss: number;
  /** V8's heap in use after a full GC, MiB. */
  heap: number;
  /** Buffers and WebAssembly memory outside the heap, MiB. */
  external: number;
  /** Live streams the process holds. */
  streams: number;
}

export function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Asks the server's probe; RSS read after its GC. */
export function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 30_000);
    const listen = (message: {
      memory?: { rss: number; heapUsed: number; external: number };
      streams?: number;
    }) => {
      if (!message.memory) return;
      clearTimeout(timer);
      child.off('message', listen);
      resolve({
        rss: message.memory.rss / MiB,
        heap: message.memory.heapUsed / MiB,
        external: message.memory.external / MiB,
        streams: message.streams ?? 0,
      });
    };
    child.on('message', listen);
    child.send('memory');
  });
}

/** Asks the server's probe to start (file unset) or stop a CPU profile, written to `file`. */
export function profile(child: ChildProcess, file?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the profiler did not answer')), 60_000);
    const listen = (message: { profiling?: boolean; profiled?: string | null }) => {
      if (message.profiling === undefined && message.profiled === undefined) return;
      clearTimeout(timer);
      child.off('message', listen);
      resolve();
    };
    child.on('message', listen);
    child.send(file ? { profile: 'stop', file } : { profile: 'start' });
  });
}

/** The least-squares slope of (x, y) points: MiB per minute when x is minutes. */
export function trend(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

export interface ProbedServer {
  url: string;
  child: ChildProcess;
  log: string;
}

/**
 * The server bundle as its own process on 127.0.0.1, with the memory probe on its IPC channel
 * (BENCH_NODE_ARGS: node's own flags for it, to try V8's).
 */
export async function startProbedServer(
  work: string,
  entry: string,
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<ProbedServer> {
  const port = await freePort();
  const logFile = path.join(work, `server-${port}.log`);
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ??
        serverNodeArgs({ ...process.env, ...env })),
      '--expose-gc',
      '--require',
      path.join(import.meta.dirname, 'scale-probe.cjs'),
      entry,
    ],
    {
      cwd: repoRoot,
      env: {
        ...serverEnv(),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMTP_URL: '',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', fd, fd, 'ipc'],
    },
  );
  fs.closeSync(fd);
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`, {
    child,
    // A first start (PGlite's initdb) on a machine loaded by other work takes longer than a minute.
    timeoutMs: 300_000,
    describe: () => `; log:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`,
  });
  return { url, child, log: logFile };
}

/**
 * Where a process's RSS lies (MiB), from /proc/<pid>/smaps: the node binary and other files, malloc's
 * main heap, WebAssembly memory (the readable part of a reservation followed by its guard region of
 * gigabytes), executable anonymous memory (JIT and WebAssembly code), malloc's thread arenas
 * (anonymous, 64 MiB-aligned), and the rest (V8's heap pages, large allocations).
 */
export function rssByKind(pid: number): Record<string, number> {
  interface Mapping {
    start: bigint;
    end: bigint;
    perm: string;
    name: string;
    rss: number;
  }
  const maps: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      maps.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perm: head[3]!,
        name: head[4]!,
        rss: 0,
      });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps.at(-1)!.rss = Number(rss[1]) / 1024;
  }
  const GUARD = 1n << 30n;
  const kinds: Record<string, number> = {};
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    const kind = m.name
      ? m.name === '[heap]'
        ? 'malloc main heap'
        : m.name.startsWith('[')
          ? 'other'
          : 'files (node binary, libraries)'
      : m.perm.startsWith('rw') &&
          next &&
          !next.name &&
          next.perm === '---p' &&
          next.start === m.end &&
          next.end - next.start >= GUARD
        ? 'WebAssembly memory'
        : m.end - m.start === 0x40000n && m.start % 0x40000n === 0n
          ? 'V8 heap pages'
          : m.perm.includes('x')
            ? 'executable anonymous (JIT, WebAssembly code)'
            : m.start % 0x4000000n === 0n
              ? 'malloc thread arenas'
              : 'other anonymous (V8 heap, large allocations)';
    kinds[kind] = (kinds[kind] ?? 0) + m.rss;
  });
  return kinds;
}
