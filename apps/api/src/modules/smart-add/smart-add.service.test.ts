import { afterEach, describe, expect, it } from 'vitest';
import type { ExtractionPoolOptions } from './extract/extract-pool';
import { hostilePages, savedPage } from './recipe-site.stand-in';
import { type SmartAddService, smartAddService } from './smart-add.service';

const cook = { id: 1, role: 3, familyId: 1 };
const services: SmartAddService[] = [];
const service = (extraction: ExtractionPoolOptions) => {
  const created = smartAddService({
    config: { ALLOW_PRIVATE_FETCH: false },
    extraction: { size: 1, ...extraction },
  });
  services.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status?: number; code?: string }) => ({ status: error.status, code: error.code }),
  );

describe('smartAddService: reading pages in workers', { timeout: 60_000 }, () => {
  it("answers a page over the time limit with 422 'smart_add.too_slow'", async () => {
    const smartAdd = service({ timeoutMs: 2_000 });
    expect(await failure(smartAdd.analyzeHtml(cook, hostilePages.nested()))).toEqual({
      status: 422,
      code: 'smart_add.too_slow',
    });
    expect((await smartAdd.analyzeHtml(cook, savedPage('dev002'))).method).toBe('json-ld');
  });

  it("answers a page that crashes its worker with 422 'smart_add.unreadable'", async () => {
    const smartAdd = service({ maxHeapMb: 32, timeoutMs: 20_000 });
    expect(await failure(smartAdd.analyzeHtml(cook, hostilePages.dense()))).toEqual({
      status: 422,
      code: 'smart_add.unreadable',
    });
  });

  it("answers 503 'smart_add.busy' when more pages wait than the queue holds, and after close", async () => {
    const smartAdd = service({ timeoutMs: 2_000, maxQueue: 1 });
    const running = failure(smartAdd.analyzeHtml(cook, hostilePages.nested()));
    const waiting = smartAdd.analyzeHtml(cook, savedPage('dev002'));
    expect(await failure(smartAdd.analyzeHtml(cook, savedPage('dev003')))).toEqual({
      status: 503,
      code: 'smart_add.busy',
    });
    expect((await running)?.code).toBe('smart_add.too_slow');
    expect((await waiting).method).toBe('json-ld');
    await smartAdd.close();
    expect((await failure(smartAdd.analyzeHtml(cook, savedPage('dev002'))))?.code).toBe('smart_add.busy');
  });
});
