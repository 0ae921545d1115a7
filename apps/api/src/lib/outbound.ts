import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { recipeImportErrors, recipeImportMessages } from '@kitching/contracts';
import { AppError } from '../kernel/errors';
import { isPrivateAddress } from './private-address';

export { isPrivateAddress } from './private-address';

/**
 * The one outbound HTTP client (recipe pages, Open Food Facts, the optional AI service): a timeout,
 * a size cap, and a guard that refuses private, loopback and link-local addresses at connect time
 * (so a DNS name cannot smuggle one in), also after each redirect.
 */
export interface OutboundOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string | Buffer;
  /** Tests only (ALLOW_PRIVATE_FETCH): lets the client reach loopback and private addresses. */
  allowPrivate?: boolean;
  /**
   * Tests only: replaces the private-address rule, so that one loopback stand-in can play a public
   * site while every other private address stays refused (e.g. after a redirect).
   */
  isBlockedAddress?: (address: string) => boolean;
  /**
   * Tests only: the name resolver (dns.lookup's shape), so a test can play a server without a
   * network (EAI_AGAIN, ENOTFOUND for every name) without touching the real DNS.
   */
  lookup?: LookupLike;
  /**
   * A name that always exists, looked up when the site's own name is not found: if it is not found
   * either, the server has no internet (outbound.offline), else the address is wrong
   * (outbound.host_not_found). Default 'example.com'.
   */
  probeHost?: string;
}
export type LookupLike = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;
export interface OutboundResponse {
  status: number;
  url: string;
  contentType: string;
  body: Buffer;
  /** The body decoded with the charset the response declares (UTF-8 when it declares none). */
  text(): string;
}

export const outboundErrors = {
  invalidUrl: () =>
    new AppError(400, 'outbound.invalid_url', 'Please enter a valid URL starting with http or https'),
  blocked: () =>
    new AppError(400, 'outbound.blocked', 'This address points to a private network and cannot be fetched.'),
  timeout: () => new AppError(504, 'outbound.timeout', 'The site took too long to answer. Please try again.'),
  tooLarge: () => new AppError(413, 'outbound.too_large', 'The page is too large to read.'),
  unreachable: () =>
    new AppError(502, 'outbound.unreachable', 'Could not reach the site. Check the address and try again.'),
  /** The name does not exist (a typo, usually): the address is the problem, not the site. */
  hostNotFound: () =>
    new AppError(
      422,
      'outbound.host_not_found',
      'We could not find that site. Check the address and try again.',
    ),
  /**
   * The server itself has no way out (no route, no network, or not one name resolves): the site is
   * not the problem, and pasting the page's HTML still works.
   */
  offline: () => new AppError(503, recipeImportErrors.offline, recipeImportMessages.offline.message),
  tooManyRedirects: () => new AppError(502, 'outbound.redirects', 'The site redirected too many times.'),
  badRedirect: () =>
    new AppError(502, 'outbound.bad_redirect', 'The site redirected to an address that cannot be fetched.'),
};

type Options = Required<Pick<OutboundOptions, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>> & OutboundOptions;

const blockedBy = (opts: Options) => (address: string) =>
  !opts.allowPrivate && (opts.isBlockedAddress ?? isPrivateAddress)(address);

const systemLookup: LookupLike = (hostname, options, callback) =>
  dns.lookup(hostname, options, (err, addresses) => callback(err, addresses ?? []));

