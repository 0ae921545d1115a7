import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../kernel/errors';
import { SESSION_COOKIE } from '../../modules/auth/session-cookie';
import { isPersonalToken } from '../../modules/tokens/tokens.service';
import type { RootContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a session (sign-in, health). Every other API route needs one. */
    public?: boolean;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}
const tokenOf = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer ')
    ? bearerOf(request)
    : request.cookies?.[SESSION_COOKIE] || undefined;

/**
 * Resolves the session (cookie for the browser, Bearer for API clients) once per API request. A Bearer
 * `kt_...` is a personal access token (issue 29): its member, and its grant for the scope check.
 */
export function registerAuth(app: FastifyInstance, ctx: RootContext) {
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    if (!token || token.length > 200) return;
    if (token === bearerOf(request) && isPersonalToken(token)) {
      const found = await ctx.services.tokens.resolve(token);
      request.user = found?.user;
      request.accessToken = found?.grant;
      return;
    }
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
