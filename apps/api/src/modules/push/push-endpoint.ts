import net from 'node:net';
import { isPrivateAddress } from '../../lib/private-address';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may post to this push endpoint: https to a public host; http only to loopback, and
 * only with ALLOW_PRIVATE_FETCH (tests run a stand-in push service on 127.0.0.1). A name that resolves
 * to a private address is refused again when sending (lib/outbound.ts checks at connect time).
 */
export function isUsableEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:') return allowPrivate && LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  if (allowPrivate) return true;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return !(net.isIP(host) && isPrivateAddress(host));
}
