import net from 'node:net';

/**
 * Addresses an outside fetch must never reach: this machine, the local network, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges. IPv4 addresses
 * written as IPv6 (::ffff:7f00:1, NAT64 64:ff9b::a9fe:a9fe, 6to4 2002:7f00:1::) are judged by the
 * IPv4 address inside them: URL parsing turns [::ffff:127.0.0.1] into the hex form.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form (::7f00:1)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address ('::ffff:1.2.3.4' included); null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!net.isIPv4(dotted[1]!)) return null;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    /^[\da-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN,
  );
  return groups.some(Number.isNaN) ? null : groups;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address inside an IPv6 one (mapped, NAT64 or 6to4), if any. */
export function embeddedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 6to4
  return null;
}

/** True for addresses an outside fetch must never reach (and for anything that is not an address). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(bare)) return blocked.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return true;
  const inner = embeddedIPv4(bare);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
