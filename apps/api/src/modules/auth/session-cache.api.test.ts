import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef, PASSWORD, signIn } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

describe('signed-in users are cached, and every change that matters is seen at once', () => {
  let t: TestApp;
  let other: TestApp;
  let api: ReturnType<typeof client>;
  let otherApi: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    // A second server process over the same database (another replica behind a proxy, say).
    other = await createTestApp({ database: t.database });
    api = client(t.app);
    otherApi = client(other.app);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const profile = (token: string, on = api) => on.get('/api/users/profile', { token });

  it('logging out ends the session at once, though it was just used', async () => {
    const chef = await headChef(t);
    expect((await profile(chef.token)).status).toBe(200);
    expect((await api.post('/api/auth/logout', { token: chef.token })).status).toBeLessThan(300);
    expect((await profile(chef.token)).status).toBe(401);
  });

  it("changing one's password ends one's other sessions at once", async () => {
    const chef = await headChef(t);
    const phone = await signIn(t.app, chef.email);
    expect((await profile(phone.token)).status).toBe(200);
    const changed = await api.patch(`/api/users/${chef.user.id}/password`, {
      token: chef.token,
      body: { currentPassword: PASSWORD, newPassword: 'a-new-secret', confirmPassword: 'a-new-secret' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await profile(phone.token)).status).toBe(401);
    expect((await profile(chef.token)).status).toBe(200);
  });

  it('a role change shows in the next answer, and the new role is what is enforced', async () => {
    const chef = await headChef(t);
    const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
    expect((await profile(sous.token)).body.data.role).toBe(2);
    await api.patch(`/api/users/${sous.id}`, { token: chef.token, body: { role: 4 } });
    expect((await profile(sous.token)).body.data.role).toBe(4);
    const recipe = await api.post(`/api/families/${chef.family.id}/recipes`, {
      token: sous.token,
      body: { name: 'Not allowed', ingredients: [{ name: 'Salt', quantity: '1', unit: 'tsp' }] },
    });
    expect(recipe.status).toBe(403);
  });

  it("a family rename shows in its members' profiles at once", async () => {
    const chef = await headChef(t, 'Before');
    expect((await profile(chef.token)).body.data.family.name).toBe('Before');
    await api.patch(`/api/families/${chef.family.id}`, { token: chef.token, body: { name: 'After' } });
    expect((await profile(chef.token)).body.data.family.name).toBe('After');
  });

  it('another server process forgets a logged-out session and a changed role too', async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    expect((await profile(chef.token, otherApi)).status).toBe(200);
    expect((await profile(cook.token, otherApi)).body.data.role).toBe(3);

    await api.post('/api/auth/logout', { token: chef.token });
    await soon(async () => expect((await profile(chef.token, otherApi)).status).toBe(401));

    const chef2 = await signIn(t.app, chef.email);
    await api.patch(`/api/users/${cook.id}`, { token: chef2.token, body: { role: 4 } });
    await soon(async () => expect((await profile(cook.token, otherApi)).body.data.role).toBe(4));
  });
});
