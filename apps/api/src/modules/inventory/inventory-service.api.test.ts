import { createInventoryItemBody } from '@kitching/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../kernel/errors';
import { activity } from '../activity/activity.table';
import type { InventoryService } from './inventory.service';

/** The functions the scanner reuses: addItem (through create), findByBarcode, adjustQuantity. */
describe('inventory service', () => {
  let t: TestApp;
  let inventory: InventoryService;
  beforeAll(async () => {
    t = await createTestApp();
    inventory = t.app.ctx.services.inventory;
  });
  afterAll(() => t?.close());

  async function family() {
    const chef = await headChef(t);
    const actor = { id: chef.user.id as number, role: 1, familyId: chef.family.id as number };
    return { chef, actor };
  }
  const add = (actor: { id: number; role: number; familyId: number }, body: Record<string, unknown>) =>
    inventory
      .create(actor, actor.familyId, createInventoryItemBody.parse({ name: 'Milk', ...body }))
      .then(({ item }) => item);

  it("finds an item by barcode in the family's own inventory only", async () => {
    const ours = await family();
    const theirs = await family();
    const item = await add(ours.actor, { barcode: '5000112637922' });
    expect(await inventory.findByBarcode(ours.actor, ours.actor.familyId, '5000112637922')).toEqual(item);
    expect(await inventory.findByBarcode(ours.actor, ours.actor.familyId, ' 5000112637922 ')).toEqual(item);
    expect(
      await inventory.findByBarcode(theirs.actor, theirs.actor.familyId, '5000112637922'),
    ).toBeUndefined();
    expect(await inventory.findByBarcode(ours.actor, ours.actor.familyId, '0000000000000')).toBeUndefined();
    // Another family's inventory is not found, like a missing family.
    await expect(
      inventory.findByBarcode(ours.actor, theirs.actor.familyId, '5000112637922'),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('adds to and takes from the quantity, never going below 0', async () => {
    const { actor } = await family();
    const item = await add(actor, { quantity: '2' });
    expect((await inventory.adjustQuantity(actor, item.id, 1.5)).item.quantity).toBe('3.5');
    expect((await inventory.adjustQuantity(actor, item.id, '-1')).item.quantity).toBe('2.5');
    expect((await inventory.adjustQuantity(actor, item.id, -10)).item.quantity).toBe('0');
    expect((await inventory.adjustQuantity(actor, item.id, -1)).item.quantity).toBe('0');
  });

  it('counts every change when several arrive at once', async () => {
    const { actor } = await family();
    const item = await add(actor, { quantity: '0' });
    await Promise.all(Array.from({ length: 10 }, () => inventory.adjustQuantity(actor, item.id, 1)));
    expect((await inventory.get(actor, item.id)).quantity).toBe('10');
  });

  it('refuses a change that is not a number', async () => {
    const { actor } = await family();
    const item = await add(actor, {});
    for (const delta of ['two', '', Number.NaN, Number.POSITIVE_INFINITY, '1e3']) {
      await expect(inventory.adjustQuantity(actor, item.id, delta)).rejects.toMatchObject({
        status: 400,
        code: 'inventory.invalid_delta',
      });
    }
    expect((await inventory.get(actor, item.id)).quantity).toBe('1');
  });

  it("with an actor: another family's item is not found and stays as it was", async () => {
    const ours = await family();
    const theirs = await family();
    const item = await add(theirs.actor, { quantity: '3' });
    const error = await inventory.adjustQuantity(ours.actor, item.id, -1).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 404, code: 'inventory.not_found' });
    expect((await inventory.get(theirs.actor, item.id)).quantity).toBe('3');
  });

  it('with an actor: a Kitchen Helper may use items up, and the family activity says so', async () => {
    const { chef, actor } = await family();
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const item = await add(actor, { name: 'Eggs', quantity: '12', unit: 'each' });
    const after = await inventory.adjustQuantity(
      { id: helper.id, role: 4, familyId: chef.family.id },
      item.id,
      '-2',
    );
    expect(after.item.quantity).toBe('10');
    expect(after.change).toBe('-2');
    const rows = await t.db
      .select()
      .from(activity)
      .where(eq(activity.familyId, chef.family.id))
      .orderBy(activity.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'inventory.quantity_changed',
      details: { item: { id: item.id, quantity: '10' }, change: '-2' },
      userId: helper.id,
    });
  });

  it('an unknown item is not found', async () => {
    const { actor } = await family();
    await expect(inventory.adjustQuantity(actor, 987654, 1)).rejects.toMatchObject({ status: 404 });
  });
});
