import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
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
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A different account each time: this is the limit per address.
      const res = await api.post('/api/auth/magic-link', {
        body: { email: uniqueEmail('forged') },
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

/** Login attempts, each from the address a proxy appended after whatever the client wrote. */
async function attempts(
  api: ReturnType<typeof client>,
  forwardedFor: (i: number) => string,
  email: (i: number) => string,
) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await api.post('/api/auth/login', {
      body: { email: email(i), password: 'wrong-pass' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe.each([
  ['1', 'one hop'],
  ['127.0.0.1', "the proxy's address"],
  ['10.0.0.0/8, 127.0.0.0/8', "the proxy's range"],
])('behind a proxy (TRUST_PROXY=%s: %s), RATE_LIMIT_AUTH=3', (trust) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AUTH: '3', TRUST_PROXY: trust } });
    api = client(t.app);
  });
  afterAll(() => t?.close());

  it('the limit keys on the address the proxy saw, not on a forged first address', async () => {
    // The client writes a new address each time; the proxy (the test's socket) appends the real one.
    const statuses = await attempts(
      api,
      (i) => `198.51.100.${i + 1}, 203.0.113.7`,
      () => uniqueEmail('guess'),
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy still has its own allowance.
    const other = await attempts(
      api,
      () => '203.0.113.8',
      () => uniqueEmail('other'),
    );
    expect(other[0]).toBe(401);
  });

  it('one account gets 429 after RATE_LIMIT_AUTH attempts, whatever addresses they come from', async () => {
    const account = await createUser(t.db);
    const spellings = [account.email, account.email.toUpperCase(), ` ${account.email} `, account.email];
    const statuses = await attempts(
      api,
      (i) => `203.0.113.${20 + i}`,
      (i) => spellings[i]!,
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await api.post('/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('request.rate_limited');
    expect(right.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-in emails for that account count in the same allowance.
    const link = await api.post('/api/auth/magic-link', {
      body: { email: account.email },
      headers: { 'x-forwarded-for': '203.0.113.98' },
    });
    expect(link.status).toBe(429);
  });
});
