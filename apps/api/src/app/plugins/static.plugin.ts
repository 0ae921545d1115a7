import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from '../../lib/compression';

/**
 * Serves the built web app; every non-API path that is not a file gets index.html (client routing).
 * The build writes .br and .gz beside each compressible file (scripts/compress-assets.mjs), sent as
 * they are to a client that accepts them; index.html is small and is compressed here, once.
 * Replies that carry a content-encoding are left alone by the compression hook (compress.plugin.ts).
 * The service worker (sw.js), the manifest and index.html are sent with `cache-control: no-cache`.
 */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/**
 * Test servers only (NODE_ENV=test, as scripts/e2e.mjs starts them): a request for /sw.js carrying the
 * cookie `kitching-sw-build=<letters>` gets the built worker with `<letters>` added to its VERSION,
 * that is another build's worker with another precache, so a browser test can watch an update arrive
 * without building twice (apps/web/e2e/pwa.spec.ts). Never active in production.
 */
export const TEST_SW_BUILD_COOKIE = 'kitching-sw-build';
const TEST_SW_BUILD = new RegExp(`(?:^|;\\s*)${TEST_SW_BUILD_COOKIE}=([a-z0-9]{1,32})(?:;|$)`, 'i');

export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  { testBuilds = process.env.NODE_ENV === 'test' } = {},
) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run 'npm run build'`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed variants are reached through their originals, and hidden files (the build's
    // stamp) are not the app's.
    globIgnore: ['**/*.br', '**/*.gz'],
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      // Hashed file names: a changed file is a new name, so a browser may keep these for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      // Same name, new content with each build: the service worker (its update check), the manifest,
      // and index.html are always revalidated.
      else if (REVALIDATED.has(path.relative(webDist, filePath).replace(/\.(br|gz)$/, '')))
        res.header('cache-control', 'no-cache');
    },
  });
  if (testBuilds) {
    app.addHook('onRequest', (request, reply, done) => {
      const suffix =
        request.url.split('?')[0] === '/sw.js' && request.headers.cookie?.match(TEST_SW_BUILD)?.[1];
      if (!suffix) return done();
      const worker = fs.readFileSync(path.join(webDist, 'sw.js'), 'utf8');
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          worker.replace(
            /const VERSION = '([^']*)'/,
            (_all, version) => `const VERSION = '${version}${suffix}'`,
          ),
        );
    });
  }
  const html = fs.readFileSync(index);
  const compressed: Record<'br' | 'gzip', Buffer> = {
    br: zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    // A file added after start (a rebuild while running) is not among the routes registered above.
    let candidate: string;
    try {
      candidate = path.join(webDist, decodeURIComponent(request.url.split('?')[0]!));
    } catch {
      return reply.callNotFound();
    }
    if (candidate.startsWith(webDist) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(path.relative(webDist, candidate));
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding === 'identity') return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressed[encoding]);
  });
}
