import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller answers are not worth compressing: a packet either way. */
export const COMPRESS_FROM_BYTES = 1024;
// Up to here compressing on the event loop takes well under a millisecond; larger bodies go to the pool.
const SYNC_UP_TO_BYTES = 64 * 1024;
export const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg)/;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

// Quality 4 is close to gzip -9 in size at a fraction of its time; the size hint keeps brotli from
// allocating its largest window for a small body.
const brotliOptions = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP_OPTIONS = { level: 6 };

/**
 * The encoding to answer in, from an Accept-Encoding header: the accepted one with the highest weight,
 * brotli on a tie (it is the smaller); 'identity' when neither is accepted. The one negotiation for
 * API answers, cached lists and static files.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: 'br' | 'gzip') => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((e) => weightOf(e) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? 'identity';
}

/** Compresses a body, on the event loop when small, else on libuv's pool. */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer | Promise<Buffer> {
  if (body.length <= SYNC_UP_TO_BYTES)
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions(body.length))
      : zlib.gzipSync(body, GZIP_OPTIONS);
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, GZIP_OPTIONS);
}

export function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
