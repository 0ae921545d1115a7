import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser, headChef, PASSWORD, sessionFor, uniqueEmail } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('passwords: PATCH /api/users/:id/password', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const setPassword = (id: number, token: string | undefined, body: unknown) =>
    api.patch(`/api/users/${id}/password`, { token, body });
  const login = (identifier: string, password: string) =>
    api.post('/api/auth/login', { body: { email: identifier, password } });
  const isSignedIn = async (token: string) =>
    (await api.get('/api/auth/session', { token })).body.data.user !== null;

  describe("the Head Chef sets a child's password", () => {
    it('sends only the new password; the child signs in by username, and their other sessions end', async () => {
      const chef = await headChef(t);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      expect(await isSignedIn(kid.token)).toBe(true);
      const res = await setPassword(kid.id, chef.token, { newPassword: 'kid-secret' });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ data: { message: 'Password updated successfully.' } });
      expect(await isSignedIn(kid.token)).toBe(false);
      expect(await isSignedIn(chef.token)).toBe(true);
      expect((await login(kid.username, 'kid-secret')).status).toBe(200);
    });

    it('replaces a password the child already had', async () => {
      const chef = await headChef(t);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      await setPassword(kid.id, chef.token, { newPassword: 'first-one' });
      const res = await setPassword(kid.id, chef.token, { newPassword: 'second-one' });
      expect(res.status).toBe(200);
      expect((await login(kid.username, 'first-one')).status).toBe(401);
      expect((await login(kid.username, 'second-one')).status).toBe(200);
    });

    it("cannot set the password of a member who has an email (403): that member's own business", async () => {
      const chef = await headChef(t);
      const adult = await addMember(t.db, { familyId: chef.family.id, role: 3, email: uniqueEmail() });
      const res = await setPassword(adult.id, chef.token, { newPassword: 'taken-over' });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'users.password_forbidden',
        message:
          "Only the Head Chef can set another member's password, and only for a member without an email.",
      });
      expect(await isSignedIn(adult.token)).toBe(true);
    });

    it("a Sous Chef, a Cook or a Kitchen Helper cannot set another member's password (403)", async () => {
      const chef = await headChef(t);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      for (const role of [2, 3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        const res = await setPassword(kid.id, member.token, { newPassword: 'not-yours' });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('users.password_forbidden');
      }
      expect((await login(kid.username, 'not-yours')).status).toBe(401);
    });
  });

  describe("one's own password", () => {
    it('checks the current password, keeps this session and ends the others', async () => {
      const account = await createUser(t.db);
      const other = await sessionFor(t.db, account.user.id);
      const res = await setPassword(account.user.id, account.token, {
        currentPassword: PASSWORD,
        newPassword: 'brand-new-secret',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.message).toBe('Password updated successfully.');
      expect(await isSignedIn(account.token)).toBe(true);
      expect(await isSignedIn(other)).toBe(false);
      expect((await login(account.email, PASSWORD)).status).toBe(401);
      expect((await login(account.email, 'brand-new-secret')).status).toBe(200);
    });

    it('refuses a wrong current password with 400 on currentPassword and keeps the old one', async () => {
      const account = await createUser(t.db);
      const res = await setPassword(account.user.id, account.token, {
        currentPassword: 'wrong-password',
        newPassword: 'brand-new-secret',
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'users.current_password_incorrect',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      });
      expect((await login(account.email, PASSWORD)).status).toBe(200);
    });

    it('asks for the current password when one is set', async () => {
      const account = await createUser(t.db);
      const res = await setPassword(account.user.id, account.token, { newPassword: 'brand-new-secret' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ currentPassword: 'Current password is required' });
    });

    it('needs no current password when none is set yet (a magic-link or family-added account)', async () => {
      const chef = await headChef(t);
      const member = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      const res = await setPassword(member.id, member.token, { newPassword: 'my-first-one' });
      expect(res.status).toBe(200);
      expect((await login(member.username, 'my-first-one')).status).toBe(200);
    });

    it('works for every role, a Kitchen Helper included', async () => {
      const chef = await headChef(t);
      for (const role of [1, 2, 3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        expect((await setPassword(member.id, member.token, { newPassword: `own-pass-${role}` })).status).toBe(
          200,
        );
        const again = await setPassword(member.id, member.token, {
          currentPassword: `own-pass-${role}`,
          newPassword: `own-pass-${role}-b`,
        });
        expect(again.status).toBe(200);
      }
    });
  });

  describe('rules for every call', () => {
    it('needs at least 6 characters (400 with the spec message)', async () => {
      const account = await createUser(t.db);
      for (const newPassword of ['12345', '', undefined]) {
        const res = await setPassword(account.user.id, account.token, {
          currentPassword: PASSWORD,
          newPassword,
        });
        expect(res.status).toBe(400);
      }
      const short = await setPassword(account.user.id, account.token, { newPassword: '12345' });
      expect(short.body.error.fields).toEqual({ newPassword: 'Password must be at least 6 characters' });
    });

    it("answers 404 for another family's member, even to its Head Chef, and changes nothing", async () => {
      const a = await headChef(t);
      const b = await headChef(t);
      const kid = await addMember(t.db, { familyId: a.family.id, role: 4 });
      const res = await setPassword(kid.id, b.token, { newPassword: 'hijacked' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('users.not_found');
      expect(await isSignedIn(kid.token)).toBe(true);
      expect((await login(kid.username, 'hijacked')).status).toBe(401);
    });

    it('answers 401 without a session', async () => {
      const account = await createUser(t.db);
      expect((await setPassword(account.user.id, undefined, { newPassword: 'whatever' })).status).toBe(401);
    });
  });
});
