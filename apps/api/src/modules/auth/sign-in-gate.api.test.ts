import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http';
import { listRoutes } from '../../../test/routes';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The routes that answer without a session; every other API route must refuse one with 401. */
const PUBLIC = new Set([
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/auth/session',
  'HEAD /api/auth/session',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/magic-link',
  'POST /api/auth/exchange',
  'GET /api/auth/email-delivery',
  'HEAD /api/auth/email-delivery',
  // The calendar feed: its secret is the credential (a wrong one answers 404).
  'GET /api/calendar/:file',
  'HEAD /api/calendar/:file',
]);

describe('the sign-in gate (authenticate, then validate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const apiRoutes = () =>
    listRoutes(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

  it('knows every public route it allows (none is gone or renamed)', () => {
    const seen = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC].filter((r) => !seen.has(r))).toEqual([]);
  });

  it('answers 401 to a signed-out request on every other route, even with a malformed id and body', async () => {
    const answers: string[] = [];
    for (const { method, url } of apiRoutes()) {
      if (PUBLIC.has(`${method} ${url}`) || method === 'OPTIONS') continue;
      const path = url.replace(/:[A-Za-z]+/g, 'not-a-number');
      const body =
        method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : { bad: '\u0000' };
      const res = await call(t.app, method as never, path, body ? { body } : {});
      answers.push(`${method} ${url} -> ${res.status}${res.status === 401 ? '' : ` ${res.text}`}`);
      if (method !== 'HEAD') expect(res.body?.error?.code, `${method} ${url}`).toBe('auth.unauthenticated');
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => !/ -> 401$/.test(a))).toEqual([]);
  });

  it('answers 401 to an expired or unknown session token the same way', async () => {
    const res = await call(t.app, 'POST', '/api/scan/barcode', { token: 'no-such-session', body: {} });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('auth.unauthenticated');
  });

  it('lets a signed-out caller through every public route (HEAD too)', async () => {
    for (const route of PUBLIC) {
      const [method, url] = route.split(' ') as [string, string];
      if (method !== 'GET' && method !== 'HEAD') continue;
      const res = await call(t.app, method as never, url);
      expect(res.status, route).toBe(url.includes(':') ? 404 : 200);
    }
  });

  it('still validates the public routes for a signed-out caller', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Email is required');
  });

  it('still answers an unknown API path with 404, signed out', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
  });
});
