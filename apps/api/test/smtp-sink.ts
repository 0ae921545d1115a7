import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** For SMTP_URL: plain SMTP on loopback, no STARTTLS (the sink offers none, nodemailer tries none). */
  url: string;
  messages: SinkMessage[];
  /** The oldest message to `to` not returned before (waits for it to arrive): each message is returned once. */
  waitFor(to: string, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const taken = new Set<SinkMessage>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in code from a Kitching email's /auth/callback?code= link. */
export function codeFromEmail(message: SinkMessage): string {
  const match = /\/auth\/callback\?code=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!match) throw new Error(`No /auth/callback?code= link in:\n${message.text}`);
  return decodeURIComponent(match[1]!);
}

// A small MIME reader: enough for nodemailer's single-part and multipart/alternative messages.
function parseMessage(raw: string): Pick<SinkMessage, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const result = { subject: headers.subject ?? '', text: '', html: '' };
  for (const part of parts(headers, body)) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decode(part.body, part.headers['content-transfer-encoding']);
    if (type.startsWith('text/plain') && !result.text) result.text = decoded;
    if (type.startsWith('text/html') && !result.html) result.html = decoded;
  }
  return result;
}

function splitHeaders(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function parts(
  headers: Record<string, string>,
  body: string,
): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      return parts(part.headers, part.body);
    });
}

function decode(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}
