import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const VERSION = /^(?:W\/)?"?(\d{1,9})"?$/;

/**
 * The version a PATCH was made against (`If-Match: 3`, or quoted like an ETag: `"3"`); undefined
 * without the header or with `*` (any version). Anything else is refused rather than ignored: a client
 * that meant to guard its change must not have it applied blindly. See db/versioned.ts.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = header.trim();
  if (text === '*') return undefined;
  const version = VERSION.exec(text)?.[1];
  if (version === undefined)
    throw badRequest('request.if_match', 'If-Match must be the version number the change was made to.');
  return Number(version);
}
