import { setImmediate as yieldToLoop } from 'node:timers/promises';

/**
 * The reminders' pass shares its process with the requests: each synchronous slice of its work stays
 * under `budgetMs`, then it gives the event loop a turn (a request that came meanwhile is answered before
 * the pass goes on). Measured (bench/notices.bench.ts): a page of 500 families drafted in one go held the
 * loop for 150-500 ms and /api/health's p99 followed it.
 */
export function slicer(budgetMs = 4): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await yieldToLoop();
    since = performance.now();
  };
}

/**
 * Runs `work` over `items` with at most `limit` at a time, in order, and stops starting new ones once
 * `stopped()` says so; answers each item's result (undefined for an item never started).
 */
export async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  stopped: () => boolean = () => false,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array(items.length).fill(undefined);
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stopped()) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
