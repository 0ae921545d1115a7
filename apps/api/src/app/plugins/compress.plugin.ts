import type { FastifyInstance } from 'fastify';
import {
  COMPRESS_FROM_BYTES,
  COMPRESSIBLE,
  compress,
  pickEncoding,
  varyOnEncoding,
} from '../../lib/compression';

/**
 * Every answer the client can take compressed is sent compressed (brotli first): JSON, HTML, text.
 * Bodies that arrive already encoded (precompressed files, cached lists) and streams pass untouched.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM_BYTES) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    varyOnEncoding(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const compressed = await compress(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
