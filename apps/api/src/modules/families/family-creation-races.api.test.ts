import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, findUser, profileBody } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { families } from './families.table';

// One family per creator until profile setup. The races overlap for real on PostgreSQL; PGlite runs
// them one after another and must answer the same.

let t: TestApp;
const api = () => client(t.app);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const createFamily = (token: string, name = 'The Doubles') =>
  api().post('/api/families', { token, body: { name, familySize: '2' } });
const familiesCreatedBy = (userId: number) =>
  t.db.select().from(families).where(eq(families.createdBy, userId));

describe('POST /api/families, more than once', () => {
  it('a double-submitted creation makes one family, and both answers name it', async () => {
    for (let round = 0; round < 10; round++) {
      const account = await createUser(t.db);
      const [a, b] = await Promise.all([createFamily(account.token), createFamily(account.token)]);
      expect(
        [a!.status, b!.status].sort((x, y) => x - y),
        a!.text + b!.text,
      ).toEqual([200, 201]);
      expect(a!.body.data.id).toBe(b!.body.data.id);
      expect(await familiesCreatedBy(account.user.id)).toHaveLength(1);
      expect((await findUser(t.db, account.user.id))!.familyId).toBe(a!.body.data.id);
    }
  });

  it('ten creations at once by one person make one family', async () => {
    const account = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createFamily(account.token, `Family ${i}`)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(9);
    const made = await familiesCreatedBy(account.user.id);
    expect(made).toHaveLength(1);
    for (const res of answers) expect(res.body.data).toMatchObject({ id: made[0]!.id, name: made[0]!.name });
  });

  it('a repeat before profile setup answers the first family; after it, 409', async () => {
    const account = await createUser(t.db);
    const first = await createFamily(account.token, 'First');
    expect(first.status).toBe(201);
    const again = await createFamily(account.token, 'Second');
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, name: 'First' });

    const profile = await api().post('/api/users/profile', {
      token: account.token,
      body: profileBody({ familyId: first.body.data.id }),
    });
    expect(profile.status, profile.text).toBe(200);
    const later = await createFamily(account.token, 'Third');
    expect(later.status).toBe(409);
    expect(later.body.error.code).toBe('families.already_member');
    expect(await familiesCreatedBy(account.user.id)).toHaveLength(1);
  });
});
