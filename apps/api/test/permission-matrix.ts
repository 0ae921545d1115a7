/**
 * shared/PERMISSIONS.md through the API (run by apps/api/src/permissions.api.test.ts).
 *
 * For every row and every role, the test makes a fresh member of that role in one family (the family's
 * creator is a second Head Chef, so "the last Head Chef" never gets in the way), asks `request` for the
 * call to make, sends it as that member, and expects success (200/201/204, or `success`) where the row says
 * yes and 403 where it says no.
 *
 * TO ADD YOUR DOMAIN: append rows to `permissionMatrix`, one per action (or per part of an action whose
 * cells have conditions), with `action` copied from PERMISSIONS.md and `yes` for roles [1, 2, 3, 4].
 * `request` creates whatever the call needs in the family (through the API as `ctx.owner.token`: the
 * builders of ./builders, or with your repository over `ctx.t.db`) and returns { method, url, body }.
 * Example for inventory:
 *   {
 *     action: 'delete an inventory item',
 *     yes: [true, true, true, false],
 *     request: async ({ t, owner, family }) => {
 *       const item = await buildItem(t, { token: owner.token, familyId: family.id });
 *       return { method: 'DELETE', url: `/api/inventory/${item.id}` };
 *     },
 *   },
 */
import { buildItem, buildList, buildRecipe, buildStock } from './builders';
import { addMember, uniqueUsername } from './fixtures';
import type { client } from './http';
import type { TestApp } from './test-app';

export type Role = 1 | 2 | 3 | 4;

export interface MatrixContext {
  t: TestApp;
  api: ReturnType<typeof client>;
  family: { id: number; name: string };
  /** The family's creator, a Head Chef: use their token to set things up. */
  owner: { token: string; user: { id: number } };
  /** The member making the call. */
  actor: { id: number; role: Role; token: string };
}

export interface MatrixRow {
  action: string;
  /** Which part of the action, when a row of PERMISSIONS.md has several. */
  part?: string;
  yes: [boolean, boolean, boolean, boolean];
  request(
    ctx: MatrixContext,
  ): Promise<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }>;
  /** The status expected where the row says yes, when it is not 200, 201 or 204. */
  success?: number;
}

const memberOf = async ({ t, family }: MatrixContext, role: Role) =>
  addMember(t.db, { familyId: family.id, role });

/** A barcode with a valid check digit, used only by the matrix. */
const SCANNED = '5010251168577';

