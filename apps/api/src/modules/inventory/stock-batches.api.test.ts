import { suggestedExpiry, toCalendarDate } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchesOf,
  buildBatch,
  buildItem,
  buildLine,
  buildList,
  buildStock,
  inventoryUrl,
  ledgerOf,
} from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 23: an item is one or more batches; its quantity is their sum, its date the earliest; every
// change of stock is a ledger entry with its reason, one stock action per user action.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Batch Family');
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const day = (n: number) => toCalendarDate(new Date(Date.now() + n * DAY));
const itemNow = async (id: number) =>
  (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data.find(
    (i: { id: number }) => i.id === id,
  );
const amounts = (batches: { quantity: string; expirationDate: string | null }[]) =>
  batches.map((b) => [b.quantity, b.expirationDate]);

describe('batches', () => {
  it('an item is the sum of its batches and shows the earliest date; batches list earliest first', async () => {
    const { item, batches } = await buildStock(t, chef, {
      name: 'Whole milk',
      batches: [
        { quantity: '2', expirationDate: day(9) },
        { quantity: '8', expirationDate: day(4) },
        { quantity: '1', expirationDate: null },
      ],
    });
    expect(item).toMatchObject({ quantity: '11', expirationDate: day(4) });
    expect(amounts(batches)).toEqual([
      ['8', day(4)],
      ['2', day(9)],
      ['1', null],
    ]);
    expect(batches.every((b) => b.itemId === item.id && b.unit === 'cups' && b.openedAt === null)).toBe(true);
    const ledger = await ledgerOf(t, chef, item.id);
    expect(ledger.map((e) => [e.reason, e.quantity])).toEqual([
      ['bought', '1'],
      ['bought', '8'],
      ['bought', '2'],
    ]);
    expect(ledger[0]).toMatchObject({ itemName: 'Whole milk', actorId: chef.user.id, undoneAt: null });
    expect(ledger[0]!.actorName).toBeTruthy();
  });

  it('PATCH quantity down uses the earliest batch first; up adds a batch; a new date goes to the earliest', async () => {
    const { item } = await buildStock(t, chef, {
      name: 'Yogurt',
      unit: 'each',
      batches: [
        { quantity: '3', expirationDate: day(6) },
        { quantity: '2', expirationDate: day(2) },
      ],
    });
    const down = await api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: '4' } });
    expect(down.status, down.text).toBe(200);
    expect(down.body.data).toMatchObject({
      quantity: '4',
      expirationDate: day(2),
      version: item.version + 1,
    });
    expect(amounts(await batchesOf(t, chef, item.id))).toEqual([
      ['1', day(2)],
      ['3', day(6)],
    ]);
    const used = await api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: '2' } });
    expect(used.body.data).toMatchObject({ quantity: '2', expirationDate: day(6) });
    expect(amounts(await batchesOf(t, chef, item.id))).toEqual([['2', day(6)]]);

    const up = await api.patch(`/api/inventory/${item.id}`, { token: chef.token, body: { quantity: '5' } });
    expect(up.body.data).toMatchObject({ quantity: '5', expirationDate: day(6) });
    expect(amounts(await batchesOf(t, chef, item.id))).toEqual([
      ['2', day(6)],
      ['3', day(6)],
    ]);
    const dated = await api.patch(`/api/inventory/${item.id}`, {
      token: chef.token,
      body: { expirationDate: day(1) },
    });
    expect(dated.body.data).toMatchObject({ quantity: '5', expirationDate: day(1) });
    expect(amounts(await batchesOf(t, chef, item.id))).toEqual([
      ['2', day(1)],
      ['3', day(6)],
    ]);
    expect((await ledgerOf(t, chef, item.id)).map((e) => [e.reason, e.quantity])).toEqual([
      ['bought', '3'],
      ['used', '-1'],
      ['used', '-1'],
      ['used', '-1'],
      ['bought', '2'],
      ['bought', '3'],
    ]);
  });

  it('put away: milk bought again is a second batch with its own (suggested) date, the answer names it', async () => {
    const milk = await buildItem(t, chef, {
      name: 'Milk',
      quantity: '1',
      unit: 'cups',
      category: 'Dairy',
      expirationDate: day(2),
    });
    const list = await buildList(t, chef, { name: 'Shop' });
    await buildLine(t, chef, list.id, {
      name: 'milk',
      quantity: '8',
      unit: 'cups',
      category: 'Dairy',
      purchased: true,
    });
    const res = await api.post(`/api/grocery-lists/${list.id}/put-away`, { token: chef.token });
    expect(res.status, res.text).toBe(200);
    const suggested = suggestedExpiry('Dairy', toCalendarDate())!;
    expect(res.body.data.updated).toMatchObject([{ id: milk.id, quantity: '9', expirationDate: day(2) }]);
    expect(res.body.data.suggested).toEqual([
      expect.objectContaining({ itemId: milk.id, name: 'Milk', expirationDate: suggested }),
    ]);
    const batches = await batchesOf(t, chef, milk.id);
    expect(batches.map((b) => [b.quantity, b.expirationDate, b.expirationSuggested, b.source])).toEqual([
      ['1', day(2), false, 'add'],
      ['8', suggested, true, 'put_away'],
    ]);
    expect((await ledgerOf(t, chef, milk.id))[0]).toMatchObject({
      reason: 'bought',
      quantity: '8',
      note: 'Shop',
    });
  });

  it("quick add without a date gets the category's suggested one, marked as a suggestion; a date given stays", async () => {
    const url = inventoryUrl(chef.family.id);
    const quick = await api.post(url, {
      token: chef.token,
      body: { name: 'Chickpeas', quantity: '2', unit: 'cans', category: 'Pantry', source: 'quick_add' },
    });
    expect(quick.status, quick.text).toBe(201);
    const suggested = suggestedExpiry('Pantry', toCalendarDate())!;
    expect(quick.body.data).toMatchObject({ quantity: '2', expirationDate: suggested });
    expect(await batchesOf(t, chef, quick.body.data.id)).toMatchObject([
      { quantity: '2', expirationDate: suggested, expirationSuggested: true, source: 'quick_add' },
    ]);
    const dated = await api.post(url, {
      token: chef.token,
      body: {
        name: 'Lentils',
        quantity: '1',
        unit: 'bags',
        category: 'Pantry',
        expirationDate: day(40),
        source: 'quick_add',
      },
    });
    expect(await batchesOf(t, chef, dated.body.data.id)).toMatchObject([
      { expirationDate: day(40), expirationSuggested: false },
    ]);
    // Add Item keeps the spec's behaviour: no date given, none made up.
    const plain = await api.post(url, { token: chef.token, body: { name: 'Beans', category: 'Pantry' } });
    expect(plain.body.data.expirationDate).toBeNull();
  });

  it('a batch edit: opened brings its date forward, moved, corrected by hand; If-Match guards it', async () => {
    const { item, batches } = await buildStock(t, chef, {
      name: 'Cream',
      batches: [{ quantity: '2', expirationDate: day(20) }],
    });
    const batch = batches[0]!;
    const url = `/api/inventory-batches/${batch.id}`;
    const opened = await api.patch(url, { token: chef.token, body: { opened: true } });
    expect(opened.status, opened.text).toBe(200);
    // Dairy keeps 5 days once opened: sooner than the 20 it had.
    expect(opened.body.data).toMatchObject({
      openedAt: toCalendarDate(),
      expirationDate: day(5),
      version: 2,
    });
    expect(await itemNow(item.id)).toMatchObject({ expirationDate: day(5), quantity: '2' });

    const stale = await api.patch(url, {
      token: chef.token,
      headers: { 'if-match': '1' },
      body: { location: 'Freezer' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'stock.version_conflict', current: { version: 2 } });
    const moved = await api.patch(url, {
      token: chef.token,
      headers: { 'if-match': '2' },
      body: { location: 'Fridge' },
    });
    expect(moved.body.data).toMatchObject({ location: 'Fridge', version: 3 });
    const corrected = await api.patch(url, { token: chef.token, body: { quantity: '1.5' } });
    expect(corrected.body.data).toMatchObject({ quantity: '1.5' });
    expect(await itemNow(item.id)).toMatchObject({ quantity: '1.5' });
    expect((await ledgerOf(t, chef, item.id)).map((e) => [e.reason, e.quantity])).toEqual([
      ['corrected', '-0.5'],
      ['moved', '0'],
      ['opened', '0'],
      ['bought', '2'],
    ]);
  });

  it('take from an item: earliest first, never below zero, what it lacked is missing', async () => {
    const { item } = await buildStock(t, chef, {
      name: 'Spinach',
      unit: 'bags',
      category: 'Produce',
      batches: [
        { quantity: '1', expirationDate: day(1) },
        { quantity: '1', expirationDate: day(3) },
      ],
    });
    const url = `/api/inventory/${item.id}/take`;
    const half = await api.post(url, { token: chef.token, body: { quantity: '0.5', reason: 'wasted' } });
    expect(half.status, half.text).toBe(200);
    expect(half.body.data).toMatchObject({
      takes: [{ itemId: item.id, quantity: '0.5', unit: 'bags', expirationDate: day(1) }],
      missing: [],
    });
    expect(half.body.data.actionId).toEqual(expect.any(Number));
    const rest = await api.post(url, { token: chef.token, body: { quantity: '3' } });
    expect(rest.body.data.takes.map((x: { quantity: string }) => x.quantity)).toEqual(['0.5', '1']);
    expect(rest.body.data.missing).toEqual([{ name: 'Spinach', quantity: '1.5', unit: 'bags' }]);
    expect(await itemNow(item.id)).toMatchObject({ quantity: '0' });
    expect(await batchesOf(t, chef, item.id)).toEqual([]);
    const none = await api.post(url, { token: chef.token, body: { quantity: '1', reason: 'expired' } });
    expect(none.body.data).toEqual({
      takes: [],
      missing: [{ name: 'Spinach', quantity: '1', unit: 'bags' }],
    });
    expect((await ledgerOf(t, chef, item.id)).map((e) => [e.reason, e.quantity])).toEqual([
      ['used', '-1'],
      ['used', '-0.5'],
      ['wasted', '-0.5'],
      ['bought', '1'],
      ['bought', '1'],
    ]);
  });

  it('deleting an item with stock left records it as corrected; its history outlives it', async () => {
    const { item } = await buildStock(t, chef, { name: 'Ham', batches: [{ quantity: '3' }] });
    const ledgerBefore = await ledgerOf(t, chef, item.id);
    expect((await api.delete(`/api/inventory/${item.id}`, { token: chef.token })).status).toBe(200);
    const rows = await t.app.ctx.repos.stockLedger.page(item.id, 10);
    expect(rows.map((e) => [e.reason, e.quantity, e.itemName])).toEqual([
      ['corrected', '-3', 'Ham'],
      ['bought', '3', 'Ham'],
    ]);
    expect(ledgerBefore).toHaveLength(1);
  });

  it('bad input changes nothing: negative amounts, an unknown batch, a stale If-Match', async () => {
    const { item, batches } = await buildStock(t, chef, { name: 'Rice', batches: [{ quantity: '2' }] });
    const url = `/api/inventory/${item.id}/take`;
    expect((await api.post(url, { token: chef.token, body: { quantity: '-1' } })).status).toBe(400);
    expect((await api.post(url, { token: chef.token, body: { quantity: '1', reason: 'lost' } })).status).toBe(
      400,
    );
    const other = await api.post(url, { token: chef.token, body: { quantity: '1', batchId: 999999 } });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('stock.batch_not_found');
    expect(
      (
        await api.patch(`/api/inventory-batches/${batches[0]!.id}`, {
          token: chef.token,
          body: { quantity: '-2' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.patch('/api/inventory-batches/999999', { token: chef.token, body: { location: 'Fridge' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api.patch(`/api/inventory-batches/${batches[0]!.id}`, {
          token: chef.token,
          headers: { 'if-match': '7' },
          body: { quantity: '1' },
        })
      ).status,
    ).toBe(409);
    expect(amounts(await batchesOf(t, chef, item.id))).toEqual([['2', null]]);
    expect(await ledgerOf(t, chef, item.id)).toHaveLength(1);
  });

  it('a Kitchen Helper marks used but not wasted and corrects nothing by hand', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const { item, batches } = await buildStock(t, chef, {
      name: 'Bread',
      unit: 'loaves',
      batches: [{ quantity: '2' }],
    });
    const url = `/api/inventory/${item.id}/take`;
    expect((await api.post(url, { token: helper.token, body: { quantity: '1' } })).status).toBe(200);
    const waste = await api.post(url, { token: helper.token, body: { quantity: '1', reason: 'wasted' } });
    expect(waste.status).toBe(403);
    expect(waste.body.error.code).toBe('stock.waste_forbidden');
    const batchUrl = `/api/inventory-batches/${batches[0]!.id}`;
    expect((await api.patch(batchUrl, { token: helper.token, body: { quantity: '5' } })).status).toBe(403);
    expect((await api.patch(batchUrl, { token: helper.token, body: { opened: true } })).status).toBe(200);
    expect(await itemNow(item.id)).toMatchObject({ quantity: '1' });
  });

  it('batches emptied stay (at 0) but are never listed; an item at 0 keeps its last date', async () => {
    const { item, batches } = await buildStock(t, chef, {
      name: 'Butter',
      batches: [{ quantity: '1', expirationDate: day(5) }],
    });
    await api.post(`/api/inventory/${item.id}/take`, { token: chef.token, body: { quantity: '1' } });
    expect(await batchesOf(t, chef, item.id)).toEqual([]);
    expect(await itemNow(item.id)).toMatchObject({ quantity: '0', expirationDate: day(5) });
    const stored = await t.app.ctx.repos.stock.findBatch(batches[0]!.id);
    expect(stored).toMatchObject({ quantity: '0.00' });
    await buildBatch(t, chef, item, { quantity: '2', expirationDate: day(8) });
    expect(await itemNow(item.id)).toMatchObject({ quantity: '2', expirationDate: day(8) });
  });

  it("the family's shelf life: defaults per category, its own where it changed one, used when a batch is opened", async () => {
    const family = await headChef(t, 'Shelf Family');
    const url = `/api/families/${family.family.id}/shelf-life`;
    const table = await api.get(url, { token: family.token });
    expect(table.status, table.text).toBe(200);
    expect(table.body.data.find((e: { category: string }) => e.category === 'Dairy')).toEqual({
      category: 'Dairy',
      fresh: 10,
      opened: 5,
      custom: false,
    });
    const set = await api.put(url, { token: family.token, body: { category: 'dairy', opened: 2 } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.find((e: { category: string }) => e.category === 'Dairy')).toEqual({
      category: 'Dairy',
      fresh: 10,
      opened: 2,
      custom: true,
    });
    expect((await api.put(url, { token: family.token, body: { category: 'Dairy', opened: 0 } })).status).toBe(
      400,
    );
    const { batches } = await buildStock(t, family, {
      name: 'Kefir',
      batches: [{ quantity: '1', expirationDate: day(30) }],
    });
    const opened = await api.patch(`/api/inventory-batches/${batches[0]!.id}`, {
      token: family.token,
      body: { opened: day(-1) },
    });
    expect(opened.body.data).toMatchObject({ openedAt: day(-1), expirationDate: day(1) });
    const reset = await api.put(url, { token: family.token, body: { category: 'Dairy', reset: true } });
    expect(reset.body.data.find((e: { category: string }) => e.category === 'Dairy')).toMatchObject({
      opened: 5,
      custom: false,
    });
    const outsider = await headChef(t, 'Shelf Outsiders');
    expect((await api.get(url, { token: outsider.token })).status).toBe(404);
  });
});
