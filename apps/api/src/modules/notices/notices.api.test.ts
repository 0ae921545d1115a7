import type { Notice } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildPlannedMeal } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { addDays, localClock } from './local-time';
import type { NoticeChannel } from './notice-channel';

/** Puts a test's channel in place of the app's channel of the same name (the real push, the email digest). */
function swapChannel(app: { ctx: { noticeChannels: NoticeChannel[] } }, channel: NoticeChannel) {
  const list = app.ctx.noticeChannels;
  const at = list.findIndex((c) => c.name === channel.name);
  if (at >= 0) list.splice(at, 1, channel);
  else list.push(channel);
}

// Issue 26: reminders. The pass is run by hand here (NOTICE_EVERY is 0 in tests).

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const today = (zone = 'UTC', at = new Date()) => localClock(zone, at).date;
const pass = (target: TestApp, options: Record<string, unknown> = {}) =>
  target.app.ctx.notices.run({ minGapMs: 0, ...options });
const noticesOf = async (who: { token: string; id: number }) => {
  const res = await api.get(`/api/users/${who.id}/notices`, { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Notice[];
};
const rows = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** A channel that records what it was given; `fail` makes it throw, `hang` never answer. */
function recordingChannel(name: 'push' | 'email' = 'push', mode: 'ok' | 'fail' | 'hang' = 'ok') {
  const sent: { userId: number; ids: number[] }[] = [];
  const channel: NoticeChannel = {
    name,
    async deliver(recipient, notices) {
      if (mode === 'fail') throw new Error('push service down');
      if (mode === 'hang') return new Promise(() => undefined);
      sent.push({ userId: recipient.userId, ids: notices.map((n) => n.id) });
    },
  };
  return { channel, sent };
}

describe('due notices (each kind, once per item and day)', () => {
  it("names expiring, expired and low items and tonight's dinner shortfall, with the screens that act, once", async () => {
    const chef = await headChef(t, 'Reminder Family');
    const me = { token: chef.token, id: chef.user.id as number };
    const day = today();
    await buildItem(t, chef, {
      name: 'Yoghurt',
      quantity: '2',
      unit: 'pieces',
      expirationDate: addDays(day, 1),
    });
    await buildItem(t, chef, {
      name: 'Cream',
      quantity: '1',
      unit: 'pieces',
      expirationDate: addDays(day, -2),
    });
    await buildItem(t, chef, { name: 'Rice', quantity: '1', unit: 'kg', expirationDate: addDays(day, 30) });
    await buildItem(t, chef, { name: 'Eggs', quantity: '2', unit: 'pieces', minStockLevel: '6' });
    await buildPlannedMeal(t, chef, { plannedDate: day, mealType: 'dinner' });

    const first = await pass(t);
    expect(first.notices).toBeGreaterThanOrEqual(4);
    const list = await noticesOf(me);
    const byKind = new Map(list.map((n) => [n.kind, n]));
    expect(Object.keys(list[0]!).sort()).toEqual([
      'createdAt',
      'href',
      'id',
      'items',
      'kind',
      'readAt',
      'title',
    ]);
    expect(byKind.get('expiring')!.items).toEqual([
      expect.objectContaining({ name: 'Yoghurt', detail: 'expires tomorrow' }),
    ]);
    expect(byKind.get('expiring')!.href).toBe('/inventory?filter=expiring');
    expect(byKind.get('expired')!.items.map((i) => [i.name, i.detail])).toEqual([
      ['Cream', 'expired 2 days ago'],
    ]);
    expect(byKind.get('low_stock')!.items.map((i) => i.name)).toContain('Eggs');
    expect(byKind.get('low_stock')!.items.find((i) => i.name === 'Eggs')!.detail).toBe(
      '2 pieces left (min 6 pieces)',
    );
    const meal = byKind.get('meal_missing')!;
    expect(meal.title).toBe("Tonight's Tomato Soup needs 3 more ingredients");
    expect(meal.items.map((i) => i.name)).toEqual(['Tomatoes', 'Onion', 'Vegetable stock']);
    expect(meal.href).toContain('/meal-planning?date=');
    expect(list.flatMap((n) => n.items.map((i) => i.name))).not.toContain('Rice');
    expect(list.every((n) => n.readAt === null)).toBe(true);

    // The same items on the same day: nothing again.
    await pass(t);
    expect((await noticesOf(me)).length).toBe(list.length);
    // A new item later that day: a notice naming only it.
    await buildItem(t, chef, { name: 'Spinach', quantity: '1', unit: 'pieces', expirationDate: day });
    await pass(t);
    const after = await noticesOf(me);
    expect(after.length).toBe(list.length + 1);
    expect(after[0]!.items.map((i) => [i.name, i.detail])).toEqual([['Spinach', 'expires today']]);

    // Unread, mark read (some, then all).
    const unread = await api.get(`/api/users/${me.id}/notices/unread`, { token: me.token });
    expect(unread.body.data).toEqual({ unread: after.length });
    const some = await api.post(`/api/users/${me.id}/notices/read`, {
      token: me.token,
      body: { ids: [after[0]!.id] },
    });
    expect(some.body.data).toEqual({ unread: after.length - 1 });
    const all = await api.post(`/api/users/${me.id}/notices/read`, { token: me.token, body: {} });
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await noticesOf(me)).every((n) => n.readAt !== null)).toBe(true);
  });

  it('gives a Kitchen Helper none by default, and what they choose once they save preferences', async () => {
    const chef = await headChef(t, 'Helper Family');
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    await buildItem(t, chef, { name: 'Milk', quantity: '1', unit: 'pieces', expirationDate: today() });
    const prefs = await api.get(`/api/users/${helper.id}/notice-preferences`, { token: helper.token });
    expect(prefs.body.data).toMatchObject({ kinds: [], channels: [] });
    await pass(t);
    expect(await noticesOf(helper)).toEqual([]);
    const saved = await api.put(`/api/users/${helper.id}/notice-preferences`, {
      token: helper.token,
      body: { ...prefs.body.data, kinds: ['expiring'], channels: ['in_app'], timeZone: 'Europe/Berlin' },
    });
    expect(saved.status, saved.text).toBe(200);
    await pass(t);
    const mine = await noticesOf(helper);
    expect(mine.map((n) => n.kind)).toEqual(['expiring']);
    const back = await api.get(`/api/users/${helper.id}/notice-preferences`, { token: helper.token });
    expect(back.body.data.timeZone).toBe('Europe/Berlin');
    const wrong = await api.put(`/api/users/${helper.id}/notice-preferences`, {
      token: helper.token,
      body: { ...back.body.data, timeZone: 'Mars/Olympus' },
    });
    expect(wrong.status).toBe(400);
  });

  it("answers 404 for another member's notices and settings, and another family's items never appear", async () => {
    const a = await headChef(t, 'Family A');
    const b = await headChef(t, 'Family B');
    const sameFamily = await addMember(t.db, { familyId: a.family.id, role: 2 });
    await buildItem(t, b, { name: 'Secret Caviar', quantity: '1', unit: 'pieces', expirationDate: today() });
    await pass(t);
    for (const path of ['notices', 'notices/unread', 'notice-preferences'])
      for (const who of [b, sameFamily]) {
        const res = await api.get(`/api/users/${a.user.id}/${path}`, { token: who.token });
        expect(res.status, `${path}: ${res.text}`).toBe(404);
      }
    const read = await api.post(`/api/users/${a.user.id}/notices/read`, { token: b.token, body: {} });
    expect(read.status).toBe(404);
    const put = await api.put(`/api/users/${a.user.id}/notice-preferences`, {
      token: sameFamily.token,
      body: { kinds: [], channels: [], digestHour: 7, quietStart: null, quietEnd: null, timeZone: 'UTC' },
    });
    expect(put.status).toBe(404);
    const mine = await noticesOf({ token: a.token, id: a.user.id });
    expect(JSON.stringify(mine)).not.toContain('Secret Caviar');
  });
});

