import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; every non-API path that is not a file gets index.html (client routing). */
export async function registerStatic(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run 'npm run build'`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const candidate = path.join(webDist, decodeURIComponent(request.url.split('?')[0]!));
    if (candidate.startsWith(webDist) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(path.relative(webDist, candidate));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
