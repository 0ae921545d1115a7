import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser, headChef, profileBody, uniqueUsername } from '../../../test/fixtures';
import { type ApiResponse, client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CommittedEvent } from '../../kernel/event-bus';
import { activity } from './activity.table';

// Every write route raises exactly one domain event, recorded as exactly one activity row in the same
// transaction, published after commit; a refused or rolled-back request raises none.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
let cook: Awaited<ReturnType<typeof addMember>>;
const heard: CommittedEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Event Family');
  cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
  t.app.ctx.bus.subscribe((event) => {
    heard.push(event);
  });
});
afterAll(() => t?.close());

const rows = async (familyId = chef.family.id) =>
  (await t.db.select({ n: count() }).from(activity).where(eq(activity.familyId, familyId)))[0]!.n;

/** Runs one request and checks it raised exactly `type`: one event heard, one row written, same id. */
async function expectOneEvent(type: string, request: () => Promise<ApiResponse>, familyId = chef.family.id) {
  const before = await rows(familyId);
  heard.length = 0;
  const res = await request();
  expect(res.status, res.text).toBeLessThan(300);
  expect(heard.map((e) => e.type)).toEqual([type]);
  expect(await rows(familyId)).toBe(before + 1);
  const [row] = await t.db
    .select()
    .from(activity)
    .where(and(eq(activity.familyId, familyId), eq(activity.id, heard[0]!.id)));
  expect(row).toMatchObject({ action: type, familyId, description: null });
  return { res, event: heard[0]! };
}

async function expectNoEvent(request: () => Promise<ApiResponse>, status: number) {
  const before = await rows();
  heard.length = 0;
  const res = await request();
  expect(res.status, res.text).toBe(status);
  // Anything published after commit would have been heard by now (publishing is synchronous).
  expect(heard).toEqual([]);
  expect(await rows()).toBe(before);
}

