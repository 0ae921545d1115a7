import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, headChef } from '../test/fixtures';
import { call, client } from '../test/http';
import { type IsolationContext, isolationFixtures, type Method } from '../test/isolation-fixtures';
import { bodySchemas } from '../test/malformed';
import { listRoutes } from '../test/routes';
import { createTestApp } from '../test/test-app';

/**
 * Family isolation, for every route that takes an id (in its path, like `:familyId`, or as a `familyId`
 * or other `*Id` key of its JSON body), discovered from the app itself so that a new route cannot slip
 * by: another family's resource answers 404 (exactly like a missing one), also to someone with no family
 * yet, no session answers 401, and
 * the owner's own call succeeds. Test data comes from test/isolation-fixtures.ts.
 */
// Open Food Facts at an address the outbound guard refuses: a lookup must answer from family data.
const t = await createTestApp({ env: { OFF_BASE_URL: 'http://127.0.0.1:9' } });
afterAll(() => t.close());
const api = client(t.app);
const a = await headChef(t, 'Family A');
const b = await headChef(t, 'Family B');
// Signed in, but with no family yet (between registering and profile setup).
const loner = await createUser(t.db);
const ctx: IsolationContext = { t, api, a };

const PARAM = /:([A-Za-z0-9_]+)/g;
const ID_KEY = /^id$|Id$/;
const schemas = bodySchemas(t.app);
/** The id keys of a route's JSON body (`familyId`, `recipeId`, ...), from its OpenAPI schema. */
const bodyIds = (method: string, url: string): string[] =>
  Object.keys(schemas.get(`${method} ${url}`)?.properties ?? {}).filter((k) => ID_KEY.test(k));
const routes = listRoutes(t.app).filter(
  (r) => /:[A-Za-z]/.test(r.url) || bodyIds(r.method, r.url).length > 0,
);
const report: {
  route: string;
  outsider: number | string;
  noFamily: number | string;
  anonymous: number | string;
  owner: number | string;
}[] = [];

async function fresh(url: string, method: Method) {
  const fixture = isolationFixtures[url]!;
  const params = await fixture.params(ctx);
  const filled = url.replace(PARAM, (_, name: string) => {
    if (params[name] === undefined)
      throw new Error(`isolation-fixtures.ts: '${url}' gives no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const given = fixture.body?.[method];
  const body = typeof given === 'function' ? await given(ctx) : given;
  for (const key of bodyIds(method, url)) {
    if ((body as Record<string, unknown> | undefined)?.[key] === undefined)
      throw new Error(`isolation-fixtures.ts: '${url}' gives no ${method} body value for ${key}`);
  }
  return { url: filled, body };
}

describe('family isolation on every route with an id', () => {
  it('finds the routes with ids, and every one of them has test data (and no data is left for a gone route)', () => {
    const paths = new Set(routes.map((r) => r.url));
    expect(paths.size).toBeGreaterThan(3);
    // Routes taking the family only in the body (POST /api/scan/*) are found too.
    expect([...paths].some((p) => !p.includes(':'))).toBe(true);
    const missing = [...paths].filter((p) => !isolationFixtures[p]);
    expect(missing, 'add these routes to apps/api/test/isolation-fixtures.ts').toEqual([]);
    const stale = Object.keys(isolationFixtures).filter((p) => !paths.has(p));
    expect(stale, 'these entries of isolation-fixtures.ts match no route').toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (name, route) => {
    if (!isolationFixtures[route.url])
      report.push({ route: name, outsider: 'no test data', noFamily: '-', anonymous: '-', owner: '-' });
    expect(
      isolationFixtures[route.url],
      `no entry for ${route.url} in apps/api/test/isolation-fixtures.ts`,
    ).toBeDefined();
    const method = route.method as Method;
    const send = async (token: string | undefined) => {
      const req = await fresh(route.url, method);
      return call(t.app, method, req.url, { token, ...(req.body !== undefined ? { body: req.body } : {}) });
    };

    const outsider = await send(b.token);
    const noFamily = await send(loner.token);
    const anonymous = await send(undefined);
    const owner = await send(a.token);
    report.push({
      route: name,
      outsider: outsider.status,
      noFamily: noFamily.status,
      anonymous: anonymous.status,
      owner: owner.status,
    });

    const outsiderExpected = isolationFixtures[route.url]!.outsiderStatus?.[method] ?? 404;
    expect(outsider.status, `family B reached family A's resource: ${outsider.text}`).toBe(outsiderExpected);
    expect(noFamily.status, `someone with no family reached family A's resource: ${noFamily.text}`).toBe(
      outsiderExpected,
    );
    const anonymousExpected = isolationFixtures[route.url]!.anonymousStatus?.[method] ?? 401;
    expect(anonymous.status, `no session: ${anonymous.text}`).toBe(anonymousExpected);
    const expected = isolationFixtures[route.url]!.ownerStatus?.[method];
    if (expected) expect(owner.status, owner.text).toBe(expected);
    else
      expect(
        [200, 201, 204],
        `family A's own call failed, so its ids prove nothing: ${owner.text}`,
      ).toContain(owner.status);
  });
});

afterAll(async () => {
  const lines = [
    `# Isolation report (${t.database.kind})`,
    '',
    "Every route with an id in its path or body, called with family A's ids: as family B's Head Chef and",
    'as someone signed in with no family yet (both expected 404), without a session (expected 401), and',
    "as family A's Head Chef (expected success).",
    '',
    '| route | family B | no family | no session | family A |',
    '|---|---|---|---|---|',
    ...report
      .sort((x, y) => x.route.localeCompare(y.route))
      .map((r) => `| ${r.route} | ${r.outsider} | ${r.noFamily} | ${r.anonymous} | ${r.owner} |`),
    '',
  ];
  console.log(lines.join('\n'));
  const dir = path.resolve(import.meta.dirname, '../../../test-results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `isolation-report-${t.database.kind}.md`), lines.join('\n'));
});
