import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// An item deleted while someone edits or scans it: every answer is the change's or 404, never a 500.
// The requests overlap for real on PostgreSQL.

const ROUNDS = 60;
let t: TestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);
beforeAll(async () => {
  t = await createTestApp();
  chef = await headChef(t, 'The Clearers');
});
afterAll(() => t?.close());

const deleteItem = (id: number) => api().delete(`/api/inventory/${id}`, { token: chef.token });

describe('an inventory item deleted while someone works on it', () => {
  it('an edit racing the delete answers 200 or 404, never 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const item = await buildItem(t, chef);
      const [edit, gone] = await Promise.all([
        api().patch(`/api/inventory/${item.id}`, {
          token: chef.token,
          body: { quantity: round, name: 'Kefir' },
        }),
        deleteItem(item.id),
      ]);
      expect(gone.status, gone.text).toBe(200);
      expect([200, 404], edit.text).toContain(edit.status);
    }
  });

  it('a scanner use-up racing the delete answers 200 or 404 (Item not found), never 500', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      // 9 digits: a store label, which has no check digit.
      const barcode = `${100000000 + round}`;
      const item = await buildItem(t, chef, { barcode, quantity: 4, unit: 'each' });
      const [used, gone] = await Promise.all([
        api().post('/api/scan/remove', {
          token: chef.token,
          body: { familyId: chef.family.id, barcode, quantity: 1, unit: 'each' },
        }),
        deleteItem(item.id),
      ]);
      expect(gone.status, gone.text).toBe(200);
      expect([200, 404], used.text).toContain(used.status);
    }
  });

  it('two deletes at once: one deletes, the other finds nothing (404)', async () => {
    for (let round = 0; round < 10; round++) {
      const item = await buildItem(t, chef);
      const answers = await Promise.all([deleteItem(item.id), deleteItem(item.id)]);
      expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([200, 404]);
    }
  });
});
