import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../users/users.table';

describe('POST /api/auth/register (no SMTP configured)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  it('creates the account, signs it in and answers 201 with a token and the user', async () => {
    const email = uniqueEmail('new');
    const res = await api.post('/api/auth/register', { body: { email, password: 'secret1' } });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user).toMatchObject({
      email,
      username: null,
      role: null,
      familyId: null,
      family: null,
      hasPassword: true,
    });
    expect(res.body.data.user.id).toBeTypeOf('number');
    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain('scrypt$');
  });

  it('sets the token as an httpOnly SameSite=Lax session cookie', async () => {
    const res = await api.post('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } });
    const cookie = res.cookies.find((c) => c.name === 'kitching_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe(res.body.data.token);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
  });

  it('gives a token that opens the profile', async () => {
    const email = uniqueEmail();
    const res = await api.post('/api/auth/register', { body: { email, password: 'secret1' } });
    const profile = await api.get('/api/users/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(email);
  });

  it('stores the email in lower case and only a scrypt hash of the password', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const res = await api.post('/api/auth/register', {
      body: { email: `  ${email.toUpperCase()} `, password: 'secret1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user.email).toBe(email.toLowerCase());
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.user.id));
    expect(row!.email).toBe(email.toLowerCase());
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('secret1');
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an email that already has an account with 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await api.post('/api/auth/register', { body: { email, password: 'secret1' } })).status).toBe(201);
    for (const again of [email, email.toUpperCase()]) {
      const res = await api.post('/api/auth/register', { body: { email: again, password: 'other-pass' } });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('auth.email_taken');
      expect(res.body.error.fields).toEqual({ email: 'An account with this email already exists' });
    }
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'short@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ password: 'secret1' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'nopass@example.com' }, 'password', 'Password is required'],
  ])('answers 400 with the field message for %j', async (body, field, message) => {
    const res = await api.post('/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('request.validation');
    expect(res.body.error.fields[field]).toBe(message);
    expect(res.body.error.message).toBe(message);
    expect(res.cookies).toHaveLength(0);
  });

  it('creates no account when the request is invalid', async () => {
    const email = uniqueEmail('invalid');
    await api.post('/api/auth/register', { body: { email, password: '123' } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
