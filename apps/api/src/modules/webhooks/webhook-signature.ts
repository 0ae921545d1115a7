import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A webhook's signing secret: 32 random bytes, shown to the member once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest('hex');

/**
 * `Kitching-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 with the webhook's secret over
 * `<t>.<body>`. The time is signed too, so a receiver can refuse an old delivery replayed.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, `${unixSeconds}.${body}`)}`;
}

/** What a receiver does (docs/webhooks.md): the signature matches and its time is within `toleranceS`. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { toleranceS = 300, nowS = Math.floor(Date.now() / 1000) } = {},
): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, `${t}.${body}`), 'hex'));
}
