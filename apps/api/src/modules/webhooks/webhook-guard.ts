import net from 'node:net';
import { isPrivateAddress } from '../../lib/outbound';

/**
 * The outbound guard for webhooks (issue 29): the recipe import's rule (no loopback, link-local or
 * private address, checked at connect time and after each redirect: lib/outbound.ts), less what the
 * operator allowed with WEBHOOK_ALLOW_PRIVATE (`true`, or addresses and ranges).
 */
export function webhookBlockedAddress(allow: boolean | string[]): (address: string) => boolean {
  if (allow === true) return () => false;
  const allowed = new net.BlockList();
  for (const entry of allow || []) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!isPrivateAddress(address)) return false;
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return !allowed.check(address, type);
  };
}

/** Whether an address, as written, names a host the guard refuses (an IP, or localhost). */
export function refusesHost(url: string, isBlocked: (address: string) => boolean): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return isBlocked('127.0.0.1');
  return net.isIP(host) > 0 && isBlocked(host);
}
