import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, profileBody, uniqueUsername } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions } from './auth.table';

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  describe('POST /api/auth/login', () => {
    it('signs in by email with a token, the user and the session cookie', async () => {
      const account = await createUser(t.db);
      const res = await api.post('/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.user).toMatchObject({ id: account.user.id, email: account.email });
      expect(res.body.data.token).not.toBe(account.token);
      const cookie = res.cookies.find((c) => c.name === 'kitching_session');
      expect(cookie).toMatchObject({ value: res.body.data.token, httpOnly: true, sameSite: 'Lax' });
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const account = await createUser(t.db);
      const res = await api.post('/api/auth/login', {
        body: { email: `  ${account.email.toUpperCase()}  `, password: account.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(account.user.id);
    });

    it('signs in by username once the profile has one (case does not matter)', async () => {
      const account = await createUser(t.db);
      const username = uniqueUsername('ByName');
      const setup = await api.post('/api/users/profile', {
        token: account.token,
        body: profileBody({ username }),
      });
      expect(setup.status).toBe(200);
      const res = await api.post('/api/auth/login', {
        body: { email: username.toLowerCase(), password: account.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: account.user.id, username });
    });

    it('refuses a wrong password with 401 Invalid credentials and no cookie', async () => {
      const account = await createUser(t.db);
      const res = await api.post('/api/auth/login', {
        body: { email: account.email, password: 'wrong-pass' },
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid credentials' });
      expect(res.cookies).toHaveLength(0);
    });

    it('answers an unknown email or username exactly like a wrong password', async () => {
      for (const email of ['nobody-here@example.com', 'nobody_here']) {
        const res = await api.post('/api/auth/login', { body: { email, password: 'whatever1' } });
        expect(res.status).toBe(401);
        expect(res.body.error).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid credentials' });
      }
    });

    it('a NUL character in the sign-in name is refused with 400, not a server error', async () => {
      for (const email of ['someone\u0000', 'someone\u0000@example.com']) {
        const res = await api.post('/api/auth/login', { body: { email, password: 'whatever1' } });
        expect(res.status, JSON.stringify(email)).toBe(400);
        expect(res.cookies).toHaveLength(0);
      }
    });

    it('requires both fields (400 with field messages)', async () => {
      const res = await api.post('/api/auth/login', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
    });
  });

  describe('using the session', () => {
    it('accepts the token as a Bearer header and as the cookie', async () => {
      const account = await createUser(t.db);
      const byBearer = await api.get('/api/users/profile', { token: account.token });
      const byCookie = await api.get('/api/users/profile', { cookie: account.token });
      expect(byBearer.status).toBe(200);
      expect(byCookie.status).toBe(200);
      expect(byBearer.body.data.id).toBe(account.user.id);
      expect(byCookie.body.data.id).toBe(account.user.id);
    });

    it('refuses the profile without a session, or with an unknown token, with 401', async () => {
      for (const res of [
        await api.get('/api/users/profile'),
        await api.get('/api/users/profile', { token: 'not-a-real-token' }),
        await api.get('/api/users/profile', { cookie: 'not-a-real-token' }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('auth.unauthenticated');
      }
    });

    it('GET /api/auth/session answers a null user when signed out', async () => {
      const res = await api.get('/api/auth/session');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { user: null } });
    });

    it('GET /api/auth/session answers the signed-in user', async () => {
      const account = await createUser(t.db);
      const res = await api.get('/api/auth/session', { cookie: account.token });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: account.user.id, email: account.email });
    });

    it('an expired session no longer signs anyone in', async () => {
      const account = await createUser(t.db);
      await t.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(sessions.userId, account.user.id));
      const res = await api.get('/api/users/profile', { token: account.token });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token: the same Bearer then gets 401', async () => {
      const account = await createUser(t.db);
      const out = await api.post('/api/auth/logout', { token: account.token });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ data: { message: 'Signed out' } });
      const after = await api.get('/api/users/profile', { token: account.token });
      expect(after.status).toBe(401);
      const session = await api.get('/api/auth/session', { token: account.token });
      expect(session.body.data.user).toBeNull();
    });

    it('revokes a cookie session and clears the cookie', async () => {
      const account = await createUser(t.db);
      const out = await api.post('/api/auth/logout', { cookie: account.token });
      expect(out.status).toBe(200);
      const cleared = out.cookies.find((c) => c.name === 'kitching_session');
      expect(cleared).toBeDefined();
      expect(cleared!.value).toBe('');
      expect((cleared!.expires as Date).getTime()).toBeLessThan(Date.now());
      expect((await api.get('/api/users/profile', { cookie: account.token })).status).toBe(401);
    });

    it('signs out only that session: another sign-in of the same user keeps working', async () => {
      const account = await createUser(t.db);
      const second = await api.post('/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      await api.post('/api/auth/logout', { token: account.token });
      expect((await api.get('/api/users/profile', { token: second.body.data.token })).status).toBe(200);
    });

    it('succeeds without a session too', async () => {
      const res = await api.post('/api/auth/logout');
      expect(res.status).toBe(200);
    });
  });
});
