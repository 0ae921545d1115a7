import net from 'node:net';
import { RECIPE_IMPORT_MAX_HTML_BYTES, recipeImportErrors, recipeImportMessages } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ANALYZE_HTML = '/api/smart-add/analyze-html';
const MB = 1024 * 1024;
const tooLarge = { code: recipeImportErrors.tooLarge, message: recipeImportMessages.tooLarge.message };
const page = (bytes: number) => `<html><body><p>${'a'.repeat(bytes)}</p></body></html>`;

interface RawAnswer {
  head: string;
  body: string;
  /** How the connection ended: 'end' (closed cleanly) or the socket's error code. */
  ended: string;
  /** Bytes of the request the client managed to send. */
  sent: number;
}

/**
 * The request as a browser sends it, over a real socket: all of the body, then the answer read. A
 * server that closes with the upload unread resets the connection (the browser's network error).
 */
function postRaw(port: number, token: string, body: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const payload = Buffer.from(body);
    const chunks: Buffer[] = [];
    let sent = 0;
    let settled = false;
    const finish = (ended: string) => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, split), body: text.slice(split + 4), ended, sent });
      socket.destroy();
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    socket.on('connect', async () => {
      socket.write(
        `POST ${ANALYZE_HTML} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: keep-alive\r\n\r\n`,
      );
      for (let at = 0; at < payload.length && !settled; at += 64 * 1024) {
        const part = payload.subarray(at, at + 64 * 1024);
        if (!socket.write(part)) await new Promise((r) => socket.once('drain', r));
        sent += part.length;
      }
      // Keep-alive: the server keeps the connection; a complete answer is enough.
      setTimeout(() => finish('end'), 2_000);
    });
  });
}

describe('a pasted page over the size limit', { timeout: 60_000 }, () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await headChef(t, 'The Big Pages')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('is answered 413 with the page-size message once the page is over 5 MB, inside the body limit too', async () => {
    const res = await client(t.app).post(ANALYZE_HTML, {
      token,
      body: { html: page(RECIPE_IMPORT_MAX_HTML_BYTES + 10) },
    });
    expect(res.status, res.text).toBe(413);
    expect(res.body.error).toEqual(tooLarge);
    // Characters are not bytes: 5 MB of two-byte letters is over 5 MB.
    const wide = await client(t.app).post(ANALYZE_HTML, {
      token,
      body: { html: page(RECIPE_IMPORT_MAX_HTML_BYTES / 2 + 10).replaceAll('a', 'é') },
    });
    expect(wide.status, wide.text).toBe(413);
  });

  it.each([
    ['7 MB (over the route body limit)', 7 * MB],
    ['20 MB', 20 * MB],
  ])(
    '%s over a real connection: the whole upload is read, then 413 and a clean close',
    async (_label, size) => {
      const body = JSON.stringify({ html: page(size) });
      const answer = await postRaw(port, token, body);
      expect(answer.ended, 'the connection was not reset').toBe('end');
      expect(answer.sent).toBe(Buffer.byteLength(body));
      expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answer.body)).toEqual({ error: tooLarge });
    },
  );

  it('the same through fetch, as the web app sends it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${ANALYZE_HTML}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ html: page(8 * MB) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: tooLarge });
    // The app is still there for the next request.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
