import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { hostilePages, savedPage } from '../recipe-site.stand-in';
import { type ExtractionPool, type ExtractionPoolOptions, extractionPool } from './extract-pool';
import { extractRecipe } from './extract-recipe';

const pools: ExtractionPool[] = [];
const pool = (options: ExtractionPoolOptions = {}) => {
  const created = extractionPool({ size: 1, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { reason?: string }) => error.reason ?? String(error),
  );

describe('extractionPool (the real extract.worker.ts)', { timeout: 60_000 }, () => {
  it('reads saved pages in a worker exactly as extractRecipe does', async () => {
    const p = pool();
    for (const id of ['dev002', 'dev080', 'dev084', 'dev091']) {
      const html = savedPage(id);
      expect(await p.run({ html, url: null }), id).toEqual(extractRecipe(html, { url: null }));
    }
    expect(await p.run({ html: '<p>Hello</p>', url: null })).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    "runs its worker at a lower CPU priority than the server's own thread",
    async () => {
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const before = new Set(readdirSync('/proc/self/task'));
      const p = pool();
      await p.run({ html: '<p>x</p>', url: null });
      const started = readdirSync('/proc/self/task').filter((tid) => !before.has(tid));
      expect(started.map(niceOf)).toContain(Math.min(19, niceOf(String(process.pid)) + 10));
    },
  );

  it('stops a page that takes longer than the time limit, then reads the next page', async () => {
    const p = pool({ timeoutMs: 2_000 });
    await p.run({ html: '<p>warm up</p>', url: null });
    const started = Date.now();
    expect(await reason(p.run({ html: hostilePages.nested(), url: null }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await p.run({ html: savedPage('dev002'), url: null }))?.method).toBe('json-ld');
  });

  it('a page that needs more memory than a worker may have crashes that worker only: the next page is read', async () => {
    // 32 MB is plenty for a real page (a 2.2 MB one needs under 24) and far too little for this one.
    const p = pool({ maxHeapMb: 32, timeoutMs: 20_000 });
    expect(await reason(p.run({ html: hostilePages.dense(), url: null }))).toBe('crashed');
    expect((await p.run({ html: savedPage('dev080'), url: null }))?.recipe.name).toBeTruthy();
  });
});
