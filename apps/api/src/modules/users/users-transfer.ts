import type { ExportMemberLine } from '@kitching/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ScopedRun } from '../../kernel/unit-of-work';
import { users } from './users.table';

/**
 * Issue 25: the family's members as an export lists them, for the record: names, role, contact, never
 * a password hash, session or token (those columns are not even read).
 */
export function usersTransfer(run: ScopedRun<unknown>) {
  return {
    exportMembers: (familyId: number): Promise<ExportMemberLine[]> =>
      run(({ db }) =>
        db
          .select({
            email: users.email,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            middleInitial: users.middleInitial,
            role: users.role,
            dietaryGoals: users.dietaryGoals,
          })
          .from(users)
          .where(eq(users.familyId, familyId))
          .orderBy(asc(users.id)),
      ),
  };
}
