/**
 * HOW TO MAKE FAMILY A's RESOURCES for the isolation test (apps/api/src/isolation.api.test.ts).
 *
 * That test walks EVERY route the API registers whose path has a param (`:familyId`, `:id`, `:listId`,
 * ...) or whose JSON body schema has an id key (`familyId`, `recipeId`, any `*Id`: e.g. POST
 * /api/scan/add), and calls it three times, each with a fresh resource of family A:
 *   - signed in as the Head Chef of another family B  -> must answer 404 (never 403, 400 or 2xx);
 *   - without a session                                -> must answer 401;
 *   - signed in as family A's Head Chef                -> must succeed (proves the ids were real).
 * A route without an entry below FAILS the test, and so does an entry for a route that no longer exists.
 *
 * When you add such a route, add ONE entry keyed by its path exactly as registered:
 *   '/api/recipes/:id': {
 *     params: async ({ t, a }) => ({ id: (await buildRecipe(t, a, { name: 'Soup' })).id }),
 *     body: { PATCH: { name: 'Stew' } },
 *   },
 * - `params` creates what the route needs in family A (through the API as `a.token`: the builders of
 *   ./builders, or straight with your repository over `t.db`) and returns a value for EVERY param of the path ({} when it has none).
 *   It runs once per call.
 * - `body` (per method, a value or a function for unique values) must be valid for A's Head Chef, so
 *   that validation cannot answer 400 before the family check answers 404, and must give A's value for
 *   EVERY id key of the body schema.
 * - `ownerStatus` only when A's own call is meant to answer something other than 200/201/204.
 * - `outsiderStatus` only where family B's call is meant to answer something other than 404, and the
 *   same answer is given for an id that does not exist (so it reveals nothing); say why beside it.
 */

import { webhooksRepository } from '../src/modules/webhooks/webhooks.repository';
import { multipartBody, png } from './barcode-images';
import {
  buildItem,
  buildLine,
  buildList,
  buildPlan,
  buildPlannedMeal,
  buildRecipe,
  buildStock,
  ledgerOf,
} from './builders';
import { addMember, uniqueUsername } from './fixtures';
import { call, type client } from './http';
import { browserKeys } from './push-service-stand-in';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface IsolationContext {
  t: TestApp;
  api: ReturnType<typeof client>;
  /** Family A's Head Chef: the owner of every resource the fixtures create. */
  a: { token: string; user: { id: number }; family: { id: number; name: string } };
}

export interface IsolationFixture {
  params(ctx: IsolationContext): Promise<Record<string, string | number>>;
  body?: Partial<Record<Method, unknown | ((ctx: IsolationContext) => unknown)>>;
  ownerStatus?: Partial<Record<Method, number>>;
  outsiderStatus?: Partial<Record<Method, number>>;
  /** Only for a public route whose param is a credential (the calendar feed's secret): not 401. */
  anonymousStatus?: Partial<Record<Method, number>>;
}

const familyOfA = async ({ a }: IsolationContext) => ({ familyId: a.family.id });

/** A webhook of family A. */
const webhookOfA = async ({ t, a }: IsolationContext) => {
  const row = await webhooksRepository({ db: t.db }).insert({
    familyId: a.family.id,
    url: 'https://hooks.example.com/isolation',
    secret: 'whsec_isolation',
  });
  return { id: row.id };
};

/** The undo id of a grocery list of family A just deleted. */
const deletionOfA = async ({ t, api, a }: IsolationContext) => {
  const list = await buildList(t, a, { name: 'Iso Deleted' });
  const res = await api.delete(`/api/grocery-lists/${list.id}`, { token: a.token });
  if (res.status !== 200) throw new Error(`deletion fixture: ${res.status} ${res.text}`);
  return res.body.data.undoId as number;
};

/** An inventory item of family A, through the API. */
const itemOfA = async ({ t, a }: IsolationContext) => ({
  id: (await buildItem(t, a, { name: 'Isolation Rice' })).id,
});

/** A barcode with a valid check digit, used only here. */
const SCANNED = '5010251168577';

/**
 * Family A's inventory item carrying SCANNED (unit 'pieces'), so that the scanner's lookup answers
 * from the family's own item without asking Open Food Facts, and its use-up finds something.
 */
const scannedItemOfA = async ({ api, a }: IsolationContext) => {
  const res = await api.post(`/api/families/${a.family.id}/inventory`, {
    token: a.token,
    body: { name: 'Isolation Oats', quantity: '5', unit: 'pieces', category: 'Pantry', barcode: SCANNED },
  });
  // 200 once it exists: a barcode names one item per family, and the quantity goes to it.
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`scanned item fixture: ${res.status} ${res.text}`);
  return {};
};

