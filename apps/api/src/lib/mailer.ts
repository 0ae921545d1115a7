import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
        options.log.info({ to: mail.to, subject: mail.subject }, `email (SMTP_URL not set):\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    async send(mail) {
      try {
        await transport.sendMail({ from: options.from, ...mail });
      } catch (error) {
        options.log.error({ err: error, to: mail.to, subject: mail.subject }, 'sending an email failed');
        throw error;
      }
    },
  };
}
