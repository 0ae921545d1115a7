import { defaultNoticePreferences, type Notice } from '@kitching/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NoticeRecipient } from '../notices/notice-channel';
import { digestQueue, digestsSent } from './digest.table';

const notice = (id: number, title: string, items: Notice['items'], href: string): Notice => ({
  id,
  kind: 'expiring',
  title,
  items,
  href,
  createdAt: '2026-06-10T05:00:00.000Z',
  readAt: null,
});
const expiring = notice(
  1,
  'Expiring soon',
  [
    { name: 'Greek Yoghurt', detail: 'expires tomorrow', href: '/inventory?item=7' },
    { name: 'Spinach', detail: 'expires in 2 days' },
  ],
  '/inventory?filter=expiring',
);
const lowStock = notice(2, 'Running low', [{ name: 'Eggs', detail: '2 left (min 6)' }], '/grocery-lists');

describe('the daily email digest (issue 26)', () => {
  let sink: SmtpSink;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    one = await createTestApp({ env: { SMTP_URL: sink.url } });
    // A second server on the same database, as behind a load balancer.
    two = await createTestApp({ env: { SMTP_URL: sink.url }, database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await sink?.close();
  });

  async function recipient(timeZone: string): Promise<NoticeRecipient> {
    const { user, email } = await createUser(one.db);
    return {
      userId: user.id,
      familyId: 0,
      email,
      firstName: 'Robin',
      preferences: { ...defaultNoticePreferences(1, timeZone), channels: ['in_app', 'email'], digestHour: 7 },
    };
  }

  it("goes out once at the member's digest hour in their zone, on two servers, with the items and links", async () => {
    const robin = await recipient('America/New_York');
    await one.app.ctx.emailDigest.deliver(robin, [expiring]);
    await two.app.ctx.emailDigest.deliver(robin, [lowStock]);

    // 06:00 in New York (EDT): not yet.
    const early = new Date('2026-06-10T10:00:00Z');
    expect(await one.app.ctx.emailDigest.sendDueDigests(early)).toBe(0);

    // 07:30 there: both servers' passes at once, then each again.
    const due = new Date('2026-06-10T11:30:00Z');
    const counts = await Promise.all([
      one.app.ctx.emailDigest.sendDueDigests(due),
      two.app.ctx.emailDigest.sendDueDigests(due),
    ]);
    counts.push(await one.app.ctx.emailDigest.sendDueDigests(due));
    counts.push(await two.app.ctx.emailDigest.sendDueDigests(due));
    expect(counts.reduce((x, y) => x + y)).toBe(1);

    const mail = await sink.waitFor(robin.email!);
    expect(mail.subject).toBe('Kitching: 2 things in your kitchen today');
    expect(mail.text).toContain('Hi Robin,');
    expect(mail.text).toContain('Expiring soon: http://kitching.test/inventory?filter=expiring');
    expect(mail.text).toContain('- Greek Yoghurt (expires tomorrow): http://kitching.test/inventory?item=7');
    expect(mail.text).toContain('- Spinach (expires in 2 days)');
    expect(mail.text).toContain('Running low: http://kitching.test/grocery-lists');
    expect(mail.text).toContain('- Eggs (2 left (min 6))');
    expect(mail.html).toContain(
      '<a href="http://kitching.test/inventory?item=7">Greek Yoghurt (expires tomorrow)</a>',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.filter((m) => m.to.includes(robin.email!))).toHaveLength(1);
    const days = await one.db.select().from(digestsSent).where(eq(digestsSent.userId, robin.userId));
    expect(days.map((d) => d.localDay)).toEqual(['2026-06-10']);
  });

  it("keeps what comes after the day's digest for the next day", async () => {
    const sam = await recipient('Asia/Tokyo');
    await one.app.ctx.emailDigest.deliver(sam, [expiring]);
    // 07:10 in Tokyo on 2026-06-11.
    expect(await one.app.ctx.emailDigest.sendDueDigests(new Date('2026-06-10T22:10:00Z'))).toBe(1);
    await sink.waitFor(sam.email!);
    await one.app.ctx.emailDigest.deliver(sam, [lowStock]);
    expect(await two.app.ctx.emailDigest.sendDueDigests(new Date('2026-06-11T05:00:00Z'))).toBe(0);
    // The next morning there.
    expect(await two.app.ctx.emailDigest.sendDueDigests(new Date('2026-06-11T22:05:00Z'))).toBe(1);
    const next = await sink.waitFor(sam.email!);
    expect(next.subject).toBe('Kitching: Running low');
    expect(next.text).not.toContain('Greek Yoghurt');
  });

  it('queues and sends nothing without SMTP', async () => {
    const plain = await createTestApp({ database: one.database });
    try {
      const kim = await recipient('UTC');
      await plain.app.ctx.emailDigest.deliver(kim, [expiring]);
      expect(await plain.db.select().from(digestQueue).where(eq(digestQueue.userId, kim.userId))).toEqual([]);
      expect(await plain.app.ctx.emailDigest.sendDueDigests(new Date('2026-06-10T12:00:00Z'))).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
