import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, inventoryUrl } from '../../../test/builders';
import { addMember, headChef, storedInventoryItem } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inventoryItems } from './inventory.table';

describe('inventory API', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  describe('adding an item', () => {
    it('answers 201 with the item: numeric strings, a calendar date, the family and who added it', async () => {
      const chef = await headChef(t);
      const res = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: {
          name: '  Whole Milk ',
          quantity: 2.5,
          unit: 'gallons',
          category: 'Dairy',
          expirationDate: '2026-11-22',
          minStockLevel: '1',
          barcode: '0123456789012',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        familyId: chef.family.id,
        userId: chef.user.id,
        name: 'Whole Milk',
        quantity: '2.5',
        unit: 'gallons',
        category: 'Dairy',
        expirationDate: '2026-11-22',
        minStockLevel: '1',
        barcode: '0123456789012',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        version: 1,
      });
    });

    it("fills the spec's defaults: 1 pieces of Produce, minimum '0', no expiration", async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef, { name: 'Apples' });
      expect(item).toMatchObject({
        quantity: '1',
        unit: 'pieces',
        category: 'Produce',
        minStockLevel: '0',
        expirationDate: null,
        barcode: null,
      });
    });

    it("refuses blank fields with the spec's messages, word for word, and stores nothing", async () => {
      const chef = await headChef(t);
      const res = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: { name: ' ', quantity: '', unit: '', category: '' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('request.validation');
      expect(res.body.error.fields).toEqual({
        name: 'Item name is required',
        quantity: 'Quantity is required',
        unit: 'Unit is required',
        category: 'Category is required',
      });
      expect(res.body.error.message).toBe('Item name is required');
      const list = await api.get(inventoryUrl(chef.family.id), { token: chef.token });
      expect(list.body.data).toEqual([]);
    });

    it('accepts the quantity as a number or a numeric string, never negative', async () => {
      const chef = await headChef(t);
      expect((await buildItem(t, chef, { quantity: 3 })).quantity).toBe('3');
      expect((await buildItem(t, chef, { quantity: '0.75' })).quantity).toBe('0.75');
      expect((await buildItem(t, chef, { quantity: 0 })).quantity).toBe('0');
      for (const quantity of [-1, '-0.5']) {
        const res = await api.post(inventoryUrl(chef.family.id), {
          token: chef.token,
          body: { name: 'X', quantity },
        });
        expect(res.status).toBe(400);
        expect(res.body.error.fields).toEqual({ quantity: 'Quantity cannot be negative' });
      }
      const text = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: { name: 'X', quantity: 'lots' },
      });
      expect(text.body.error.fields).toEqual({ quantity: 'Quantity must be a number' });
      const min = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: { name: 'X', minStockLevel: -1 },
      });
      expect(min.body.error.fields).toEqual({ minStockLevel: 'Minimum stock cannot be negative' });
    });

    it('keeps two decimals, as the column does, and refuses a third instead of rounding it', async () => {
      const chef = await headChef(t);
      const before = (await t.db.select().from(inventoryItems)).length;
      const res = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: { name: 'Milk', quantity: '2.555' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ quantity: 'Quantity can have at most 2 decimal places' });
      expect((await t.db.select().from(inventoryItems)).length).toBe(before);
      expect((await buildItem(t, chef, { quantity: '2.55' })).quantity).toBe('2.55');
      expect((await buildItem(t, chef, { quantity: '1.10' })).quantity).toBe('1.1');
    });

    it("stores an empty expiration as null and an empty minimum as '0'", async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef, { expirationDate: '', minStockLevel: '' });
      expect(item.expirationDate).toBeNull();
      expect(item.minStockLevel).toBe('0');
      const row = await storedInventoryItem(t.db, item.id);
      expect(row!.expirationDate).toBeNull();
    });

    it('refuses a date that is not a real calendar date', async () => {
      const chef = await headChef(t);
      for (const expirationDate of ['2026-02-30', '11/22/2026', 'soon']) {
        const res = await api.post(inventoryUrl(chef.family.id), {
          token: chef.token,
          body: { name: 'X', expirationDate },
        });
        expect(res.status, expirationDate).toBe(400);
        expect(res.body.error.fields.expirationDate).toBe('Enter a valid date (YYYY-MM-DD)');
      }
    });

    it("takes units and categories from the spec's lists only", async () => {
      const chef = await headChef(t);
      const ok = await buildItem(t, chef, { unit: 'jars', category: 'Condiments' });
      expect(ok).toMatchObject({ unit: 'jars', category: 'Condiments' });
      const res = await api.post(inventoryUrl(chef.family.id), {
        token: chef.token,
        body: { name: 'X', unit: 'barrels', category: 'Toys' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        unit: 'Choose a unit from the list',
        category: 'Choose a category from the list',
      });
    });

    it('takes the family and the adder from the session, never from the body', async () => {
      const chef = await headChef(t);
      const other = await headChef(t);
      const item = await buildItem(t, chef, {
        familyId: other.family.id,
        userId: other.user.id,
      });
      expect(item.familyId).toBe(chef.family.id);
      expect(item.userId).toBe(chef.user.id);
    });
  });

  describe('listing', () => {
    it("lists the family's items by name, and nobody else's", async () => {
      const chef = await headChef(t);
      const other = await headChef(t);
      await buildItem(t, chef, { name: 'bread' });
      await buildItem(t, chef, { name: 'Apples' });
      await buildItem(t, other, { name: 'Secret Sauce' });
      const res = await api.get(inventoryUrl(chef.family.id), { token: chef.token });
      expect(res.status).toBe(200);
      expect(res.body.data.map((i: { name: string }) => i.name)).toEqual(['Apples', 'bread']);
      expect(res.text).not.toContain('Secret Sauce');
    });

    it('every member, the Kitchen Helper included, sees the inventory', async () => {
      const chef = await headChef(t);
      await buildItem(t, chef);
      const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const res = await api.get(inventoryUrl(chef.family.id), { token: helper.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
    });
  });

  describe('editing', () => {
    it('changes only the fields sent and answers with the item and its family', async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef, { quantity: 2, expirationDate: '2026-01-01' });
      const res = await api.patch(`/api/inventory/${item.id}`, {
        token: chef.token,
        body: { quantity: '5.25', category: 'Dairy', expirationDate: '' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: item.id,
        familyId: chef.family.id,
        name: 'Milk',
        quantity: '5.25',
        category: 'Dairy',
        unit: 'pieces',
        expirationDate: null,
      });
    });

    it("refuses blanks and negatives with the spec's messages and leaves the item as it was", async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef, { quantity: 2 });
      const res = await api.patch(`/api/inventory/${item.id}`, {
        token: chef.token,
        body: { name: '', quantity: -3, unit: '', category: null },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        name: 'Item name is required',
        quantity: 'Quantity cannot be negative',
        unit: 'Unit is required',
        category: 'Category is required',
      });
      expect((await storedInventoryItem(t.db, item.id))!.quantity).toBe('2.00');
    });

    it('a Kitchen Helper may add and edit items', async () => {
      const chef = await headChef(t);
      const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const item = await buildItem(t, helper, { name: 'Juice' });
      expect(item.userId).toBe(helper.id);
      const res = await api.patch(`/api/inventory/${item.id}`, {
        token: helper.token,
        body: { quantity: 4 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.quantity).toBe('4');
    });

    it('never moves an item to another family', async () => {
      const chef = await headChef(t);
      const other = await headChef(t);
      const item = await buildItem(t, chef);
      await api.patch(`/api/inventory/${item.id}`, {
        token: chef.token,
        body: { familyId: other.family.id },
      });
      expect((await storedInventoryItem(t.db, item.id))!.familyId).toBe(chef.family.id);
    });
  });

  describe('deleting', () => {
    it('a Head Chef, Sous Chef or Cook deletes an item', async () => {
      const chef = await headChef(t);
      for (const role of [1, 2, 3] as const) {
        const member = role === 1 ? chef : await addMember(t.db, { familyId: chef.family.id, role });
        const item = await buildItem(t, chef);
        const res = await api.delete(`/api/inventory/${item.id}`, { token: member.token });
        expect(res.status, `role ${role}`).toBe(200);
        expect(res.body).toEqual({ data: { id: item.id, undoId: expect.any(Number) } });
        expect(await storedInventoryItem(t.db, item.id)).toBeUndefined();
      }
    });

    it('a Kitchen Helper cannot delete an item (403) and it stays', async () => {
      const chef = await headChef(t);
      const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const item = await buildItem(t, chef);
      const res = await api.delete(`/api/inventory/${item.id}`, { token: helper.token });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('inventory.delete_forbidden');
      expect(await storedInventoryItem(t.db, item.id)).toBeDefined();
    });

    it('a deleted item is gone: a second delete or an edit answers 404', async () => {
      const chef = await headChef(t);
      const item = await buildItem(t, chef);
      expect((await api.delete(`/api/inventory/${item.id}`, { token: chef.token })).status).toBe(200);
      expect((await api.delete(`/api/inventory/${item.id}`, { token: chef.token })).status).toBe(404);
      const patch = await api.patch(`/api/inventory/${item.id}`, {
        token: chef.token,
        body: { quantity: 1 },
      });
      expect(patch.status).toBe(404);
    });
  });
});