export const permissionMatrix: MatrixRow[] = [
  // families and members (modules/families, modules/users)
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: 'the family',
    yes: [true, true, true, true],
    request: async ({ family }) => ({ method: 'GET', url: `/api/families/${family.id}` }),
  },
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: 'the members',
    yes: [true, true, true, true],
    request: async ({ family }) => ({ method: 'GET', url: `/api/families/${family.id}/users` }),
  },
  {
    action: 'rename the family',
    yes: [true, true, false, false],
    request: async ({ family }) => ({
      method: 'PATCH',
      url: `/api/families/${family.id}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    action: "add members; edit any member's profile",
    part: 'add a Cook',
    yes: [true, true, false, false],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/users`,
      body: { username: uniqueUsername('matrix'), firstName: 'New', lastName: 'Cook', role: 3 },
    }),
  },
  {
    action: "add members; edit any member's profile",
    part: 'add a Head Chef (a Sous Chef: never to role 1)',
    yes: [true, false, false, false],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/users`,
      body: { username: uniqueUsername('matrix'), firstName: 'New', lastName: 'Chef', role: 1 },
    }),
  },
  {
    action: "add members; edit any member's profile",
    part: "edit a Cook's profile",
    yes: [true, true, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 3)).id}`,
      body: { firstName: 'Edited', dietaryGoals: 'More greens' },
    }),
  },
  {
    action: "add members; edit any member's profile",
    part: "edit a Head Chef's profile (a Sous Chef: never from role 1)",
    yes: [true, false, false, false],
    request: async ({ owner }) => ({
      method: 'PATCH',
      url: `/api/users/${owner.user.id}`,
      body: { firstName: 'Ada' },
    }),
  },
  {
    action: "edit one's own profile (names, dietary goals; not one's own role)",
    part: 'names and dietary goals',
    yes: [true, true, true, true],
    request: async ({ actor }) => ({
      method: 'PATCH',
      url: `/api/users/${actor.id}`,
      body: { firstName: 'Me', lastName: 'Myself', middleInitial: 'I', dietaryGoals: 'Less sugar' },
    }),
  },
  {
    action: "edit one's own profile (names, dietary goals; not one's own role)",
    part: "not one's own role",
    yes: [false, false, false, false],
    request: async ({ actor }) => ({
      method: 'PATCH',
      url: `/api/users/${actor.id}`,
      body: { role: actor.role === 1 ? 2 : 1 },
    }),
  },
  {
    action: "change one's own password (current password checked when one is set)",
    yes: [true, true, true, true],
    request: async ({ actor }) => ({
      method: 'PATCH',
      url: `/api/users/${actor.id}/password`,
      body: { newPassword: 'my-own-secret' },
    }),
  },
  {
    action: 'set the password of a member who has no email',
    yes: [true, false, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 4)).id}/password`,
      body: { newPassword: 'kid-secret' },
    }),
  },
  {
    action: 'change roles',
    part: 'Cook to Kitchen Helper',
    yes: [true, true, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 3)).id}`,
      body: { role: 4 },
    }),
  },
  {
    action: 'change roles',
    part: 'Kitchen Helper to Sous Chef',
    yes: [true, true, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 4)).id}`,
      body: { role: 2 },
    }),
  },
  {
    action: 'change roles',
    part: 'to Head Chef (a Sous Chef: roles 2 to 4 only)',
    yes: [true, false, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 3)).id}`,
      body: { role: 1 },
    }),
  },
  {
    action: 'change roles',
    part: 'from Head Chef (a Sous Chef: roles 2 to 4 only)',
    yes: [true, false, false, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/users/${(await memberOf(ctx, 1)).id}`,
      body: { role: 3 },
    }),
  },

  // recipes (modules/recipes)
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: 'the recipes (active and archived)',
    yes: [true, true, true, true],
    request: async ({ family }) => ({
      method: 'GET',
      url: `/api/families/${family.id}/recipes?archived=true`,
    }),
  },
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: 'one recipe',
    yes: [true, true, true, true],
    request: async (ctx) => ({ method: 'GET', url: `/api/recipes/${await recipeOf(ctx)}` }),
  },
  {
    action: 'create, edit, archive, restore recipes; import from a web address',
    part: 'create',
    yes: [true, true, true, false],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/recipes`,
      body: { name: 'Matrix Soup', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] },
    }),
  },
  {
    action: 'create, edit, archive, restore recipes; import from a web address',
    part: 'edit',
    yes: [true, true, true, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/recipes/${await recipeOf(ctx)}`,
      body: { name: 'Matrix Stew', servings: 2 },
    }),
  },
  {
    action: 'create, edit, archive, restore recipes; import from a web address',
    part: 'archive',
    yes: [true, true, true, false],
    request: async (ctx) => ({ method: 'PATCH', url: `/api/recipes/${await recipeOf(ctx)}/archive` }),
  },
  {
    action: 'create, edit, archive, restore recipes; import from a web address',
    part: 'restore',
    yes: [true, true, true, false],
    request: async (ctx) => ({ method: 'PATCH', url: `/api/recipes/${await recipeOf(ctx, true)}/unarchive` }),
  },
  {
    // smart-add: the pasted-page import (the same rule as analyze-url, without an outside fetch).
    action: 'create, edit, archive, restore recipes; import from a web address',
    part: 'import',
    yes: [true, true, true, false],
    request: async () => ({
      method: 'POST',
      url: '/api/smart-add/analyze-html',
      body: {
        html: '<script type="application/ld+json">{"@type":"Recipe","name":"Matrix Soup","recipeIngredient":["1 cup water"]}</script>',
      },
    }),
  },
  {
    action: 'permanently delete a recipe',
    yes: [true, true, false, false],
    request: async (ctx) => ({ method: 'DELETE', url: `/api/recipes/${await recipeOf(ctx, true)}` }),
  },

  // inventory (modules/inventory)
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: 'the inventory',
    yes: [true, true, true, true],
    request: async ({ family }) => ({ method: 'GET', url: `/api/families/${family.id}/inventory` }),
  },
  {
    action: 'add and edit inventory items, scanner add',
    part: 'add',
    yes: [true, true, true, true],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/inventory`,
      body: { name: 'Matrix Milk', quantity: '2', unit: 'gallons', category: 'Dairy' },
    }),
  },
  {
    action: 'add and edit inventory items, scanner add',
    part: 'edit',
    yes: [true, true, true, true],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/inventory/${await itemOf(ctx)}`,
      body: { name: 'Matrix Oat Milk', category: 'Beverages', expirationDate: '2030-01-31' },
    }),
  },
  {
    action: 'scanner remove (use up), quantity down',
    part: 'quantity down',
    yes: [true, true, true, true],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/inventory/${await itemOf(ctx)}`,
      body: { quantity: '0' },
    }),
  },
  {
    action: 'delete an inventory item',
    yes: [true, true, true, false],
    request: async (ctx) => ({ method: 'DELETE', url: `/api/inventory/${await itemOf(ctx)}` }),
  },

  // stock and cooking (modules/inventory, modules/cooking; issue 23)
  {
    action: "cook (take a dish's ingredients from stock), mark used, undo own action",
    part: 'cook',
    yes: [true, true, true, true],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/families/${ctx.family.id}/cook`,
      body: { recipeId: await recipeOf(ctx) },
    }),
  },
  {
    action: "cook (take a dish's ingredients from stock), mark used, undo own action",
    part: 'mark used',
    yes: [true, true, true, true],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/inventory/${(await stockOf(ctx)).item.id}/take`,
      body: { quantity: '1', reason: 'used' },
    }),
  },
  {
    action: "cook (take a dish's ingredients from stock), mark used, undo own action",
    part: 'undo own action',
    yes: [true, true, true, true],
    request: async (ctx) => {
      const { item } = await stockOf(ctx);
      const used = await ctx.api.post(`/api/inventory/${item.id}/take`, {
        token: ctx.actor.token,
        body: { quantity: '1' },
      });
      return {
        method: 'POST',
        url: `/api/families/${ctx.family.id}/stock-actions/${used.body.data.actionId}/undo`,
      };
    },
  },
  {
    action: "mark wasted, correct stock by hand, undo another's action",
    part: 'mark wasted',
    yes: [true, true, true, false],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/inventory/${(await stockOf(ctx)).item.id}/take`,
      body: { quantity: '1', reason: 'wasted' },
    }),
  },
  {
    action: "mark wasted, correct stock by hand, undo another's action",
    part: 'correct stock by hand',
    yes: [true, true, true, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/inventory-batches/${(await stockOf(ctx)).batches[0]!.id}`,
      body: { quantity: '4' },
    }),
  },
  {
    action: "mark wasted, correct stock by hand, undo another's action",
    part: "undo another's action",
    yes: [true, true, true, false],
    request: async (ctx) => {
      const { item } = await stockOf(ctx);
      const used = await ctx.api.post(`/api/inventory/${item.id}/take`, {
        token: ctx.owner.token,
        body: { quantity: '1' },
      });
      return {
        method: 'POST',
        url: `/api/families/${ctx.family.id}/stock-actions/${used.body.data.actionId}/undo`,
      };
    },
  },

  // grocery lists (modules/grocery-lists; issue 24): a Kitchen Helper deletes or renames only their own
  {
    action: 'delete or rename a grocery list',
    part: "delete another member's list",
    yes: [true, true, true, false],
    request: async (ctx) => ({ method: 'DELETE', url: `/api/grocery-lists/${await listOf(ctx, ctx.owner)}` }),
  },
  {
    action: 'delete or rename a grocery list',
    part: "rename another member's list",
    yes: [true, true, true, false],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/grocery-lists/${await listOf(ctx, ctx.owner)}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    action: 'delete or rename a grocery list',
    part: 'delete a list they created',
    yes: [true, true, true, true],
    request: async (ctx) => ({ method: 'DELETE', url: `/api/grocery-lists/${await listOf(ctx, ctx.actor)}` }),
  },
  {
    action: 'delete or rename a grocery list',
    part: 'rename a list they created',
    yes: [true, true, true, true],
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/grocery-lists/${await listOf(ctx, ctx.actor)}`,
      body: { name: 'Renamed' },
    }),
  },

  // the scanner (modules/products): the family's own item answers a lookup without Open Food Facts
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    part: "a scanned barcode (the family's own item)",
    yes: [true, true, true, true],
    request: async (ctx) => {
      await scannedItemOf(ctx);
      return {
        method: 'POST',
        url: '/api/scan/barcode',
        body: { familyId: ctx.family.id, barcode: SCANNED },
      };
    },
  },
  {
    action: 'add and edit inventory items, scanner add',
    part: 'scanner add',
    yes: [true, true, true, true],
    request: async ({ family }) => ({
      method: 'POST',
      url: '/api/scan/add',
      body: {
        familyId: family.id,
        barcode: SCANNED,
        name: 'Matrix Oats',
        category: 'Pantry',
        quantity: 1,
        unit: 'boxes',
      },
    }),
  },
  {
    action: 'add and edit inventory items, scanner add',
    part: "name a scanned product (the family's own name for a barcode)",
    yes: [true, true, true, true],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/products`,
      body: { barcode: '4006381333931', name: 'Matrix Pencils', category: 'Pantry' },
    }),
  },
  {
    action: 'scanner remove (use up), quantity down',
    part: 'scanner remove',
    yes: [true, true, true, true],
    request: async (ctx) => {
      await scannedItemOf(ctx);
      return {
        method: 'POST',
        url: '/api/scan/remove',
        body: { familyId: ctx.family.id, barcode: SCANNED, quantity: 1, unit: 'boxes' },
      };
    },
  },
  // Issue 29: the family's webhooks.
  {
    action: 'webhooks',
    part: 'add',
    yes: [true, true, false, false],
    request: async ({ family }) => ({
      method: 'POST',
      url: `/api/families/${family.id}/webhooks`,
      body: { url: 'https://hooks.example.com/matrix' },
    }),
  },
  {
    action: 'webhooks',
    part: 'list',
    yes: [true, true, false, false],
    request: async ({ family }) => ({ method: 'GET', url: `/api/families/${family.id}/webhooks` }),
  },
  {
    action: 'webhooks',
    part: 'delete',
    yes: [true, true, false, false],
    request: async ({ api, owner, family }) => {
      const res = await api.post(`/api/families/${family.id}/webhooks`, {
        token: owner.token,
        body: { url: 'https://hooks.example.com/matrix-delete' },
      });
      return { method: 'DELETE', url: `/api/webhooks/${res.body.data.webhook.id}` };
    },
  },
];

