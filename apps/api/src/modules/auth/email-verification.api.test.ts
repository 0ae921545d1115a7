import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { codeFromEmail, type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../users/users.table';

describe('registering when email is configured (SMTP_URL set)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Kitching <kitchen@kitching.test>' } });
    api = client(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('answers 201 without a session and emails a verification link', async () => {
    const email = uniqueEmail('verify');
    const res = await api.post('/api/auth/register', { body: { email, password: 'secret1' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { verificationRequired: true, email } });
    expect(res.cookies).toHaveLength(0);

    const mail = await sink.waitFor(email);
    expect(mail.from).toBe('kitchen@kitching.test');
    expect(mail.subject).toBe('Confirm your Kitching account');
    expect(mail.text).toMatch(/http:\/\/kitching\.test\/auth\/callback\?code=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('/auth/callback?code=');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('refuses to sign in with 403 until the email is verified, then exchanging the link signs in', async () => {
    const email = uniqueEmail('verify');
    await api.post('/api/auth/register', { body: { email, password: 'secret1' } });

    const early = await api.post('/api/auth/login', { body: { email, password: 'secret1' } });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('auth.email_not_verified');
    expect(early.cookies).toHaveLength(0);

    const code = codeFromEmail(await sink.waitFor(email));
    const exchanged = await api.post('/api/auth/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.data.user).toMatchObject({ email, hasPassword: true });
    expect(exchanged.cookies.find((c) => c.name === 'kitching_session')?.value).toBe(
      exchanged.body.data.token,
    );
    const profile = await api.get('/api/users/profile', { token: exchanged.body.data.token });
    expect(profile.body.data.email).toBe(email);

    const later = await api.post('/api/auth/login', { body: { email, password: 'secret1' } });
    expect(later.status).toBe(200);
  });

  it('a wrong password is still 401, not a hint that the account exists unverified', async () => {
    const email = uniqueEmail('verify');
    await api.post('/api/auth/register', { body: { email, password: 'secret1' } });
    const res = await api.post('/api/auth/login', { body: { email, password: 'not-the-one' } });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid credentials');
  });
});

describe('when the mail server cannot be reached', () => {
  let sink: SmtpSink;
  let down: TestApp;
  let up: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // Port 1 on loopback refuses connections: a real failed delivery, not a mock.
    down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    up = await createTestApp({ env: { SMTP_URL: sink.url }, database: down.database });
  });
  afterAll(async () => {
    await up?.close();
    await down?.close();
    await sink?.close();
  });

  it('registering answers 503 with a clear message, and registering again once mail works sends the link', async () => {
    const email = uniqueEmail('mail-down');
    const failed = await client(down.app).post('/api/auth/register', {
      body: { email, password: 'secret1' },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toEqual({
      code: 'auth.mail_failed',
      message: 'We could not send the email right now. Please try again in a moment.',
    });
    expect(failed.cookies).toHaveLength(0);

    // The unconfirmed account does not lock the address: the second try (new password) goes through.
    const retried = await client(up.app).post('/api/auth/register', { body: { email, password: 'secret2' } });
    expect(retried.status).toBe(201);
    expect(retried.body.data).toEqual({ verificationRequired: true, email });
    const code = codeFromEmail(await sink.waitFor(email));
    expect((await client(up.app).post('/api/auth/exchange', { body: { code } })).status).toBe(200);
    const login = await client(up.app).post('/api/auth/login', { body: { email, password: 'secret2' } });
    expect(login.status).toBe(200);
  });

  it('a magic link request answers 503, not a server error', async () => {
    const res = await client(down.app).post('/api/auth/magic-link', { body: { email: uniqueEmail('ml') } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('auth.mail_failed');
  });

  it('a confirmed account is still taken', async () => {
    const email = uniqueEmail('taken');
    await client(up.app).post('/api/auth/register', { body: { email, password: 'secret1' } });
    const code = codeFromEmail(await sink.waitFor(email));
    await client(up.app).post('/api/auth/exchange', { body: { code } });
    const again = await client(up.app).post('/api/auth/register', { body: { email, password: 'other12' } });
    expect(again.status).toBe(409);
  });
});
