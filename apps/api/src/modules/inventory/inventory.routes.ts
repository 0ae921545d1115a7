import {
  batchSchema,
  createInventoryItemBody,
  inventoryItemSchema,
  ledgerEntrySchema,
  ledgerQuery,
  shelfLifeBody,
  shelfLifeEntrySchema,
  stockActionResultSchema,
  takeFromItemBody,
  updateBatchBody,
  updateInventoryItemBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { deletedId, familyParams, idParams, routeKit } from '../../kernel/route-kit';

/**
 * Spec 7: the family's inventory, and one item by id; issue 23: an item's batches and history, taking
 * some out, a batch's edit, the family's shelf life. Rules and policies live in the service.
 */
export const inventoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const inventory = ctx.services.inventory;
    const route = routeKit(app, ctx, ['inventory']);

    route.familyList(
      '/api/families/:familyId/inventory',
      { data: z.array(inventoryItemSchema), key: 'inventory', scopes: ['inventory'] },
      (actor, familyId) => inventory.list(actor, familyId),
    );

    // 200: the family already had this barcode, and the quantity went to that item.
    route.upsert(
      '/api/families/:familyId/inventory',
      { params: familyParams, body: createInventoryItemBody, data: inventoryItemSchema },
      async (actor, { params, body }) => {
        const { item, created } = await inventory.create(actor, params.familyId, body);
        return { data: item, created };
      },
    );

    route.patch(
      '/api/inventory/:id',
      { params: idParams, body: updateInventoryItemBody, data: inventoryItemSchema },
      (actor, { params, body, version }) => inventory.update(actor, params.id, body, version),
    );

    route.delete('/api/inventory/:id', { params: idParams, data: deletedId }, (actor, { params, version }) =>
      inventory.remove(actor, params.id, version),
    );

    route.get(
      '/api/inventory/:id/batches',
      { params: idParams, data: z.array(batchSchema) },
      (actor, { params }) => inventory.batches(actor, params.id),
    );

    route.get(
      '/api/inventory/:id/ledger',
      { params: idParams, querystring: ledgerQuery, data: z.array(ledgerEntrySchema) },
      (actor, { params, query }) => inventory.history(actor, params.id, query),
    );

    route.post(
      '/api/inventory/:id/take',
      { params: idParams, body: takeFromItemBody, data: stockActionResultSchema },
      (actor, { params, body }) => inventory.take(actor, params.id, body),
    );

    route.patch(
      '/api/inventory-batches/:id',
      { params: idParams, body: updateBatchBody, data: batchSchema },
      (actor, { params, body, version }) => inventory.updateBatch(actor, params.id, body, version),
    );

    route.get(
      '/api/families/:familyId/shelf-life',
      { params: familyParams, data: z.array(shelfLifeEntrySchema) },
      (actor, { params }) => inventory.shelfLife(actor, params.familyId),
    );

    route.put(
      '/api/families/:familyId/shelf-life',
      { params: familyParams, body: shelfLifeBody, data: z.array(shelfLifeEntrySchema) },
      (actor, { params, body }) => inventory.setShelfLife(actor, params.familyId, body),
    );
  };
