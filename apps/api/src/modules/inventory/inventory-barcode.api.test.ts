import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A barcode names one item per family (a unique index): the plain inventory routes keep to it too.

let t: TestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);

beforeAll(async () => {
  t = await createTestApp();
  chef = await headChef(t, 'The Labellers');
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>) =>
  api().post(`/api/families/${chef.family.id}/inventory`, {
    token: chef.token,
    body: { name: 'Oat Milk', unit: 'bottles', category: 'Dairy', ...body },
  });
const list = async () =>
  (await api().get(`/api/families/${chef.family.id}/inventory`, { token: chef.token })).body.data as {
    id: number;
    barcode: string | null;
    quantity: string;
  }[];

describe('POST /api/families/:familyId/inventory with a barcode', () => {
  it('adds to the item already carrying the barcode (200) instead of making a second one', async () => {
    const first = await create({ barcode: '7622210449283', quantity: 2, minStockLevel: 1 });
    expect(first.status, first.text).toBe(201);
    const again = await create({ barcode: '7622210449283', quantity: 3, name: 'Another Name' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, name: 'Oat Milk', quantity: '5' });
    expect((await list()).filter((item) => item.barcode === '7622210449283')).toHaveLength(1);
  });

  it('refuses a barcode whose item is counted in another unit (409) and changes nothing', async () => {
    const first = await create({ barcode: '4006381333931', quantity: 2 });
    expect(first.status).toBe(201);
    const res = await create({ barcode: '4006381333931', quantity: 1, unit: 'cans' });
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.code).toBe('inventory.unit_mismatch');
    const items = (await list()).filter((item) => item.barcode === '4006381333931');
    expect(items).toEqual([expect.objectContaining({ quantity: '2' })]);
  });

  it('items without a barcode are never merged', async () => {
    expect((await create({ name: 'Loose Apples', barcode: null })).status).toBe(201);
    expect((await create({ name: 'Loose Apples', barcode: '' })).status).toBe(201);
  });
});

describe('PATCH /api/inventory/:id with a barcode', () => {
  it("refuses another item's barcode (409) and keeps both as they were", async () => {
    const a = await create({ barcode: '8711327514547', quantity: 1 });
    const b = await create({ barcode: '8712100325953', quantity: 1 });
    const res = await api().patch(`/api/inventory/${b.body.data.id}`, {
      token: chef.token,
      body: { barcode: '8711327514547', quantity: 9 },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.code).toBe('inventory.barcode_taken');
    const items = await list();
    expect(items.find((item) => item.id === a.body.data.id)).toMatchObject({ barcode: '8711327514547' });
    expect(items.find((item) => item.id === b.body.data.id)).toMatchObject({
      barcode: '8712100325953',
      quantity: '1',
    });
  });
});
