import { type ChildProcess, spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultNoticePreferences } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../../test/provided-context';
import { testEnv } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';

/**
 * Issue 26: a server killed with SIGKILL in the middle of sending loses no notice and doubles none.
 * Real server processes (the sources through tsx) on one throwaway PostgreSQL database, and a stand-in
 * push service on loopback that answers slowly. Server A makes every family's notice and starts sending;
 * once the push service has answered KILL_AFTER messages it stops answering, A's lanes hang on their
 * requests, and when the database shows every answered message marked sent, A is killed. Servers B and C
 * then start (their passes every second) and finish. PostgreSQL only: the embedded database is one
 * process's own.
 */
const info = inject('kitchingDatabase');
const FAMILIES = 40;
const KILL_AFTER = 12;
const server = path.resolve(import.meta.dirname, '../../server.ts');

interface Receipt {
  userId: number;
  topic: string | undefined;
  answered: boolean;
}

/** The push service: each message recorded by the member its endpoint names; answered after 30 ms or held. */
function standInPushService() {
  const receipts: Receipt[] = [];
  const held: http.ServerResponse[] = [];
  let holding = false;
  let resumed = false;
  const service = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const receipt: Receipt = {
        userId: Number(req.url!.split('/').at(-1)),
        topic: req.headers.topic as string | undefined,
        answered: false,
      };
      receipts.push(receipt);
      if (holding || (!resumed && receipts.filter((r) => r.answered).length >= KILL_AFTER)) {
        holding = true;
        held.push(res);
        return;
      }
      setTimeout(() => {
        receipt.answered = true;
        res.writeHead(201).end();
      }, 30);
    });
  });
  return {
    service,
    receipts,
    held,
    get holding() {
      return holding;
    },
    resume() {
      holding = false;
      resumed = true;
      for (const res of held.splice(0)) res.destroy();
    },
  };
}

const children: ChildProcess[] = [];
async function startServer(databaseUrl: string, noticeEvery: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: {
      ...process.env,
      ...testEnv,
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NOTICE_EVERY: String(noticeEvery),
      ALLOW_PRIVATE_FETCH: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (/ready on http/.test(output)) resolve();
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return child;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const rows = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

describe.skipIf(info.kind !== 'postgres')('kill -9 in the middle of a run', { timeout: 120_000 }, () => {
  let database: Database;
  let push: ReturnType<typeof standInPushService>;
  let pushUrl: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    push = standInPushService();
    await new Promise<void>((resolve) => push.service.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(push.service.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    push?.resume();
    push?.service.close();
    await database?.close();
  });

  it('loses no notice and sends none twice that the push service took; only what was in flight goes again', async () => {
    // A browser's keys (one pair for all: the messages are encrypted for it, the stand-in only counts).
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const p256dh = browser.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    const settings = JSON.stringify({ ...defaultNoticePreferences(1), quietStart: null, quietEnd: null });
    await database.db.execute(
      sql.raw(`
      insert into families (name, family_size) select 'Killed ' || f, '2' from generate_series(1, ${FAMILIES}) f;
      insert into users (email, username, first_name, role, family_id)
        select 'kill' || id || '@example.com', 'kill_' || id, 'Kill', 1, id from families where name like 'Killed %';
      insert into inventory_items (family_id, name, quantity, unit, category, expiration_date)
        select family_id, 'Milk', 1, 'pieces', 'Dairy', current_date from users where username like 'kill_%';
      insert into notice_preferences (user_id, settings)
        select id, '${settings}'::jsonb from users where username like 'kill_%';
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        select id, '${pushUrl}/push/' || id, '${p256dh}', '${auth}' from users where username like 'kill_%';
    `),
    );
    const members = rows(
      await database.db.execute(sql`select id from users where username like 'kill_%' order by id`),
    ).map((r) => Number(r.id));
    expect(members).toHaveLength(FAMILIES);
    const sentCount = async () =>
      Number(
        rows(
          await database.db.execute(
            sql`select count(*)::int as n from notice_deliveries where channel = 'push' and status = 'sent'`,
          ),
        )[0]!.n,
      );

    // Server A: one pass at start, which records every notice and then sends until the service holds.
    const a = await startServer(database.url!, 3600);
    await until('the push service to hold A mid-send', () => push.holding && push.held.length > 0);
    const answered = () => push.receipts.filter((r) => r.answered).length;
    await until('every answered message marked sent', async () => (await sentCount()) === answered());
    // The messages answered as the service began holding, and A's other lanes reaching it (at most four
    // in flight): settled, and everything answered marked sent; then the kill.
    await sleep(300);
    await until('every answered message marked sent', async () => (await sentCount()) === answered());
    a.kill('SIGKILL');
    await new Promise((resolve) => a.once('exit', resolve));
    const inFlight = new Set(push.receipts.filter((r) => !r.answered).map((r) => r.userId));
    const took = new Set(push.receipts.filter((r) => r.answered).map((r) => r.userId));
    expect(took.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(took.size + inFlight.size).toBeLessThan(FAMILIES);
    expect(inFlight.size).toBeGreaterThan(0);
    expect(inFlight.size).toBeLessThanOrEqual(4);
    expect(await sentCount()).toBe(took.size);

    // Time passes: A's lease on the deliveries it held lapses (the pass's lease is two minutes).
    await database.db.execute(
      sql`update notice_deliveries set claimed_until = now() - interval '1 second' where claimed_until is not null`,
    );
    push.resume();
    await Promise.all([startServer(database.url!, 1), startServer(database.url!, 1)]);
    await until('every push delivery sent', async () => (await sentCount()) === FAMILIES);
    await sleep(1500); // one more pass each: nothing more may go out

    const notices = rows(
      await database.db.execute(
        sql`select n.id, n.user_id as "userId", n.kind, count(d.id)::int as deliveries,
                   count(d.id) filter (where d.status = 'sent')::int as sent
              from notices n join notice_deliveries d on d.notice_id = n.id
             where n.user_id = any(${`{${members.join(',')}}`}::int[])
             group by n.id order by n.user_id`,
      ),
    );
    // Every due notice exists once (one member each, one expiring item), with one push delivery, sent.
    expect(notices.map((n) => Number(n.userId))).toEqual(members);
    expect(notices.every((n) => n.kind === 'expiring' && n.deliveries === 1 && n.sent === 1)).toBe(true);

    const times = new Map<number, Receipt[]>();
    for (const r of push.receipts) times.set(r.userId, [...(times.get(r.userId) ?? []), r]);
    for (const userId of members) {
      const got = times.get(userId) ?? [];
      const answeredCopies = got.filter((r) => r.answered).length;
      // Nothing lost: the push service took each member's notice once, and only once.
      expect(answeredCopies, `member ${userId}`).toBe(1);
      // Only a message A never heard back about goes again, as the same notice (its Topic).
      expect(got.length, `member ${userId}`).toBe(inFlight.has(userId) ? 2 : 1);
      const notice = notices.find((n) => Number(n.userId) === userId)!;
      expect(new Set(got.map((r) => r.topic))).toEqual(new Set([`notice-${notice.id}`]));
    }
  });
});
