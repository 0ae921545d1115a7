import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { verifySignature } from './webhook-signature';

// Issue 29: webhooks to a local receiver. The receiver listens on 127.0.0.2, the one private address
// this app's WEBHOOK_ALLOW_PRIVATE allows; every other private address stays refused, 127.0.0.1 included.

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
/** What the receiver does with the next request: answer a status, hang, or redirect. */
type Behaviour = { status: number } | 'hang' | { redirect: string };

function receiver(host: string) {
  const received: Received[] = [];
  const plan: Behaviour[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const next = plan.shift() ?? { status: 200 };
      if (next === 'hang') return;
      if ('redirect' in next) return res.writeHead(307, { location: next.redirect }).end();
      res.writeHead(next.status, { 'content-type': 'text/plain' }).end(`answer ${next.status}`);
    });
  });
  return {
    received,
    plan,
    server,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
const hooks = receiver('127.0.0.2');
const victim = receiver('127.0.0.1');
let hooksUrl: string;
let victimUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.2', WEBHOOK_TIMEOUT_MS: '500' },
  });
  api = client(t.app);
  chef = await headChef(t, 'Webhook Family');
  hooksUrl = await hooks.listen();
  victimUrl = await victim.listen();
});
afterAll(async () => {
  await t?.close();
  await hooks.close();
  await victim.close();
});
beforeEach(() => {
  hooks.received.length = 0;
  hooks.plan.length = 0;
});

const webhooksUrl = () => `/api/families/${chef.family.id}/webhooks`;
const deliver = (now?: Date) => t.app.ctx.webhooks.deliverDue(now);
const later = (ms: number) => new Date(Date.now() + ms);

