import {
  addRecipeToListBody,
  createGroceryItemBody,
  createGroceryListBody,
  groceryItemSchema,
  groceryListSchema,
  grocerySettingsSchema,
  idParam,
  inventoryItemSchema,
  productLinkBody,
  productLinkSchema,
  shopOrderBody,
  updateGroceryItemBody,
  updateGroceryListBody,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { deletedId, familyParams, routeKit } from '../../kernel/route-kit';

const listParams = z.object({ listId: idParam });
const itemParams = z.object({ itemId: idParam });
const addedItem = z.object({ data: groceryItemSchema, merged: z.boolean() });
const putAway = z.object({
  added: z.array(inventoryItemSchema),
  updated: z.array(inventoryItemSchema),
  // Issue 23: the dates suggested from the category (amounts put away without one), and the action.
  suggested: z
    .array(
      z.object({ itemId: z.number(), batchId: z.number(), name: z.string(), expirationDate: z.string() }),
    )
    .optional(),
  actionId: z.number().optional(),
});
const items = z.object({ items: z.array(groceryItemSchema) });

/** Spec 7's grocery routes, and the issue-12 rules in the same style. Rules live in the service. */
export const groceryListsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const grocery = ctx.services.grocery;
    const tags = ['grocery-lists'];
    const route = routeKit(app, ctx, tags);

    route.familyList(
      '/api/families/:familyId/grocery-lists',
      { data: z.array(groceryListSchema), key: 'grocery-lists', scopes: ['grocery'] },
      (actor, familyId) => grocery.list(actor, familyId),
    );

    route.create(
      '/api/families/:familyId/grocery-lists',
      { params: familyParams, body: createGroceryListBody, data: groceryListSchema },
      (actor, { params, body }) => grocery.createList(actor, params.familyId, body),
    );

    route.get(
      '/api/grocery-lists/:listId',
      { params: listParams, data: groceryListSchema },
      (actor, { params }) => grocery.get(actor, params.listId),
    );

    route.patch(
      '/api/grocery-lists/:listId',
      { params: listParams, body: updateGroceryListBody, data: groceryListSchema },
      (actor, { params, body, version }) => grocery.renameList(actor, params.listId, body.name, version),
    );

    route.delete(
      '/api/grocery-lists/:listId',
      { params: listParams, data: deletedId },
      (actor, { params, version }) => grocery.removeList(actor, params.listId, version),
    );

    // Its own envelope: 200 when the product was on the list and the amount went to its line (`merged`).
    app.post(
      '/api/grocery-lists/:listId/items',
      {
        schema: {
          tags,
          params: listParams,
          body: createGroceryItemBody,
          response: { 200: addedItem, 201: addedItem },
        },
      },
      async (request, reply) => {
        const { item, merged } = await grocery.addItem(
          requireFamilyUser(request),
          request.params.listId,
          request.body,
        );
        return reply.status(merged ? 200 : 201).send({ data: item, merged });
      },
    );

    route.patch(
      '/api/grocery-list-items/:itemId',
      { params: itemParams, body: updateGroceryItemBody, data: groceryItemSchema },
      (actor, { params, body, version }) => grocery.updateItem(actor, params.itemId, body, version),
    );

    route.delete(
      '/api/grocery-list-items/:itemId',
      { params: itemParams, data: deletedId },
      (actor, { params, version }) => grocery.removeItem(actor, params.itemId, version),
    );

    route.post(
      '/api/grocery-lists/:listId/put-away',
      { params: listParams, data: putAway },
      (actor, { params }) => grocery.putAway(actor, params.listId),
    );

    route.post(
      '/api/grocery-lists/:listId/add-low-stock',
      { params: listParams, data: items },
      (actor, { params }) => grocery.addLowStock(actor, params.listId),
    );

    route.post(
      '/api/grocery-lists/:listId/add-recipe',
      { params: listParams, body: addRecipeToListBody, data: items.extend({ skipped: z.array(z.number()) }) },
      (actor, { params, body }) => grocery.addRecipe(actor, params.listId, body),
    );

    route.get(
      '/api/families/:familyId/product-links',
      { params: familyParams, data: z.array(productLinkSchema) },
      (actor, { params }) => grocery.links(actor, params.familyId),
    );

    // 200: the family had linked these names already.
    route.upsert(
      '/api/families/:familyId/product-links',
      { params: familyParams, body: productLinkBody, data: productLinkSchema },
      async (actor, { params, body }) => {
        const { link, created } = await grocery.link(actor, params.familyId, body);
        return { data: link, created };
      },
    );

    route.delete(
      '/api/product-links/:linkId',
      { params: z.object({ linkId: idParam }), data: deletedId },
      (actor, { params }) => grocery.unlink(actor, params.linkId),
    );

    route.get(
      '/api/families/:familyId/grocery-settings',
      { params: familyParams, data: grocerySettingsSchema },
      (actor, { params }) => grocery.settings(actor, params.familyId),
    );

    route.put(
      '/api/families/:familyId/grocery-settings',
      { params: familyParams, body: grocerySettingsSchema, data: grocerySettingsSchema },
      (actor, { params, body }) => grocery.setSettings(actor, params.familyId, body),
    );

    route.get(
      '/api/families/:familyId/shop-order',
      { params: familyParams, data: z.array(z.string()) },
      (actor, { params }) => grocery.shopOrder(actor, params.familyId),
    );

    route.put(
      '/api/families/:familyId/shop-order',
      { params: familyParams, body: shopOrderBody, data: z.array(z.string()) },
      (actor, { params, body }) => grocery.setShopOrder(actor, params.familyId, body.order),
    );
  };
