import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription (issue 26): an ECDH P-256 key pair and an auth secret, as
 * `pushManager.subscribe` makes them, and the decryption of a message sent to it (RFC 8291, aes128gcm,
 * over RFC 8188's record format), so a test reads what the server encrypted for that browser only.
 */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      // Header: salt (16) | record size (4) | key id length (1) | key id: the server's one-off public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any padding zeros.
      const end = plain.lastIndexOf(2);
      if (end < 0) throw new Error('push message without its padding delimiter');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in of a push service on 127.0.0.1: keeps every message posted to it and answers 201, or the
 * status set for a path (`answer('/gone', 410)`: the browser unsubscribed).
 */
export async function pushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (path: string, status: number) => answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
