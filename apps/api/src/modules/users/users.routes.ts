import { dataOf, profileSetupBody, userSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app/context';
import { requireUser } from '../../app/plugins/auth.plugin';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const users = ctx.services.users;
    const tags = ['users'];

    app.get(
      '/api/users/profile',
      { schema: { tags, response: { 200: dataOf(userSchema) } } },
      async (request) => ({
        data: await users.profile(requireUser(request).id),
      }),
    );

    app.post(
      '/api/users/profile',
      { schema: { tags, body: profileSetupBody, response: { 200: dataOf(userSchema) } } },
      async (request) => ({ data: await users.setupProfile(requireUser(request), request.body) }),
    );
  };
