import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activity } from '../activity/activity.table';
import { inventoryItems } from '../inventory/inventory.table';

// The races run for real on PostgreSQL (the requests overlap on several connections); PGlite runs them
// one after another and must give the same answers.

let t: TestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);

beforeAll(async () => {
  t = await createTestApp();
  chef = await headChef(t, 'The Racers');
});
afterAll(() => t?.close());

const times = <T>(n: number, work: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => work(i)));

const scan = (action: 'add' | 'remove', body: Record<string, unknown>) =>
  api().post(`/api/scan/${action}`, {
    token: chef.token,
    body: { familyId: chef.family.id, unit: 'jars', category: 'Pantry', name: 'Jam', ...body },
  });

const itemsWith = (barcode: string) =>
  t.db.select().from(inventoryItems).where(eq(inventoryItems.barcode, barcode)).orderBy(inventoryItems.id);

describe('scanner use-up at once', () => {
  it('thirty cooks using up the same jar at once remove exactly what was there', async () => {
    const barcode = '3596710352418';
    expect((await scan('add', { barcode, quantity: 55 })).status).toBe(201);

    const answers = await times(30, () => scan('remove', { barcode, quantity: 2 }));

    for (const res of answers) expect(res.status, res.text).toBe(200);
    const removed = answers.reduce((sum, res) => sum + Number(res.body.data.removed), 0);
    expect(removed).toBe(55);
    const [item] = await itemsWith(barcode);
    expect(item!.quantity).toBe('0.00');
    // The activity feed says the same: 27 uses of 2, one of 1, and nothing for the scans that found it empty.
    const changes = await t.db
      .select()
      .from(activity)
      .where(eq(activity.action, 'inventory.quantity_changed'));
    const mine = changes
      .map((row) => row.details as { item: { id: number }; change: string })
      .filter((details) => details.item.id === item!.id && details.change.startsWith('-'));
    expect(mine).toHaveLength(28);
    expect(mine.reduce((sum, details) => sum - Number(details.change), 0)).toBe(55);
  });
});

describe('scanner add of a new product at once', () => {
  it('twenty scans of a new barcode at once make one item holding all of them', async () => {
    const barcode = '5000112637922';
    const answers = await times(20, () => scan('add', { barcode, quantity: 1.5, name: 'Marmalade' }));

    for (const res of answers) expect([200, 201], res.text).toContain(res.status);
    expect(answers.filter((res) => res.body.data.created)).toHaveLength(1);
    const items = await itemsWith(barcode);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe('30.00');
    expect(new Set(answers.map((res) => res.body.data.item.id))).toEqual(new Set([items[0]!.id]));
  });

  it('a UPC-A and its EAN-13 scanned at once are one product', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => scan('add', { barcode: '036000291452', quantity: 1 })),
      ...Array.from({ length: 5 }, () => scan('add', { barcode: '0036000291452', quantity: 1 })),
    ]);
    for (const res of answers) expect([200, 201], res.text).toContain(res.status);
    const items = await itemsWith('0036000291452');
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe('10.00');
    expect(await itemsWith('036000291452')).toHaveLength(0);
  });
});
