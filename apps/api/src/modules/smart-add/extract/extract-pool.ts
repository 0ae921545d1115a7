import { availableParallelism } from 'node:os';
import { createWorkerPool, startWorker, type WorkerPool } from '../../../lib/worker-pool';
import type { Extraction } from './extract-recipe';

/**
 * A page to read: pasted HTML, or a fetched page's bytes and Content-Type, decoded in the worker too
 * (decoding a 2 MB page takes the event loop for milliseconds).
 */
export type ExtractJob = { url: string | null } & (
  | { html: string }
  | { page: { body: Uint8Array; contentType: string } }
);

export interface ExtractionPoolOptions {
  /** Workers at most: one per spare core, at most two (imports are a few a minute per family). */
  size?: number;
  /** Real pages take 5-100 ms here (a 5 MB one well under a second); only a hostile page needs more. */
  timeoutMs?: number;
  /** Imports waiting for a worker beyond this are answered 503 at once, rather than after a long wait. */
  maxQueue?: number;
  /** A worker idle this long is stopped, so that the server holds no parser memory between imports. */
  idleMs?: number;
  /** A worker's heap: a 5 MB page parses in well under 100 MB; a page that needs more is refused. */
  maxHeapMb?: number;
}

export const EXTRACTION_DEFAULTS = {
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  timeoutMs: 5_000,
  maxQueue: 16,
  idleMs: 60_000,
  maxHeapMb: 256,
} satisfies Required<ExtractionPoolOptions>;

type ReadPage = (job: ExtractJob) => Extraction | null;
let onEventLoop: ReadPage | null = null;

/**
 * Benches only (bench:import's comparison): pools created afterwards read pages with `read` on the
 * event loop, as Kitching did before the workers. The bench passes extractRecipe itself, so that the
 * server does not load the parser at all.
 */
export function readPagesOnEventLoop(read: ReadPage | null) {
  onEventLoop = read;
}

/** Recipe extraction (extractRecipe) in worker threads: the pool behind smart add's two imports. */
export function extractionPool(
  options: ExtractionPoolOptions = {},
): WorkerPool<ExtractJob, Extraction | null> {
  if (onEventLoop) {
    const read = onEventLoop;
    return {
      run: async (job) => read(job),
      close: async () => {},
      stats: () => ({ workers: 0, busy: 0, queued: 0 }),
    };
  }
  const { maxHeapMb, ...limits } = { ...EXTRACTION_DEFAULTS, ...options };
  return createWorkerPool<ExtractJob, Extraction | null>({
    ...limits,
    start: () =>
      startWorker(new URL('./extract.worker.ts', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      }),
  });
}
export type ExtractionPool = ReturnType<typeof extractionPool>;
