import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyAttemptsMessage } from '../../kernel/errors';

/**
 * Limits are opt-in per route (`config.rateLimit`), keyed by request.ip: the socket's address, or the
 * one the trusted proxies saw (TRUST_PROXY). Sign-in routes add a limit per account (account-rate-limit.ts).
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: tooManyAttemptsMessage(context.ttl),
    }),
  });
}
