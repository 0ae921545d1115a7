import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, tooManyAttemptsMessage } from '../../kernel/errors';

/**
 * Sign-in attempts per account, whatever address they come from: the per-address limit alone lets
 * someone with many addresses guess one account's password without end. Keyed by the email or
 * username as the service matches it (trimmed, any case), so `Ann@x` and ` ann@x` count together.
 * Runs as a preHandler: the body has been validated, and the per-address limit (onRequest) came first.
 */
export function accountRateLimit(app: FastifyInstance, max: number) {
  const attempt = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `account:${identifierOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!identifierOf(request)) return;
    const result = await attempt(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'request.rate_limited', tooManyAttemptsMessage(result.ttl));
  };
}

function identifierOf(request: FastifyRequest): string {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
