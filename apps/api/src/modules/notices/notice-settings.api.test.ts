import type { Notice } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp, testEnv } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { addDays, localClock } from './local-time';

// Issue 26: the family's 'items expiring within N days' (notice_families.expiry_days), its call, who may
// change it, the one schema that checks it, and the scheduler's pass using it.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const RANGE = 'Choose a whole number of days from 1 to 14';
const settingsOf = (familyId: number) => `/api/families/${familyId}/notice-settings`;
const today = () => localClock('UTC', new Date()).date;

describe('GET/PUT /api/families/:familyId/notice-settings', () => {
  it('answers the default 2 to every member until set; a Head Chef and a Sous Chef change it', async () => {
    const chef = await headChef(t, 'Settings Family');
    const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    for (const who of [chef, sous, helper]) {
      const res = await api.get(settingsOf(chef.family.id), { token: who.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ data: { expiryDays: 2 } });
    }

    const put = await api.put(settingsOf(chef.family.id), { token: chef.token, body: { expiryDays: 5 } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({ expiryDays: 5 });
    const bySous = await api.put(settingsOf(chef.family.id), { token: sous.token, body: { expiryDays: 14 } });
    expect(bySous.status, bySous.text).toBe(200);
    const read = await api.get(settingsOf(chef.family.id), { token: helper.token });
    expect(read.body.data).toEqual({ expiryDays: 14 });
  });

  it('refuses a Cook and a Kitchen Helper (403), and another family (404), changing nothing', async () => {
    const chef = await headChef(t, 'Refusing Family');
    const other = await headChef(t, 'Other Family');
    await api.put(settingsOf(chef.family.id), { token: chef.token, body: { expiryDays: 3 } });
    for (const role of [3, 4] as const) {
      const who = await addMember(t.db, { familyId: chef.family.id, role });
      const res = await api.put(settingsOf(chef.family.id), { token: who.token, body: { expiryDays: 9 } });
      expect(res.status, res.text).toBe(403);
      expect(res.body.error.code).toBe('notices.settings_forbidden');
      expect(res.body.error.message).toBe(
        "Only a Head Chef or Sous Chef can change the family's reminder settings.",
      );
    }
    for (const res of [
      await api.get(settingsOf(chef.family.id), { token: other.token }),
      await api.put(settingsOf(chef.family.id), { token: other.token, body: { expiryDays: 9 } }),
    ])
      expect(res.status, res.text).toBe(404);
    const kept = await api.get(settingsOf(chef.family.id), { token: chef.token });
    expect(kept.body.data).toEqual({ expiryDays: 3 });
  });

  it('refuses a value outside 1 to 14, a fraction or text with the form’s own message', async () => {
    const chef = await headChef(t, 'Range Family');
    for (const expiryDays of [0, 15, -1, 2.5, '3', null]) {
      const res = await api.put(settingsOf(chef.family.id), { token: chef.token, body: { expiryDays } });
      expect(res.status, `${expiryDays}: ${res.text}`).toBe(400);
      expect(res.body.error.fields, String(expiryDays)).toEqual({ expiryDays: RANGE });
    }
    const missing = await api.put(settingsOf(chef.family.id), { token: chef.token, body: {} });
    expect(missing.status).toBe(400);
    for (const expiryDays of [1, 14]) {
      const res = await api.put(settingsOf(chef.family.id), { token: chef.token, body: { expiryDays } });
      expect(res.status, res.text).toBe(200);
    }
  });
});

describe("the scheduler's pass reads the family's N days", () => {
  it('names an item expiring in 4 days for a family with 5, not for one with the default 2', async () => {
    const wide = await headChef(t, 'Five Days');
    const narrow = await headChef(t, 'Two Days');
    const put = await api.put(settingsOf(wide.family.id), { token: wide.token, body: { expiryDays: 5 } });
    expect(put.status, put.text).toBe(200);
    for (const chef of [wide, narrow])
      await buildItem(t, chef, {
        name: 'Halloumi',
        quantity: '1',
        unit: 'pieces',
        expirationDate: addDays(today(), 4),
      });

    await t.app.ctx.notices.run({ minGapMs: 0 });
    const expiring = async (who: typeof wide) => {
      const res = await api.get(`/api/users/${who.user.id}/notices`, { token: who.token });
      expect(res.status, res.text).toBe(200);
      return (res.body.data as Notice[]).filter((n) => n.kind === 'expiring');
    };
    const named = await expiring(wide);
    expect(named).toHaveLength(1);
    expect(named[0]!.items.map((i) => i.name)).toEqual(['Halloumi']);
    expect(await expiring(narrow)).toEqual([]);
  });
});

describe('the test-only pass route (TEST_ROUTES)', () => {
  it('is not served without TEST_ROUTES, and never allowed in production', async () => {
    const chef = await headChef(t, 'No Test Routes');
    const res = await api.post('/api/test/notice-pass', { token: chef.token });
    expect(res.status).toBe(404);
    expect(() => loadConfig({ ...testEnv, NODE_ENV: 'production', TEST_ROUTES: '1' })).toThrow(/TEST_ROUTES/);
  });

  it("with TEST_ROUTES=1 computes the caller's family's notices, and no other family's", async () => {
    const testing = await createTestApp({ env: { TEST_ROUTES: '1' } });
    try {
      const chef = await headChef(testing, 'Test Routes');
      const other = await headChef(testing, 'Beside It');
      for (const [who, name] of [
        [chef, 'Kefir'],
        [other, 'Quark'],
      ] as const)
        await buildItem(testing, who, { name, quantity: '1', unit: 'pieces', expirationDate: today() });
      const http = client(testing.app);
      expect((await http.post('/api/test/notice-pass', {})).status).toBe(401);
      const res = await http.post('/api/test/notice-pass', { token: chef.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.notices).toBeGreaterThanOrEqual(1);
      const mine = await http.get(`/api/users/${chef.user.id}/notices`, { token: chef.token });
      expect(JSON.stringify(mine.body.data)).toContain('Kefir');
      const theirs = await http.get(`/api/users/${other.user.id}/notices`, { token: other.token });
      expect(theirs.body.data).toEqual([]);
    } finally {
      await testing.close();
    }
  });
});
