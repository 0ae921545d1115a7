import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  liveWorkerCount,
  tsxBootstrap,
  type WorkerPool,
  type WorkerPoolOptions,
  workerScript,
} from './worker-pool';
import type { FixtureJob } from './worker-pool.fixture';

type Result = { echo?: string; threadId: number };
const fixture = new URL('./worker-pool.fixture.ts', import.meta.url);
const startFixture = () => new Worker(tsxBootstrap(fixture), { eval: true });

const pools: WorkerPool<FixtureJob, Result>[] = [];
function pool(options: Partial<WorkerPoolOptions> = {}) {
  const created = createWorkerPool<FixtureJob, Result>({
    start: startFixture,
    size: 1,
    timeoutMs: 5_000,
    maxQueue: 4,
    ...options,
  });
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { reason?: string }) => error.reason ?? String(error),
  );
const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const until = Date.now() + ms; !check(); ) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('createWorkerPool', { timeout: 30_000 }, () => {
  it('starts no worker before the first job, then answers jobs from a worker thread', async () => {
    const p = pool();
    expect(p.stats().workers).toBe(0);
    const result = await p.run({ echo: 'hello' });
    expect(result.echo).toBe('hello');
    expect(result.threadId).toBeGreaterThan(0);
    expect(p.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    expect((await p.run({ echo: 'again' })).threadId, 'the worker is reused').toBe(result.threadId);
  });

  it('moves the buffers it is given to the worker instead of copying them', async () => {
    const p = pool();
    const bytes = new Uint8Array(1_000_000).fill(7);
    const result = await p.run({ bytes }, [bytes.buffer]);
    expect(result.echo).toBe('1000000 bytes, first 7');
    expect(bytes.byteLength, 'moved: no longer usable here').toBe(0);
  });

  it('fails a job over its time limit, terminates its worker, and runs the next job on a new one', async () => {
    const p = pool({ timeoutMs: 300 });
    const first = await p.run({ echo: 'warm' });
    const before = liveWorkerCount();
    const started = Date.now();
    expect(await reason(p.run({ spin: true }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    await waitFor(() => liveWorkerCount() === before - 1);
    const next = await p.run({ echo: 'after' });
    expect(next.echo).toBe('after');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('fails a job that throws with its message, and keeps the worker', async () => {
    const p = pool();
    const first = await p.run({ echo: 'warm' });
    await expect(p.run({ throw: 'bad page' })).rejects.toMatchObject({
      reason: 'failed',
      message: 'bad page',
    });
    expect((await p.run({ echo: 'x' })).threadId).toBe(first.threadId);
  });

  it('recovers from a worker that dies under its job (exit, uncaught error): the next job works', async () => {
    const p = pool();
    await p.run({ echo: 'warm' });
    expect(await reason(p.run({ exit: 3 }))).toBe('crashed');
    expect((await p.run({ echo: 'one' })).echo).toBe('one');
    expect(await reason(p.run({ throwLater: 'boom' }))).toBe('crashed');
    expect((await p.run({ echo: 'two' })).echo).toBe('two');
    expect(p.stats().workers).toBe(1);
  });

  it('queues jobs while every worker is busy, and refuses one beyond maxQueue at once (busy)', async () => {
    const p = pool({ size: 1, maxQueue: 1 });
    const running = p.run({ sleepMs: 300 });
    const waiting = p.run({ echo: 'queued' });
    expect(p.stats().queued).toBe(1);
    expect(await reason(p.run({ echo: 'refused' }))).toBe('busy');
    await running;
    expect((await waiting).echo).toBe('queued');
  });

  it('close() fails running and waiting jobs with closed and terminates every worker', async () => {
    const before = liveWorkerCount();
    const p = pool({ size: 2 });
    const jobs = [p.run({ sleepMs: 10_000 }), p.run({ spin: true }), p.run({ echo: 'waiting' })].map(reason);
    await waitFor(() => liveWorkerCount() === before + 2);
    await p.close();
    expect(await Promise.all(jobs)).toEqual(['closed', 'closed', 'closed']);
    expect(liveWorkerCount()).toBe(before);
    expect(await reason(p.run({ echo: 'late' }))).toBe('closed');
  });

  it('stops a worker that stays idle, and starts one again for the next job', async () => {
    const p = pool({ idleMs: 100 });
    await p.run({ echo: 'x' });
    await waitFor(() => p.stats().workers === 0);
    expect((await p.run({ echo: 'y' })).echo).toBe('y');
  });

  it("fails the job with 'start' when the worker cannot load its code", async () => {
    const missing = new URL('./no-such-module.ts', import.meta.url);
    const p = pool({ start: () => new Worker(tsxBootstrap(missing), { eval: true }) });
    expect(await reason(p.run({ echo: 'x' }))).toBe('start');
  });
});

describe('workerScript', () => {
  const source = new URL('file:///app/apps/api/src/modules/smart-add/extract/extract.worker.ts');

  it('runs the .ts source through tsx when this module runs from source (tsx, vitest)', () => {
    const script = workerScript(source, 'file:///app/apps/api/src/lib/worker-pool.ts');
    expect(script).toEqual({ source: expect.stringContaining(JSON.stringify(source.href)) });
    expect('source' in script && script.source).toMatch(/tsx\/dist\/esm\/api\/index\.mjs/);
  });

  it('runs workers/<name>.worker.js beside the bundle when bundled (scripts/build.mjs)', () => {
    expect(workerScript(source, 'file:///srv/kitching/apps/api/dist/server.js')).toEqual({
      file: new URL('file:///srv/kitching/apps/api/dist/workers/extract.worker.js'),
    });
  });

  it('accepts only sources named <name>.worker.ts (what the build bundles)', () => {
    expect(() => workerScript(new URL('file:///app/src/extract.ts'))).toThrow(/worker\.ts/);
  });
});
