import { scopesAllow } from '@kitching/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, tooManyAttemptsMessage } from '../../kernel/errors';
import { needsOf } from './token-areas';
import { tokenErrors } from './tokens.errors';
import type { TokenGrant } from './tokens.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with a personal access token (`Authorization: Bearer kt_...`). */
    accessToken: TokenGrant | undefined;
  }
}

/**
 * Issue 29: what a personal token may reach beyond its member's rights. Registered after the auth
 * plugin: the member's own rights are checked by the services as for a session; this refuses (403) a
 * route whose area the token's scopes do not grant, before the body is even validated. Requests with a
 * token are limited per token (`RATE_LIMIT_TOKEN` a minute), wherever they come from.
 */
export function registerTokenScopes(app: FastifyInstance, options: { perMinute: number }) {
  app.decorateRequest('accessToken', undefined);
  // createRateLimit, not rateLimit: the latter marks the request as limited, and the route's own limit
  // (sign-in, imports) would then be skipped.
  const perToken = app.createRateLimit({
    max: options.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `token:${request.accessToken?.id}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.accessToken) return;
    const limit = await perToken(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, 'request.rate_limited', tooManyAttemptsMessage(limit.ttl));
  });
  app.addHook('preValidation', async (request) => {
    const grant = request.accessToken;
    if (!grant || request.is404) return;
    const route = request.routeOptions.url ?? '';
    const missing = needsOf(request.method, route).find(
      ([area, access]) => !scopesAllow(grant.scopes, area, access),
    );
    if (missing) throw tokenErrors.scopeMissing(`${missing[0]}:${missing[1]}`);
  });
}
