import {
  createInventoryItemBody,
  dataOf,
  idParam,
  inventoryItemSchema,
  updateInventoryItemBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { ifMatchVersion } from '../../kernel/if-match';

// Ids are Postgres integers: a larger one cannot exist, so it is not found (rather than a database error).
const familyParams = z.object({ familyId: idParam });
const itemParams = z.object({ id: idParam });

/** Spec 7: the family's inventory, and one item by id. Rules and policies live in the service. */
export const inventoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const inventory = ctx.services.inventory;
    const tags = ['inventory'];

    app.get(
      '/api/families/:familyId/inventory',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(inventoryItemSchema)) } } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: 'inventory',
          scopes: ['inventory'],
          load: () => inventory.list(actor, familyId),
        });
      },
    );

    app.post(
      '/api/families/:familyId/inventory',
      {
        schema: {
          tags,
          params: familyParams,
          body: createInventoryItemBody,
          // 200: the family already had this barcode, and the quantity went to that item.
          response: { 200: dataOf(inventoryItemSchema), 201: dataOf(inventoryItemSchema) },
        },
      },
      async (request, reply) => {
        const { item, created } = await inventory.create(
          requireFamilyUser(request),
          request.params.familyId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send({ data: item });
      },
    );

    app.patch(
      '/api/inventory/:id',
      {
        schema: {
          tags,
          params: itemParams,
          body: updateInventoryItemBody,
          response: { 200: dataOf(inventoryItemSchema) },
        },
      },
      async (request) => ({
        data: await inventory.update(
          requireFamilyUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    app.delete(
      '/api/inventory/:id',
      { schema: { tags, params: itemParams, response: { 200: dataOf(z.object({ id: z.number() })) } } },
      async (request) => ({
        data: await inventory.remove(requireFamilyUser(request), request.params.id, ifMatchVersion(request)),
      }),
    );
  };
