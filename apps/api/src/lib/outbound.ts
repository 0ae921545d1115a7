import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../app/errors';

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
  body?: string;
  /** Tests only (ALLOW_PRIVATE_FETCH): lets the client reach loopback and private addresses. */
  allowPrivate?: boolean;
}
export interface OutboundResponse {
  status: number;
  url: string;
  contentType: string;
  body: Buffer;
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
  tooManyRedirects: () => new AppError(502, 'outbound.redirects', 'The site redirected too many times.'),
};

/** True for addresses an outside fetch must never reach. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('ff')
  );
}

function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (bad) return callback(Object.assign(new Error('blocked'), { code: 'EBLOCKED' }), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw outboundErrors.invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw outboundErrors.invalidUrl();
  return url;
}

function once(
  url: URL,
  opts: Required<Pick<OutboundOptions, 'timeoutMs' | 'maxBytes'>> & OutboundOptions,
  deadline: number,
) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !opts.allowPrivate && isPrivateAddress(host)) throw outboundErrors.blocked();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const lib = url.protocol === 'https:' ? https : http;
      const remaining = Math.max(1, deadline - Date.now());
      const req = lib.request(
        url,
        {
          method: opts.method ?? 'GET',
          headers: { 'user-agent': 'Kitching/0.2 (self-hosted family kitchen app)', ...opts.headers },
          lookup: guardedLookup(Boolean(opts.allowPrivate)),
          timeout: remaining,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const declared = Number(res.headers['content-length'] ?? 0);
          if (declared > opts.maxBytes) {
            req.destroy();
            return reject(outboundErrors.tooLarge());
          }
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > opts.maxBytes) {
              req.destroy();
              reject(outboundErrors.tooLarge());
            } else chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', () => reject(outboundErrors.unreachable()));
        },
      );
      const timer = setTimeout(() => {
        req.destroy();
        reject(outboundErrors.timeout());
      }, remaining);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => {
        req.destroy();
        reject(outboundErrors.timeout());
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EBLOCKED') reject(outboundErrors.blocked());
        else reject(outboundErrors.unreachable());
      });
      if (opts.body) req.write(opts.body);
      req.end();
    },
  );
}

export async function fetchGuarded(rawUrl: string, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const opts = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, ...options };
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const res = await once(url, opts, deadline);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      if (hop >= opts.maxRedirects) throw outboundErrors.tooManyRedirects();
      url = parseUrl(new URL(location, url).toString());
      continue;
    }
    const contentType = String(res.headers['content-type'] ?? '');
    return {
      status: res.status,
      url: url.toString(),
      contentType,
      body: res.body,
      text: () => res.body.toString('utf8'),
    };
  }
}
