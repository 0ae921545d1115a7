import { defaultNoticePreferences, type Notice } from '@kitching/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { scopedRun } from '../../kernel/unit-of-work';
import { createMailer } from '../../lib/mailer';
import type { NoticeRecipient } from '../notices/notice-channel';
import { digestRepository } from './digest.repository';
import { digestQueue, digestsSent } from './digest.table';
import { emailDigestChannel } from './email-digest.channel';

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

  it('claims the day before sending: a server killed after the SMTP server took the mail leaves it to another, as the same message', async () => {
    const pat = await recipient('UTC');
    await one.app.ctx.emailDigest.deliver(pat, [expiring]);
    const due = new Date('2026-06-10T08:00:00Z');
    const quiet = { error() {}, warn() {} } as unknown as FastifyBaseLogger;
    // A server whose mail goes out and which dies before recording it (its transaction never commits).
    const dying = emailDigestChannel({
      mailer: createMailer({ smtpUrl: sink.url, from: 'kitching@kitching.test', log: quiet }),
      appUrl: 'http://kitching.test',
      digest: digestRepository({ db: one.db }),
      run: Object.assign(
        async () => {
          throw new Error('killed before the commit');
        },
        { join: () => ({}) },
      ) as never,
      leaseMs: 400,
    });
    expect(await dying.sendDueDigests(due)).toBe(0);
    const first = await sink.waitFor(pat.email!);
    // While its claim holds, the other servers send nothing.
    expect(await two.app.ctx.emailDigest.sendDueDigests(due)).toBe(0);
    expect(await one.app.ctx.emailDigest.sendDueDigests(due)).toBe(0);
    // The claim lapses: one server sends it again, the same mail, once.
    await new Promise((r) => setTimeout(r, 500));
    const counts = await Promise.all([
      one.app.ctx.emailDigest.sendDueDigests(due),
      two.app.ctx.emailDigest.sendDueDigests(due),
    ]);
    expect(counts.reduce((x, y) => x + y)).toBe(1);
    const again = await sink.waitFor(pat.email!);
    const messageId = (m: { raw: string }) => /^Message-ID:\s*(.+)$/im.exec(m.raw)?.[1]?.trim();
    expect(messageId(first)).toBe(`<digest-${pat.userId}-2026-06-10@kitching.test>`);
    expect(messageId(again)).toBe(messageId(first));
    expect(again.subject).toBe(first.subject);
    expect(await two.app.ctx.emailDigest.sendDueDigests(due)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.filter((m) => m.to.includes(pat.email!))).toHaveLength(2);
    const [day] = await one.db.select().from(digestsSent).where(eq(digestsSent.userId, pat.userId));
    expect(day?.sentAt).toBeInstanceOf(Date);
    expect(await one.db.select().from(digestQueue).where(eq(digestQueue.userId, pat.userId))).toEqual([]);
  });

  it('gives the day back when the SMTP server refuses, and sends it on the next pass', async () => {
    const lee = await recipient('UTC');
    await one.app.ctx.emailDigest.deliver(lee, [lowStock]);
    const due = new Date('2026-06-10T09:00:00Z');
    const quiet = { error() {}, warn() {} } as unknown as FastifyBaseLogger;
    const failing = emailDigestChannel({
      mailer: createMailer({
        smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
        from: 'k@kitching.test',
        log: quiet,
      }),
      appUrl: 'http://kitching.test',
      digest: digestRepository({ db: one.db }),
      run: scopedRun(one.app.ctx.run, (db) => ({ digest: digestRepository({ db }) })),
    });
    expect(await failing.sendDueDigests(due)).toBe(0);
    expect(await one.db.select().from(digestsSent).where(eq(digestsSent.userId, lee.userId))).toEqual([]);
    expect(await two.app.ctx.emailDigest.sendDueDigests(due)).toBe(1);
    expect((await sink.waitFor(lee.email!)).subject).toBe('Kitching: Running low');
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
