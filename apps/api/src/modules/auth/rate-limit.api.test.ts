import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('rate limit on the sign-in routes (RATE_LIMIT_AUTH=3)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AUTH: '3' } });
    api = client(t.app);
  });
  afterAll(() => t?.close());

  it('the fourth sign-in attempt within a minute gets 429 with a clear message', async () => {
    // Registering goes through its own limit; this app's login limit starts untouched.
    const account = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/auth/login', {
        body: { email: account.email, password: 'wrong-pass' },
      });
      expect(res.status).toBe(401);
    }
    // Even the right password is refused once the limit is reached.
    const fourth = await api.post('/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('request.rate_limited');
    expect(fourth.body.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(fourth.cookies).toHaveLength(0);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a forged X-Forwarded-For does not buy a fresh allowance', async () => {
    const account = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.post('/api/auth/magic-link', {
        body: { email: account.email },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not limit routes that are not sign-in attempts', async () => {
    for (let i = 0; i < 6; i++) expect((await api.get('/api/health')).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await api.get('/api/auth/session')).status).toBe(200);
  });
});