async function addWebhook(path: string) {
  const res = await api.post(webhooksUrl(), { token: chef.token, body: { url: `${hooksUrl}${path}` } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { webhook: { id: number }; secret: string };
}
const removeWebhook = (id: number) => api.delete(`/api/webhooks/${id}`, { token: chef.token });
const deliveries = async (id: number) =>
  (await api.get(`/api/webhooks/${id}/deliveries`, { token: chef.token })).body.data;

describe('webhooks', () => {
  it('delivers a family event signed, with its stable id; the secret is shown only once', async () => {
    const { webhook, secret } = await addWebhook('/signed');
    expect(secret).toMatch(/^whsec_/);
    const listed = await api.get(webhooksUrl(), { token: chef.token });
    expect(listed.body.data).toMatchObject([{ id: webhook.id, url: `${hooksUrl}/signed`, failures: 0 }]);
    expect(listed.text).not.toContain(secret);

    const milk = await buildItem(t, chef, { name: 'Milk' });
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    const [got] = hooks.received;
    const payload = JSON.parse(got!.body);
    expect(payload).toMatchObject({
      type: 'inventory.item_added',
      familyId: chef.family.id,
      actorId: chef.user.id,
    });
    expect(payload.details.item).toMatchObject({ id: milk.id, name: 'Milk' });
    expect(got!.headers['kitching-event-id']).toBe(String(payload.id));
    expect(got!.headers['kitching-event-type']).toBe('inventory.item_added');
    const signature = String(got!.headers['kitching-signature']);
    expect(verifySignature(secret, got!.body, signature)).toBe(true);
    expect(verifySignature(secret, got!.body.replace('Milk', 'Beer'), signature)).toBe(false);
    expect(verifySignature('whsec_other', got!.body, signature)).toBe(false);
    // Replayed a day later, the signed time gives it away.
    expect(verifySignature(secret, got!.body, signature, { nowS: Date.now() / 1000 + 86_400 })).toBe(false);

    const [log] = await deliveries(webhook.id);
    expect(log).toMatchObject({ eventId: payload.id, status: 'delivered', attempts: 1, lastStatus: 200 });
    await removeWebhook(webhook.id);
  });

  it('retries after a 500 and after a timeout, with the same event, and keeps the order', async () => {
    const { webhook, secret } = await addWebhook('/retry');
    hooks.plan.push({ status: 500 }, 'hang');
    await buildItem(t, chef, { name: 'Eggs' });
    await buildItem(t, chef, { name: 'Flour' });

    expect(await deliver()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliver(later(5_000))).toEqual({ delivered: 0, failed: 0 }); // backing off: 10 s
    expect(await deliver(later(11_000))).toEqual({ delivered: 0, failed: 1 }); // the receiver hangs
    expect(await deliver(later(11_000 + 31_000))).toEqual({ delivered: 2, failed: 0 });

    const sent = hooks.received.map((r) => JSON.parse(r.body));
    expect(sent.map((p) => p.details.item.name)).toEqual(['Eggs', 'Eggs', 'Eggs', 'Flour']);
    expect(new Set(sent.slice(0, 3).map((p) => p.id)).size).toBe(1);
    expect(sent[3].id).toBeGreaterThan(sent[0].id);
    for (const r of hooks.received)
      expect(verifySignature(secret, r.body, String(r.headers['kitching-signature']))).toBe(true);

    const log = await deliveries(webhook.id);
    expect(log.map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 3],
    ]);
    await removeWebhook(webhook.id);
  });

  it('gives up after a day, turns the webhook off and tells the leaders; it can be turned on again', async () => {
    const { webhook } = await addWebhook('/down');
    hooks.plan.push({ status: 503 }, { status: 503 });
    await buildItem(t, chef, { name: 'Butter' });
    expect(await deliver()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliver(later(25 * 3_600_000))).toEqual({ delivered: 0, failed: 1 });

    const [listed] = (await api.get(webhooksUrl(), { token: chef.token })).body.data;
    expect(listed).toMatchObject({
      id: webhook.id,
      disabledReason: 'Deliveries failed for 24 hours',
      failures: 2,
    });
    expect(listed.disabledAt).not.toBeNull();
    const [log] = await deliveries(webhook.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 2, lastStatus: 503, lastError: 'answer 503' });
    const bell = await api.get(`/api/users/${chef.user.id}/notices`, { token: chef.token });
    expect(bell.body.data[0]).toMatchObject({ kind: 'webhook_disabled', href: '/settings#webhooks' });

    // Off: nothing more is queued.
    await buildItem(t, chef, { name: 'Cheese' });
    expect(await deliveries(webhook.id)).toHaveLength(1);
    const on = await api.post(`/api/webhooks/${webhook.id}/enable`, { token: chef.token });
    expect(on.body.data).toMatchObject({ disabledAt: null, failures: 0 });
    await buildItem(t, chef, { name: 'Yoghurt' });
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    await removeWebhook(webhook.id);
  });

  it('refuses loopback, link-local and private addresses, when written and when redirected to', async () => {
    const victimPort = new URL(victimUrl).port;
    for (const url of [
      `http://127.0.0.1:${victimPort}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/hook',
      `http://localhost:${victimPort}/`,
      'http://[::1]/hook',
    ]) {
      const res = await api.post(webhooksUrl(), { token: chef.token, body: { url } });
      expect([res.status, res.body.error.code], url).toEqual([400, 'webhooks.blocked_address']);
    }

    const { webhook } = await addWebhook('/redirects');
    hooks.plan.push(
      { redirect: `${victimUrl}/stolen` },
      { redirect: 'http://169.254.169.254/latest/meta-data/' },
      { redirect: 'http://10.0.0.1/hook' },
    );
    await buildItem(t, chef, { name: 'Rice' });
    expect(await deliver()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliver(later(11_000))).toEqual({ delivered: 0, failed: 1 });
    expect(await deliver(later(42_000))).toEqual({ delivered: 0, failed: 1 });
    expect(hooks.received).toHaveLength(3);
    expect(victim.received).toEqual([]);
    const [log] = await deliveries(webhook.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 3, lastStatus: null });
    expect(log.lastError).toMatch(/^outbound\.blocked/);
    await removeWebhook(webhook.id);
  });

  it('two servers on one database send each event once, in order', async () => {
    const { webhook } = await addWebhook('/two-servers');
    const second = await createTestApp({ database: t.database, env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.2' } });
    try {
      for (const name of ['Apples', 'Bread', 'Carrots', 'Dates', 'Eggplant'])
        await buildItem(t, chef, { name });
      const [a, b] = await Promise.all([deliver(), second.app.ctx.webhooks.deliverDue()]);
      expect(a.delivered + b.delivered).toBe(5);
      const sent = hooks.received.map((r) => JSON.parse(r.body));
      expect(sent.map((p) => p.details.item.name)).toEqual([
        'Apples',
        'Bread',
        'Carrots',
        'Dates',
        'Eggplant',
      ]);
    } finally {
      await second.close();
    }
    await removeWebhook(webhook.id);
  });

  it("is for the Head Chef and Sous Chef; another family's webhook is not found", async () => {
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    const refused = await api.post(webhooksUrl(), { token: cook.token, body: { url: `${hooksUrl}/x` } });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'webhooks.forbidden']);
    expect((await api.get(webhooksUrl(), { token: cook.token })).status).toBe(403);
    const made = await api.post(webhooksUrl(), { token: sous.token, body: { url: `${hooksUrl}/sous` } });
    expect(made.status).toBe(201);

    const other = await headChef(t, 'Other Family');
    const id = made.body.data.webhook.id;
    expect((await api.delete(`/api/webhooks/${id}`, { token: other.token })).status).toBe(404);
    expect((await api.get(`/api/webhooks/${id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await api.delete(`/api/webhooks/${id}`, { token: sous.token })).status).toBe(200);
  });
});
