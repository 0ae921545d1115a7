import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLine, buildList } from '../../../test/builders';
import { addMember, headChef, uniqueName } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { idempotencyKeys } from './idempotency.table';

// Offline use: the phone queues grocery and inventory changes and sends them again when it is back
// online, not knowing whether the first try arrived. With an Idempotency-Key a change applies once.

let t: TestApp;
let api: ReturnType<typeof client>;
let chef: Awaited<ReturnType<typeof headChef>>;
let other: Awaited<ReturnType<typeof headChef>>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  chef = await headChef(t, 'Offline Family');
  other = await headChef(t, 'Next Door');
});
afterAll(() => t?.close());

const key = () => uniqueName('key');
const withKey = (k: string, headers: Record<string, string> = {}) => ({ ...headers, 'idempotency-key': k });
const addLine = (
  listId: number,
  k: string,
  body: Record<string, unknown> = { name: 'Milk' },
  token = chef.token,
) => api.post(`/api/grocery-lists/${listId}/items`, { token, body, headers: withKey(k) });
const linesOf = async (listId: number, token = chef.token) =>
  (await api.get(`/api/grocery-lists/${listId}`, { token })).body.data.items as {
    id: number;
    quantity: string;
    version: number;
  }[];
const storedKeys = (userId: number) =>
  t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
const rowOf = async (userId: number, k: string) =>
  (
    await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, k)))
  )[0];

