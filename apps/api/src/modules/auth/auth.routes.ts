import {
  authResult,
  emailDeliveryResult,
  exchangeBody,
  loginBody,
  magicLinkBody,
  magicLinkResult,
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
          const { token, user, firstSignIn } = result;
          return reply.status(201).send({ success: true, data: { token, user, firstSignIn } });
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
        const { token, expiresAt, user, firstSignIn } = await auth.login(request.body);
        setSessionCookie(reply, ctx, token, expiresAt);
        return { success: true as const, data: { token, user, firstSignIn } };
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
        schema: { tags, body: magicLinkBody, response: { 200: magicLinkResult } },
        preHandler: perAccount,
      },
      // The same answer for every address (no account is revealed); `delivery` is the server's.
      async (request) => {
        const delivery = await auth.requestMagicLink(request.body.email);
        const message = delivery === 'email' ? 'Magic link sent!' : 'Email is not set up on this server';
        return { data: { message, delivery } };
      },
    );

    app.get(
      '/api/auth/email-delivery',
      { config: { public: true }, schema: { tags, response: { 200: emailDeliveryResult } } },
      async () => ({ data: { delivery: auth.emailDelivery() } }),
    );

    app.post(
      '/api/auth/exchange',
      {
        config: { rateLimit, public: true },
        schema: { tags, body: exchangeBody, response: { 200: authResult } },
      },
      async (request, reply) => {
        const { token, expiresAt, user, firstSignIn } = await auth.exchange(request.body.code);
        setSessionCookie(reply, ctx, token, expiresAt);
        return { success: true as const, data: { token, user, firstSignIn } };
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
