import { afterAll, describe, expect, it } from 'vitest';
import { addMember, headChef, sessionFor } from './fixtures';
import { call } from './http';
import {
  BAD_IDS,
  bodySchemas,
  example,
  fill,
  jsonBody,
  MALFORMED_BODIES,
  mutations,
  ODD_AUTH_HEADERS,
  problem,
  type RawBody,
} from './malformed';
import { listRoutes } from './routes';
import { createTestApp } from './test-app';

/**
 * Sends malformed input to every route the app registers and expects no 5xx, no stack trace, and
 * the API's error shape. The routes are split over `of` files (shards) so both workers share the work.
 */
export async function noServerErrorSuite({ shard, of }: { shard: number; of: number }) {
  // One app per file: the routes are discovered from it before the tests are declared.
  const t = await createTestApp();
  afterAll(() => t.close());
  const chef = await headChef(t, 'Robust Family');
  const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
  const allRoutes = listRoutes(t.app).filter((r) => r.method !== 'HEAD');
  const routes = allRoutes.filter((_, i) => i % of === shard - 1);
  const schemas = bodySchemas(t.app);

  // Sign-out and password changes end sessions: a 401 with one of these is retried with a fresh one.
  const actors = {
    chef: { id: chef.user.id, token: await sessionFor(t.db, chef.user.id) },
    cook: { id: cook.id, token: await sessionFor(t.db, cook.id) },
  };
  const sessionHeaders = (who: keyof typeof actors): Record<string, string> =>
    who === 'chef'
      ? { authorization: `Bearer ${actors.chef.token}` }
      : { cookie: `kitching_session=${actors.cook.token}` };

  describe(`no input makes any endpoint answer 5xx (part ${shard} of ${of})`, () => {
    it('finds every route the app registers', () => {
      const found = allRoutes.map((r) => `${r.method} ${r.url}`);
      for (const expected of [
        'GET /api/health',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/magic-link',
        'POST /api/auth/exchange',
        'GET /api/auth/session',
        'GET /api/users/profile',
        'POST /api/users/profile',
        'POST /api/families',
        'GET /api/families/:familyId',
        'PATCH /api/families/:familyId',
      ])
        expect(found).toContain(expected);
      expect(schemas.get('PATCH /api/families/:familyId')).toBeDefined();
    });

    it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
      '%s answers malformed requests with a 4xx (or a 2xx), never a 5xx',
      async (name, route) => {
        const failures: string[] = [];
        const url = fill(route.url, String(chef.family.id));
        const takesBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
        type Who = keyof typeof actors | Record<string, string>;
        const send = async (label: string, target: string, body: RawBody, who: Who) => {
          for (let attempt = 1; ; attempt++) {
            const headers = typeof who === 'string' ? sessionHeaders(who) : who;
            const res = await call(t.app, route.method as 'GET', target, {
              headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            });
            if (typeof who === 'string' && res.status === 401 && attempt === 1) {
              actors[who].token = await sessionFor(t.db, actors[who].id);
              continue;
            }
            const why = problem(res);
            if (why) failures.push(`${label}: ${why}`);
            return;
          }
        };

        const base = example(schemas.get(name));
        const plausible = jsonBody('plausible body', base ?? {});
        const badIds = url === route.url ? [] : BAD_IDS;

        // Signed out: parsing and validation run before authentication, and must hold up too.
        await send('signed out, plausible body', url, plausible, {});
        for (const id of badIds)
          await send(`signed out, id ${id.slice(0, 24)}`, fill(route.url, id), plausible, {});
        // A cook, through the cookie: the role checks meet the input.
        await send('cook, plausible body', url, plausible, 'cook');
        // A Head Chef: every malformed body, every bad id, then each field wrong in turn.
        for (const body of takesBody ? [plausible, ...MALFORMED_BODIES] : [MALFORMED_BODIES[0]!])
          await send(`head chef, ${body.label}`, url, body, 'chef');
        for (const id of badIds)
          await send(`head chef, id ${id.slice(0, 24)}`, fill(route.url, id), plausible, 'chef');
        const query = `?a=1&a=2&__proto__[x]=1&constructor[prototype]=1&${'q'.repeat(3000)}=1`;
        await send('head chef, odd query string', url + query, plausible, 'chef');
        for (const body of mutations(base)) await send(`head chef, ${body.label}`, url, body, 'chef');
        // Sessions are read before anything else, so these need no body.
        for (const headers of ODD_AUTH_HEADERS)
          await send(`headers ${JSON.stringify(headers).slice(0, 50)}`, url, MALFORMED_BODIES[0]!, headers);

        expect(failures).toEqual([]);
      },
    );
  });
}