describe('Idempotency-Key on writes', () => {
  it('adding a grocery item twice with one key makes one line and answers the first 201 again', async () => {
    const list = await buildList(t, chef);
    const k = key();
    const first = await addLine(list.id, k);
    expect(first.status, first.text).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await addLine(list.id, k);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await linesOf(list.id)).toMatchObject([{ id: first.body.data.id, quantity: '1' }]);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const list = await buildList(t, chef);
    const k = key();
    const first = await addLine(list.id, k, { name: 'Eggs', quantity: 12 });
    const again = await addLine(list.id, k, { quantity: 12, name: 'Eggs' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await linesOf(list.id)).toHaveLength(1);
  });

  it('ticking a line twice with one key ticks it once: the repeat answers the first 200', async () => {
    const list = await buildList(t, chef);
    const line = await buildLine(t, chef, list.id);
    const k = key();
    const tick = () =>
      api.patch(`/api/grocery-list-items/${line.id}`, {
        token: chef.token,
        body: { purchased: true },
        headers: withKey(k),
      });
    const first = await tick();
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ purchased: true, version: 2 });
    const again = await tick();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await linesOf(list.id)).toMatchObject([{ id: line.id, version: 2 }]);
  });

  it('a delete repeated with its key answers the first 200, not 404', async () => {
    const list = await buildList(t, chef);
    const line = await buildLine(t, chef, list.id);
    const k = key();
    const remove = () =>
      api.delete(`/api/grocery-list-items/${line.id}`, { token: chef.token, headers: withKey(k) });
    const first = await remove();
    expect(first.status, first.text).toBe(200);
    const again = await remove();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The first answer, its undo id included (issue 24).
    expect(again.body).toEqual({ data: { id: line.id, undoId: first.body.data.undoId } });
    expect(first.body.data.undoId).toEqual(expect.any(Number));
    // A new key is a new request: the line is gone.
    const fresh = await api.delete(`/api/grocery-list-items/${line.id}`, {
      token: chef.token,
      headers: withKey(key()),
    });
    expect(fresh.status).toBe(404);
  });

  it('an inventory add repeated with its key makes one item', async () => {
    const k = key();
    const name = uniqueName('Flour');
    const add = () =>
      api.post(`/api/families/${chef.family.id}/inventory`, {
        token: chef.token,
        body: { name, quantity: 1, unit: 'bags', category: 'Pantry' },
        headers: withKey(k),
      });
    const first = await add();
    expect(first.status, first.text).toBe(201);
    const again = await add();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const items = (await api.get(`/api/families/${chef.family.id}/inventory`, { token: chef.token })).body
      .data as { name: string }[];
    expect(items.filter((i) => i.name === name)).toHaveLength(1);
  });

  it('eight requests with one key at once make one change: one answer, the others replay it or wait (409)', async () => {
    const list = await buildList(t, chef);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 8 }, () => addLine(list.id, k)));
    const made = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(made).toHaveLength(1);
    for (const a of answers) {
      if (a === made[0]) continue;
      if (a.status === 409) {
        expect(a.body.error.code).toBe('idempotency.in_progress');
        expect(a.headers['retry-after']).toBe('1');
      } else {
        expect(a.status).toBe(201);
        expect(a.headers['idempotent-replayed']).toBe('true');
        expect(a.text).toBe(made[0]!.text);
      }
    }
    expect(await linesOf(list.id)).toMatchObject([{ quantity: '1' }]);
  });

  it('the same key with another body, address or method answers 422 idempotency.key_reused and changes nothing', async () => {
    const list = await buildList(t, chef);
    const k = key();
    const first = await addLine(list.id, k, { name: 'Milk' });
    expect(first.status).toBe(201);
    const otherBody = await addLine(list.id, k, { name: 'Bread' });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatchObject({ code: 'idempotency.key_reused' });
    expect(otherBody.body.error.message).toMatch(/different request/);
    const second = await buildList(t, chef);
    expect((await addLine(second.id, k, { name: 'Milk' })).status).toBe(422);
    const otherMethod = await api.patch(`/api/grocery-list-items/${first.body.data.id}`, {
      token: chef.token,
      body: { purchased: true },
      headers: withKey(k),
    });
    expect(otherMethod.status).toBe(422);
    expect(await linesOf(list.id)).toMatchObject([{ quantity: '1' }]);
    expect(await linesOf(second.id)).toEqual([]);
  });

  it("another user's same key is their own: they never get the first user's answer", async () => {
    const list = await buildList(t, chef);
    const k = key();
    const mine = await addLine(list.id, k, { name: 'Milk' });
    expect(mine.status).toBe(201);
    // The same key and request on the first user's list: refused as for any outsider, not replayed.
    const neighbour = await addMember(t.db, { familyId: other.family.id, role: 3 });
    const outsider = await addLine(list.id, k, { name: 'Milk' }, neighbour.token);
    expect(outsider.status).toBe(404);
    expect(outsider.headers['idempotent-replayed']).toBeUndefined();
    expect(outsider.text).not.toContain(String(mine.body.data.id));
    // The same key on their own list makes their own line.
    const theirList = await buildList(t, other);
    const theirs = await addLine(theirList.id, k, { name: 'Milk' }, other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    // A member of the same family is another user too.
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const cooks = await addLine(list.id, k, { name: 'Milk' }, cook.token);
    expect(cooks.status).toBe(200);
    expect(cooks.body).toMatchObject({ merged: true, data: { quantity: '2' } });
  });

  it('a key older than 24 hours is forgotten: sent again, it is a new change', async () => {
    const list = await buildList(t, chef);
    const k = key();
    const first = await addLine(list.id, k);
    expect(first.status).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(and(eq(idempotencyKeys.userId, chef.user.id), eq(idempotencyKeys.key, k)));
    const again = await addLine(list.id, k);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).toMatchObject({ merged: true, data: { quantity: '2' } });
    // The expired row went, and the new answer is kept in its place.
    expect(await rowOf(chef.user.id, k)).toMatchObject({ status: 200 });
  });

  it('a 5xx is not kept: after a database fault the retry with the same key runs and applies once', async () => {
    const list = await buildList(t, chef);
    const k = key();
    // A real fault, no mocks: the database refuses this one name while the constraint is there.
    await t.db.execute(
      sql.raw(`ALTER TABLE grocery_items ADD CONSTRAINT test_fault CHECK (name <> 'Fault Milk') NOT VALID`),
    );
    try {
      const failed = await addLine(list.id, k, { name: 'Fault Milk' });
      expect(failed.status, failed.text).toBe(500);
      expect(failed.body.error.code).toBe('server.error');
      expect(await rowOf(chef.user.id, k)).toBeUndefined();
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE grocery_items DROP CONSTRAINT test_fault'));
    }
    const retry = await addLine(list.id, k, { name: 'Fault Milk' });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await linesOf(list.id)).toHaveLength(1);
  });

  it('a 4xx is kept: a refused tick (409 at an old version) is answered the same when sent again', async () => {
    const list = await buildList(t, chef);
    const line = await buildLine(t, chef, list.id);
    await api.patch(`/api/grocery-list-items/${line.id}`, { token: chef.token, body: { quantity: 3 } });
    const k = key();
    const tick = () =>
      api.patch(`/api/grocery-list-items/${line.id}`, {
        token: chef.token,
        body: { purchased: true },
        headers: withKey(k, { 'if-match': '1' }),
      });
    const refused = await tick();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'grocery.version_conflict', current: { version: 2 } });
    const again = await tick();
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(refused.text);
  });

  it('a claim still running answers 409 idempotency.in_progress; one left pending past 60 s is taken over', async () => {
    const list = await buildList(t, chef);
    const pending = key();
    const path = `/api/grocery-lists/${list.id}/items`;
    const { bodyHash } = await import('./request-hash');
    await t.db.insert(idempotencyKeys).values({
      userId: chef.user.id,
      key: pending,
      method: 'POST',
      path,
      bodyHash: bodyHash({ name: 'Milk' }),
    });
    const busy = await addLine(list.id, pending);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'idempotency.in_progress' });
    expect(busy.body.error.message).toMatch(/Try again/);
    expect(await linesOf(list.id)).toEqual([]);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(and(eq(idempotencyKeys.userId, chef.user.id), eq(idempotencyKeys.key, pending)));
    const takenOver = await addLine(list.id, pending);
    expect(takenOver.status, takenOver.text).toBe(201);
    expect(await linesOf(list.id)).toHaveLength(1);
  });

  it('an invalid key answers 400 idempotency.invalid_key and changes nothing', async () => {
    const list = await buildList(t, chef);
    for (const bad of ['', 'x'.repeat(201), 'clé', 'tab\there']) {
      const res = await addLine(list.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe('idempotency.invalid_key');
    }
    expect(await linesOf(list.id)).toEqual([]);
    const longest = await addLine(list.id, `~ ${'x'.repeat(198)}`);
    expect(longest.status).toBe(201);
  });

  it('without the header nothing is stored; reads, signed-out and public requests ignore it', async () => {
    const member = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    const list = await buildList(t, member);
    await api.post(`/api/grocery-lists/${list.id}/items`, { token: member.token, body: { name: 'Tea' } });
    const read = await api.get(`/api/grocery-lists/${list.id}`, {
      token: member.token,
      headers: withKey(key()),
    });
    expect(read.status).toBe(200);
    expect(await storedKeys(member.id)).toEqual([]);
    const signedOut = await api.post(`/api/grocery-lists/${list.id}/items`, {
      body: { name: 'Tea' },
      headers: withKey('not valid é'),
    });
    expect(signedOut.status).toBe(401);
    const login = await api.post('/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: withKey('\u00e9'),
    });
    expect(login.body.error.code).not.toBe('idempotency.invalid_key');
  });
});