describe("time zones and DST: the member's own day", () => {
  it.each([
    // New York springs forward on 2026-03-08; at 12:00 UTC it is 08:00 there, 01:00 next day in Auckland.
    ['2026-03-08T12:00:00Z', 'America/New_York', 'expires tomorrow'],
    ['2026-03-08T12:00:00Z', 'Pacific/Auckland', 'expires today'],
    // New York falls back on 2026-11-01; at 04:30 UTC it is 00:30 (EDT) there: already the 1st.
    ['2026-11-01T04:30:00Z', 'America/New_York', 'expired yesterday'],
    ['2026-11-01T03:30:00Z', 'America/New_York', 'expires today'],
    // Auckland's DST ends 2026-04-05 03:00 -> 02:00; 2026-04-04T14:30Z is 02:30 NZST on the 5th.
    ['2026-04-04T14:30:00Z', 'Pacific/Auckland', 'expired 4 days ago'],
  ])('at %s in %s the item says %s', async (at, zone, detail) => {
    const chef = await headChef(t, `Zone ${zone}`);
    const prefs = await api.get(`/api/users/${chef.user.id}/notice-preferences`, { token: chef.token });
    await api.put(`/api/users/${chef.user.id}/notice-preferences`, {
      token: chef.token,
      body: { ...prefs.body.data, channels: ['in_app'], timeZone: zone },
    });
    const date = at.startsWith('2026-03')
      ? '2026-03-09'
      : at.startsWith('2026-04')
        ? '2026-04-01'
        : '2026-10-31';
    const item = await buildItem(t, chef, {
      name: 'Yoghurt',
      quantity: '1',
      unit: 'pieces',
      expirationDate: at === '2026-11-01T03:30:00Z' ? '2026-10-31' : date,
    });
    expect(item.id).toBeGreaterThan(0);
    await pass(t, { now: () => new Date(at) });
    const [notice] = await noticesOf({ token: chef.token, id: chef.user.id });
    expect(notice!.items[0]!.detail).toBe(detail);
    const [stored] = rows(
      await t.db.execute(sql`select local_day::text as day from notices where id = ${notice!.id}`),
    );
    expect(stored!.day).toBe(localClock(zone, new Date(at)).date);
  });
});

