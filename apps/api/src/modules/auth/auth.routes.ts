import {
  authResult,
  exchangeBody,
  loginBody,
  magicLinkBody,
  registerBody,
  registerResult,
  sessionResult,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { toUserDto } from '../users/users.dto';
import { accountRateLimit } from './account-rate-limit';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const messageResult = z.object({ data: z.object({ message: z.string() }) });

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = ctx.services.auth;
    const rateLimit = { max: ctx.config.RATE_LIMIT_AUTH, timeWindow: '1 minute' };
    // Password guesses and sign-in emails are limited per account too, not only per address.
    const perAccount = accountRateLimit(app, ctx.config.RATE_LIMIT_AUTH);
    const tags = ['auth'];

    app.post(
      '/api/auth/register',
      {
        config: { rateLimit, public: true },
        schema: { tags, body: registerBody, response: { 201: registerResult } },
      },
      async (request, reply) => {
        const result = await auth.register(request.body);
        if ('token' in result) {
          setSessionCookie(reply, ctx, result.token, result.expiresAt);
          return reply.status(201).send({ success: true, data: { token: result.token, user: result.user } });
        }
        return reply.status(201).send({ success: true, data: result });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit, public: true },
        schema: { tags, body: loginBody, response: { 200: authResult } },
        preHandler: perAccount,
      },
      async (request, reply) => {
        const session = await auth.login(request.body);
        setSessionCookie(reply, ctx, session.token, session.expiresAt);
        return { success: true as const, data: { token: session.token, user: session.user } };
      },
    );

    app.post(
      '/api/auth/logout',
      { config: { public: true }, schema: { tags, response: { 200: messageResult } } },
      async (request, reply) => {
        await auth.logout(request.sessionToken);
        clearSessionCookie(reply);
        return { data: { message: 'Signed out' } };
      },
    );

    app.post(
      '/api/auth/magic-link',
      {
        config: { rateLimit, public: true },
        schema: { tags, body: magicLinkBody, response: { 200: messageResult } },
        preHandler: perAccount,
      },
      async (request) => {
        await auth.requestMagicLink(request.body.email);
        return { data: { message: 'Magic link sent!' } };
      },
    );

    app.post(
      '/api/auth/exchange',
      {
        config: { rateLimit, public: true },
        schema: { tags, body: exchangeBody, response: { 200: authResult } },
      },
      async (request, reply) => {
        const session = await auth.exchange(request.body.code);
        setSessionCookie(reply, ctx, session.token, session.expiresAt);
        return { success: true as const, data: { token: session.token, user: session.user } };
      },
    );

    app.get(
      '/api/auth/session',
      { config: { public: true }, schema: { tags, response: { 200: sessionResult } } },
      async (request) => ({
        data: { user: request.user ? toUserDto(request.user) : null },
      }),
    );
  };
