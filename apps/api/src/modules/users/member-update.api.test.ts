import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, findUser, headChef, uniqueEmail, uniqueUsername } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/crypto';
import { usersRepository } from './users.repository';

describe('editing a member: PATCH /api/users/:id', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const patch = (id: number, token: string, body: unknown) => api.patch(`/api/users/${id}`, { token, body });

  describe('profile fields', () => {
    it('the Head Chef edits a member; only the fields sent change', async () => {
      const chef = await headChef(t);
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      const res = await patch(cook.id, chef.token, {
        firstName: 'Remy',
        middleInitial: 'R',
        dietaryGoals: 'Low salt',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({
        id: cook.id,
        firstName: 'Remy',
        middleInitial: 'R',
        lastName: 'Test',
        username: cook.username,
        dietaryGoals: 'Low salt',
        role: 3,
        family: { id: chef.family.id },
      });
      const cleared = await patch(cook.id, chef.token, { middleInitial: '', dietaryGoals: null });
      expect(cleared.body.data).toMatchObject({ firstName: 'Remy', middleInitial: null, dietaryGoals: null });
    });

    it('every member edits their own names, username and dietary goals', async () => {
      const chef = await headChef(t);
      for (const role of [1, 2, 3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        const username = uniqueUsername('self');
        const res = await patch(member.id, member.token, {
          username,
          firstName: 'Own',
          lastName: 'Name',
          dietaryGoals: 'Vegetarian',
          role,
        });
        expect(res.status, res.text).toBe(200);
        expect(res.body.data).toMatchObject({ username, firstName: 'Own', lastName: 'Name', role });
      }
    });

    it('a Sous Chef edits Sous Chefs, Cooks and Kitchen Helpers but not a Head Chef (403)', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      for (const role of [2, 3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        expect((await patch(member.id, sous.token, { firstName: 'Edited' })).status).toBe(200);
      }
      const res = await patch(chef.user.id, sous.token, { firstName: 'Hacked' });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'users.edit_forbidden',
        message: "Your role does not allow editing this member's profile.",
      });
      expect((await findUser(t.db, chef.user.id))?.firstName).toBe('Ada');
    });

    it("a Cook or a Kitchen Helper cannot edit anyone else's profile (403)", async () => {
      const chef = await headChef(t);
      const other = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      for (const role of [3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        const res = await patch(other.id, member.token, { firstName: 'Nope' });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('users.edit_forbidden');
      }
      expect((await findUser(t.db, other.id))?.firstName).toBe('Member');
    });

    it('answers 400 with the spec messages', async () => {
      const chef = await headChef(t);
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      const res = await patch(cook.id, chef.token, {
        username: ' ',
        firstName: '',
        lastName: '',
        middleInitial: 'AB',
        role: 9,
        email: 'nope',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        username: 'Username is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        middleInitial: 'Middle initial must be 1 character',
        role: 'Role must be a number from 1 to 4',
        email: 'Please enter a valid email address',
      });
    });

    it('refuses text PostgreSQL cannot store (a NUL character) with 400 and changes nothing', async () => {
      const chef = await headChef(t);
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      for (const field of ['firstName', 'lastName', 'middleInitial', 'dietaryGoals']) {
        const res = await patch(cook.id, chef.token, {
          [field]: field === 'middleInitial' ? '\u0000' : 'A\u0000',
        });
        expect(res.status, field).toBe(400);
        expect(res.body.error.fields[field]).toBe('Please remove the unsupported character');
      }
      expect(await findUser(t.db, cook.id)).toMatchObject({
        firstName: 'Member',
        lastName: 'Test',
        middleInitial: null,
      });
    });

    it("refuses a username or an email someone else has with 409, and keeps one's own", async () => {
      const chef = await headChef(t);
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      const name = await patch(cook.id, chef.token, { username: chef.username.toUpperCase() });
      expect(name.status).toBe(409);
      expect(name.body.error.code).toBe('users.username_taken');
      const mail = await patch(cook.id, chef.token, { email: chef.email });
      expect(mail.status).toBe(409);
      expect(mail.body.error.code).toBe('users.email_taken');
      const own = await patch(chef.user.id, chef.token, { username: chef.username, email: chef.email });
      expect(own.status).toBe(200);
    });
  });

  describe('email: whoever controls it can sign in, so only its owner changes it', () => {
    /** An adult who signs in: an email and a password. */
    const adult = async (familyId: number, role: 1 | 2 | 3 | 4 = 3) => {
      const member = await addMember(t.db, { familyId, role, email: uniqueEmail('adult') });
      await usersRepository({ db: t.db }).update(member.id, {
        passwordHash: await hashPassword('adult-secret'),
      });
      return { ...member, email: (await findUser(t.db, member.id))!.email! };
    };

    it("a Sous Chef cannot change an adult member's email (403), and nothing changes", async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const cook = await adult(chef.family.id);
      const res = await patch(cook.id, sous.token, { email: uniqueEmail('attacker') });
      expect(res.status, res.text).toBe(403);
      expect(res.body.error.code).toBe('users.email_forbidden');
      expect((await findUser(t.db, cook.id))?.email).toBe(cook.email);
    });

    it("a Head Chef cannot change or clear an adult member's email (403), so cannot then set their password", async () => {
      const chef = await headChef(t);
      for (const role of [1, 2, 3, 4] as const) {
        const member = await adult(chef.family.id, role);
        for (const email of [uniqueEmail('attacker'), '', null]) {
          const res = await patch(member.id, chef.token, { email });
          expect(res.status, `${role} ${email}`).toBe(403);
          expect(res.body.error.code).toBe('users.email_forbidden');
        }
        expect((await findUser(t.db, member.id))?.email).toBe(member.email);
        const password = await api.patch(`/api/users/${member.id}/password`, {
          token: chef.token,
          body: { newPassword: 'taken-over' },
        });
        expect(password.status).toBe(403);
      }
    });

    it('a Head Chef cannot change the email of a member who signs in by magic link only (403)', async () => {
      const chef = await headChef(t);
      const member = await addMember(t.db, { familyId: chef.family.id, role: 3, email: uniqueEmail('link') });
      expect((await patch(member.id, chef.token, { email: uniqueEmail('attacker') })).status).toBe(403);
      expect((await patch(member.id, chef.token, { email: '' })).status).toBe(403);
    });

    it('the Head Chef gives an email to a member with neither email nor password; it stays unverified', async () => {
      const chef = await headChef(t);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const email = uniqueEmail('kid');
      const set = await patch(kid.id, chef.token, { email: email.toUpperCase() });
      expect(set.status, set.text).toBe(200);
      expect(set.body.data.email).toBe(email);
      // Its owner proves it by signing in with a magic link sent to it, which verifies it.
      expect((await findUser(t.db, kid.id))?.emailVerifiedAt).toBeNull();
      // From now on the address is the member's: the Head Chef cannot change or clear it again.
      expect((await patch(kid.id, chef.token, { email: uniqueEmail('other') })).status).toBe(403);
      expect((await patch(kid.id, chef.token, { email: '' })).status).toBe(403);
    });

    it('a Head Chef cannot give an email to a member without email who has a password (403)', async () => {
      const chef = await headChef(t);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      await usersRepository({ db: t.db }).update(kid.id, { passwordHash: await hashPassword('kid-secret') });
      const res = await patch(kid.id, chef.token, { email: uniqueEmail('kid') });
      expect(res.status).toBe(403);
      expect((await findUser(t.db, kid.id))?.email).toBeNull();
    });

    it('a Sous Chef cannot give an email even to a member without one (403)', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const res = await patch(kid.id, sous.token, { email: uniqueEmail('kid') });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('users.email_forbidden');
    });

    it("sending a member's unchanged email, as the edit dialog does, is fine for a Sous Chef", async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const cook = await adult(chef.family.id);
      const kid = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const res = await patch(cook.id, sous.token, { firstName: 'Edited', email: cook.email.toUpperCase() });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({ firstName: 'Edited', email: cook.email });
      const none = await patch(kid.id, sous.token, { firstName: 'Kiddo', email: '' });
      expect(none.status, none.text).toBe(200);
      expect(none.body.data.email).toBeNull();
    });

    it('a refused email change does not reveal whether the address is taken (403, not 409)', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const cook = await adult(chef.family.id);
      expect((await patch(cook.id, sous.token, { email: chef.email })).status).toBe(403);
    });

    it('every member changes and clears their own email, password or not', async () => {
      const chef = await headChef(t);
      for (const role of [1, 2, 3, 4] as const) {
        const member = await adult(chef.family.id, role);
        const email = uniqueEmail('own');
        const res = await patch(member.id, member.token, { email });
        expect(res.status, res.text).toBe(200);
        expect(res.body.data.email).toBe(email);
        expect((await findUser(t.db, member.id))?.emailVerifiedAt).toBeInstanceOf(Date);
        const cleared = await patch(member.id, member.token, { email: '' });
        expect(cleared.status, cleared.text).toBe(200);
        expect(cleared.body.data.email).toBeNull();
      }
    });
  });

  describe('roles', () => {
    it('the Head Chef gives any role to another member', async () => {
      const chef = await headChef(t);
      const member = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      for (const role of [3, 2, 1, 4]) {
        const res = await patch(member.id, chef.token, { role });
        expect(res.status, res.text).toBe(200);
        expect(res.body.data.role).toBe(role);
      }
    });

    it('a Sous Chef changes roles 2 to 4 only: never to Head Chef (403)', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      expect((await patch(cook.id, sous.token, { role: 4 })).status).toBe(200);
      expect((await patch(cook.id, sous.token, { role: 2 })).status).toBe(200);
      const res = await patch(cook.id, sous.token, { role: 1 });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'users.role_forbidden',
        message: 'Your role does not allow this role change.',
      });
      expect((await findUser(t.db, cook.id))?.role).toBe(2);
    });

    it('nobody changes their own role (403), while sending it unchanged is fine', async () => {
      const chef = await headChef(t);
      await addMember(t.db, { familyId: chef.family.id, role: 1 });
      for (const role of [2, 3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        const res = await patch(member.id, member.token, { role: 1 });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('users.role_forbidden');
        expect((await patch(member.id, member.token, { role })).status).toBe(200);
      }
      // With a second Head Chef the family would keep one, but stepping down is still not one's own call.
      const res = await patch(chef.user.id, chef.token, { role: 2 });
      expect(res.status).toBe(403);
    });

    it('a Cook or a Kitchen Helper changes no role (403)', async () => {
      const chef = await headChef(t);
      const target = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      for (const role of [3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        expect((await patch(target.id, member.token, { role: 3 })).status).toBe(403);
      }
    });

    it('the last Head Chef cannot be demoted (409 with a clear message) and stays Head Chef', async () => {
      const chef = await headChef(t);
      for (const role of [2, 3, 4]) {
        const res = await patch(chef.user.id, chef.token, { role });
        expect(res.status).toBe(409);
        expect(res.body.error).toEqual({
          code: 'users.last_head_chef',
          message: 'A family always needs at least one Head Chef. Make another member Head Chef first.',
          fields: { role: 'The last Head Chef cannot change role' },
        });
      }
      expect((await findUser(t.db, chef.user.id))?.role).toBe(1);
    });

    it('a Head Chef demotes another Head Chef while one remains; then the remaining one is kept', async () => {
      const chef = await headChef(t);
      const second = await addMember(t.db, { familyId: chef.family.id, role: 1 });
      const demoted = await patch(second.id, chef.token, { role: 2 });
      expect(demoted.status).toBe(200);
      expect(demoted.body.data.role).toBe(2);
      expect((await patch(chef.user.id, chef.token, { role: 3 })).status).toBe(409);
    });
  });

  describe('who can reach whom', () => {
    it('answers 404 for a member of another family, even to its Head Chef, and changes nothing', async () => {
      const a = await headChef(t);
      const b = await headChef(t);
      const cook = await addMember(t.db, { familyId: a.family.id, role: 3 });
      const res = await patch(cook.id, b.token, { firstName: 'Stolen', role: 4 });
      const missing = await patch(999_999, b.token, { firstName: 'Ghost' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect(res.body.error).toEqual({ code: 'users.not_found', message: 'User not found' });
      expect(await findUser(t.db, cook.id)).toMatchObject({ firstName: 'Member', role: 3 });
    });

    it('answers 404 for an id that is not a positive number or beyond the id range, and 401 without a session', async () => {
      const chef = await headChef(t);
      expect((await patch(0, chef.token, { firstName: 'X' })).status).toBe(404);
      expect((await patch(2 ** 31, chef.token, { firstName: 'X' })).status).toBe(404);
      expect(
        (await api.patch('/api/users/abc', { token: chef.token, body: { firstName: 'X' } })).status,
      ).toBe(404);
      expect((await api.patch(`/api/users/${chef.user.id}`, { body: { firstName: 'X' } })).status).toBe(401);
    });
  });
});
