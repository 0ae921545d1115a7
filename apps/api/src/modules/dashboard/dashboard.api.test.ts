import { isoWeekStart, toCalendarDate, wasteWeekStarts } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem } from '../../../test/builders';
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

describe('food waste by week (issue 16)', () => {
  it('counts items that expired in stock and items deleted after expiry, by the week they expired; never used-up or fresh ones', async () => {
    const chef = await headChef(t, 'Waste Family');
    const base = `/api/families/${chef.family.id}`;
    const add = (name: string, quantity: string, expirationDate: string | null) =>
      buildItem(t, chef, { name, quantity, expirationDate });
    await add('Milk', '1', utcDay(-1)); // expired on the shelf
    await add('Yogurt', '0', utcDay(-2)); // used up: not waste
    await add('Bread', '2', utcDay(2)); // still good
    await add('Rice', '1', null); // no date
    const cheese = await add('Cheese', '1', utcDay(-15)); // thrown away after it went off
    const removed = await api.delete(`/api/inventory/${cheese.id}`, { token: chef.token });
    expect(removed.status, removed.text).toBe(200);
    const fresh = await add('Ham', '1', utcDay(3)); // deleted before its expiry: not waste
    await api.delete(`/api/inventory/${fresh.id}`, { token: chef.token });

    const today = utcDay(0);
    const res = await api.get(`${base}/dashboard/waste?today=${today}`, { token: chef.token });
    expect(res.status, res.text).toBe(200);
    const { weeks } = res.body.data as {
      weeks: { weekStart: string; expiredInStock: number; thrownAway: number; total: number }[];
    };
    expect(weeks.map((w) => w.weekStart)).toEqual(wasteWeekStarts(today, 8));
    const byWeek = (date: string) => weeks.find((w) => w.weekStart === isoWeekStart(date));
    const all = weeks.reduce(
      (sum, w) => ({ stock: sum.stock + w.expiredInStock, thrown: sum.thrown + w.thrownAway }),
      { stock: 0, thrown: 0 },
    );
    expect(all).toEqual({ stock: 1, thrown: 1 });
    expect(byWeek(utcDay(-1))?.expiredInStock).toBe(1);
    expect(byWeek(utcDay(-15))?.thrownAway).toBe(1);
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