function guardedLookup(isBlocked: (address: string) => boolean, resolve: LookupLike): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...(options as dns.LookupOptions), all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      // Every address the name has must be allowed: the connection may try any of them.
      if (!list.length || list.some((a) => isBlocked(a.address))) {
        return callback(Object.assign(new Error('blocked'), { code: 'EBLOCKED' }), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function parseUrl(raw: string, onBad: () => AppError): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw onBad();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw onBad();
  return url;
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The response body as sent, decompressed if the site compressed it (gzip, deflate, br). */
function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

function once(url: URL, opts: Options, deadline: number): Promise<Hop> {
  const isBlocked = blockedBy(opts);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && isBlocked(host)) return Promise.reject(outboundErrors.blocked());
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const fail = (error: AppError) => {
      settle(() => reject(error));
      req.destroy();
    };
    const lib = url.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const req = lib.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: {
          'user-agent': 'Kitching/0.2 (self-hosted family kitchen app)',
          'accept-encoding': 'gzip, deflate, br',
          ...(opts.body ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
          ...opts.headers,
        },
        lookup: guardedLookup(isBlocked, opts.lookup ?? systemLookup),
        timeout: remaining,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // A redirect's own body is never needed: follow it without reading the page it sends.
        if (status >= 300 && status < 400 && res.headers.location) {
          settle(() => resolve({ status, headers: res.headers, body: Buffer.alloc(0) }));
          res.resume();
          req.destroy();
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes && !res.headers['content-encoding'])
          return fail(outboundErrors.tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        let raw = 0;
        res.on('data', (chunk: Buffer) => {
          raw += chunk.length;
          if (raw > opts.maxBytes) fail(outboundErrors.tooLarge());
        });
        const body = decoded(res);
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // The cap counts what we keep, so a small compressed bomb cannot grow past it.
          if (size > opts.maxBytes) fail(outboundErrors.tooLarge());
          else chunks.push(chunk);
        });
        body.on('end', () =>
          settle(() => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) })),
        );
        body.on('error', () => fail(outboundErrors.unreachable()));
        res.on('error', () => fail(outboundErrors.unreachable()));
        // A connection cut before the end of the body is a failure, not a short page.
        res.on('close', () => {
          if (!res.complete) fail(outboundErrors.unreachable());
        });
      },
    );
    const timer = setTimeout(() => fail(outboundErrors.timeout()), remaining);
    req.on('timeout', () => fail(outboundErrors.timeout()));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EBLOCKED') return fail(outboundErrors.blocked());
      if (OFFLINE_CODES.has(err.code ?? '')) return fail(outboundErrors.offline());
      if (err.code !== 'ENOTFOUND') return fail(outboundErrors.unreachable());
      // No such name, or no DNS at all? A name that always exists tells them apart.
      void canResolve(opts).then((online) =>
        fail(online ? outboundErrors.hostNotFound() : outboundErrors.offline()),
      );
    });
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/**
 * Errors that mean the server has no way out, whatever the address: no network or no route
 * (ENETUNREACH, ENETDOWN, EHOSTUNREACH), or a resolver that cannot answer at all (EAI_AGAIN:
 * temporary failure in name resolution, which is what a server without network gets).
 */
const OFFLINE_CODES = new Set(['EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH', 'EAI_FAIL']);

/** True when the probe name resolves: the server can reach a DNS server that knows the internet. */
function canResolve(opts: Options): Promise<boolean> {
  const resolve = opts.lookup ?? systemLookup;
  return new Promise((done) => {
    const timer = setTimeout(() => done(true), 2000);
    resolve(opts.probeHost ?? 'example.com', { all: true }, (err, addresses) => {
      clearTimeout(timer);
      done(!err && addresses.length > 0);
    });
  });
}

/** The charset a Content-Type declares ('text/html; charset=ISO-8859-1'), if any. */
export function charsetOf(contentType: string): string | null {
  const m = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
  return m ? m[1]!.toLowerCase() : null;
}

/** Bytes as text in the given charset; an unknown charset falls back to UTF-8. */
export function decodeText(body: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

export async function fetchGuarded(rawUrl: string, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const opts: Options = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, ...options };
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseUrl(rawUrl, outboundErrors.invalidUrl);
  for (let hop = 0; ; hop++) {
    const res = await once(url, opts, deadline);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      if (hop >= opts.maxRedirects) throw outboundErrors.tooManyRedirects();
      let next: URL;
      try {
        next = parseUrl(new URL(location, url).toString(), outboundErrors.badRedirect);
      } catch {
        throw outboundErrors.badRedirect();
      }
      // 303, and 301/302 after a POST, continue as a GET without the body (as browsers do).
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && opts.method === 'POST')) {
        opts.method = 'GET';
        opts.body = undefined;
      }
      // Credentials meant for one site never travel to another.
      if (next.origin !== url.origin && opts.headers) {
        opts.headers = Object.fromEntries(
          Object.entries(opts.headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())),
        );
      }
      url = next;
      continue;
    }
    const contentType = String(res.headers['content-type'] ?? '');
    return {
      status: res.status,
      url: url.toString(),
      contentType,
      body: res.body,
      text: () => decodeText(res.body, charsetOf(contentType)),
    };
  }
}
