// A real SMTP server on 127.0.0.1 that keeps every message it receives, plus a tiny HTTP endpoint the
// browser tests read them from (GET /messages?to=<address>). Plain JavaScript so scripts/e2e.mjs can
// start it without a TypeScript loader.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Decodes one MIME body by its Content-Transfer-Encoding. */
function decodeBody(body, encoding) {
  const kind = (encoding ?? '').trim().toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Splits a MIME entity into lower-cased headers (folded lines joined) and its body. */
function splitEntity(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Collects the text/plain and text/html parts of a (possibly multipart) message. */
function collectParts(raw, out) {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), out);
    }
    return out;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html ??= decoded;
  else if (/^text\/plain/i.test(type)) out.text ??= decoded;
  return out;
}

export function parseMessage(raw) {
  const { headers } = splitEntity(raw);
  const parts = collectParts(raw, {});
  return {
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    text: parts.text ?? '',
    html: parts.html,
  };
}

/** Listens on a free port; an SMTPServer keeps its net.Server in `.server`. */
function listen(server, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.server ?? server).address().port));
  });
}

/** Starts the sink; resolves to { smtpUrl, httpUrl, messages, close() }. */
export async function startSmtpSink({ host = '127.0.0.1' } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    // Without STARTTLS and AUTH the mailer talks plain SMTP to us, as to a local relay.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          id: messages.length + 1,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          receivedAt: new Date().toISOString(),
          ...parseMessage(raw),
        });
        callback(null, 'Stored');
      });
    },
  });
  const smtpPort = await listen(smtp, host);

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  const httpPort = await listen(web, host);

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.closeAllConnections?.();
          web.close(() => resolve());
        }),
      ]),
  };
}
