import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, inventoryUrl, recipeBody } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sha256 } from '../../lib/crypto';
import { personalTokens } from './tokens.table';

/** Polls until `check` passes: what another process hears arrives within milliseconds, not at once. */
async function soon(check: () => Promise<void>, withinMs = 3_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('personal access tokens (issue 29)', () => {
  let t: TestApp;
  let other: TestApp;
  let api: ReturnType<typeof client>;
  let otherApi: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    // A second server over the same database (another replica behind a proxy).
    other = await createTestApp({ database: t.database });
    api = client(t.app);
    otherApi = client(other.app);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  async function tokenFor(
    by: { token: string; id: number },
    scopes: string[],
    extra: Record<string, unknown> = {},
  ) {
    const res = await api.post(`/api/users/${by.id}/tokens`, {
      token: by.token,
      body: { name: 'Home Assistant', scopes, ...extra },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: number; token: string };
  }
  const chefOf = (chef: Awaited<ReturnType<typeof headChef>>) => ({ token: chef.token, id: chef.user.id });

  it('is shown once, kept as its hash, and listed without it', async () => {
    const chef = await headChef(t);
    const made = await tokenFor(chefOf(chef), ['inventory:read', 'lists:write']);
    expect(made.token).toMatch(/^kt_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(personalTokens).where(eq(personalTokens.id, made.id));
    expect(row!.tokenHash).toBe(sha256(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const list = await api.get(`/api/users/${chef.user.id}/tokens`, { token: chef.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: made.id,
        name: 'Home Assistant',
        scopes: ['inventory:read', 'lists:write'],
        expiresAt: null,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(list.text).not.toContain(made.token);

    await api.get(inventoryUrl(chef.family.id), { token: made.token });
    const used = await api.get(`/api/users/${chef.user.id}/tokens`, { token: chef.token });
    expect(Date.parse(used.body.data[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a bad body: no scopes, an unknown scope, an expiry in the past', async () => {
    const chef = await headChef(t);
    const url = `/api/users/${chef.user.id}/tokens`;
    const none = await api.post(url, { token: chef.token, body: { name: 'x', scopes: [] } });
    expect(none.status).toBe(400);
    const unknown = await api.post(url, { token: chef.token, body: { name: 'x', scopes: ['cellar:read'] } });
    expect(unknown.status).toBe(400);
    const past = await api.post(url, {
      token: chef.token,
      body: { name: 'x', scopes: ['inventory:read'], expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('tokens.invalid_expiry');
  });

  it("only the member manages their tokens: another member's answer 404, a Head Chef's too", async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const made = await tokenFor(cook, ['inventory:read']);
    const asChef = { token: chef.token };
    expect((await api.get(`/api/users/${cook.id}/tokens`, asChef)).status).toBe(404);
    expect(
      (
        await api.post(`/api/users/${cook.id}/tokens`, {
          ...asChef,
          body: { name: 'x', scopes: ['*:write'] },
        })
      ).status,
    ).toBe(404);
    expect((await api.delete(`/api/users/${cook.id}/tokens/${made.id}`, asChef)).status).toBe(404);
    // Another's token id under one's own user id is not found either.
    expect((await api.delete(`/api/users/${chef.user.id}/tokens/${made.id}`, asChef)).status).toBe(404);
    expect((await api.get(inventoryUrl(chef.family.id), { token: made.token })).status).toBe(200);
  });

  it('reaches only the areas its scopes name; write implies read; other routes need *', async () => {
    const chef = await headChef(t);
    const item = await buildItem(t, chef, { name: 'Scoped Milk' });
    const readOnly = await tokenFor(chefOf(chef), ['inventory:read']);
    const writer = await tokenFor(chefOf(chef), ['inventory:write']);
    const star = await tokenFor(chefOf(chef), ['*:read']);

    expect((await api.get(inventoryUrl(chef.family.id), { token: readOnly.token })).status).toBe(200);
    const refused = await api.post(inventoryUrl(chef.family.id), {
      token: readOnly.token,
      body: { name: 'Eggs', quantity: '6', unit: 'pieces', category: 'Dairy' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('tokens.scope_missing');
    expect((await api.delete(`/api/inventory/${item.id}`, { token: readOnly.token })).status).toBe(403);

    expect((await api.get(inventoryUrl(chef.family.id), { token: writer.token })).status).toBe(200);
    const added = await api.post(inventoryUrl(chef.family.id), {
      token: writer.token,
      body: { name: 'Eggs', quantity: '6', unit: 'pieces', category: 'Dairy' },
    });
    expect(added.status, added.text).toBe(201);
    // Another area, and a route outside the four areas.
    expect((await api.get(`/api/families/${chef.family.id}/recipes`, { token: writer.token })).status).toBe(
      403,
    );
    expect((await api.get(`/api/families/${chef.family.id}/users`, { token: writer.token })).status).toBe(
      403,
    );
    expect((await api.get(`/api/users/${chef.user.id}/tokens`, { token: writer.token })).status).toBe(403);

    // `*:read` reads everything and writes nothing.
    expect((await api.get(`/api/families/${chef.family.id}/users`, { token: star.token })).status).toBe(200);
    expect((await api.get(`/api/families/${chef.family.id}/recipes`, { token: star.token })).status).toBe(
      200,
    );
    const starWrite = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: star.token,
      body: recipeBody(),
    });
    expect(starWrite.status).toBe(403);
  });

  it("never does more than its member: a Kitchen Helper's `*:write` token keeps the helper's limits", async () => {
    const chef = await headChef(t);
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const item = await buildItem(t, chef, { name: 'Helper Rice' });
    const all = await tokenFor(helper, ['*:write']);
    const recipe = await api.post(`/api/families/${helper.familyId}/recipes`, {
      token: all.token,
      body: recipeBody(),
    });
    expect(recipe.status).toBe(403);
    expect(recipe.body.error.code).toBe('recipes.edit_forbidden');
    const gone = await api.delete(`/api/inventory/${item.id}`, { token: all.token });
    expect(gone.body.error.code).toBe('inventory.delete_forbidden');
    const role = await api.patch(`/api/users/${helper.id}`, { token: all.token, body: { role: 1 } });
    expect(role.status).toBe(403);
    // What the helper may do, the token may do.
    const added = await api.post(inventoryUrl(helper.familyId), {
      token: all.token,
      body: { name: 'Bread', quantity: '1', unit: 'pieces', category: 'Bakery' },
    });
    expect(added.status, added.text).toBe(201);
    // Demoted from the family's data: another family's inventory is 404 as for a session.
    const stranger = await headChef(t, 'Strangers');
    expect((await api.get(inventoryUrl(stranger.family.id), { token: all.token })).status).toBe(404);
  });

  it('follows its member as they are now: a role lowered is enforced at once', async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const made = await tokenFor(cook, ['recipes:write']);
    const first = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: made.token,
      body: recipeBody(),
    });
    expect(first.status, first.text).toBe(201);
    await api.patch(`/api/users/${cook.id}`, { token: chef.token, body: { role: 4 } });
    const after = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: made.token,
      body: recipeBody(),
    });
    expect(after.status).toBe(403);
  });

  it('a revoke reaches another server at once, though the token was just used there', async () => {
    const chef = await headChef(t);
    const made = await tokenFor(chefOf(chef), ['inventory:read']);
    const url = inventoryUrl(chef.family.id);
    expect((await otherApi.get(url, { token: made.token })).status).toBe(200);
    expect((await otherApi.get(url, { token: made.token })).status).toBe(200);
    const revoked = await api.delete(`/api/users/${chef.user.id}/tokens/${made.id}`, { token: chef.token });
    expect(revoked.status).toBe(200);
    expect((await api.get(url, { token: made.token })).status).toBe(401);
    await soon(async () => expect((await otherApi.get(url, { token: made.token })).status).toBe(401));
    const list = await api.get(`/api/users/${chef.user.id}/tokens`, { token: chef.token });
    expect(list.body.data).toEqual([]);
  });

  it('stops at its expiry, also where it was cached', async () => {
    const chef = await headChef(t);
    const made = await tokenFor(chefOf(chef), ['inventory:read'], {
      expiresAt: new Date(Date.now() + 1_500).toISOString(),
    });
    const url = inventoryUrl(chef.family.id);
    expect((await api.get(url, { token: made.token })).status).toBe(200);
    expect((await otherApi.get(url, { token: made.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await api.get(url, { token: made.token })).status).toBe(401);
    expect((await otherApi.get(url, { token: made.token })).status).toBe(401);
  });

  it('answers 401 with one body for a wrong, expired, revoked or malformed token', async () => {
    const chef = await headChef(t);
    const url = inventoryUrl(chef.family.id);
    const expired = await tokenFor(chefOf(chef), ['inventory:read'], {
      expiresAt: new Date(Date.now() + 300).toISOString(),
    });
    const revoked = await tokenFor(chefOf(chef), ['inventory:read']);
    await api.delete(`/api/users/${chef.user.id}/tokens/${revoked.id}`, { token: chef.token });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const good = await tokenFor(chefOf(chef), ['inventory:read']);
    const bad = {
      wrong: `kt_${randomBytes(32).toString('base64url')}`,
      // The right secret with one character changed.
      altered: `${good.token.slice(0, -1)}${good.token.endsWith('A') ? 'B' : 'A'}`,
      expired: expired.token,
      revoked: revoked.token,
      malformed: 'kt_not-a-token',
      tooLong: `${good.token}x`,
      notOurs: 'hello',
    };
    const answers = await Promise.all(
      Object.entries(bad).map(async ([kind, token]) => [kind, await api.get(url, { token })] as const),
    );
    const first = answers[0]![1];
    expect(first.status).toBe(401);
    for (const [kind, res] of answers) {
      expect(res.status, kind).toBe(401);
      expect(res.text, kind).toBe(first.text);
    }
    expect((await api.get(url, { token: good.token })).status).toBe(200);
  });

  it('is rate limited per token, whatever address it comes from', async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_TOKEN: '3' } });
    try {
      const chef = await headChef(t);
      const one = await tokenFor(chefOf(chef), ['inventory:read']);
      const two = await tokenFor(chefOf(chef), ['inventory:read']);
      const url = inventoryUrl(chef.family.id);
      const lim = client(limited.app);
      for (let i = 0; i < 3; i++) expect((await lim.get(url, { token: one.token })).status).toBe(200);
      const over = await lim.get(url, { token: one.token });
      expect(over.status).toBe(429);
      // Another token of the same member, and the member's own session, are not held back.
      expect((await lim.get(url, { token: two.token })).status).toBe(200);
      expect((await lim.get(url, { token: chef.token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
