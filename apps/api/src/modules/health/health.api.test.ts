import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports ok, the database in use and the version', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', version: '0.2.0' },
    });
  });

  it('answers without a session and sets the security headers', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const res = await client(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'request.not_found', message: 'No route for GET /api/no-such-thing' },
    });
  });
});
