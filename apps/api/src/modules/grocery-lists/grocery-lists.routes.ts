import {
  addRecipeToListBody,
  createGroceryItemBody,
  createGroceryListBody,
  dataOf,
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
import { ifMatchVersion } from '../../kernel/if-match';
import { familyParams } from '../families/families.routes';

const listParams = z.object({ listId: idParam });
const itemParams = z.object({ itemId: idParam });
const shopOrder = dataOf(z.array(z.string()));

/** Spec 7's grocery routes, and the issue-12 rules in the same style. Rules live in the service. */
export const groceryListsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const grocery = ctx.services.grocery;
    const tags = ['grocery-lists'];

    app.get(
      '/api/families/:familyId/grocery-lists',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(groceryListSchema)) } } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        return ctx.lists.reply(request, reply, {
          actor,
          familyId,
          key: 'grocery-lists',
          scopes: ['grocery'],
          load: () => grocery.list(actor, familyId),
        });
      },
    );

    app.post(
      '/api/families/:familyId/grocery-lists',
      {
        schema: {
          tags,
          params: familyParams,
          body: createGroceryListBody,
          response: { 201: dataOf(groceryListSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await grocery.createList(requireFamilyUser(request), request.params.familyId, request.body),
        }),
    );

    app.get(
      '/api/grocery-lists/:listId',
      { schema: { tags, params: listParams, response: { 200: dataOf(groceryListSchema) } } },
      async (request) => ({ data: await grocery.get(requireFamilyUser(request), request.params.listId) }),
    );

    app.patch(
      '/api/grocery-lists/:listId',
      {
        schema: {
          tags,
          params: listParams,
          body: updateGroceryListBody,
          response: { 200: dataOf(groceryListSchema) },
        },
      },
      async (request) => ({
        data: await grocery.renameList(
          requireFamilyUser(request),
          request.params.listId,
          request.body.name,
          ifMatchVersion(request),
        ),
      }),
    );

    app.delete(
      '/api/grocery-lists/:listId',
      { schema: { tags, params: listParams, response: { 200: dataOf(z.object({ id: z.number() })) } } },
      async (request) => ({
        data: await grocery.removeList(
          requireFamilyUser(request),
          request.params.listId,
          ifMatchVersion(request),
        ),
      }),
    );

    app.post(
      '/api/grocery-lists/:listId/items',
      {
        schema: {
          tags,
          params: listParams,
          body: createGroceryItemBody,
          // 200: the product was on the list, and the amount went to its line (`merged`).
          response: {
            200: z.object({ data: groceryItemSchema, merged: z.boolean() }),
            201: z.object({ data: groceryItemSchema, merged: z.boolean() }),
          },
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

    app.patch(
      '/api/grocery-list-items/:itemId',
      {
        schema: {
          tags,
          params: itemParams,
          body: updateGroceryItemBody,
          response: { 200: dataOf(groceryItemSchema) },
        },
      },
      async (request) => ({
        data: await grocery.updateItem(
          requireFamilyUser(request),
          request.params.itemId,
          request.body,
          ifMatchVersion(request),
        ),
      }),
    );

    app.delete(
      '/api/grocery-list-items/:itemId',
      { schema: { tags, params: itemParams, response: { 200: dataOf(z.object({ id: z.number() })) } } },
      async (request) => ({
        data: await grocery.removeItem(
          requireFamilyUser(request),
          request.params.itemId,
          ifMatchVersion(request),
        ),
      }),
    );

    app.post(
      '/api/grocery-lists/:listId/put-away',
      {
        schema: {
          tags,
          params: listParams,
          response: {
            200: dataOf(
              z.object({ added: z.array(inventoryItemSchema), updated: z.array(inventoryItemSchema) }),
            ),
          },
        },
      },
      async (request) => ({ data: await grocery.putAway(requireFamilyUser(request), request.params.listId) }),
    );

    app.post(
      '/api/grocery-lists/:listId/add-low-stock',
      {
        schema: {
          tags,
          params: listParams,
          response: { 200: dataOf(z.object({ items: z.array(groceryItemSchema) })) },
        },
      },
      async (request) => ({
        data: await grocery.addLowStock(requireFamilyUser(request), request.params.listId),
      }),
    );

    app.post(
      '/api/grocery-lists/:listId/add-recipe',
      {
        schema: {
          tags,
          params: listParams,
          body: addRecipeToListBody,
          response: {
            200: dataOf(z.object({ items: z.array(groceryItemSchema), skipped: z.array(z.number()) })),
          },
        },
      },
      async (request) => ({
        data: await grocery.addRecipe(requireFamilyUser(request), request.params.listId, request.body),
      }),
    );

    app.get(
      '/api/families/:familyId/product-links',
      { schema: { tags, params: familyParams, response: { 200: dataOf(z.array(productLinkSchema)) } } },
      async (request) => ({ data: await grocery.links(requireFamilyUser(request), request.params.familyId) }),
    );

    app.post(
      '/api/families/:familyId/product-links',
      {
        schema: {
          tags,
          params: familyParams,
          body: productLinkBody,
          // 200: the family had linked these names already.
          response: { 200: dataOf(productLinkSchema), 201: dataOf(productLinkSchema) },
        },
      },
      async (request, reply) => {
        const { link, created } = await grocery.link(
          requireFamilyUser(request),
          request.params.familyId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send({ data: link });
      },
    );

    app.delete(
      '/api/product-links/:linkId',
      {
        schema: {
          tags,
          params: z.object({ linkId: idParam }),
          response: { 200: dataOf(z.object({ id: z.number() })) },
        },
      },
      async (request) => ({ data: await grocery.unlink(requireFamilyUser(request), request.params.linkId) }),
    );

    app.get(
      '/api/families/:familyId/grocery-settings',
      { schema: { tags, params: familyParams, response: { 200: dataOf(grocerySettingsSchema) } } },
      async (request) => ({
        data: await grocery.settings(requireFamilyUser(request), request.params.familyId),
      }),
    );

    app.put(
      '/api/families/:familyId/grocery-settings',
      {
        schema: {
          tags,
          params: familyParams,
          body: grocerySettingsSchema,
          response: { 200: dataOf(grocerySettingsSchema) },
        },
      },
      async (request) => ({
        data: await grocery.setSettings(requireFamilyUser(request), request.params.familyId, request.body),
      }),
    );

    app.get(
      '/api/families/:familyId/shop-order',
      { schema: { tags, params: familyParams, response: { 200: shopOrder } } },
      async (request) => ({
        data: await grocery.shopOrder(requireFamilyUser(request), request.params.familyId),
      }),
    );

    app.put(
      '/api/families/:familyId/shop-order',
      { schema: { tags, params: familyParams, body: shopOrderBody, response: { 200: shopOrder } } },
      async (request) => ({
        data: await grocery.setShopOrder(
          requireFamilyUser(request),
          request.params.familyId,
          request.body.order,
        ),
      }),
    );
  };
