import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createUser,
  findUser,
  headChef,
  signIn,
  uniqueEmail,
  uniqueUsername,
} from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('family members: GET and POST /api/families/:familyId/users', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t?.close());

  const memberBody = (overrides: Record<string, unknown> = {}) => ({
    username: uniqueUsername('kid'),
    firstName: 'Pip',
    lastName: 'Tester',
    ...overrides,
  });

  describe('listing', () => {
    it('shows every member to every role, sorted by role, without password hashes', async () => {
      const chef = await headChef(t);
      const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      for (const token of [chef.token, sous.token, cook.token, helper.token]) {
        const res = await api.get(`/api/families/${chef.family.id}/users`, { token });
        expect(res.status).toBe(200);
        expect(res.body.data.map((u: { id: number }) => u.id)).toEqual([
          chef.user.id,
          sous.id,
          cook.id,
          helper.id,
        ]);
        expect(res.body.data.map((u: { role: number }) => u.role)).toEqual([1, 2, 3, 4]);
        expect(res.body.data[0]).toMatchObject({ hasPassword: true, family: { id: chef.family.id } });
        expect(res.body.data[3]).toMatchObject({ hasPassword: false, email: null });
        expect(res.text).not.toContain('scrypt');
        expect(res.text).not.toContain('passwordHash');
      }
    });

    it("answers 404 for another family's members, exactly like a missing family", async () => {
      const a = await headChef(t);
      const b = await headChef(t);
      const other = await api.get(`/api/families/${a.family.id}/users`, { token: b.token });
      const missing = await api.get('/api/families/999999/users', { token: b.token });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      expect(other.body.error).toEqual({ code: 'families.not_found', message: 'Family not found' });
    });

    it('answers 401 without a session and 404 to someone without a family, as to any outsider', async () => {
      const chef = await headChef(t);
      expect((await api.get(`/api/families/${chef.family.id}/users`)).status).toBe(401);
      const loner = await createUser(t.db);
      const res = await api.get(`/api/families/${chef.family.id}/users`, { token: loner.token });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('request.not_found');
    });
  });

  describe('adding', () => {
    it('a Head Chef adds a Kitchen Helper without email, sets a password, and the helper signs in by username', async () => {
      const chef = await headChef(t);
      const username = uniqueUsername('Pip');
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody({
          username,
          role: 4,
          middleInitial: 'Q',
          dietaryGoals: 'More fruit',
          password: 'secret-pip',
        }),
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data).toMatchObject({
        username,
        firstName: 'Pip',
        middleInitial: 'Q',
        lastName: 'Tester',
        role: 4,
        email: null,
        dietaryGoals: 'More fruit',
        familyId: chef.family.id,
        hasPassword: true,
        family: { id: chef.family.id, name: chef.family.name },
      });
      const session = await signIn(t.app, username.toLowerCase(), 'secret-pip');
      expect(session.user).toMatchObject({ id: res.body.data.id, role: 4, familyId: chef.family.id });
    });

    it('makes a new member a Cook when no role is given', async () => {
      const chef = await headChef(t);
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody(),
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        role: 3,
        hasPassword: false,
        middleInitial: null,
        dietaryGoals: null,
      });
    });

    it('treats a member email as invited: stored lower-case and verified, so its owner can use a magic link', async () => {
      const chef = await headChef(t);
      const email = uniqueEmail('Partner').toUpperCase();
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody({ email, role: 2 }),
      });
      expect(res.status).toBe(201);
      expect(res.body.data.email).toBe(email.toLowerCase());
      expect((await findUser(t.db, res.body.data.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('a Sous Chef adds Sous Chefs, Cooks and Kitchen Helpers', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      for (const role of [2, 3, 4]) {
        const res = await api.post(`/api/families/${chef.family.id}/users`, {
          token: sous.token,
          body: memberBody({ role }),
        });
        expect(res.status, res.text).toBe(201);
        expect(res.body.data.role).toBe(role);
      }
    });

    it('a Sous Chef cannot add a Head Chef (403) and nobody is created', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: sous.token,
        body: memberBody({ role: 1 }),
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'users.add_head_chef_forbidden',
        message: 'Only a Head Chef can add another Head Chef.',
      });
      const list = await api.get(`/api/families/${chef.family.id}/users`, { token: chef.token });
      expect(list.body.data).toHaveLength(2);
    });

    it('a Cook or a Kitchen Helper cannot add members (403)', async () => {
      const chef = await headChef(t);
      for (const role of [3, 4] as const) {
        const member = await addMember(t.db, { familyId: chef.family.id, role });
        const res = await api.post(`/api/families/${chef.family.id}/users`, {
          token: member.token,
          body: memberBody({ role: 4 }),
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({
          code: 'users.add_forbidden',
          message: 'Only a Head Chef or Sous Chef can add family members.',
        });
      }
    });

    it('only the Head Chef gives a password, and only to a member without email (403 otherwise)', async () => {
      const chef = await headChef(t);
      const sous = await addMember(t.db, { familyId: chef.family.id, role: 2 });
      const bySous = await api.post(`/api/families/${chef.family.id}/users`, {
        token: sous.token,
        body: memberBody({ role: 4, password: 'secret-kid' }),
      });
      const withEmail = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody({ email: uniqueEmail(), password: 'secret-kid' }),
      });
      for (const res of [bySous, withEmail]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('users.password_forbidden');
      }
    });

    it('answers 400 with the spec messages for each field', async () => {
      const chef = await headChef(t);
      const url = `/api/families/${chef.family.id}/users`;
      const empty = await api.post(url, { token: chef.token, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toEqual({
        username: 'Username is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
      });
      const blank = await api.post(url, {
        token: chef.token,
        body: { username: ' ', firstName: ' ', lastName: ' ' },
      });
      expect(blank.body.error.fields).toMatchObject({
        username: 'Username is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
      });
      const bad = await api.post(url, {
        token: chef.token,
        body: memberBody({ middleInitial: 'AB', role: 5, password: '12345', email: 'not-an-email' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        middleInitial: 'Middle initial must be 1 character',
        role: 'Role must be a number from 1 to 4',
        password: 'Password must be at least 6 characters',
        email: 'Please enter a valid email address',
      });
      for (const role of [0, 'chef', 2.5]) {
        const res = await api.post(url, { token: chef.token, body: memberBody({ role }) });
        expect(res.status).toBe(400);
        expect(res.body.error.fields.role).toBe('Role must be a number from 1 to 4');
      }
    });

    it('refuses a username someone has, in any case, with a clear 409', async () => {
      const chef = await headChef(t);
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody({ username: chef.username.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'users.username_taken',
        message: 'This username is already taken. Please choose another.',
        fields: { username: 'This username is already taken' },
      });
    });

    it('refuses an email another account uses with a clear 409', async () => {
      const chef = await headChef(t);
      const res = await api.post(`/api/families/${chef.family.id}/users`, {
        token: chef.token,
        body: memberBody({ email: chef.email.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'users.email_taken',
        message: 'This email is already used by another account.',
        fields: { email: 'This email is already used by another account' },
      });
    });

    it('cannot add anyone to another family (404) and creates nobody', async () => {
      const a = await headChef(t);
      const b = await headChef(t);
      const username = uniqueUsername('intruder');
      const res = await api.post(`/api/families/${a.family.id}/users`, {
        token: b.token,
        body: memberBody({ username }),
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('families.not_found');
      const list = await api.get(`/api/families/${a.family.id}/users`, { token: a.token });
      expect(list.body.data.map((u: { username: string }) => u.username)).not.toContain(username);
    });

    it('answers 401 without a session', async () => {
      const chef = await headChef(t);
      const res = await api.post(`/api/families/${chef.family.id}/users`, { body: memberBody() });
      expect(res.status).toBe(401);
    });
  });
});
