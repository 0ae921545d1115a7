import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * API answers hold a family's data: without a Cache-Control, a shared cache (a proxy, a CDN) may keep
 * one and hand it to someone else. Every /api answer that does not say otherwise is `private, no-store`;
 * family lists say `private, no-cache` with their ETag (family-list.ts), and keep it.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