/**
 * The family's inventory item carrying SCANNED, in boxes: made by the first call, restocked by the
 * next ones (a barcode names one item per family; 200 then). The scanner-add row adds boxes too.
 */
async function scannedItemOf({ api, owner, family }: MatrixContext): Promise<number> {
  const res = await api.post(`/api/families/${family.id}/inventory`, {
    token: owner.token,
    body: { name: 'Matrix Oats', quantity: '5', unit: 'boxes', category: 'Pantry', barcode: SCANNED },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`scanned item for the matrix: ${res.status} ${res.text}`);
  return res.body.data.id;
}

/** Fresh stock of the family (one batch of 5), added by its owner. */
function stockOf({ t, owner, family }: MatrixContext) {
  return buildStock(
    t,
    { token: owner.token, familyId: family.id },
    { name: 'Matrix Flour', batches: [{ quantity: '5' }] },
  );
}

/** A fresh grocery list of the family, made by `by` (its owner, or the member making the call). */
async function listOf({ t, family }: MatrixContext, by: { token: string }): Promise<number> {
  return (await buildList(t, { token: by.token, familyId: family.id }, { name: 'Matrix List' })).id;
}

/** A fresh inventory item of the family, added by its owner. */
async function itemOf({ t, owner, family }: MatrixContext): Promise<number> {
  const by = { token: owner.token, familyId: family.id };
  return (await buildItem(t, by, { name: 'Matrix Rice', quantity: '3', unit: 'lbs', category: 'Pantry' })).id;
}

/** A fresh recipe of the family, made by its owner; archived when a row needs one from the archive. */
async function recipeOf({ t, api, owner, family }: MatrixContext, archived = false): Promise<number> {
  const body = { name: 'Matrix Soup', ingredients: [{ name: 'Water', quantity: '1', unit: 'cups' }] };
  const { id } = await buildRecipe(t, { token: owner.token, familyId: family.id }, body);
  if (archived) await api.patch(`/api/recipes/${id}/archive`, { token: owner.token });
  return id;
}
