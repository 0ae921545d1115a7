import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('where sign-in links go, said truthfully', () => {
  describe('without SMTP_URL', () => {
    let t: TestApp;
    let api: ReturnType<typeof client>;
    beforeAll(async () => {
      t = await createTestApp();
      api = client(t.app);
    });
    afterAll(() => t?.close());

    it('a magic link request says the link went to the server log, not that it was emailed', async () => {
      const account = await createUser(t.db);
      const res = await api.post('/api/auth/magic-link', { body: { email: account.email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { message: 'Email is not set up on this server', delivery: 'server_log' },
      });
    });

    it('answers an address without an account exactly the same (no account is revealed)', async () => {
      const known = await createUser(t.db);
      const forKnown = await api.post('/api/auth/magic-link', { body: { email: known.email } });
      const forUnknown = await api.post('/api/auth/magic-link', { body: { email: uniqueEmail('nobody') } });
      expect(forUnknown.status).toBe(forKnown.status);
      expect(forUnknown.body).toEqual(forKnown.body);
    });

    it('GET /api/auth/email-delivery says server_log, signed out', async () => {
      const res = await api.get('/api/auth/email-delivery');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { delivery: 'server_log' } });
    });
  });

  describe('with SMTP_URL', () => {
    let sink: SmtpSink;
    let t: TestApp;
    beforeAll(async () => {
      sink = await startSmtpSink();
      t = await createTestApp({ env: { SMTP_URL: sink.url } });
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    it('says email, for a known address and an unknown one alike', async () => {
      const api = client(t.app);
      expect((await api.get('/api/auth/email-delivery')).body).toEqual({ data: { delivery: 'email' } });
      const known = await createUser(t.db);
      const forKnown = await api.post('/api/auth/magic-link', { body: { email: known.email } });
      const forUnknown = await api.post('/api/auth/magic-link', { body: { email: uniqueEmail('nobody') } });
      expect(forKnown.body).toEqual({ data: { message: 'Magic link sent!', delivery: 'email' } });
      expect(forUnknown.body).toEqual(forKnown.body);
    });
  });
});
