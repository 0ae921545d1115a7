import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { liveWorkerCount } from '../../lib/worker-pool';
import { EXTRACTION_DEFAULTS } from './extract/extract-pool';
import { expectedPage, hostilePages, savedPage } from './recipe-site.stand-in';

const ANALYZE_HTML = '/api/smart-add/analyze-html';
// The time limit counts from a worker's start; loading its code (through tsx here) comes first.
const ANSWER_WITHIN_MS = EXTRACTION_DEFAULTS.timeoutMs + 10_000;

describe('recipe extraction runs in worker threads with limits', { timeout: 60_000 }, () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const analyzeHtml = (token: string, html: string) => api.post(ANALYZE_HTML, { token, body: { html } });

  it('answers a page that would hold the server for minutes (a million nested divs) with 422 within the time limit, while /api/health keeps answering', async () => {
    const chef = await headChef(t, 'The Patient');
    const started = Date.now();
    const hostile = analyzeHtml(chef.token, hostilePages.nested()).then((res) => ({
      res,
      ms: Date.now() - started,
    }));
    let done = false;
    void hostile.finally(() => {
      done = true;
    });
    const health: number[] = [];
    while (!done) {
      const asked = performance.now();
      const res = await api.get('/api/health');
      expect(res.status).toBe(200);
      health.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { res, ms } = await hostile;
    expect(res.status, res.text).toBe(422);
    expect(res.body.error).toEqual({
      code: 'smart_add.too_slow',
      message: 'This page took too long to read. Try pasting only the part of the page with the recipe.',
    });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(health.length, 'health was asked all along').toBeGreaterThan(20);
    expect(Math.max(...health), 'the slowest health answer (ms)').toBeLessThan(1_000);
    // The worker that was stopped is replaced for the next import.
    const next = await analyzeHtml(chef.token, savedPage('dev002'));
    expect(next.status, next.text).toBe(200);
    expect(next.body.data.data.name).toBe(expectedPage('dev002').title);
  });

  it('answers 503 with Retry-After to an import beyond the waiting queue', async () => {
    const chef = await headChef(t, 'The Queue');
    // Every worker held by a page that takes its whole time limit...
    const holding = Array.from({ length: EXTRACTION_DEFAULTS.size }, () =>
      analyzeHtml(chef.token, hostilePages.nested()),
    );
    // (they reach the pool well within a second; their time limit runs for five)
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // ...then one more small page than the queue holds: exactly one is turned away at once.
    const small = await Promise.all(
      Array.from({ length: EXTRACTION_DEFAULTS.maxQueue + 1 }, () => analyzeHtml(chef.token, '<p>Hello</p>')),
    );
    const busy = small.filter((res) => res.status === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.body.error.code).toBe('smart_add.busy');
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(small.filter((res) => res.status === 422).map((res) => res.body.error.code)).toEqual(
      Array(EXTRACTION_DEFAULTS.maxQueue).fill('smart_add.no_recipe'),
    );
    for (const res of await Promise.all(holding)) expect(res.body.error.code).toBe('smart_add.too_slow');
  });

  it('closing the app terminates its extraction workers', async () => {
    const before = liveWorkerCount();
    const own = await createTestApp({ database: t.database });
    const chef = await headChef(own, 'The Closers');
    const res = await client(own.app).post(ANALYZE_HTML, {
      token: chef.token,
      body: { html: savedPage('dev002') },
    });
    expect(res.status, res.text).toBe(200);
    expect(liveWorkerCount()).toBe(before + 1);
    await own.close();
    expect(liveWorkerCount()).toBe(before);
  });
});
