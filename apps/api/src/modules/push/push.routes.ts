import {
  pushEndpointBody,
  pushPublicKeySchema,
  pushSubscriptionBody,
  pushSubscriptionSchema,
  userIdParam,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireUser } from '../../kernel/guards';
import { routeKit } from '../../kernel/route-kit';

const userParams = z.object({ id: userIdParam });
const PATH = '/api/users/:id/push-subscriptions';

/** Issue 26: the VAPID public key, and each member's own push subscriptions (one per browser). */
export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const push = ctx.services.push;
    const tags = ['push'];
    const route = routeKit(app, ctx, tags);
    const signedIn = routeKit(app, ctx, tags, requireUser);

    // Made at first start: the first server to be ready keeps the pair (a failure is tried again on use).
    app.addHook('onReady', async () => {
      await push.vapidKeys().catch((error) => app.log.warn({ err: error }, 'push: VAPID keys not ready'));
    });

    signedIn.get('/api/push/public-key', { data: pushPublicKeySchema }, () => push.publicKey());

    route.get(PATH, { params: userParams, data: z.array(pushSubscriptionSchema) }, (actor, { params }) =>
      push.list(actor, params.id),
    );

    route.upsert(
      PATH,
      { params: userParams, body: pushSubscriptionBody, data: pushSubscriptionSchema },
      (actor, { params, body }) => push.subscribe(actor, params.id, body),
    );

    route.delete(
      PATH,
      { params: userParams, body: pushEndpointBody, data: z.object({ id: z.number() }) },
      (actor, { params, body }) => push.unsubscribe(actor, params.id, body.endpoint),
    );
  };
