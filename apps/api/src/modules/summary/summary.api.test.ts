import { toCalendarDate } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildPlan, buildPlannedMeal } from '../../../test/builders';
import { headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const day = (offset: number) => toCalendarDate(new Date(Date.now() + offset * 86_400_000));

describe('GET /api/summary: the kitchen at a glance for Home Assistant (issue 29)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  async function tokenOf(chef: Awaited<ReturnType<typeof headChef>>, scopes: string[]) {
    const res = await api.post(`/api/users/${chef.user.id}/tokens`, {
      token: chef.token,
      body: { name: 'Home Assistant', scopes },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.token as string;
  }

  it("answers what expires today, what has expired, what is low and tonight's dinner", async () => {
    const chef = await headChef(t, 'Summary Family');
    await buildItem(t, chef, { name: 'Milk', quantity: '1', expirationDate: day(0) });
    await buildItem(t, chef, { name: 'Yogurt', quantity: '2', expirationDate: day(-2) });
    await buildItem(t, chef, { name: 'Cheese', quantity: '3', expirationDate: day(5) });
    await buildItem(t, chef, { name: 'Rice', quantity: '1', minStockLevel: '2' });
    const plan = await buildPlan(t, chef, { name: 'Lasagne' });
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: day(0), mealType: 'dinner' });
    await buildPlannedMeal(t, chef, { mealPlanId: plan.id, plannedDate: day(1), mealType: 'dinner' });
    // Another family's things never show.
    const other = await headChef(t, 'Other Family');
    await buildItem(t, other, { name: 'Their Milk', expirationDate: day(0) });

    const token = await tokenOf(chef, ['inventory:read', 'meal-plans:read']);
    const res = await api.get('/api/summary', { token });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.date).toBe(day(0));
    expect(data.expiringToday).toMatchObject({ count: 1, names: ['Milk'] });
    expect(data.expired).toMatchObject({ count: 1, names: ['Yogurt'] });
    expect(data.low).toMatchObject({ count: 1, names: ['Rice'] });
    expect(data.tonightsDinner).toMatchObject({ name: 'Lasagne', mealPlanId: plan.id, cooked: false });
    expect(data.dinners).toEqual(['Lasagne']);
  });

  it('with nothing planned tonight, the dinner is null; a token needs both inventory and meal plans', async () => {
    const chef = await headChef(t, 'Quiet Family');
    const both = await tokenOf(chef, ['inventory:read', 'meal-plans:read']);
    const res = await api.get('/api/summary', { token: both });
    expect(res.body.data).toMatchObject({ tonightsDinner: null, dinners: [], expiringToday: { count: 0 } });
    const inventoryOnly = await tokenOf(chef, ['inventory:write']);
    const refused = await api.get('/api/summary', { token: inventoryOnly });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('tokens.scope_missing');
    expect((await api.get('/api/summary')).status).toBe(401);
  });
});
