import {
  createMemberBody,
  dataOf,
  messageSchema,
  passwordChangeBody,
  profileSetupBody,
  updateMemberBody,
  userIdParam,
  userSchema,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser, requireUser } from '../../kernel/guards';
import { ifMatchVersion } from '../../kernel/if-match';
import { familyParams } from '../families/families.routes';

const userParams = z.object({ id: userIdParam });

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const users = ctx.services.users;
    const members = ctx.services.members;
    const tags = ['users'];

    app.get(
      '/api/users/profile',
      { schema: { tags, response: { 200: dataOf(userSchema) } } },
      async (request) => ({
        data: users.profile(requireUser(request)),
      }),
    );

    app.post(
      '/api/users/profile',
      { schema: { tags, body: profileSetupBody, response: { 200: dataOf(userSchema) } } },
      async (request) => ({ data: await users.setupProfile(requireUser(request), request.body) }),
    );

    app.get(
      '/api/families/:familyId/users',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(userSchema)) } } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        // Each member carries the family's name: a rename changes this list too.
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: 'members',
          scopes: ['members', 'family'],
          load: () => members.list(actor, familyId),
        });
      },
    );

    app.post(
      '/api/families/:familyId/users',
      {
        schema: {
          tags,
          params: familyParams,
          body: createMemberBody,
          response: { 201: dataOf(userSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await members.create(requireFamilyUser(request), request.params.familyId, request.body),
        }),
    );

    app.patch(
      '/api/users/:id',
      { schema: { tags, params: userParams, body: updateMemberBody, response: { 200: dataOf(userSchema) } } },
      async (request) => ({
        data: await members.update(
          requireFamilyUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    // Limited like sign-in: the current-password check must not become a guessing oracle.
    app.patch(
      '/api/users/:id/password',
      {
        config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: userParams,
          body: passwordChangeBody,
          response: { 200: dataOf(messageSchema) },
        },
      },
      async (request) => ({
        data: await members.setPassword(
          requireUser(request),
          request.params.id,
          request.body,
          request.sessionToken,
        ),
      }),
    );
  };
