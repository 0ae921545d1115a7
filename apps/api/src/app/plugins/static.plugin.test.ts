import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../lib/compression';
import { registerStatic, TEST_SW_BUILD_COOKIE } from './static.plugin';

// A built web app in miniature: index.html, a hashed script with its precompressed variants (as
// scripts/compress-assets.mjs writes them), a small file without variants, and the build's stamp.
let webDist: string;
const script = `export const greeting = ${JSON.stringify('hello kitchen '.repeat(300))};\n`;
const serviceWorker = `const VERSION = '0123abcd';\n${`const PRECACHE = ${JSON.stringify(['/index.html', '/assets/app-1a2b.js'])};\n`.repeat(20)}`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>${'<p>Kitching</p>'.repeat(50)}</body></html>`;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-static-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  const asset = path.join(webDist, 'assets/app-1a2b.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDist, '.build-stamp.json'), '{"version":1}');
  // The service worker (with its compressed variant) and the web app manifest.
  fs.writeFileSync(path.join(webDist, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(webDist, 'sw.js.br'), zlib.brotliCompressSync(serviceWorker));
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Kitching"}');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * Any compression of answers registered app-wide (the app's own, or @fastify/compress) works by this
 * contract: an answer that already carries a content-encoding is sent as it is. This stand-in gzips
 * every other body, streams included, so an encoding applied twice would show.
 */
function compressEverythingElse(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-encoding') || payload == null) return payload;
    reply.header('content-encoding', 'gzip').removeHeader('content-length');
    if (payload instanceof Readable) return payload.pipe(zlib.createGzip());
    return zlib.gzipSync(payload as Buffer | string);
  });
}

/** The static plugin alone, or behind app-wide compression as the real app registers it. */
async function staticApp({ withCompress = false, testBuilds = false } = {}) {
  const app = Fastify({ logger: false });
  apps.push(app);
  if (withCompress) compressEverythingElse(app);
  await registerStatic(app, webDist, { testBuilds });
  await app.ready();
  return app;
}

const decoded = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('static files', () => {
  it('sends the brotli file to a browser that accepts brotli, cached for good', async () => {
    const app = await staticApp();
    const res = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(webDist, 'assets/app-1a2b.js.br')).size);
    expect(decoded('br', res.rawPayload)).toBe(script);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const app = await staticApp();
    const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', res.rawPayload)).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const app = await staticApp();
    const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('sends a file without variants as it is', async () => {
    const app = await staticApp();
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('serves index.html for a client route, compressed when accepted and never cached stale', async () => {
    const app = await staticApp();
    const br = await app.inject({ url: '/inventory?tab=low', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded('br', br.rawPayload)).toBe(indexHtml);

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', gzip.rawPayload)).toBe(indexHtml);

    const plain = await app.inject({ url: '/recipes/12', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('compresses nothing twice when the app compresses its other answers too', async () => {
    const app = await staticApp({ withCompress: true });
    const asset = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decoded('br', asset.rawPayload)).toBe(script);
    const page = await app.inject({ url: '/family', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded('br', page.rawPayload)).toBe(indexHtml);
  });

  it("does not serve the build's hidden stamp file or leave /api/ paths to the app", async () => {
    const app = await staticApp();
    expect((await app.inject({ url: '/.build-stamp.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('the service worker and the manifest', () => {
  it.each([
    ['the service worker', '/sw.js', /javascript/, serviceWorker],
    ['the web app manifest', '/manifest.webmanifest', /manifest\+json/, '{"name":"Kitching"}'],
  ])('%s is always revalidated (a new build keeps the name)', async (_what, url, type, body) => {
    const app = await staticApp();
    for (const acceptEncoding of ['br, gzip', 'identity']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res.headers['content-encoding'] as string | undefined, res.rawPayload)).toBe(body);
    }
  });

  it('index.html asked for by name (the service worker caches it so) is revalidated too', async () => {
    const res = await (await staticApp()).inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(indexHtml);
  });

  it('a file that is not the worker, the manifest or a hashed asset gets no cache-control of its own', async () => {
    const res = await (await staticApp()).inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).not.toBe('no-cache');
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });
});

describe("the test servers' other build of the worker", () => {
  const cookie = `${TEST_SW_BUILD_COOKIE}=next`;

  it('answers /sw.js with the version suffixed when the cookie asks, on a test server', async () => {
    const res = await (await staticApp({ testBuilds: true })).inject({ url: '/sw.js', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      serviceWorker.replace("const VERSION = '0123abcd'", "const VERSION = '0123abcdnext'"),
    );
  });

  it('is never there otherwise: not on a production server, not without the cookie', async () => {
    const production = await (await staticApp()).inject({ url: '/sw.js', headers: { cookie } });
    expect(production.body).toBe(serviceWorker);
    const plain = await (await staticApp({ testBuilds: true })).inject({ url: '/sw.js' });
    expect(plain.body).toBe(serviceWorker);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
