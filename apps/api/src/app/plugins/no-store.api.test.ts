import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t.app, 'The Private Ones');
});
afterAll(() => t?.close());

describe('no shared cache keeps an API answer', () => {
  it("a signed-in answer with a family's data is private, no-store", async () => {
    const family = await api.get(`/api/families/${chef.family.id}`, { token: chef.token });
    expect(family.status).toBe(200);
    expect(family.headers['cache-control']).toBe('private, no-store');
    const session = await api.get('/api/auth/session', { token: chef.token });
    expect(session.headers['cache-control']).toBe('private, no-store');
  });

  it('so are sign-in answers (they carry the token), errors and unknown API paths', async () => {
    const login = await api.post('/api/auth/login', { body: { email: chef.email, password: chef.password } });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const signedOut = await api.get(`/api/families/${chef.family.id}/inventory`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    const unknown = await api.get('/api/no-such-thing', { token: chef.token });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    expect((await api.get('/api/health')).headers['cache-control']).toBe('private, no-store');
  });

  it('family lists keep their own private, no-cache with an ETag, on 200 and on 304', async () => {
    const list = await api.get(`/api/families/${chef.family.id}/inventory`, { token: chef.token });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const etag = String(list.headers.etag);
    const again = await api.get(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });
});
