import { createdWebhookSchema, webhookBody, webhookDeliverySchema, webhookSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, idParams, routeKit } from '../../kernel/route-kit';

/** Issue 29: the family's webhooks (Head Chef and Sous Chef), and each one's delivery log. */
export const webhooksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const webhooks = ctx.services.webhooks;
    const route = routeKit(app, ctx, ['webhooks']);

    route.get(
      '/api/families/:familyId/webhooks',
      { params: familyParams, data: z.array(webhookSchema) },
      (actor, { params }) => webhooks.list(actor, params.familyId),
    );
    route.create(
      '/api/families/:familyId/webhooks',
      { params: familyParams, body: webhookBody, data: createdWebhookSchema },
      (actor, { params, body }) => webhooks.create(actor, params.familyId, body),
    );
    route.delete(
      '/api/webhooks/:id',
      { params: idParams, data: z.object({ id: z.number() }) },
      (actor, { params }) => webhooks.remove(actor, params.id),
    );
    route.post('/api/webhooks/:id/enable', { params: idParams, data: webhookSchema }, (actor, { params }) =>
      webhooks.enable(actor, params.id),
    );
    route.get(
      '/api/webhooks/:id/deliveries',
      { params: idParams, data: z.array(webhookDeliverySchema) },
      (actor, { params }) => webhooks.deliveries(actor, params.id),
    );
  };
