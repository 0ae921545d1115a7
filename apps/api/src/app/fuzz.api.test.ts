import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvas, declaredPng, multipartBody, png } from '../../test/barcode-images';
import { addMember, headChef, sessionFor } from '../../test/fixtures';
import {
  deepJson,
  int,
  mutate,
  pick,
  randomNumber,
  randomObject,
  randomValue,
  seededRandom,
} from '../../test/fuzz-values';
import { type ApiResponse, call } from '../../test/http';
import { bodySchemas, example, isUpstreamAnswer, problem } from '../../test/malformed';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../test/open-food-facts-app';
import { listRoutes, type RouteInfo } from '../../test/routes';

/**
 * Generated bodies to every route the app registers, from a seeded PRNG, for a bounded time: no
 * answer may be a 5xx, leak a stack or lack the error shape. no-server-errors.suite.ts sends a fixed
 * list of malformed inputs; this one sends thousands of different ones. FUZZ_SEED repeats a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const TIME_MS = Number(process.env.FUZZ_MS ?? 20_000);
const MAX_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const CONCURRENCY = 4;

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
];
const IDS = ['0', '-1', '2147483647', '2147483648', '1e3', '1.5', '00001', '%20', 'null'];

let t: OpenFoodFactsTestApp;
beforeAll(async () => {
  t = await createOpenFoodFactsTestApp();
});
afterAll(() => t?.close());

/** encodeURIComponent refuses lone surrogates; a query string carries them as replacement characters. */
const query = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));

