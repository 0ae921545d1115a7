/** bench:scale's memory readings: a process's RSS from /proc, and a server's own after a GC (scale-probe.cjs). */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

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
