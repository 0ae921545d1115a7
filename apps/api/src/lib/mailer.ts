import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A Message-ID of the caller's own ('<...@host>'): a mail sent again carries the same one. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly configured: boolean;
}

/** Email over SMTP_URL; without it, the mail (and its link) is written to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        // Warn, not info: the log is the only place this link reaches, at any LOG_LEVEL short of error.
        options.log.warn({ to: mail.to, subject: mail.subject }, `email (SMTP_URL not set):\n${mail.text}`);
      },
    };
  }
  const { smtpUrl } = options;
  // Loaded with the first email: a server that sends none does not hold nodemailer in memory.
  let transport: Promise<Transporter> | undefined;
  return {
    configured: true,
    async send(mail) {
      try {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...mail });
      } catch (error) {
        transport = undefined; // made anew for the next email
        options.log.error({ err: error, to: mail.to, subject: mail.subject }, 'sending an email failed');
        throw error;
      }
    },
  };
}
