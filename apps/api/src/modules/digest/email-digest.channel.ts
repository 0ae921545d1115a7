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
}

/** Rolls back a claimed day when the member's queue turned out empty (another server took it). */
class NothingToSend extends Error {}

/**
 * Issue 26: the daily email digest, as a notice channel. `deliver` only queues (the digest is daily);
 * `sendDueDigests(now)`, called by the notices scheduler's pass on every server, sends each member's
 * queue once their `digestHour` has come in their zone. Per member and local day one `digests_sent` row,
 * written in the transaction that takes the queue and sends: two servers meet on it and on the queue's
 * rows, and one sends. The mail goes out before that transaction commits, so a failed send leaves the
 * queue for the next pass. Without SMTP nothing is queued or sent (the in-app centre still has it all).
 */
export function emailDigestChannel({ mailer, appUrl, digest, run, onError }: EmailDigestDeps) {
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
        try {
          await run(async ({ repos }) => {
            const notices = await repos.digest.take(member.userId);
            if (!notices.length || !(await repos.digest.claim(member.userId, local.date))) {
              throw new NothingToSend();
            }
            await mailer.send(digestMail(member, notices, appUrl));
          });
          sent += 1;
        } catch (error) {
          // Sent today already: the queue waits for tomorrow's digest. Anything else: retried next pass.
          if (!(error instanceof NothingToSend)) onError?.(error, member.userId);
        }
      }
      await digest.forgetBefore(addDays(zonedParts(now, 'UTC').date, -2));
      return sent;
    },
  };
  return channel;
}
export type EmailDigestChannel = ReturnType<typeof emailDigestChannel>;
