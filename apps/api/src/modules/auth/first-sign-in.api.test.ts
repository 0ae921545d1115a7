import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef, PASSWORD, registerUser, uniqueUsername } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('a first sign-in is told apart from the next ones', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const login = (email: string, password = PASSWORD) =>
    api.post('/api/auth/login', { body: { email, password } });

  it('a child added by the Head Chef signs in for the first time, then is welcomed back', async () => {
    const parent = await headChef(t);
    const username = uniqueUsername('kid');
    const added = await api.post(`/api/families/${parent.family.id}/users`, {
      token: parent.token,
      body: { username, firstName: 'Kim', lastName: 'Test', role: 4, password: 'kid-secret' },
    });
    expect(added.status, added.text).toBe(201);

    const first = await login(username, 'kid-secret');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.firstSignIn).toBe(true);
    const second = await login(username, 'kid-secret');
    expect(second.body.data.firstSignIn).toBe(false);
  });

  it('registering is the first sign-in: signing in after it is not', async () => {
    const account = await registerUser(t.app);
    const res = await login(account.email);
    expect(res.status).toBe(200);
    expect(res.body.data.firstSignIn).toBe(false);
  });

  it('a new account made by registering answers firstSignIn true', async () => {
    const res = await api.post('/api/auth/register', {
      body: { email: `first-${Date.now()}@example.com`, password: PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.firstSignIn).toBe(true);
  });
});
