import { availableParallelism } from 'node:os';
import { createWorkerPool, startWorker } from '../../../lib/worker-pool';
import type { Extraction } from './extract-recipe';

export interface ExtractJob {
  html: string;
  url: string | null;
}

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

/** Recipe extraction (extractRecipe) in worker threads: the pool behind smart add's two imports. */
export function extractionPool(options: ExtractionPoolOptions = {}) {
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
