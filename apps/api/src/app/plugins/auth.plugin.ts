import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../kernel/errors';
import { SESSION_COOKIE } from '../../modules/auth/session-cookie';
import type { RootContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a session (sign-in, health). Every other API route needs one. */
    public?: boolean;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/** Resolves the session (cookie for the browser, Bearer for API clients) once per API request. */
export function registerAuth(app: FastifyInstance, ctx: RootContext) {
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    if (!token || token.length > 200) return;
    request.sessionToken = token;
    request.user = await ctx.services.auth.userForToken(token);
  });
  // Authenticate before validating (ARCHITECTURE.md): a signed-out request gets 401, never a 400 that
  // describes what the route would accept. Handlers still call requireUser for their own typing.
  app.addHook('preValidation', async (request) => {
    if (request.user || request.is404 || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.public) return;
    if (request.routeOptions.url?.startsWith('/api/docs')) return;
    throw unauthorized();
  });
}
