import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginCodes, sessions } from './auth.table';

export function authRepository({ db }: { db: Db }) {
  return {
    async createSession(values: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },
    /** The user id of a live session (not expired, not revoked). */
    async findLiveSession(tokenHash: string): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row;
    },
    async revokeSession(tokenHash: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
    },
    async revokeUserSessions(userId: number, exceptTokenHash?: string) {
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      for (const row of rows) {
        if (row.tokenHash !== exceptTokenHash) await this.revokeSession(row.tokenHash);
      }
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
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
