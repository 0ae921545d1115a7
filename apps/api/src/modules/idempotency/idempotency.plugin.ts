import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyErrors } from './idempotency.errors';
import type { IdempotencyRepository, IdempotencyRequest } from './idempotency.repository';
import { bodyHash } from './request-hash';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's claim on its Idempotency-Key, while it holds one (modules/idempotency). */
    idempotency: { id: number } | undefined;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x20-\x7e]{1,200}$/;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Claims lost to a holder letting go between INSERT and read are retried this often before 409. */
const CLAIM_ATTEMPTS = 3;

/**
 * Idempotency-Key on every signed-in write of the API: the phone queues changes while offline and
 * sends them again when it is unsure they arrived, so a change sent twice must apply once.
 *
 * - The key is the user's (unique per user_id and key), kept 24 hours. Without the header nothing here
 *   runs a query.
 * - Before validation the key is claimed (INSERT ... ON CONFLICT DO NOTHING). A repeat of a finished
 *   request answers its first answer (status and body as sent, plus `idempotent-replayed: true`); a
 *   repeat while the first still runs answers 409 idempotency.in_progress; the key with another
 *   method, address or body answers 422 idempotency.key_reused.
 * - The answer is stored in onSend, before it leaves: a client that got an answer can count on its
 *   replay. 2xx and 4xx answers are kept: they are what the server decided about that request, and a
 *   4xx (a 409 version conflict, a 404 for a line deleted meanwhile) replayed is the same truth the
 *   client saw the first time, while running it again could now succeed and apply a change the person
 *   was told had been refused. A 5xx says nothing was decided (the transaction rolled back): its claim
 *   is deleted so that a retry runs the request again. A claim left pending past 60 s (a process that
 *   died mid-request) is taken over.
 * - Multipart uploads (the barcode photo, which changes nothing) are left out: their body is read by
 *   the handler, after the claim, so it could not be compared.
 *
 * Registered before the compression hook, so that onSend sees the answer's JSON text, not its brotli.
 */
export function registerIdempotency(app: FastifyInstance, keys: IdempotencyRepository) {
  app.decorateRequest('idempotency', undefined);

  app.addHook('preValidation', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITES.has(request.method) || !request.user || request.is404) return;
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw idempotencyErrors.invalidKey();

    const asked: IdempotencyRequest = {
      userId: request.user.id,
      key: header,
      method: request.method,
      path: request.url,
      bodyHash: bodyHash(request.body),
    };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const claim = await keys.claim(asked);
      if (claim.claimed) {
        request.idempotency = { id: claim.id };
        return;
      }
      const { row } = claim;
      if (!row) continue;
      if (row.method !== asked.method || row.path !== asked.path || row.bodyHash !== asked.bodyHash)
        throw idempotencyErrors.keyReused();
      if (row.status === null) {
        reply.header('retry-after', '1');
        throw idempotencyErrors.inProgress();
      }
      reply
        .status(row.status)
        .header(REPLAYED_HEADER, 'true')
        .header('content-type', row.contentType ?? 'application/json; charset=utf-8');
      return reply.send(row.response ?? '');
    }
    throw idempotencyErrors.inProgress();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      if (reply.statusCode >= 500 || (text === null && payload != null)) await keys.release(claim.id);
      else
        await keys.complete(claim.id, {
          status: reply.statusCode,
          response: text ?? '',
          contentType: contentTypeOf(reply.getHeader('content-type')),
        });
    } catch (error) {
      // The change is made (or not) either way: the answer still goes out. An unstored claim is taken
      // over after 60 s.
      request.log.error({ err: error }, 'idempotency key could not be stored');
    }
    return payload;
  });

  // A request whose answer went out without passing onSend has none kept: let go, so a retry runs it.
  // Not on a client's abort: the handler is still running then, and a retry must wait for it (409).
  app.addHook('onResponse', async (request) => release(request));
  async function release(request: FastifyRequest) {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = undefined;
    await keys.release(claim.id).catch((error: Error) => request.log.warn({ err: error }, 'release failed'));
  }

  // Each claim forgets its user's expired keys; this forgets those of users who stopped writing.
  const sweep = setInterval(() => {
    keys.purgeExpired().catch((error: Error) => app.log.warn(`idempotency sweep failed: ${error.message}`));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

function contentTypeOf(value: string | number | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}
