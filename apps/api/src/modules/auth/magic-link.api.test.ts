import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { codeFromEmail, type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../users/users.table';
import { loginCodes } from './auth.table';

describe('magic links', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const newAccount = () => createUser(t.db);
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    api = client(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  async function requestLink(email: string) {
    const res = await api.post('/api/auth/magic-link', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: 'Magic link sent!', delivery: 'email' } });
    const mail = await sink.waitFor(email);
    return { code: codeFromEmail(mail), mail };
  }

  it('emails a one-time /auth/callback link that signs the account in', async () => {
    const account = await newAccount();
    const { code, mail } = await requestLink(account.email);
    expect(mail.subject).toBe('Your Kitching sign-in link');
    expect(mail.text).toContain('http://kitching.test/auth/callback?code=');

    const res = await api.post('/api/auth/exchange', { body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(account.user.id);
    const cookie = res.cookies.find((c) => c.name === 'kitching_session');
    expect(cookie).toMatchObject({ value: res.body.data.token, httpOnly: true, sameSite: 'Lax' });
    expect((await api.get('/api/users/profile', { token: res.body.data.token })).body.data.id).toBe(
      account.user.id,
    );
  });

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail('hash');
    const { code } = await requestLink(email);
    const rows = await t.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.purpose).toBe('magic_link');
  });

  it('a code works once: the second exchange is refused with 400', async () => {
    const account = await newAccount();
    const { code } = await requestLink(account.email);
    expect((await api.post('/api/auth/exchange', { body: { code } })).status).toBe(200);
    const again = await api.post('/api/auth/exchange', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('auth.invalid_code');
    expect(again.cookies).toHaveLength(0);
  });

  it('an expired code is refused', async () => {
    const account = await newAccount();
    const { code } = await requestLink(account.email);
    await t.db
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.email, account.email));
    const res = await api.post('/api/auth/exchange', { body: { code } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('auth.invalid_code');
  });

  it('an unknown code is refused, and an empty one is a validation error', async () => {
    const unknown = await api.post('/api/auth/exchange', { body: { code: 'made-up-code' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('auth.invalid_code');
    const empty = await api.post('/api/auth/exchange', { body: { code: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ code: 'Code is required' });
  });

  it('a link for an email without an account creates the account on exchange (a sign-up)', async () => {
    const email = uniqueEmail('newcomer');
    const { code } = await requestLink(email);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const res = await api.post('/api/auth/exchange', { body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email, hasPassword: false, familyId: null, role: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toBeNull();
  });

  it('asking for a link does not reveal whether an account exists', async () => {
    const known = await newAccount();
    const a = await api.post('/api/auth/magic-link', { body: { email: known.email } });
    const b = await api.post('/api/auth/magic-link', { body: { email: uniqueEmail('unknown') } });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('refuses %j with 400 and sends nothing', async (body, message) => {
    const before = sink.messages.length;
    const res = await api.post('/api/auth/magic-link', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe(message);
    expect(sink.messages.length).toBe(before);
  });
});
