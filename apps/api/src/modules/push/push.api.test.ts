import type { Notice } from '@kitching/contracts';
import { defaultNoticePreferences } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { browserKeys, pushServiceStandIn } from '../../../test/push-service-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NoticeChannel, NoticeRecipient } from '../notices/notice-channel';

// Issue 26: Web Push. The VAPID key made once and kept; each member's own subscriptions; the 'push'
// channel encrypting each notice for every browser of the member (decrypted here with the browser's
// keys), and a subscription the push service calls gone (404/410) removed.

let t: TestApp;
let api: ReturnType<typeof client>;
let service: Awaited<ReturnType<typeof pushServiceStandIn>>;
let chef: Awaited<ReturnType<typeof headChef>>;
let other: Awaited<ReturnType<typeof headChef>>;
let cook: Awaited<ReturnType<typeof addMember>>;
let channel: NoticeChannel;

beforeAll(async () => {
  service = await pushServiceStandIn();
  t = await createTestApp({ env: { ALLOW_PRIVATE_FETCH: '1', VAPID_SUBJECT: 'mailto:chef@example.com' } });
  api = client(t.app);
  chef = await headChef(t, 'Push Family');
  other = await headChef(t, 'Other Push Family');
  cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
  const found = t.app.ctx.noticeChannels.find((c: NoticeChannel) => c.name === 'push');
  if (!found) throw new Error('the push channel is not registered');
  channel = found;
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const url = (userId: number) => `/api/users/${userId}/push-subscriptions`;
const subscribe = (userId: number, token: string, body: object) => api.post(url(userId), { token, body });
const recipient = (userId: number): NoticeRecipient => ({
  userId,
  familyId: chef.family.id,
  email: null,
  firstName: 'Sam',
  preferences: defaultNoticePreferences(1),
});
const notice = (over: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind: 'expiring',
  title: 'Use soon',
  items: [
    { name: 'Greek Yoghurt', detail: 'expires tomorrow' },
    { name: 'Spinach', detail: 'expires in 2 days' },
  ],
  href: '/inventory',
  createdAt: new Date().toISOString(),
  readAt: null,
  ...over,
});

describe('the VAPID key', () => {
  it('is made once, kept in the database and answered to anyone signed in', async () => {
    const first = await api.get('/api/push/public-key', { token: cook.token });
    expect(first.status, first.text).toBe(200);
    const key = first.body.data.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    // Another server on the same database (or this one restarted) keeps the same pair.
    const second = await createTestApp({ database: t.database });
    try {
      const again = await client(second.app).get('/api/push/public-key', { token: cook.token });
      expect(again.body.data.publicKey).toBe(key);
    } finally {
      await second.app.close();
    }
    expect((await api.get('/api/push/public-key')).status).toBe(401);
  });
});

describe('subscriptions', () => {
  it('are the member’s own: made once per endpoint, listed, deleted; another’s id answers 404', async () => {
    const browser = browserKeys();
    const body = { endpoint: `${service.url}/own`, keys: browser.keys, device: 'Firefox on Linux' };
    const made = await subscribe(cook.id, cook.token, body);
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({ endpoint: body.endpoint, device: 'Firefox on Linux' });
    // The same browser again (new keys): the same row.
    const again = await subscribe(cook.id, cook.token, { ...body, keys: browserKeys().keys });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(made.body.data.id);

    const list = await api.get(url(cook.id), { token: cook.token });
    expect(list.body.data.map((s: { endpoint: string }) => s.endpoint)).toEqual([body.endpoint]);

    // Another member of the family, and another family, see and change nothing of it.
    for (const [who, token] of [
      ['same family', chef.token],
      ['other family', other.token],
    ] as const) {
      expect((await api.get(url(cook.id), { token })).status, who).toBe(404);
      expect((await subscribe(cook.id, token, body)).status, who).toBe(404);
      expect((await api.delete(url(cook.id), { token, body: { endpoint: body.endpoint } })).status, who).toBe(
        404,
      );
    }
    expect((await api.get(url(cook.id))).status).toBe(401);

    const removed = await api.delete(url(cook.id), { token: cook.token, body: { endpoint: body.endpoint } });
    expect(removed.status, removed.text).toBe(200);
    expect((await api.get(url(cook.id), { token: cook.token })).body.data).toEqual([]);
    expect(
      (await api.delete(url(cook.id), { token: cook.token, body: { endpoint: body.endpoint } })).status,
    ).toBe(404);
  });

  it('refuses an endpoint that is not https (http only on loopback in tests), too long, or bad keys', async () => {
    const keys = browserKeys().keys;
    for (const endpoint of ['http://push.example.com/x', 'ftp://push.example.com/x', 'http://10.0.0.5/x']) {
      const res = await subscribe(cook.id, cook.token, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
    }
    const long = `https://push.example.com/${'a'.repeat(2000)}`;
    expect((await subscribe(cook.id, cook.token, { endpoint: long, keys })).status).toBe(400);
    const badKey = { ...keys, p256dh: keys.p256dh.slice(0, 40) };
    expect(
      (await subscribe(cook.id, cook.token, { endpoint: `${service.url}/k`, keys: badKey })).status,
    ).toBe(400);
    const badAuth = { ...keys, auth: 'short' };
    expect(
      (await subscribe(cook.id, cook.token, { endpoint: `${service.url}/k`, keys: badAuth })).status,
    ).toBe(400);
  });
});

describe('the push channel', () => {
  it('sends each notice to every browser of the member, encrypted for it, naming the items', async () => {
    const phone = browserKeys();
    const laptop = browserKeys();
    await subscribe(chef.user.id, chef.token, { endpoint: `${service.url}/phone`, keys: phone.keys });
    await subscribe(chef.user.id, chef.token, { endpoint: `${service.url}/laptop`, keys: laptop.keys });
    const publicKey = (await api.get('/api/push/public-key', { token: chef.token })).body.data.publicKey;
    const before = service.received.length;

    await channel.deliver(recipient(chef.user.id), [
      notice(),
      notice({
        id: 2,
        kind: 'meal_missing',
        title: "Tonight's Lasagne needs 2 things",
        items: [{ name: 'Ricotta' }, { name: 'Basil' }],
        href: '/meal-planning',
      }),
    ]);

    const got = service.received.slice(before);
    expect(got.map((r) => r.path).sort()).toEqual(['/laptop', '/laptop', '/phone', '/phone']);
    for (const message of got) {
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers.ttl).toBe('86400');
      // Signed with the server's kept key (RFC 8292).
      expect(message.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(message.body.length).toBeLessThanOrEqual(4096);
      // Nothing readable on the wire.
      expect(message.body.toString('latin1')).not.toContain('Yoghurt');
    }
    const phoneMessages = got
      .filter((r) => r.path === '/phone')
      .map((r) => JSON.parse(phone.decrypt(r.body)));
    expect(phoneMessages[0]).toEqual({
      title: 'Use soon',
      body: 'Greek Yoghurt (expires tomorrow), Spinach (expires in 2 days)',
      href: '/inventory',
      tag: 'kitching-expiring',
      actions: [{ action: 'open', title: 'Open', href: '/inventory' }],
    });
    expect(phoneMessages[1]).toMatchObject({
      title: "Tonight's Lasagne needs 2 things",
      body: 'Ricotta, Basil',
      tag: 'kitching-meal_missing',
      actions: [
        { action: 'add-to-list', title: 'Add to list', href: '/meal-planning' },
        { action: 'open', title: 'Open', href: '/meal-planning' },
      ],
    });
    const laptopMessage = got.find((r) => r.path === '/laptop')!;
    expect(JSON.parse(laptop.decrypt(laptopMessage.body)).body).toContain('Greek Yoghurt');
    // The phone's keys cannot read the laptop's message.
    expect(() => phone.decrypt(laptopMessage.body)).toThrow();
  });

  it.each([410, 404])(
    'removes a subscription the push service answers %i for, and keeps the others',
    async (status) => {
      const member = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const gone = `/gone-${status}`;
      service.answer(gone, status);
      await subscribe(member.id, member.token, {
        endpoint: `${service.url}${gone}`,
        keys: browserKeys().keys,
      });
      await subscribe(member.id, member.token, {
        endpoint: `${service.url}/kept-${status}`,
        keys: browserKeys().keys,
      });

      await channel.deliver(recipient(member.id), [notice()]);

      const left = (await api.get(url(member.id), { token: member.token })).body.data;
      expect(left.map((s: { endpoint: string }) => s.endpoint)).toEqual([`${service.url}/kept-${status}`]);
    },
  );

  it('throws on any other failure (the scheduler retries), keeping the subscription', async () => {
    const member = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    service.answer('/busy', 503);
    await subscribe(member.id, member.token, { endpoint: `${service.url}/busy`, keys: browserKeys().keys });
    await expect(channel.deliver(recipient(member.id), [notice()])).rejects.toThrow(/503/);
    expect((await api.get(url(member.id), { token: member.token })).body.data).toHaveLength(1);

    // A push service that cannot be reached at all is a failure too.
    const unreachable = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    await subscribe(unreachable.id, unreachable.token, {
      endpoint: 'http://127.0.0.1:9/push',
      keys: browserKeys().keys,
    });
    await expect(channel.deliver(recipient(unreachable.id), [notice()])).rejects.toThrow();
  });
});