describe('channels: quiet hours, exactly once, nothing lost', () => {
  const hhmm = (minutes: number) =>
    `${String(Math.floor((((minutes % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((minutes % 60) + 60) % 60).padStart(2, '0')}`;

  it('holds push back through quiet hours, then sends it once', async () => {
    const chef = await headChef(t, 'Quiet Family');
    const nowMinutes = localClock('UTC', new Date()).minutes;
    const prefs = await api.get(`/api/users/${chef.user.id}/notice-preferences`, { token: chef.token });
    await api.put(`/api/users/${chef.user.id}/notice-preferences`, {
      token: chef.token,
      body: {
        ...prefs.body.data,
        timeZone: 'UTC',
        quietStart: hhmm(nowMinutes - 60),
        quietEnd: hhmm(nowMinutes + 60),
      },
    });
    const { channel, sent } = recordingChannel('push');
    swapChannel(t.app, channel);
    try {
      await buildItem(t, chef, { name: 'Cheese', quantity: '1', unit: 'pieces', expirationDate: today() });
      await pass(t);
      const [notice] = await noticesOf({ token: chef.token, id: chef.user.id });
      expect(notice, 'in-app records at once').toBeDefined();
      expect(sent.filter((s) => s.userId === chef.user.id)).toEqual([]);
      const [held] = rows(
        await t.db.execute(
          sql`select status, extract(epoch from due_at - now()) as wait from notice_deliveries where notice_id = ${notice!.id}`,
        ),
      );
      expect(held!.status).toBe('pending');
      expect(Number(held!.wait)).toBeGreaterThan(50 * 60);
      // The quiet hours end.
      await t.db.execute(
        sql`update notice_deliveries set due_at = now() - interval '1 second' where notice_id = ${notice!.id}`,
      );
      await pass(t);
      await pass(t);
      expect(sent.filter((s) => s.userId === chef.user.id)).toEqual([
        { userId: chef.user.id, ids: [notice!.id] },
      ]);
    } finally {
      t.app.ctx.noticeChannels.splice(t.app.ctx.noticeChannels.indexOf(channel), 1);
    }
  });

  it('three servers on one database make and send each notice once; a server dying mid-send loses none', async () => {
    const database = await openTestDatabase();
    const servers = await Promise.all([0, 1, 2].map(() => createTestApp({ database })));
    try {
      const families = [];
      for (let i = 0; i < 6; i++) {
        const chef = await headChef(servers[0]!, `Cluster ${i}`);
        const prefs = await client(servers[0]!.app).get(`/api/users/${chef.user.id}/notice-preferences`, {
          token: chef.token,
        });
        await client(servers[0]!.app).put(`/api/users/${chef.user.id}/notice-preferences`, {
          token: chef.token,
          body: { ...prefs.body.data, quietStart: null, quietEnd: null },
        });
        await buildItem(servers[0]!, chef, {
          name: `Milk ${i}`,
          quantity: '1',
          unit: 'pieces',
          expirationDate: today(),
        });
        await buildItem(servers[0]!, chef, {
          name: `Eggs ${i}`,
          quantity: '1',
          unit: 'pieces',
          minStockLevel: '4',
        });
        families.push(chef);
      }
      // The first server's push service is down: it records, fails to send, and is gone.
      const dying = recordingChannel('push', 'hang');
      swapChannel(servers[0]!.app, dying.channel);
      const channels = [1, 2].map(() => recordingChannel('push', 'fail'));
      swapChannel(servers[1]!.app, channels[0]!.channel);
      swapChannel(servers[2]!.app, channels[1]!.channel);
      const results = await Promise.all([
        servers[0]!.app.ctx.notices.run({ minGapMs: 0, pageSize: 2, leaseMs: 300, timeoutMs: 100 }),
        ...[1, 2].map((i) => servers[i]!.app.ctx.notices.run({ minGapMs: 0, pageSize: 2, leaseMs: 300 })),
      ]);
      const made = results.reduce((n, r) => n + r.notices, 0);
      expect(made).toBe(12); // 6 families x (expiring + low stock)
      const [count] = rows(
        await database.db.execute(
          sql`select count(*)::int as n from notices n join users u on u.id = n.user_id where u.family_id = any(${`{${families.map((f) => f.family.id).join(',')}}`}::int[])`,
        ),
      );
      expect(count!.n).toBe(12);

      // The push service is back for the two living servers; their passes after the lease lapsed.
      const back = [recordingChannel('push'), recordingChannel('push')];
      swapChannel(servers[1]!.app, back[0]!.channel);
      swapChannel(servers[2]!.app, back[1]!.channel);
      await new Promise((r) => setTimeout(r, 400));
      await Promise.all(
        [1, 2].map((i) => servers[i]!.app.ctx.notices.run({ minGapMs: 0, pageSize: 2, leaseMs: 300 })),
      );
      await Promise.all(
        [1, 2].map((i) => servers[i]!.app.ctx.notices.run({ minGapMs: 0, pageSize: 2, leaseMs: 300 })),
      );
      const familyUsers = new Set(families.map((f) => f.user.id as number));
      expect(channels.flatMap((c) => c.sent)).toEqual([]);
      const sentIds = [...back[0]!.sent, ...back[1]!.sent]
        .filter((s) => familyUsers.has(s.userId))
        .flatMap((s) => s.ids);
      expect(sentIds.length).toBe(12);
      expect(new Set(sentIds).size).toBe(12);
      const [pending] = rows(
        await database.db.execute(
          sql`select count(*)::int as n from notice_deliveries d join users u on u.id = d.user_id where d.status = 'pending' and u.family_id = any(${`{${families.map((f) => f.family.id).join(',')}}`}::int[])`,
        ),
      );
      expect(pending!.n).toBe(0);
    } finally {
      for (const s of servers) await s.close();
      await database.close();
    }
  });
});
