import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../../test/open-food-facts-app';
import { inventoryItems } from '../inventory/inventory.table';
import { familyProducts } from './products.table';

// One product, two spellings: the UPC-A and its EAN-13 with a leading 0.
const UPC_A = '036000291452';
const EAN_13 = '0036000291452';
// A UPC-E (not a valid EAN-8) and the long form Open Food Facts files it under.
const UPC_E = '04252614';
const UPC_E_LONG = '0042100005264';

let t: OpenFoodFactsTestApp;
const api = () => client(t.app);

beforeAll(async () => {
  t = await createOpenFoodFactsTestApp();
});
afterAll(() => t?.close());
beforeEach(() => t.off.reset());

async function family(name: string) {
  const chef = await headChef(t.app, name);
  const scan = (barcode: string) =>
    api().post('/api/scan/barcode', { token: chef.token, body: { barcode, familyId: chef.family.id } });
  const add = (barcode: string, extra: Record<string, unknown> = {}) =>
    api().post('/api/scan/add', {
      token: chef.token,
      body: {
        familyId: chef.family.id,
        barcode,
        name: 'Tomato soup',
        category: 'Pantry',
        quantity: 1,
        unit: 'cans',
        ...extra,
      },
    });
  const inventory = async () =>
    (await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token })).body.data as {
      id: number;
      barcode: string | null;
      quantity: string;
    }[];
  return { chef, scan, add, inventory };
}

describe('a UPC-A and its EAN-13 form are one barcode', () => {
  it.each([
    [UPC_A, EAN_13],
    [EAN_13, UPC_A],
  ])('an item added with %s is found by scanning %s', async (added, scanned) => {
    const { chef, scan } = await family('Soup Lovers');
    const created = await api().post(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      body: { name: 'Tomato soup', quantity: 2, unit: 'cans', category: 'Pantry', barcode: added },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.barcode, 'stored in its 13-digit form').toBe(EAN_13);

    const res = await scan(scanned);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      barcode: EAN_13,
      source: 'inventory',
      productName: 'Tomato soup',
      inventoryItem: { id: created.body.data.id, quantity: '2' },
    });
    expect(t.off.requests).toHaveLength(0);
  });

  it('scanner add and remove count on one item, whichever form is scanned', async () => {
    const { add, inventory, chef } = await family('Soup Stockers');
    const first = await add(UPC_A);
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.item.barcode).toBe(EAN_13);
    const second = await add(EAN_13);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data).toMatchObject({ created: false, item: { quantity: '2' } });

    const removed = await api().post('/api/scan/remove', {
      token: chef.token,
      body: { familyId: chef.family.id, barcode: UPC_A, quantity: 1, unit: 'cans' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.item.quantity).toBe('1');
    expect(await inventory()).toEqual([expect.objectContaining({ barcode: EAN_13, quantity: '1' })]);
  });

  it('a name given to the UPC-A answers a scan of the EAN-13, and naming it again replaces it', async () => {
    const { chef, scan } = await family('Soup Namers');
    const url = `/api/families/${chef.family.id}/products`;
    const named = await api().post(url, {
      token: chef.token,
      body: { barcode: UPC_A, name: 'Nan’s soup', category: 'Pantry' },
    });
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.barcode).toBe(EAN_13);
    const renamed = await api().post(url, {
      token: chef.token,
      body: { barcode: EAN_13, name: 'Tomato soup', category: 'Pantry' },
    });
    expect(renamed.body.data.id).toBe(named.body.data.id);
    const res = await scan(UPC_A);
    expect(res.body.data).toMatchObject({ barcode: EAN_13, source: 'family', productName: 'Tomato soup' });
  });

  it('editing an item to a UPC-A stores its 13-digit form', async () => {
    const { chef } = await family('Soup Editors');
    const created = await api().post(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      body: { name: 'Tomato soup', barcode: 'SHELF-12' },
    });
    expect(created.body.data.barcode, 'a store label stays as typed').toBe('SHELF-12');
    const edited = await api().patch(`/api/inventory/${created.body.data.id}`, {
      token: chef.token,
      body: { barcode: ` ${UPC_A} ` },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.barcode).toBe(EAN_13);
  });

  it('rows saved with the 12 digits before normalisation are still found', async () => {
    const { chef, scan } = await family('Old Soup');
    const [row] = await t.db
      .insert(inventoryItems)
      .values({
        familyId: chef.family.id,
        name: 'Old soup',
        quantity: '1',
        unit: 'cans',
        category: 'Pantry',
        barcode: UPC_A,
      })
      .returning();
    const OTHER_UPC_A = '012345678905';
    await t.db
      .insert(familyProducts)
      .values({ familyId: chef.family.id, barcode: OTHER_UPC_A, name: 'Old beans', category: 'Pantry' });
    expect((await scan(EAN_13)).body.data).toMatchObject({
      source: 'inventory',
      inventoryItem: { id: row!.id },
    });
    expect((await scan(`0${OTHER_UPC_A}`)).body.data).toMatchObject({
      source: 'family',
      productName: 'Old beans',
    });
  });

  it('asks Open Food Facts for the 13-digit form of a UPC-A', async () => {
    const { scan } = await family('Soup Seekers');
    const res = await scan(UPC_A);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.barcode).toBe(EAN_13);
    expect(t.off.requests.map((r) => r.barcode)).toEqual([EAN_13]);
  });
});

describe('a UPC-E is looked up at Open Food Facts in its long form', () => {
  it('asks for the expanded 13 digits and answers with the code as scanned', async () => {
    t.off.behave(UPC_E_LONG, {
      body: JSON.stringify({
        code: UPC_E_LONG,
        status: 1,
        product: { code: UPC_E_LONG, product_name: 'Diet Cola 12 oz', brands: 'Fizz Co' },
      }),
    });
    const { scan } = await family('Cola Fans');
    const res = await scan(UPC_E);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      barcode: UPC_E,
      found: true,
      source: 'openfoodfacts',
      productName: 'Diet Cola 12 oz',
      brand: 'Fizz Co',
    });
    expect(t.off.requests.map((r) => r.barcode)).toEqual([UPC_E_LONG]);

    // The cache is keyed by the code asked: the next scan, either form, asks nobody.
    expect((await scan(UPC_E)).body.data).toMatchObject({ barcode: UPC_E, source: 'cache', found: true });
    expect((await scan(UPC_E_LONG)).body.data).toMatchObject({
      barcode: UPC_E_LONG,
      source: 'cache',
      productName: 'Diet Cola 12 oz',
    });
    expect(t.off.requests).toHaveLength(1);
  });

  it('stores a scanned UPC-E as scanned and finds it again by it', async () => {
    const { scan, add } = await family('Cola Stockers');
    const added = await add(UPC_E, { name: 'Diet cola' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data.item.barcode).toBe(UPC_E);
    expect((await scan(UPC_E)).body.data).toMatchObject({ barcode: UPC_E, source: 'inventory' });
  });

  it('asks for a valid EAN-8 as it is', async () => {
    const { scan } = await family('Short Codes');
    await scan('96385074');
    expect(t.off.requests.map((r) => r.barcode)).toEqual(['96385074']);
  });
});