const MEAL = { name: 'Iso Meal', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] };

/** A fresh meal plan of family A. */
const mealPlanOfA = async ({ t, a }: IsolationContext): Promise<number> => (await buildPlan(t, a, MEAL)).id;

/** A meal of family A planned for a day. */
const plannedMealOfA = async (ctx: IsolationContext) => ({
  id: (
    await buildPlannedMeal(ctx.t, ctx.a, { mealPlanId: await mealPlanOfA(ctx), plannedDate: '2026-11-25' })
  ).id,
});

/** A fresh grocery list of family A. */
const listOfA = async ({ t, a }: IsolationContext) => ({
  listId: (await buildList(t, a, { name: 'Iso' })).id,
});

/** A fresh link between two names of family A. */
const linkOfA = async ({ api, a }: IsolationContext) => {
  const res = await api.post(`/api/families/${a.family.id}/product-links`, {
    token: a.token,
    body: { name: uniqueUsername('iso'), sameAs: 'Iso Same' },
  });
  if (res.status !== 201) throw new Error(`product link fixture: ${res.status} ${res.text}`);
  return { linkId: res.body.data.id as number };
};

/** A line on a fresh grocery list of family A. */
const groceryItemOfA = async (ctx: IsolationContext) => {
  const { listId } = await listOfA(ctx);
  return { itemId: (await buildLine(ctx.t, ctx.a, listId, { name: 'Iso Eggs' })).id };
};

/** A fresh member of family A (no email, so its Head Chef may also set its password). */
const memberOfA = async ({ t, a }: IsolationContext) => ({
  id: (await addMember(t.db, { familyId: a.family.id, role: 4 })).id,
});

/** A fresh recipe of family A, archived or not. */
const recipeOfA = async ({ t, api, a }: IsolationContext, archived: boolean): Promise<number> => {
  const body = { name: 'Iso Soup', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] };
  const { id } = await buildRecipe(t, a, body);
  if (archived) await api.patch(`/api/recipes/${id}/archive`, { token: a.token });
  return id;
};

/** A fresh recipe of family A with a photo (issue 25). */
const photoOfA = async (ctx: IsolationContext) => {
  const id = await recipeOfA(ctx, false);
  const { payload, headers } = multipartBody([
    {
      name: 'file',
      filename: 'p.png',
      type: 'image/png',
      data: png({ width: 1, height: 1, pixels: new Uint8Array([9]) }),
    },
  ]);
  const res = await call(ctx.t.app, 'PUT', `/api/recipes/${id}/image`, {
    token: ctx.a.token,
    payload,
    headers,
  });
  if (res.status !== 200) throw new Error(`photo of A: ${res.status} ${res.text}`);
  return { id };
};

/** Family A's stock (issue 23): an item with one batch; the batch is kept for a body that names it. */
let lastBatchOfA = 0;
const stockOfA = async ({ t, a }: IsolationContext) => {
  const { item, batches } = await buildStock(t, a, { name: 'Iso Flour', batches: [{ quantity: '5' }] });
  lastBatchOfA = batches[0]!.id;
  return { id: item.id, batchId: lastBatchOfA };
};

/** A's Head Chef with a browser subscribed for push (issue 26); its endpoint kept for a DELETE body. */
let lastPushEndpointOfA = '';
const pushSubscriberA = async ({ api, a }: IsolationContext) => {
  lastPushEndpointOfA = `https://push.example.com/${uniqueUsername('iso')}`;
  const res = await api.post(`/api/users/${a.user.id}/push-subscriptions`, {
    token: a.token,
    body: { endpoint: lastPushEndpointOfA, keys: browserKeys().keys },
  });
  if (res.status !== 201) throw new Error(`push subscription fixture: ${res.status} ${res.text}`);
  return { id: a.user.id };
};

/** A stock action of family A (adding an item's stock), for its undo. */
const actionOfA = async (ctx: IsolationContext) => {
  const { id } = await stockOfA(ctx);
  const [entry] = await ledgerOf(ctx.t, ctx.a, id);
  return { familyId: ctx.a.family.id, actionId: entry!.actionId };
};

