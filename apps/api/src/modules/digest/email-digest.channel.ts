import type { ScopedRun } from '../../kernel/unit-of-work';
import type { Mailer } from '../../lib/mailer';
import { addDays, zonedParts } from '../../lib/zoned-time';
import type { NoticeChannel, NoticeRecipient } from '../notices/notice-channel';
import type { DigestRepository } from './digest.repository';
import { digestMail } from './digest-mail';

export interface EmailDigestDeps {
  mailer: Mailer;
  /** The app's address, for the links in the email. */
  appUrl: string;
  digest: DigestRepository;
  run: ScopedRun<{ digest: DigestRepository }>;
  /** A member's digest failed (the mailer has logged a send error already): it is retried next pass. */
  onError?: (error: unknown, userId: number) => void;
  /** The claim's lease (tests: short, to stand for a server killed while sending). */
  leaseMs?: number;
}

/**
 * How long a server's claim on a member's day holds: longer than nodemailer's longest wait on an SMTP
 * server (its socket timeout, 10 minutes), so a slow send is never taken over while it may still succeed.
 */
export const DIGEST_LEASE_MS = 20 * 60_000;

/** The same mail for the same member and day, whichever server sends it and however often. */
export function digestMessageId(appUrl: string, userId: number, localDay: string): string {
  let host = 'kitching.local';
  try {
    host = new URL(appUrl).hostname || host;
  } catch {
    // A bad PUBLIC_URL is the config's to report; the id only needs to be stable.
  }
  return `<digest-${userId}-${localDay}@${host}>`;
}

/**
 * Issue 26: the daily email digest, as a notice channel. `deliver` only queues (the digest is daily);
 * `sendDueDigests(now)`, run by housekeeping on every server, sends each member's queue once their
 * `digestHour` has come in their zone.
 *
 * Once a day, as nearly as SMTP allows. Exactly once is impossible: the SMTP server can take the mail and
 * the server die before it records so, and no record written before the send can tell "sent" from "about
 * to send". So: (1) the member's day is claimed in a row committed on its own (`digests_sent`, with a
 * lease): two servers meet on its key and one sends; (2) the mail goes out with a Message-ID of its own
 * per member and day; (3) then one transaction marks the day sent and takes what the mail carried off the
 * queue. A send that fails gives the claim back (retried next pass). A server killed between (2) and (3)
 * leaves the claim to lapse (DIGEST_LEASE_MS) and the queue in place: another server sends it again, the
 * same mail with the same Message-ID, which mail systems and clients recognise as one message. The one
 * window for a second mail is that crash; a lost digest has none. Without SMTP nothing is queued or sent
 * (the in-app centre still has it all).
 */
export function emailDigestChannel({
  mailer,
  appUrl,
  digest,
  run,
  onError,
  leaseMs = DIGEST_LEASE_MS,
}: EmailDigestDeps) {
  const channel: NoticeChannel & { sendDueDigests(now?: Date): Promise<number> } = {
    name: 'email',

    async deliver(recipient: NoticeRecipient, notices) {
      if (!mailer.configured || !recipient.email || !notices.length) return;
      const { userId, email, firstName, preferences } = recipient;
      await digest.queue(
        { userId, email, firstName, timeZone: preferences.timeZone, digestHour: preferences.digestHour },
        notices,
      );
    },

    /** Sends every digest now due; answers how many this call sent. */
    async sendDueDigests(now = new Date()) {
      if (!mailer.configured) return 0;
      let sent = 0;
      for (const member of await digest.waiting()) {
        const local = zonedParts(now, member.timeZone);
        if (local.hour < member.digestHour) continue;
        // Sent today already (the queue waits for tomorrow), or another server is sending it now.
        if (!(await digest.claim(member.userId, local.date, leaseMs))) continue;
        let mailed = false;
        try {
          const queued = await digest.queued(member.userId);
          if (!queued.length) {
            await digest.release(member.userId, local.date);
            continue;
          }
          await mailer.send({
            ...digestMail(
              member,
              queued.map((q) => q.notice),
              appUrl,
            ),
            messageId: digestMessageId(appUrl, member.userId, local.date),
          });
          mailed = true;
          await run(({ repos }) =>
            repos.digest.sent(
              member.userId,
              local.date,
              queued.map((q) => q.id),
            ),
          );
          sent += 1;
        } catch (error) {
          // Not sent: the claim goes back for the next pass. Sent but not recorded: the claim lapses and
          // the same mail (same Message-ID) goes again.
          if (!mailed) await digest.release(member.userId, local.date).catch(() => undefined);
          onError?.(error, member.userId);
        }
      }
      await digest.forgetBefore(addDays(zonedParts(now, 'UTC').date, -2));
      return sent;
    },
  };
  return channel;
}
export type EmailDigestChannel = ReturnType<typeof emailDigestChannel>;