describe('domain events', () => {
  it('inventory: add, edit, use up, restock and delete each raise one event with the item', async () => {
    const token = chef.token;
    const familyId = chef.family.id;
    const { res, event } = await expectOneEvent('inventory.item_added', () =>
      api.post(`/api/families/${familyId}/inventory`, {
        token,
        body: { name: 'Milk', quantity: '2', unit: 'gallons', category: 'Dairy' },
      }),
    );
    const item = res.body.data;
    expect(event).toMatchObject({ familyId, actorId: chef.user.id, details: { item } });
    await expectOneEvent('inventory.item_updated', () =>
      api.patch(`/api/inventory/${item.id}`, { token, body: { quantity: '3' } }),
    );
    // A form sends every field: the event names only what moved (the dashboard refetches on a date).
    const whole = await expectOneEvent('inventory.item_updated', () =>
      api.patch(`/api/inventory/${item.id}`, {
        token,
        body: { name: 'Milk', quantity: '4', unit: 'gallons', category: 'Dairy', expirationDate: null },
      }),
    );
    expect(whole.event.details).toMatchObject({ changed: ['quantity'] });
    await expectOneEvent('inventory.item_removed', () => api.delete(`/api/inventory/${item.id}`, { token }));
  });

  it('the scanner: one add is one event (also when it remembers the name), a use-up is one', async () => {
    const familyId = chef.family.id;
    const body = { familyId, barcode: '5010251168577', quantity: 2, unit: 'pieces', category: 'Produce' };
    const first = await expectOneEvent('inventory.item_added', () =>
      api.post('/api/scan/add', {
        token: cook.token,
        body: { ...body, name: 'Oranges', rememberName: true },
      }),
    );
    expect(first.event.actorId).toBe(cook.id);
    const again = await expectOneEvent('inventory.quantity_changed', () =>
      api.post('/api/scan/add', { token: cook.token, body: { ...body, name: 'Oranges' } }),
    );
    expect(again.event.details).toMatchObject({ change: '2', item: { quantity: '4' } });
    const used = await expectOneEvent('inventory.quantity_changed', () =>
      api.post('/api/scan/remove', {
        token: cook.token,
        body: { familyId, barcode: body.barcode, quantity: 10, unit: 'pieces' },
      }),
    );
    // What really moved: 4, not the 10 asked.
    expect(used.event.details).toMatchObject({ change: '-4', item: { quantity: '0' } });
    // Nothing left to use up: nothing changed, no event.
    await expectNoEvent(
      () =>
        api.post('/api/scan/remove', {
          token: cook.token,
          body: { familyId, barcode: body.barcode, quantity: 1, unit: 'pieces' },
        }),
      200,
    );
    await expectOneEvent('product.named', () =>
      api.post(`/api/families/${familyId}/products`, {
        token: cook.token,
        body: { barcode: '4006381333931', name: 'Pens', category: 'Other' },
      }),
    );
  });

  it('recipes: create, edit, archive, restore, archive and delete', async () => {
    const token = chef.token;
    const { res } = await expectOneEvent('recipe.created', () =>
      api.post(`/api/families/${chef.family.id}/recipes`, {
        token,
        body: { name: 'Pancakes', ingredients: [{ name: 'Flour', quantity: '2', unit: 'cups' }] },
      }),
    );
    const id = res.body.data.id;
    const edited = await expectOneEvent('recipe.updated', () =>
      api.patch(`/api/recipes/${id}`, { token, body: { servings: 6 } }),
    );
    expect(edited.event.details).toMatchObject({ changed: ['servings'], recipe: { id, servings: 6 } });
    await expectOneEvent('recipe.archived', () => api.patch(`/api/recipes/${id}/archive`, { token }));
    await expectOneEvent('recipe.restored', () => api.patch(`/api/recipes/${id}/unarchive`, { token }));
    await expectOneEvent('recipe.archived', () => api.patch(`/api/recipes/${id}/archive`, { token }));
    const deleted = await expectOneEvent('recipe.deleted', () => api.delete(`/api/recipes/${id}`, { token }));
    expect(deleted.event.details).toMatchObject({ recipe: { id, name: 'Pancakes', isArchived: true } });
    // Archiving what is archived already changes nothing: no event.
    const other = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token,
      body: { name: 'Waffles', ingredients: [{ name: 'Flour', quantity: '2', unit: 'cups' }] },
    });
    await api.patch(`/api/recipes/${other.body.data.id}/archive`, { token });
    await expectNoEvent(() => api.patch(`/api/recipes/${other.body.data.id}/archive`, { token }), 200);
  });

  it('family and members: create, join, rename, add, edit, password', async () => {
    const newcomer = await createUser(t.db);
    const created = await api.post('/api/families', { token: newcomer.token, body: { name: 'New Nest' } });
    expect(created.status, created.text).toBe(201);
    const familyId = created.body.data.id;
    expect(await rows(familyId)).toBe(1);
    await expectOneEvent(
      'member.joined',
      () =>
        api.post('/api/users/profile', {
          token: newcomer.token,
          body: profileBody({ username: uniqueUsername('nest'), familyId }),
        }),
      familyId,
    );
    await expectOneEvent(
      'family.renamed',
      () => api.patch(`/api/families/${familyId}`, { token: newcomer.token, body: { name: 'Newer Nest' } }),
      familyId,
    );
    const { res } = await expectOneEvent(
      'member.added',
      () =>
        api.post(`/api/families/${familyId}/users`, {
          token: newcomer.token,
          body: { username: uniqueUsername('kid'), firstName: 'Kid', lastName: 'Nest', role: 4 },
        }),
      familyId,
    );
    const kid = res.body.data;
    const promoted = await expectOneEvent(
      'member.updated',
      () => api.patch(`/api/users/${kid.id}`, { token: newcomer.token, body: { role: 3 } }),
      familyId,
    );
    expect(promoted.event.details).toMatchObject({ changed: ['role'], member: { id: kid.id, role: 3 } });
    await expectOneEvent(
      'member.password_set',
      () =>
        api.patch(`/api/users/${kid.id}/password`, {
          token: newcomer.token,
          body: { newPassword: 'a-new-password-1' },
        }),
      familyId,
    );
  });

  it('grocery lists: every change is one event, put away included', async () => {
    const token = cook.token;
    const { res } = await expectOneEvent('grocery.list_created', () =>
      api.post(`/api/families/${chef.family.id}/grocery-lists`, { token, body: { name: 'Events List' } }),
    );
    const listId = res.body.data.id;
    const added = await expectOneEvent('grocery.item_added', () =>
      api.post(`/api/grocery-lists/${listId}/items`, {
        token,
        body: { name: 'Butter', quantity: '1', unit: 'each' },
      }),
    );
    const itemId = added.res.body.data.id;
    const merged = await expectOneEvent('grocery.item_added', () =>
      api.post(`/api/grocery-lists/${listId}/items`, {
        token,
        body: { name: 'butter', quantity: '2', unit: 'each' },
      }),
    );
    expect(merged.event.details).toMatchObject({ merged: true, item: { id: itemId, quantity: '3' } });
    await expectOneEvent('grocery.item_updated', () =>
      api.patch(`/api/grocery-list-items/${itemId}`, { token, body: { quantity: '4' } }),
    );
    await expectOneEvent('grocery.item_ticked', () =>
      api.patch(`/api/grocery-list-items/${itemId}`, { token, body: { purchased: true } }),
    );
    const away = await expectOneEvent('grocery.put_away', () =>
      api.post(`/api/grocery-lists/${listId}/put-away`, { token }),
    );
    expect(away.event.details).toMatchObject({ added: [{ name: 'Butter', quantity: '4' }], updated: [] });
    await expectOneEvent('grocery.list_renamed', () =>
      api.patch(`/api/grocery-lists/${listId}`, { token, body: { name: 'Renamed List' } }),
    );
    await expectOneEvent('family.grocery_settings_changed', () =>
      api.put(`/api/families/${chef.family.id}/grocery-settings`, { token, body: { putAwayOnTick: false } }),
    );
    await expectOneEvent('family.shop_order_changed', () =>
      api.put(`/api/families/${chef.family.id}/shop-order`, { token, body: { order: ['Dairy'] } }),
    );
    const other = (await api.post(`/api/grocery-lists/${listId}/items`, { token, body: { name: 'Jam' } }))
      .body.data;
    await expectOneEvent('grocery.item_removed', () =>
      api.delete(`/api/grocery-list-items/${other.id}`, { token }),
    );
    await expectOneEvent('grocery.list_deleted', () => api.delete(`/api/grocery-lists/${listId}`, { token }));
  });

  it('meal planning: every change is one event, the week shopping one grocery event', async () => {
    const token = chef.token;
    const base = `/api/families/${chef.family.id}`;
    const { res } = await expectOneEvent('meal.plan_created', () =>
      api.post(`${base}/meal-plans`, {
        token,
        body: { name: 'Event Soup', ingredients: [{ name: 'Leeks', quantity: '2', unit: 'each' }] },
      }),
    );
    const planId = res.body.data.id;
    await expectOneEvent('meal.plan_updated', () =>
      api.patch(`/api/meal-plans/${planId}`, { token, body: { servings: 6 } }),
    );
    const planned = await expectOneEvent('meal.planned', () =>
      api.post(`${base}/planned-meals`, { token, body: { mealPlanId: planId, plannedDate: '2026-11-26' } }),
    );
    const plannedId = planned.res.body.data.id;
    await expectOneEvent('meal.moved', () =>
      api.patch(`/api/planned-meals/${plannedId}`, { token, body: { plannedDate: '2026-11-27' } }),
    );
    const list = (await api.post(`${base}/grocery-lists`, { token, body: { name: 'Meal Week' } })).body.data;
    await expectOneEvent('grocery.items_added', () =>
      api.post(`${base}/planned-meals/shopping`, {
        token,
        body: { startDate: '2026-11-22', endDate: '2026-11-28', listId: list.id },
      }),
    );
    await expectOneEvent('meal.unplanned', () => api.delete(`/api/planned-meals/${plannedId}`, { token }));
    await expectOneEvent('meal.plan_deleted', () => api.delete(`/api/meal-plans/${planId}`, { token }));
  });

  it('stock (issue 23): a take, a batch edit, a cook, a take by name and an undo are one event each; a preview none', async () => {
    const token = cook.token;
    const base = `/api/families/${chef.family.id}`;
    const item = (
      await api.post(`${base}/inventory`, {
        token,
        body: { name: 'Leeks', quantity: '6', unit: 'each', category: 'Produce' },
      })
    ).body.data;
    const taken = await expectOneEvent('stock.taken', () =>
      api.post(`/api/inventory/${item.id}/take`, { token, body: { quantity: '1', reason: 'wasted' } }),
    );
    expect(taken.event.details).toMatchObject({ reason: 'wasted', items: [{ id: item.id, quantity: '5' }] });
    const [batch] = (await api.get(`/api/inventory/${item.id}/batches`, { token })).body.data;
    await expectOneEvent('stock.batch_updated', () =>
      api.patch(`/api/inventory-batches/${batch.id}`, { token, body: { location: 'Fridge' } }),
    );
    const plan = (
      await api.post(`${base}/meal-plans`, {
        token: chef.token,
        body: { name: 'Leek Soup', ingredients: [{ name: 'Leeks', quantity: '2', unit: 'each' }] },
      })
    ).body.data;
    await expectNoEvent(
      () => api.post(`${base}/cook`, { token, body: { mealPlanId: plan.id, preview: true } }),
      200,
    );
    const cooked = await expectOneEvent('stock.cooked', () =>
      api.post(`${base}/cook`, { token, body: { mealPlanId: plan.id } }),
    );
    expect(cooked.event.details).toMatchObject({
      dish: { name: 'Leek Soup', servings: 4 },
      items: [{ id: item.id, quantity: '3' }],
    });
    await expectOneEvent('stock.taken', () =>
      api.post(`${base}/stock/take`, { token, body: { name: 'leek', quantity: '1', unit: 'each' } }),
    );
    await expectNoEvent(() => api.post(`${base}/cook/${cooked.res.body.data.cookId}/undo`, { token }), 409);
    const last = (await api.get(`/api/inventory/${item.id}/ledger`, { token })).body.data[0];
    const undone = await expectOneEvent('stock.undone', () =>
      api.post(`${base}/stock-actions/${last.actionId}/undo`, { token }),
    );
    expect(undone.event.details).toMatchObject({
      items: [{ id: item.id, quantity: '3' }],
      removedItemIds: [],
    });
  });

  it('a refused request raises nothing: forbidden, not found, invalid, version conflict, unit mismatch', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const other = await headChef(t, 'Other Family');
    const item = (
      await api.post(`/api/families/${chef.family.id}/inventory`, {
        token: chef.token,
        body: { name: 'Eggs', quantity: '12', unit: 'each', category: 'Dairy', barcode: '4006381333931' },
      })
    ).body.data;
    await expectNoEvent(() => api.delete(`/api/inventory/${item.id}`, { token: helper.token }), 403);
    await expectNoEvent(
      () => api.patch(`/api/inventory/${item.id}`, { token: other.token, body: { quantity: '1' } }),
      404,
    );
    await expectNoEvent(
      () => api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: 'x' } }),
      400,
    );
    await expectNoEvent(
      () =>
        api.patch(`/api/inventory/${item.id}`, {
          token: chef.token,
          body: { quantity: '1' },
          headers: { 'if-match': String(item.version + 5) },
        }),
      409,
    );
    await expectNoEvent(
      () =>
        api.post('/api/scan/add', {
          token: chef.token,
          body: {
            familyId: chef.family.id,
            barcode: '4006381333931',
            name: 'Eggs',
            quantity: 1,
            unit: 'kg',
            category: 'Dairy',
          },
        }),
      400,
    );
    await expectNoEvent(
      () => api.patch(`/api/families/${chef.family.id}`, { token: cook.token, body: { name: 'X' } }),
      403,
    );
  });

  it('a change rolled back inside its transaction raises nothing (a barcode taken by another item)', async () => {
    const make = (name: string, barcode: string) =>
      api.post(`/api/families/${chef.family.id}/inventory`, {
        token: chef.token,
        body: { name, quantity: '1', unit: 'each', category: 'Pantry', barcode },
      });
    await make('Beans', '0012345678905');
    const rice = (await make('Rice', '0036000291452')).body.data;
    await expectNoEvent(
      () => api.patch(`/api/inventory/${rice.id}`, { token: chef.token, body: { barcode: '0012345678905' } }),
      409,
    );
  });
});
