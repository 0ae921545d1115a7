import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { families } from '../families/families.table';
import type { UserWithFamily } from '../users/users.dto';
import { users } from '../users/users.table';
import { loginCodes, sessions, userSignIns } from './auth.table';

export function authRepository({ db }: { db: Db }) {
  // Prepared once: the statement every signed-in request may run.
  const findSessionUser = db
    .select({
      user: users,
      family: { id: families.id, name: families.name },
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(families, eq(families.id, users.familyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_session_user');

  return {
    async createSession(values: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },
    /** Counts a sign-in and answers whether it was the user's first, in one statement. */
    async recordSignIn(userId: number): Promise<boolean> {
      const [row] = await db
        .insert(userSignIns)
        .values({ userId })
        .onConflictDoUpdate({
          target: userSignIns.userId,
          set: { count: sql`${userSignIns.count} + 1`, lastAt: sql`now()` },
        })
        .returning({ count: userSignIns.count });
      return row?.count === 1;
    },
    /**
     * A live session's user with their family, in one round trip: every signed-in request starts
     * here when the session cache does not hold it.
     */
    async findSessionUser(tokenHash: string): Promise<{ user: UserWithFamily; expiresAt: Date } | undefined> {
      const [row] = await findSessionUser.execute({ tokenHash });
      if (!row) return undefined;
      return {
        user: { ...row.user, family: row.family?.id ? row.family : null },
        expiresAt: row.expiresAt,
      };
    },
    async revokeSession(tokenHash: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Every live session of the user but one (the caller's own, when changing their password). */
    async revokeUserSessions(userId: number, exceptTokenHash?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
          ),
        );
    },
    async createLoginCode(values: typeof loginCodes.$inferInsert) {
      await db.insert(loginCodes).values(values);
    },
    /** Marks a live code used and returns it; a used, expired or unknown code returns undefined. */
    async consumeLoginCode(codeHash: string) {
      const [row] = await db
        .update(loginCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(loginCodes.codeHash, codeHash),
            isNull(loginCodes.usedAt),
            gt(loginCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },
    /** Housekeeping: drop codes and sessions that can no longer be used. */
    async purgeExpired() {
      const now = new Date();
      await db.delete(loginCodes).where(or(lt(loginCodes.expiresAt, now), isNotNull(loginCodes.usedAt)));
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
