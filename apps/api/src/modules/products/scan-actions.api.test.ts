import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../../test/open-food-facts-app';

let t: OpenFoodFactsTestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);

beforeAll(async () => {
  t = await createOpenFoodFactsTestApp();
  chef = await headChef(t.app, 'The Stockers');
});
afterAll(() => t?.close());

const add = (body: Record<string, unknown>, token = chef.token) =>
  api().post('/api/scan/add', {
    token,
    body: { familyId: chef.family.id, quantity: 1, unit: 'pieces', category: 'Produce', ...body },
  });
const remove = (body: Record<string, unknown>, token = chef.token) =>
  api().post('/api/scan/remove', { token, body: { familyId: chef.family.id, unit: 'pieces', ...body } });
const inventory = async () =>
  (await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token })).body.data as {
    id: number;
    name: string;
    quantity: string;
    barcode: string | null;
    expirationDate: string | null;
  }[];

describe('POST /api/scan/add', () => {
  it('creates an inventory item carrying the barcode (201)', async () => {
    const res = await add({
      barcode: '5010251168577',
      name: 'British Whole Milk',
      category: 'Dairy',
      quantity: 2,
      unit: 'bottles',
      expirationDate: '2030-05-01',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.created).toBe(true);
    expect(res.body.data.item).toMatchObject({
      name: 'British Whole Milk',
      quantity: '2',
      unit: 'bottles',
      category: 'Dairy',
      barcode: '5010251168577',
      expirationDate: '2030-05-01',
      userId: chef.user.id,
    });
  });

  it("increases the existing item's quantity on the next scan (200), keeping the earliest date", async () => {
    const res = await add({
      barcode: '5010251168577',
      name: 'British Whole Milk',
      category: 'Dairy',
      quantity: 1.5,
      unit: 'bottles',
      expirationDate: '2030-04-20',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      created: false,
      item: { quantity: '3.5', expirationDate: '2030-04-20' },
    });
    const later = await add({
      barcode: '5010251168577',
      name: 'x',
      category: 'Dairy',
      unit: 'bottles',
      expirationDate: '2031-01-01',
    });
    expect(later.body.data.item).toMatchObject({ quantity: '4.5', expirationDate: '2030-04-20' });
    expect((await inventory()).filter((i) => i.barcode === '5010251168577')).toHaveLength(1);
  });

  it("refuses to add in another unit than the item's own", async () => {
    const res = await add({ barcode: '5010251168577', name: 'Milk', category: 'Dairy', unit: 'liters' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ unit: 'This item is counted in bottles.' });
  });

  it('remembers the name a family gives an unknown product, so the next scan finds it', async () => {
    const barcode = '4006381333931';
    const before = await api().post('/api/scan/barcode', {
      token: chef.token,
      body: { barcode, familyId: chef.family.id },
    });
    expect(before.body.data).toMatchObject({ found: false, productName: 'Unknown Product' });

    const res = await add({ barcode, name: 'Highlighter pens', category: 'Other', rememberName: true });
    expect(res.status, res.text).toBe(201);
    // Used up and deleted: the family's name for the barcode still answers the next scan.
    await api().delete(`/api/inventory/${res.body.data.item.id}`, { token: chef.token });
    const after = await api().post('/api/scan/barcode', {
      token: chef.token,
      body: { barcode, familyId: chef.family.id },
    });
    expect(after.body.data).toMatchObject({ found: true, source: 'family', productName: 'Highlighter pens' });
  });

  it("an item added as 'Unknown Product' is asked for a name again, and naming it renames the item", async () => {
    const barcode = '4006381333900';
    const lookup = () =>
      api().post('/api/scan/barcode', { token: chef.token, body: { barcode, familyId: chef.family.id } });
    const first = await add({ barcode, name: 'Unknown Product', category: 'Other' });
    expect(first.status, first.text).toBe(201);

    // Not 'found': the placeholder names nothing. The item is still there to add to or use up.
    const again = await lookup();
    expect(again.body.data).toMatchObject({ found: false, productName: 'Unknown Product' });
    expect(again.body.data.inventoryItem).toMatchObject({ id: first.body.data.item.id, quantity: '1' });

    const named = await add({ barcode, name: 'Glue sticks', category: 'Other', rememberName: true });
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.item).toMatchObject({
      id: first.body.data.item.id,
      name: 'Glue sticks',
      quantity: '2',
    });
    expect((await lookup()).body.data).toMatchObject({ found: true, productName: 'Glue sticks' });
    expect((await inventory()).filter((i) => i.barcode === barcode)).toHaveLength(1);
  });

  it('validates the form fields with the spec messages', async () => {
    const res = await api().post('/api/scan/add', {
      token: chef.token,
      body: {
        familyId: chef.family.id,
        barcode: '5010251168577',
        name: 'Milk',
        quantity: '',
        unit: '',
        category: '',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      quantity: 'Quantity is required',
      unit: 'Unit is required',
      category: 'Category is required',
    });
    const zero = await add({ barcode: '5010251168577', name: 'Milk', quantity: 0, unit: 'bottles' });
    expect(zero.body.error.fields).toEqual({ quantity: 'Quantity must be more than 0' });
  });

  it('lets a Kitchen Helper add (scanner add is for every role)', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const res = await add({ barcode: '3560070805259', name: 'Pancakes', category: 'Bakery' }, helper.token);
    expect(res.status, res.text).toBe(201);
  });

  it("answers another family's add with 404 and changes nothing", async () => {
    const other = await headChef(t.app, 'Intruders');
    const res = await add(
      { barcode: '5010251168577', name: 'Milk', category: 'Dairy', unit: 'bottles' },
      other.token,
    );
    expect(res.status).toBe(404);
    expect((await inventory()).find((i) => i.barcode === '5010251168577')?.quantity).toBe('4.5');
  });
});

