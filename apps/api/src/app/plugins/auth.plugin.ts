import { isFamilyMember } from '@kitching/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { familyErrors } from '../../modules/families/families.errors';
import type { UserWithFamily } from '../../modules/users/users.repository';
import type { AppContext } from '../context';
import { AppError, unauthorized } from '../errors';

export const SESSION_COOKIE = 'kitching_session';

declare module 'fastify' {
  interface FastifyRequest {
    sessionToken: string | undefined;
    user: UserWithFamily | undefined;
  }
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
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
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

export function requireUser(request: FastifyRequest): UserWithFamily {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user, who must belong to a family with a role from 1 to 4 (the shared policy). */
export function requireFamilyUser(
  request: FastifyRequest,
): UserWithFamily & { familyId: number; role: number } {
  const user = requireUser(request);
  if (user.familyId == null || !isFamilyMember(user, user.familyId)) {
    // Asking for one family's data (an id in the path, or a familyId in the body) from outside any
    // family answers 404, as it does for a member of another family; otherwise say what is missing.
    if (targetsFamilyData(request)) throw new AppError(404, 'request.not_found', 'Not found');
    throw familyErrors.noFamily();
  }
  return user as UserWithFamily & { familyId: number; role: number };
}

function targetsFamilyData(request: FastifyRequest): boolean {
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return (
    Object.keys(params ?? {}).length > 0 ||
    (typeof body === 'object' && body !== null && body.familyId !== undefined)
  );
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: (ctx.config.PUBLIC_URL ?? '').startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
