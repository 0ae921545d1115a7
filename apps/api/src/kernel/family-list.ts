import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Actor } from '@kitching/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  COMPRESS_FROM_BYTES,
  compress,
  type Encoding,
  pickEncoding,
  varyOnEncoding,
} from '../lib/compression';
import { authorize } from './authorize';

/** The kinds of a family's data that carry a version (bumped by triggers, see versions.table.ts). */
export type VersionScope =
  | 'inventory'
  | 'recipes'
  | 'members'
  | 'family'
  | 'grocery'
  | 'shop'
  | 'links'
  | 'meals';

/** The family's data versions (modules/versions): one number per scope asked, in that order. */
export interface VersionReader {
  read(familyId: number, scopes: readonly VersionScope[]): Promise<number[]>;
}

interface Entry {
  etag: string;
  /**
   * The answer in each form made so far. The JSON itself is let go once a compressed form is known
   * (unless too small to compress): it is 5 to 10 times the size, and the budget then holds that many
   * more families' answers. A client that takes neither gets it decompressed, a rare case.
   */
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** What an entry costs besides its bodies (its key, ETag, promises): counted so empty answers are too. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface FamilyListRequest<T> {
  actor: Actor;
  familyId: number;
  /** Names the answer among the family's lists, with its variant: 'inventory', 'recipes:archived'. */
  key: string;
  /** The data the answer is made of: its ETag changes when any of them changes. */
  scopes: readonly VersionScope[];
  /** Reads the list (only when the family's data changed since the cached answer). */
  load: () => Promise<T>;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * The one way a family's list is answered (docs/architecture.md, "Lists"). The answer carries an ETag
 * made of the family's data versions; a request with that ETag in If-None-Match gets 304 without the
 * rows being read. Otherwise the serialized body is kept, per family and list, in the compressed forms
 * asked for (brotli, gzip; the JSON itself only when too small to compress), until the versions change: a list is read and serialized once per change, not once per
 * request. Every family member may see every list (shared/PERMISSIONS.md): another family's answers 404.
 */
export function familyLists({
  versions,
  maxBytes = 32 * 1024 * 1024,
}: {
  versions: VersionReader;
  /** The bodies' budget in bytes (CACHE_MAX_MB): least recently used answers go first. */
  maxBytes?: number;
}) {
  // A restart (perhaps with a new release and new fields) must not answer 304 to what an old one sent.
  const boot = randomBytes(4).toString('hex');
  // One LRU for every family and list, sized by bytes: the cost of a request does not depend on how
  // many families the process serves, and the memory it holds is the budget, whatever their number.
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes + ENTRY_OVERHEAD_BYTES,
  });

  /** An entry's size changed (a body became known): counted again, if it is still the one cached. */
  function grew(key: string, entry: Entry, by: number) {
    entry.bytes += by;
    if (cache.peek(key) !== entry) return;
    // lru-cache sizes a value when it is set as a new value only: out, then in again at its new size.
    cache.delete(key);
    cache.set(key, entry);
  }

  /** The JSON: kept, or decompressed from a compressed form (not kept). */
  function plain(entry: Entry): Promise<Buffer> {
    const { identity, br, gzip } = entry.bodies;
    if (identity) return identity;
    if (br) return br.then((b) => brotliDecompress(b));
    return gzip!.then((b) => gunzip(b));
  }

  function encoded(key: string, entry: Entry, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const existing = entry.bodies[encoding];
    if (existing) return existing;
    const json = plain(entry);
    const body = json.then((b) => compress(b, encoding));
    entry.bodies[encoding] = body;
    // Counted once known, and the JSON let go; a failed compression is forgotten so the next request
    // tries again (the JSON, or the other compressed form, is still there).
    body.then(
      async (b) => {
        const identity = entry.bodies.identity;
        if (identity && entry.bodies[encoding] === body) {
          delete entry.bodies.identity;
          grew(key, entry, b.length - (await identity).length);
        } else grew(key, entry, b.length);
      },
      () => delete entry.bodies[encoding],
    );
    return body;
  }

  return {
    /** What the bodies hold now, in bytes (the benchmark reports it). */
    get bytes() {
      return cache.calculatedSize;
    },

    async reply<T>(request: FastifyRequest, reply: FastifyReply, list: FamilyListRequest<T>) {
      authorize(list.actor, 'family.view', list.familyId);
      const cacheKey = `${list.familyId}:${list.key}`;
      const numbers = await versions.read(list.familyId, list.scopes);
      const etag = `W/"${list.key}.${list.familyId}.${numbers.join('.')}.${boot}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      varyOnEncoding(reply);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

      let entry = cache.get(cacheKey); // most recently used now
      if (entry?.etag !== etag) {
        const json = list.load().then((data) => Buffer.from(reply.serialize({ data }) as string));
        entry = { etag, bodies: { identity: json }, bytes: 0 };
        cache.set(cacheKey, entry);
        const made = entry;
        json.then(
          (b) => grew(cacheKey, made, b.length),
          () => cache.peek(cacheKey) === made && cache.delete(cacheKey),
        );
      }
      // Only an answer too small to compress keeps its JSON beside nothing else.
      const small = entry.bodies.identity && (await entry.bodies.identity).length < COMPRESS_FROM_BYTES;
      const encoding = small ? 'identity' : pickEncoding(request.headers['accept-encoding']);
      const body = encoding === 'identity' ? await plain(entry) : await encoded(cacheKey, entry, encoding);
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
export type FamilyLists = ReturnType<typeof familyLists>;