describe('POST /api/scan/remove', () => {
  it('uses some up and says how much is left', async () => {
    await add({
      barcode: '3596710352418',
      name: 'Sauce Bolognaise',
      category: 'Condiments',
      quantity: 3,
      unit: 'jars',
    });
    const res = await remove({ barcode: '3596710352418', quantity: 1, unit: 'jars' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ removed: '1', usedUp: false, item: { quantity: '2' } });
  });

  it('never goes below 0: removing more than there is uses it up', async () => {
    const res = await remove({ barcode: '3596710352418', quantity: 5, unit: 'jars' });
    expect(res.body.data).toMatchObject({ removed: '2', usedUp: true, item: { quantity: '0' } });
    const again = await remove({ barcode: '3596710352418', quantity: 1, unit: 'jars' });
    expect(again.body.data).toMatchObject({ removed: '0', usedUp: true, item: { quantity: '0' } });
  });

  it("says 'Item not found' when the item is not in the inventory", async () => {
    const res = await remove({ barcode: '9300601768226', quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'scan.item_not_found', message: 'Item not found' });
  });

  it('lets a Kitchen Helper use things up', async () => {
    await add({
      barcode: '5201051001076',
      name: 'Dolminades',
      category: 'Pantry',
      quantity: 2,
      unit: 'cans',
    });
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const res = await remove({ barcode: '5201051001076', quantity: 1, unit: 'cans' }, helper.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.item.quantity).toBe('1');
  });

  it('refuses a bad barcode before touching anything', async () => {
    const res = await remove({ barcode: '5201051001077', quantity: 1, unit: 'cans' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Barcode check digit is invalid');
  });

  it('requires a session (401)', async () => {
    const res = await api().post('/api/scan/remove', {
      body: { familyId: chef.family.id, barcode: '5201051001076', quantity: 1, unit: 'cans' },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/families/:familyId/products', () => {
  it('stores and then replaces the family name for a barcode', async () => {
    const url = `/api/families/${chef.family.id}/products`;
    const first = await api().post(url, {
      token: chef.token,
      body: { barcode: '4388858946739', name: 'Rice', brand: 'ja!', category: 'pantry' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'Rice', brand: 'ja!', category: 'Pantry' });
    const second = await api().post(url, {
      token: chef.token,
      body: { barcode: '4388858946739', name: 'Long grain rice', category: 'Pantry' },
    });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, name: 'Long grain rice', brand: null });
  });

  it('requires a name and category with the spec messages', async () => {
    const res = await api().post(`/api/families/${chef.family.id}/products`, {
      token: chef.token,
      body: { barcode: '4388858946739', name: ' ', category: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: 'Item name is required',
      category: 'Category is required',
    });
  });

  it("answers another family's with 404", async () => {
    const other = await headChef(t.app, 'Strangers');
    const res = await api().post(`/api/families/${chef.family.id}/products`, {
      token: other.token,
      body: { barcode: '4388858946739', name: 'Mine now', category: 'Pantry' },
    });
    expect(res.status).toBe(404);
  });
});