/** A cook of family A (a dish of water, nothing in stock: still a cook that can be undone). */
const cookOfA = async (ctx: IsolationContext) => {
  const res = await ctx.api.post(`/api/families/${ctx.a.family.id}/cook`, {
    token: ctx.a.token,
    body: { recipeId: await recipeOfA(ctx, false) },
  });
  if (res.status !== 200) throw new Error(`cook fixture: ${res.status} ${res.text}`);
  return { familyId: ctx.a.family.id, cookId: res.body.data.cookId as number };
};

export const isolationFixtures: Record<string, IsolationFixture> = {
  // families (modules/families)
  '/api/families/:familyId': {
    params: async ({ a }) => ({ familyId: a.family.id }),
    body: { PATCH: { name: 'Renamed' } },
  },

  // grocery lists (modules/grocery-lists)
  '/api/families/:familyId/grocery-lists': { params: familyOfA, body: { POST: { name: 'Iso List' } } },
  '/api/families/:familyId/product-links': {
    params: familyOfA,
    body: { POST: () => ({ name: uniqueUsername('iso'), sameAs: 'Iso Other' }) },
  },
  '/api/product-links/:linkId': { params: linkOfA },
  '/api/families/:familyId/grocery-settings': { params: familyOfA, body: { PUT: { putAwayOnTick: false } } },
  '/api/families/:familyId/shop-order': { params: familyOfA, body: { PUT: { order: ['Bakery'] } } },
  '/api/grocery-lists/:listId': { params: listOfA, body: { PATCH: { name: 'Iso Renamed' } } },
  // groceryListId in the body (spec 7) is accepted and ignored: the list is the one in the path.
  '/api/grocery-lists/:listId/items': {
    params: listOfA,
    body: { POST: { name: 'Iso Milk', groceryListId: 0 } },
  },
  '/api/grocery-lists/:listId/put-away': { params: listOfA },
  '/api/grocery-lists/:listId/add-low-stock': { params: listOfA },
  '/api/grocery-lists/:listId/add-recipe': {
    params: listOfA,
    body: { POST: async (ctx: IsolationContext) => ({ recipeId: await recipeOfA(ctx, false), servings: 2 }) },
  },
  '/api/grocery-list-items/:itemId': { params: groceryItemOfA, body: { PATCH: { purchased: true } } },

  // Issue 24: a delete's Undo, by the id the DELETE answered (modules/undo).
  '/api/deletions/:id/undo': { params: async (ctx) => ({ id: await deletionOfA(ctx) }) },

  // meal planning (modules/meal-plans)
  '/api/families/:familyId/meal-plans': {
    params: familyOfA,
    // familyId in the body (spec 7) is accepted and ignored: the family is the one in the path.
    body: {
      POST: async (ctx: IsolationContext) => ({
        ...MEAL,
        familyId: ctx.a.family.id,
        recipeId: await recipeOfA(ctx, false),
      }),
    },
  },
  '/api/meal-plans/:id': {
    params: async (ctx) => ({ id: await mealPlanOfA(ctx) }),
    body: { PATCH: { name: 'Iso Stew' } },
  },
  // Issue 23: a typed plan kept as a recipe; a plan made from a recipe unlinked to a copy.
  '/api/meal-plans/:id/keep-as-recipe': { params: async (ctx) => ({ id: await mealPlanOfA(ctx) }) },
  '/api/meal-plans/:id/unlink': {
    params: async (ctx) => ({
      id: (await buildPlan(ctx.t, ctx.a, { ...MEAL, recipeId: await recipeOfA(ctx, false) })).id,
    }),
  },
  '/api/families/:familyId/planned-meals': {
    params: familyOfA,
    body: {
      POST: async (ctx: IsolationContext) => ({
        mealPlanId: await mealPlanOfA(ctx),
        plannedDate: '2026-11-25',
        familyId: ctx.a.family.id,
      }),
    },
  },
  '/api/planned-meals/:id': { params: plannedMealOfA, body: { PATCH: { mealType: 'lunch' } } },
  '/api/families/:familyId/meal-suggestions': { params: familyOfA },
  '/api/families/:familyId/planned-meals/shopping': {
    params: familyOfA,
    body: {
      POST: async (ctx: IsolationContext) => ({
        startDate: '2026-11-22',
        endDate: '2026-11-28',
        listId: (await listOfA(ctx)).listId,
      }),
    },
  },
  '/api/families/:familyId/meal-suggestions/shopping': {
    params: familyOfA,
    body: {
      POST: async (ctx: IsolationContext) => ({
        kind: 'meal_plan',
        id: await mealPlanOfA(ctx),
        listId: (await listOfA(ctx)).listId,
      }),
    },
  },

  // Smart Quick Add's grocery reading onto a list in progress (issue 24, modules/smart-add)
  '/api/smart-add/grocery-list': {
    params: async () => ({}),
    body: {
      POST: async (ctx: IsolationContext) => ({
        listId: (await listOfA(ctx)).listId,
        items: [{ name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' }],
      }),
    },
  },

  // the activity feed and the live stream (modules/activity, modules/live)
  '/api/families/:familyId/activity': { params: familyOfA },
  // the family's reminder settings (modules/notices, issue 26)
  '/api/families/:familyId/notice-settings': { params: familyOfA, body: { PUT: { expiryDays: 3 } } },
  // dashboard (modules/dashboard)
  '/api/families/:familyId/dashboard/waste': { params: familyOfA },
  '/api/families/:familyId/events': { params: familyOfA },

  // members (modules/users)
  '/api/families/:familyId/users': {
    params: async ({ a }) => ({ familyId: a.family.id }),
    body: { POST: () => ({ username: uniqueUsername('iso'), firstName: 'Iso', lastName: 'Lation' }) },
  },
  '/api/users/:id': {
    params: memberOfA,
    body: { PATCH: { firstName: 'Changed' } },
  },
  // The member's own calendar address (modules/calendar): anyone else's id answers 404.
  // webhooks (modules/webhooks, issue 29): made straight in the table, so the calls never meet the
  // family's limit of webhooks.
  '/api/families/:familyId/webhooks': {
    params: familyOfA,
    body: { POST: { url: 'https://hooks.example.com/isolation' } },
  },
  '/api/webhooks/:id': { params: webhookOfA },
  '/api/webhooks/:id/enable': { params: webhookOfA },
  '/api/webhooks/:id/deliveries': { params: webhookOfA },
  '/api/users/:id/calendar-feed': { params: async ({ a }) => ({ id: a.user.id }) },
  // Issue 29: a member's own personal access tokens; anyone else's id answers 404.
  '/api/users/:id/tokens': {
    params: async ({ a }) => ({ id: a.user.id }),
    body: { POST: { name: 'Iso token', scopes: ['inventory:read'] } },
  },
  '/api/users/:id/tokens/:tokenId': {
    params: async ({ api, a }) => {
      const res = await api.post(`/api/users/${a.user.id}/tokens`, {
        token: a.token,
        body: { name: 'Iso token', scopes: ['inventory:read'] },
      });
      if (res.status !== 201) throw new Error(`token fixture: ${res.status} ${res.text}`);
      return { id: a.user.id, tokenId: res.body.data.id as number };
    },
  },
  // reminders (modules/notices, issue 26): a member's own notices and settings only
  '/api/users/:id/notices': { params: async ({ a }) => ({ id: a.user.id }) },
  '/api/users/:id/notices/unread': { params: async ({ a }) => ({ id: a.user.id }) },
  '/api/users/:id/notices/read': { params: async ({ a }) => ({ id: a.user.id }), body: { POST: {} } },
  '/api/users/:id/notice-preferences': {
    params: async ({ a }) => ({ id: a.user.id }),
    body: {
      PUT: {
        kinds: ['expiring'],
        channels: ['in_app'],
        digestHour: 7,
        quietStart: null,
        quietEnd: null,
        timeZone: 'Europe/Berlin',
      },
    },
  },
  // The feed is public by its secret (a calendar app sends no session): a renewed address answers 404
  // to everyone, A's own Head Chef included; calendar.api.test.ts shows the current one works.
  '/api/calendar/:file': {
    params: async ({ api, a }) => {
      const made = await api.post(`/api/users/${a.user.id}/calendar-feed`, { token: a.token });
      await api.post(`/api/users/${a.user.id}/calendar-feed`, { token: a.token });
      return { file: String(made.body.data.url).split('/').at(-1)! };
    },
    ownerStatus: { GET: 404, HEAD: 404 },
    anonymousStatus: { GET: 404, HEAD: 404 },
  },
  '/api/users/:id/password': {
    params: memberOfA,
    body: { PATCH: { newPassword: 'a-new-secret' } },
  },
  // Issue 26: a member's own push subscriptions; the owner is A's Head Chef, whose browser each call names.
  '/api/users/:id/push-subscriptions': {
    params: pushSubscriberA,
    body: {
      POST: () => ({
        endpoint: `https://push.example.com/${uniqueUsername('iso')}`,
        keys: browserKeys().keys,
      }),
      DELETE: () => ({ endpoint: lastPushEndpointOfA }),
    },
  },
  // Profile setup takes a familyId to join; joining one you did not create answers 403, the same as for
  // a family that does not exist (profile.api.test.ts), so the answer reveals nothing.
  '/api/users/profile': {
    params: async () => ({}),
    body: {
      POST: ({ a }: IsolationContext) => ({
        username: uniqueUsername('iso'),
        firstName: 'Iso',
        lastName: 'Lation',
        familyId: a.family.id,
      }),
    },
    outsiderStatus: { POST: 403 },
  },

  // recipes (modules/recipes): archived, so that DELETE (archive only) succeeds for the owner too
  '/api/families/:familyId/recipes': {
    params: async ({ a }) => ({ familyId: a.family.id }),
    body: { POST: { name: 'Iso Soup', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] } },
  },
  '/api/recipes/:id': {
    params: async (ctx) => ({ id: await recipeOfA(ctx, true) }),
    body: { PATCH: { name: 'Iso Stew' } },
  },
  '/api/families/:familyId/recipe-tags': { params: familyOfA },
  // A recipe's photo (issue 25): A's recipe has one. A PUT without an upload is refused (400
  // recipes.no_image_file) after the family check.
  '/api/recipes/:id/image': { params: photoOfA, body: { PUT: {} }, ownerStatus: { PUT: 400 } },

  // export and import (modules/imports, issue 25)
  '/api/families/:familyId/export': { params: familyOfA },
  '/api/families/:familyId/inventory.csv': { params: familyOfA },
  // A JSON body is not an upload: A's own call is refused (400 imports.no_file) after the family check.
  '/api/families/:familyId/imports': { params: familyOfA, body: { POST: {} }, ownerStatus: { POST: 400 } },
  '/api/recipes/:id/archive': { params: async (ctx) => ({ id: await recipeOfA(ctx, false) }) },
  '/api/recipes/:id/unarchive': { params: async (ctx) => ({ id: await recipeOfA(ctx, true) }) },

  // inventory (modules/inventory)
  '/api/families/:familyId/inventory': { params: familyOfA, body: { POST: { name: 'Rice' } } },
  '/api/inventory/:id': { params: itemOfA, body: { PATCH: { quantity: '2' } } },
  // stock (modules/inventory, issue 23)
  '/api/inventory/:id/batches': { params: stockOfA },
  '/api/inventory/:id/ledger': { params: stockOfA },
  '/api/inventory/:id/take': {
    params: stockOfA,
    body: { POST: () => ({ quantity: '1', reason: 'used', batchId: lastBatchOfA }) },
  },
  '/api/inventory-batches/:id': {
    params: async (ctx) => ({ id: (await stockOfA(ctx)).batchId }),
    body: { PATCH: { location: 'Pantry' } },
  },
  '/api/families/:familyId/shelf-life': {
    params: familyOfA,
    body: { PUT: { category: 'Dairy', fresh: 12 } },
  },
  // cooking (modules/cooking)
  '/api/families/:familyId/cook': {
    params: familyOfA,
    body: { POST: async (ctx: IsolationContext) => ({ recipeId: await recipeOfA(ctx, false), servings: 2 }) },
  },
  '/api/families/:familyId/cook/:cookId/undo': { params: cookOfA },
  '/api/families/:familyId/stock-actions/:actionId/undo': { params: actionOfA },
  '/api/families/:familyId/stock/take': {
    params: familyOfA,
    body: { POST: { name: 'Iso Flour', quantity: '1', unit: 'cups' } },
  },

  // products (modules/products)
  '/api/families/:familyId/products': {
    params: familyOfA,
    body: { POST: { barcode: '4006381333931', name: 'Pencil Soup', category: 'Pantry' } },
  },
  // the scanner (modules/products): the family travels in the body
  '/api/scan/barcode': {
    params: scannedItemOfA,
    body: { POST: ({ a }: IsolationContext) => ({ familyId: a.family.id, barcode: SCANNED }) },
  },
  '/api/scan/add': {
    params: scannedItemOfA,
    body: {
      POST: ({ a }: IsolationContext) => ({
        familyId: a.family.id,
        barcode: SCANNED,
        name: 'Isolation Oats',
        category: 'Pantry',
        quantity: 1,
        unit: 'pieces',
      }),
    },
  },
  '/api/scan/remove': {
    params: scannedItemOfA,
    body: {
      POST: ({ a }: IsolationContext) => ({
        familyId: a.family.id,
        barcode: SCANNED,
        quantity: 1,
        unit: 'pieces',
      }),
    },
  },
};