interface Request {
  route: RouteInfo;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

describe('fuzzing every route', () => {
  it(`${MAX_REQUESTS} generated requests or ${TIME_MS / 1000} s, whichever comes first: no 5xx`, {
    timeout: TIME_MS + 40_000,
  }, async () => {
    const random = seededRandom(SEED);
    const chef = await headChef(t, 'Fuzzed Family');
    const familyId = chef.family.id;
    const cook = await addMember(t.db, { familyId, role: 3 });
    const routes = listRoutes(t.app).filter((r) => r.method !== 'HEAD');
    const schemas = bodySchemas(t.app);
    const bases = new Map(routes.map((r) => [r, example(schemas.get(`${r.method} ${r.url}`))]));
    const fieldNames = [...new Set([...schemas.values()].flatMap((s) => Object.keys(s?.properties ?? {})))];

    // Things the routes act on; made again when a request deletes them, so later requests reach them.
    const made = { item: 0, recipe: 0, cook: cook.id };
    const sessions = { chef: await sessionFor(t.db, chef.user.id), cook: await sessionFor(t.db, cook.id) };
    async function makeItem() {
      const body = example(schemas.get('POST /api/families/:familyId/inventory'));
      const res = await call(t.app, 'POST', `/api/families/${familyId}/inventory`, {
        token: sessions.chef,
        body,
      });
      made.item = res.body?.data?.id ?? familyId;
    }
    async function makeRecipe() {
      const body = example(schemas.get('POST /api/families/:familyId/recipes'));
      const res = await call(t.app, 'POST', `/api/families/${familyId}/recipes`, {
        token: sessions.chef,
        body,
      });
      made.recipe = res.body?.data?.id ?? familyId;
    }
    await makeItem();
    await makeRecipe();

    function urlOf(route: RouteInfo): string {
      return route.url.replace(/:(\w+)/g, (_, name: string) => {
        if (random() < 0.15) return random() < 0.5 ? pick(random, IDS) : String(randomNumber(random));
        if (name === 'familyId') return String(familyId);
        if (route.url.startsWith('/api/inventory')) return String(made.item);
        if (route.url.startsWith('/api/recipes')) return String(made.recipe);
        if (route.url.startsWith('/api/users')) return String(random() < 0.5 ? made.cook : chef.user.id);
        return String(familyId);
      });
    }

    function bodyFor(route: RouteInfo): { payload?: string | Buffer; contentType?: string } {
      if (route.url === '/api/ai/recognize-product' && random() < 0.6) return photoUpload();
      const base = bases.get(route);
      const r = random();
      let value: unknown;
      if (r < 0.35) value = mutate(random, base ?? {});
      else if (r < 0.55) value = randomValue(random, 4);
      else if (r < 0.7) value = randomObject(random, 2, [...Object.keys(base ?? {}), ...fieldNames]);
      else if (r < 0.75)
        return {
          payload: deepJson(random, pick(random, [64, 1000, 10_000])),
          contentType: 'application/json',
        };
      else if (r < 0.8) value = base ?? {};
      else if (r < 0.9) {
        const text = JSON.stringify(mutate(random, base ?? {})) ?? '';
        return { payload: text.slice(0, int(random, text.length + 1)), contentType: 'application/json' };
      } else {
        return {
          payload: JSON.stringify(randomValue(random, 2)) ?? '',
          contentType: pick(random, CONTENT_TYPES),
        };
      }
      return { payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' };
    }

    /** A multipart upload of an image that is huge by its header, random behind a signature, or cut short. */
    function photoUpload() {
      const r = random();
      const image =
        r < 0.3
          ? declaredPng(1 + int(random, 70_000), 1 + int(random, 70_000))
          : r < 0.6
            ? Buffer.concat([
                Buffer.from(
                  pick(random, ['\x89PNG\r\n\x1a\n', '\xff\xd8\xff', 'GIF89a', 'RIFF\0\0\0\0WEBPVP8 ']),
                  'latin1',
                ),
                Buffer.from(Array.from({ length: int(random, 2000) }, () => int(random, 256))),
              ])
            : png(canvas(1 + int(random, 300), 1 + int(random, 300))).subarray(0, 8 + int(random, 200));
      const type = pick(random, [
        'image/png',
        'image/jpeg',
        'image/gif',
        'image/webp',
        'application/octet-stream',
        '',
      ]);
      const { payload, headers } = multipartBody([{ name: 'image', filename: 'photo', type, data: image }]);
      return { payload, contentType: headers['content-type'] };
    }

    function next(i: number): Request {
      const route = routes[i % routes.length]!;
      const who = random();
      const headers: Record<string, string> =
        who < 0.7
          ? { authorization: `Bearer ${sessions.chef}` }
          : who < 0.9
            ? { cookie: `kitching_session=${sessions.cook}` }
            : {};
      let url = urlOf(route);
      if (random() < 0.1)
        url += `?${query(pick(random, fieldNames))}=${query(String(randomValue(random, 0)))}`;
      if (['GET', 'DELETE', 'OPTIONS'].includes(route.method) && random() < 0.7)
        return { route, url, headers };
      const { payload, contentType } = bodyFor(route);
      if (contentType) headers['content-type'] = contentType;
      return { route, url, headers, payload };
    }

    const failures = new Map<string, string>();
    let sent = 0;
    let serverErrors = 0;
    let upstream = 0;
    const started = performance.now();
    const reached = new Set<string>();
    const statuses = new Map<number, number>();

    async function send(request: Request): Promise<ApiResponse> {
      const res = await call(t.app, request.route.method as 'GET', request.url, {
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      sent++;
      reached.add(`${request.route.method} ${request.route.url}`);
      if (isUpstreamAnswer(res)) {
        upstream++;
        return res;
      }
      if (res.status >= 500) serverErrors++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const why = problem(res);
      if (why) {
        const key = `${request.route.method} ${request.route.url} ${why.slice(0, 60)}`;
        if (!failures.has(key))
          failures.set(
            key,
            `${request.route.method} ${request.url.slice(0, 80)} ${JSON.stringify(request.headers['content-type'] ?? '')} ${String(request.payload ?? '').slice(0, 200)} -> ${why}`,
          );
      }
      return res;
    }

    async function lane(offset: number) {
      for (let i = offset; sent < MAX_REQUESTS && performance.now() - started < TIME_MS; i += CONCURRENCY) {
        const res = await send(next(i));
        // Keep the things under test alive: sessions ended by a logout or a password change, and
        // resources a DELETE removed.
        if (res.status === 401) {
          sessions.chef = await sessionFor(t.db, chef.user.id);
          sessions.cook = await sessionFor(t.db, made.cook);
        }
        if (res.status < 300) {
          const route = routes[i % routes.length]!;
          if (route.method === 'DELETE' && route.url.startsWith('/api/inventory')) await makeItem();
          if (route.method === 'DELETE' && route.url.startsWith('/api/recipes')) await makeRecipe();
          if (route.method === 'DELETE' && route.url.startsWith('/api/users')) {
            made.cook = (await addMember(t.db, { familyId, role: 3 })).id;
            sessions.cook = await sessionFor(t.db, made.cook);
          }
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane_) => lane(lane_)));

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz (seed ${SEED}): ${sent} requests to ${reached.size} of ${routes.length} routes in ${seconds} s: ${serverErrors} answered 5xx (besides ${upstream} 502/503/504 for an address that could not be reached), ${failures.size} distinct problems (statuses: ${[
        ...statuses,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} x${n}`)
        .join(', ')})`,
    );
    expect(reached.size).toBe(routes.length);
    expect([...failures.values()]).toEqual([]);
  });
});
