import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { postImport } from '../../../test/import-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 25: the pantry to and from CSV (name, quantity, unit, category, expiry, min stock).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('pantry CSV', () => {
  it('exports the pantry with formulas neutralised, and imports it back into another family', async () => {
    const chef = await headChef(t, 'The Spreadsheeters');
    await buildItem(t, chef, {
      name: 'Oat milk',
      quantity: '2',
      unit: 'liters',
      category: 'Dairy',
      expirationDate: '2026-05-01',
      minStockLevel: '1',
    });
    await buildItem(t, chef, { name: '=HYPERLINK("http://evil.example","click")', quantity: '1' });
    const res = await client(t.app).get(`/api/families/${chef.family.id}/inventory.csv`, {
      token: chef.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('name,quantity,unit,category,expiry,min stock');
    expect(lines).toContain('Oat milk,2,liters,Dairy,2026-05-01,1');
    // A spreadsheet shows the cell as text: it starts with an apostrophe, never with '='.
    expect(lines.some((l) => l.startsWith('"\'=HYPERLINK'))).toBe(true);
    expect(lines.some((l) => l.startsWith('=') || l.startsWith('"='))).toBe(false);

    const other = await headChef(t, 'The Copiers');
    const back = await postImport(t.app, other.token, other.family.id, {
      name: 'pantry.csv',
      data: res.text,
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toMatchObject({ format: 'csv-inventory', inventoryItems: 2, skipped: [] });
    const items = (
      await client(t.app).get(`/api/families/${other.family.id}/inventory`, { token: other.token })
    ).body.data;
    expect(items.map((i: { name: string }) => i.name).sort()).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Oat milk',
    ]);
    expect(items.find((i: { name: string }) => i.name === 'Oat milk')).toMatchObject({
      quantity: '2',
      unit: 'liters',
      category: 'Dairy',
      expirationDate: '2026-05-01',
      minStockLevel: '1',
    });
  });

  it('reads loose headers; a formula row and a bad row are skipped by name; preview changes nothing', async () => {
    const chef = await headChef(t, 'The Loose');
    const csv = [
      'Item Name;Qty;UOM;Type;Best Before;Min',
      'Rice;2;kg;pantry;2027-01-01;1',
      'Beans;3;cans;Pantry;;',
      'Evil;=HYPERLINK("http://x","y");each;Other;;',
      'Sand;lots;each;Other;;',
    ].join('\n');
    const preview = await postImport(
      t.app,
      chef.token,
      chef.family.id,
      { name: 'stock.csv', data: csv },
      { preview: 'true' },
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toMatchObject({ format: 'csv-inventory', preview: true, inventoryItems: 2 });
    expect(preview.body.data.skipped).toEqual([
      { name: 'Evil', reason: expect.stringContaining('formula') },
      { name: 'Sand', reason: 'Quantity must be a number' },
    ]);
    const url = `/api/families/${chef.family.id}/inventory`;
    expect((await client(t.app).get(url, { token: chef.token })).body.data).toEqual([]);
    const res = await postImport(t.app, chef.token, chef.family.id, { name: 'stock.csv', data: csv });
    expect(res.body.data.inventoryItems).toBe(2);
    const rice = (await client(t.app).get(url, { token: chef.token })).body.data.find(
      (i: { name: string }) => i.name === 'Rice',
    );
    expect(rice).toMatchObject({
      quantity: '2',
      unit: 'kg',
      category: 'Pantry',
      expirationDate: '2027-01-01',
      minStockLevel: '1',
    });
    // The same CSV again adds nothing: the items exist by name.
    const again = await postImport(t.app, chef.token, chef.family.id, { name: 'stock.csv', data: csv });
    expect(again.body.data.inventoryItems).toBe(0);
  });
});
