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
import { requireUser } from '../../kernel/guards';
import { familyParams, routeKit } from '../../kernel/route-kit';

const userParams = z.object({ id: userIdParam });

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const users = ctx.services.users;
    const members = ctx.services.members;
    const tags = ['users'];
    // Your own profile and password: a signed-in user, in a family or not yet.
    const self = routeKit(app, ctx, tags, requireUser);
    const route = routeKit(app, ctx, tags);

    self.get('/api/users/profile', { data: userSchema }, async (user) => users.profile(user));

    self.post('/api/users/profile', { body: profileSetupBody, data: userSchema }, (user, { body }) =>
      users.setupProfile(user, body),
    );

    // Each member carries the family's name: a rename changes this list too.
    route.familyList(
      '/api/families/:familyId/users',
      { data: z.array(userSchema), key: 'members', scopes: ['members', 'family'] },
      (actor, familyId) => members.list(actor, familyId),
    );

    route.create(
      '/api/families/:familyId/users',
      { params: familyParams, body: createMemberBody, data: userSchema },
      (actor, { params, body }) => members.create(actor, params.familyId, body),
    );

    route.patch(
      '/api/users/:id',
      { params: userParams, body: updateMemberBody, data: userSchema },
      (actor, { params, body, version }) => members.update(actor, params.id, body, version),
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
