import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildPlannedMeal } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sha256 } from '../../lib/crypto';
import { addDays } from '../../lib/zoned-time';
import { calendarRepository } from './calendar.repository';
import { calendarService } from './calendar.service';
import { calendarFeeds } from './calendar.table';

const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;
const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
/** node-ical gives a property with parameters as `{ params, val }`. */
const urlOf = (e: VEvent) => {
  const url = e.url as unknown;
  return typeof url === 'string' ? url : (url as { val: string }).val;
};

describe('the calendar feed (issue 26)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let a: Awaited<ReturnType<typeof headChef>>;
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    a = await headChef(t, 'The Calendars');
  });
  afterAll(() => t?.close());

  async function newFeed(who: { token: string; user: { id: number } } = a) {
    const res = await api.post(`/api/users/${who.user.id}/calendar-feed`, { token: who.token });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(Object.keys(res.body.data)).toEqual(['url']);
    return res.body.data.url as string;
  }

  it('gives a webcal address on PUBLIC_URL, stores only the hash and never shows the secret again', async () => {
    const url = await newFeed();
    expect(url).toMatch(/^webcal:\/\/kitching\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = feedPath(url).split('/').at(-1)!.slice(0, -4);
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, a.user.id));
    expect(row!.secretHash).toBe(sha256(secret));
    const status = await api.get(`/api/users/${a.user.id}/calendar-feed`, { token: a.token });
    expect(status.body.data).toEqual({ exists: true, createdAt: expect.any(String) });
    expect(status.text).not.toContain(secret);
  });

  it("lists the family's meals of the window at their meal type's time, with link and ingredients", async () => {
    const soup = await buildPlan(t, a, { name: 'Tomato Soup' });
    const eggs = await buildPlan(t, a, {
      name: 'Scrambled Eggs',
      ingredients: [{ name: 'Eggs', quantity: '4', unit: 'each' }],
    });
    const plan = (mealPlanId: number, plannedDate: string, mealType: string) =>
      buildPlannedMeal(t, a, { mealPlanId, plannedDate, mealType });
    const dinner = await plan(soup.id, today, 'dinner');
    await plan(eggs.id, today, 'breakfast');
    await plan(eggs.id, addDays(today, 1), 'lunch');
    await plan(eggs.id, addDays(today, 2), 'snack');
    await plan(soup.id, addDays(today, -13), 'dinner');
    await plan(soup.id, addDays(today, -16), 'dinner'); // before the window
    await plan(soup.id, addDays(today, 7 * 8 + 2), 'dinner'); // after it
    const url = await newFeed();

    const res = await api.get(feedPath(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=900');
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.text).toContain('X-WR-CALNAME:Kitching — The Calendars');
    const found = events(res.text)
      .map((e) => `${e.start.toISOString()} ${e.summary}`)
      .sort();
    expect(found).toEqual(
      [
        `${addDays(today, -13)}T18:30:00.000Z Tomato Soup`,
        `${today}T08:00:00.000Z Scrambled Eggs`,
        `${today}T18:30:00.000Z Tomato Soup`,
        `${addDays(today, 1)}T12:30:00.000Z Scrambled Eggs`,
        `${addDays(today, 2)}T15:30:00.000Z Scrambled Eggs`,
      ].sort(),
    );
    const event = events(res.text).find((e) => e.uid === `planned-meal-${dinner.id}@kitching.test`)!;
    expect(event.description).toContain('- 6 Tomatoes');
    expect(event.description).toContain('- 2 cups Vegetable stock');
    expect(urlOf(event)).toBe('http://kitching.test/meal-planning');

    // The same data gives the same bytes: an unchanged feed answers 304 to its ETag.
    const again = await api.get(feedPath(url), { headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('a renewed address makes the old one 404; a revoked one 404; a wrong one 404', async () => {
    const old = await newFeed();
    const renewed = await newFeed();
    expect((await api.get(feedPath(old))).status).toBe(404);
    expect((await api.get(feedPath(renewed))).status).toBe(200);
    const revoke = await api.delete(`/api/users/${a.user.id}/calendar-feed`, { token: a.token });
    expect(revoke.status).toBe(200);
    expect((await api.get(feedPath(renewed))).status).toBe(404);
    expect((await api.get(`/api/users/${a.user.id}/calendar-feed`, { token: a.token })).body.data).toEqual({
      exists: false,
      createdAt: null,
    });
    expect((await api.get(`/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await api.get('/api/calendar/nothing')).status).toBe(404);
  });

  it("never shows another family's meals, and only its own member manages an address", async () => {
    const b = await headChef(t, 'The Others');
    await buildPlannedMeal(t, b, {
      mealPlanId: (await buildPlan(t, b, { name: 'Secret Stew' })).id,
      plannedDate: today,
    });
    const aFeed = await api.get(feedPath(await newFeed()));
    expect(aFeed.text).not.toContain('Secret Stew');
    const bFeed = await api.get(feedPath(await newFeed(b)));
    expect(events(bFeed.text).map((e) => e.summary)).toEqual(['Secret Stew']);

    const sibling = await addMember(t.db, { familyId: a.family.id, role: 2 });
    for (const method of ['get', 'post', 'delete'] as const) {
      const res = await api[method](`/api/users/${a.user.id}/calendar-feed`, { token: sibling.token });
      expect(res.status, method).toBe(404);
    }
  });

  it("shows meals at the member's local time on both sides of a DST change", async () => {
    const service = calendarService({
      feeds: calendarRepository({ db: t.db }),
      members: { find: (id) => t.app.ctx.services.users.findMember(id) },
      meals: t.app.ctx.services.meals,
      timeZoneOf: async () => 'Europe/Berlin',
    });
    const c = await headChef(t, 'The Berliners');
    const stew = await buildPlan(t, c, { name: 'Berlin Stew' });
    // Summer time starts on 2026-03-29 in Berlin: 18:30 is 17:30Z before it and 16:30Z after.
    await buildPlannedMeal(t, c, { mealPlanId: stew.id, plannedDate: '2026-03-28', mealType: 'dinner' });
    await buildPlannedMeal(t, c, { mealPlanId: stew.id, plannedDate: '2026-03-30', mealType: 'dinner' });
    await buildPlannedMeal(t, c, { mealPlanId: stew.id, plannedDate: '2026-03-30', mealType: 'breakfast' });
    const secret = await service.renew(c.user, c.user.id);
    const feed = await service.feed(secret, 'https://kitching.example', new Date('2026-03-25T12:00:00Z'));
    expect(
      events(feed.body)
        .map((e) => e.start.toISOString())
        .sort(),
    ).toEqual(['2026-03-28T17:30:00.000Z', '2026-03-30T06:00:00.000Z', '2026-03-30T16:30:00.000Z']);
  });
});
