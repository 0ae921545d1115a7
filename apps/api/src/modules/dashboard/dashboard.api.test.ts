import { isoWeekStart, toCalendarDate, type WasteWeek, wasteWeekStarts } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildRecipe } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 16: the dashboard's food-waste trend, GET /api/families/:familyId/dashboard/waste.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const DAY = 86_400_000;
/** A calendar date `days` from the server's UTC today (the removal check reads the UTC date). */
const utcDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('food waste by week (issue 16; from the stock ledger since issue 23)', () => {
  it('counts items that expired in stock by the week they expired, and what was thrown away by the week it was; never used-up, deleted or fresh ones', async () => {
    const chef = await headChef(t, 'Waste Family');
    const base = `/api/families/${chef.family.id}`;
    const add = (name: string, quantity: string, expirationDate: string | null, unit = 'pieces') =>
      buildItem(t, chef, { name, quantity, expirationDate, unit });
    const take = (id: number, quantity: string, reason: string) =>
      api.post(`/api/inventory/${id}/take`, { token: chef.token, body: { quantity, reason } });
    await add('Milk', '1', utcDay(-1)); // expired on the shelf
    await add('Yogurt', '0', utcDay(-2)); // used up: not waste
    await add('Bread', '2', utcDay(2)); // still good
    await add('Rice', '1', null); // no date
    const cheese = await add('Cheese', '1', utcDay(-15), 'lbs'); // thrown away after it went off
    expect((await take(cheese.id, '1', 'expired')).status).toBe(200);
    const spinach = await add('Spinach', '1', utcDay(3), 'kg'); // half a bag thrown away
    expect((await take(spinach.id, '0.5', 'wasted')).status).toBe(200);
    const undone = await add('Ham', '1', utcDay(1), 'lbs'); // thrown away, then undone: not waste
    const thrown = await take(undone.id, '1', 'wasted');
    await api.post(`${base}/stock-actions/${thrown.body.data.actionId}/undo`, { token: chef.token });
    const fresh = await add('Jam', '1', utcDay(-3)); // deleted after its expiry: a correction, not waste
    await api.delete(`/api/inventory/${fresh.id}`, { token: chef.token });
    // Cooked from a batch expiring in 2 days: saved.
    const carrots = await add('Carrots', '4', utcDay(2), 'lbs');
    const soup = await buildRecipe(t, chef, {
      name: 'Carrot soup',
      servings: 2,
      ingredients: [{ name: 'Carrots', quantity: '1', unit: 'lbs' }],
    });
    expect((await api.post(`${base}/cook`, { token: chef.token, body: { recipeId: soup.id } })).status).toBe(
      200,
    );
    expect(carrots.id).toBeGreaterThan(0);

    const today = utcDay(0);
    const res = await api.get(`${base}/dashboard/waste?today=${today}`, { token: chef.token });
    expect(res.status, res.text).toBe(200);
    const { weeks } = res.body.data as { weeks: WasteWeek[] };
    expect(weeks.map((w) => w.weekStart)).toEqual(wasteWeekStarts(today, 8));
    const byWeek = (date: string) => weeks.find((w) => w.weekStart === isoWeekStart(date));
    const all = weeks.reduce(
      (sum, w) => ({
        stock: sum.stock + w.expiredInStock,
        thrown: sum.thrown + w.thrownAway,
        wasted: sum.wasted + w.wasted,
        expired: sum.expired + w.expired,
        saved: sum.saved + w.saved,
      }),
      { stock: 0, thrown: 0, wasted: 0, expired: 0, saved: 0 },
    );
    expect(all).toEqual({ stock: 1, thrown: 2, wasted: 1, expired: 1, saved: 1 });
    expect(byWeek(utcDay(-1))?.expiredInStock).toBe(1);
    // Thrown away this week: 1 lb of cheese (453.59 g) and half a kilo of spinach.
    expect(byWeek(today)).toMatchObject({ thrownAway: 2, thrownAwayGrams: 954, saved: 1, savedGrams: 454 });
    expect(weeks.every((w) => w.total === w.expiredInStock + w.thrownAway)).toBe(true);

    // Any member reads it, a Kitchen Helper too; weeks is bounded and a bad date is refused.
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const short = await api.get(`${base}/dashboard/waste?weeks=2&today=${toCalendarDate()}`, {
      token: helper.token,
    });
    expect(short.status, short.text).toBe(200);
    expect(short.body.data.weeks).toHaveLength(2);
    expect((await api.get(`${base}/dashboard/waste?weeks=99`, { token: chef.token })).status).toBe(400);
    expect((await api.get(`${base}/dashboard/waste?today=2026-02-30`, { token: chef.token })).status).toBe(
      400,
    );
  });
});
