import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../test/fixtures';
import { call, client } from '../test/http';
import { type MatrixContext, permissionMatrix, type Role } from '../test/permission-matrix';
import { createTestApp, type TestApp } from '../test/test-app';

const ROLE_NAMES: Record<Role, string> = { 1: 'Head Chef', 2: 'Sous Chef', 3: 'Cook', 4: 'Kitchen Helper' };
const ROLES: Role[] = [1, 2, 3, 4];

/** shared/PERMISSIONS.md, row by row and role by role, through the API (rows: test/permission-matrix.ts). */
describe('the permissions matrix through the API', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof headChef>>;
  beforeAll(async () => {
    // Open Food Facts at an address the outbound guard refuses: scanner rows answer from family data.
    t = await createTestApp({ env: { OFF_BASE_URL: 'http://127.0.0.1:9' } });
    owner = await headChef(t, 'Matrix Family');
  });
  afterAll(() => t?.close());

  const cases = permissionMatrix.flatMap((row) =>
    ROLES.map((role) => {
      const yes = row.yes[role - 1];
      const name = `${ROLE_NAMES[role]}: ${row.action}${row.part ? ` (${row.part})` : ''} -> ${yes ? 'yes' : '403'}`;
      return [name, row, role, yes] as const;
    }),
  );

  it.each(cases)('%s', async (_name, row, role, yes) => {
    const member = await addMember(t.db, { familyId: owner.family.id, role });
    const ctx: MatrixContext = {
      t,
      api: client(t.app),
      family: owner.family,
      owner,
      actor: { id: member.id, role, token: member.token },
    };
    const req = await row.request(ctx);
    const res = await call(t.app, req.method, req.url, {
      token: member.token,
      ...(req.body !== undefined ? { body: req.body } : {}),
    });
    if (yes) {
      if (row.success) expect(res.status, res.text).toBe(row.success);
      else expect([200, 201, 204], res.text).toContain(res.status);
    } else {
      expect(res.status, res.text).toBe(403);
      expect(res.body.error.message).toBeTruthy();
    }
  });
});
