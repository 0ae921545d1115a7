import {
  accessTokenSchema,
  createdTokenSchema,
  createTokenBody,
  currentTokenSchema,
  idParam,
  type TokenScope,
  userIdParam,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireUser } from '../../kernel/guards';
import { routeKit } from '../../kernel/route-kit';

const userParams = z.object({ id: userIdParam });
const tokenParams = z.object({ id: userIdParam, tokenId: idParam });
const PATH = '/api/users/:id/tokens';

/** Issue 29: a member's own personal access tokens (another member's id answers 404). */
export const tokensRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tokens = ctx.services.tokens;
    const self = routeKit(app, ctx, ['tokens'], requireUser);

    self.get(PATH, { params: userParams, data: z.array(accessTokenSchema) }, (actor, { params }) =>
      tokens.list(actor, params.id),
    );

    self.create(
      PATH,
      { params: userParams, body: createTokenBody, data: createdTokenSchema },
      (actor, { params, body }) => tokens.create(actor, params.id, body),
    );

    self.delete(
      `${PATH}/:tokenId`,
      { params: tokenParams, data: z.object({ id: z.number() }) },
      async (actor, { params }) => {
        await tokens.revoke(actor, params.id, params.tokenId);
        return { id: params.tokenId };
      },
    );

    app.get(
      '/api/tokens/current',
      { schema: { tags: ['tokens'], response: { 200: z.object({ data: currentTokenSchema }) } } },
      async (request) => {
        const user = requireUser(request);
        const grant = request.accessToken;
        return {
          data: {
            userId: user.id,
            familyId: user.familyId,
            role: user.role,
            tokenId: grant?.id ?? null,
            scopes: grant ? (grant.scopes as TokenScope[]) : null,
          },
        };
      },
    );
  };
