import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/crypto';
import { usersRepository } from './users.repository';

// Versions (If-Match) on members: a save made to an older version is refused with the member as they
// are now, and changes nothing; without the header the change applies. Only what the members list
// shows moves the version.

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const patch = (id: number, token: string, body: Record<string, unknown>, version?: number | string) =>
  api.patch(`/api/users/${id}`, {
    token,
    body,
    ...(version !== undefined ? { headers: { 'if-match': String(version) } } : {}),
  });
const read = async (token: string, familyId: number, id: number) =>
  ((await api.get(`/api/families/${familyId}/users`, { token })).body.data as { id: number }[]).find(
    (member) => member.id === id,
  ) as Record<string, unknown>;

describe('member versions', () => {
  it('a member starts at version 1, and each change of what the list shows moves it on', async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    expect(await read(chef.token, chef.family.id, cook.id)).toMatchObject({ version: 1 });
    const renamed = await patch(cook.id, chef.token, { firstName: 'Remy' }, 1);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ firstName: 'Remy', version: 2 });
    const promoted = await patch(cook.id, chef.token, { role: 2 }, 2);
    expect(promoted.body.data).toMatchObject({ role: 2, version: 3 });
  });

  it("the second of two Head Chefs saving the same version gets 409 with the first's member, and nothing of theirs is kept", async () => {
    const chef = await headChef(t);
    const other = await addMember(t.db, { familyId: chef.family.id, role: 1 });
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const first = await patch(cook.id, chef.token, { firstName: 'Remy', dietaryGoals: 'Low salt' }, 1);
    expect(first.status).toBe(200);
    const second = await patch(cook.id, other.token, { lastName: 'Later', role: 4 }, 1);
    expect(second.status, second.text).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'users.version_conflict',
      message: 'Someone else changed this member since you opened it.',
      current: { id: cook.id, firstName: 'Remy', dietaryGoals: 'Low salt', role: 3, version: 2 },
    });
    expect(await read(chef.token, chef.family.id, cook.id)).toMatchObject({
      firstName: 'Remy',
      lastName: 'Test',
      role: 3,
      version: 2,
    });
  });

  it('two saves of one version sent at once: exactly one applies', async () => {
    const chef = await headChef(t);
    const other = await addMember(t.db, { familyId: chef.family.id, role: 1 });
    for (let round = 0; round < 10; round++) {
      const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
      const answers = await Promise.all([
        patch(cook.id, chef.token, { firstName: `Chef${round}` }, 1),
        patch(cook.id, other.token, { firstName: `Other${round}` }, 1),
      ]);
      expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200)!;
      expect(await read(chef.token, chef.family.id, cook.id)).toMatchObject({
        firstName: winner.body.data.firstName,
        version: 2,
      });
    }
  });

  it('without If-Match (spec 7 clients) the change applies; a save that changes nothing keeps the version', async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    await patch(cook.id, chef.token, { firstName: 'First' });
    const res = await patch(cook.id, chef.token, { firstName: 'Second' });
    expect(res.body.data).toMatchObject({ firstName: 'Second', version: 3 });
    const same = await patch(cook.id, chef.token, { firstName: 'Second' }, 3);
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(3);
    expect((await patch(cook.id, chef.token, {}, 2)).status).toBe(409);
  });

  it('a new password or a verified address does not move the version; a first password does (hasPassword)', async () => {
    const chef = await headChef(t);
    const child = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const users = usersRepository({ db: t.db });
    const before = (await users.findById(child.id))!;
    await users.update(child.id, { emailVerifiedAt: new Date() });
    expect((await users.findById(child.id))!.version).toBe(before.version);
    const withPassword = before.passwordHash != null;
    await users.update(child.id, { passwordHash: await hashPassword('another-password-1') });
    expect((await users.findById(child.id))!.version).toBe(before.version + (withPassword ? 0 : 1));
    await users.update(child.id, { passwordHash: await hashPassword('a-third-password-2') });
    expect((await users.findById(child.id))!.version).toBe(before.version + (withPassword ? 0 : 1));
  });

  it('refuses an If-Match that is not a version (400), and a member gone meanwhile is 404', async () => {
    const chef = await headChef(t);
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const bad = await patch(cook.id, chef.token, { firstName: 'Bad' }, 'two');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('request.if_match');
    expect((await patch(999_999, chef.token, { firstName: 'Nobody' }, 1)).status).toBe(404);
  });
});
