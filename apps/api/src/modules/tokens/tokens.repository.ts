import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { families } from '../families/families.table';
import type { UserWithFamily } from '../users/users.dto';
import { users } from '../users/users.table';
import { type PersonalTokenRow, personalTokens } from './tokens.table';

export function tokensRepository({ db }: { db: Db }) {
  // Prepared once: what a request with a token runs when the session cache does not hold it. An expired
  // token is left out by the query itself, so it takes the same path as an unknown one.
  const findTokenUser = db
    .select({
      token: personalTokens,
      user: users,
      family: { id: families.id, name: families.name },
    })
    .from(personalTokens)
    .innerJoin(users, eq(users.id, personalTokens.userId))
    .leftJoin(families, eq(families.id, users.familyId))
    .where(
      and(
        eq(personalTokens.tokenHash, sql.placeholder('tokenHash')),
        or(isNull(personalTokens.expiresAt), gt(personalTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1)
    .prepare('find_token_user');

  return {
    async findTokenUser(
      tokenHash: string,
    ): Promise<{ token: PersonalTokenRow; user: UserWithFamily } | undefined> {
      const [row] = await findTokenUser.execute({ tokenHash });
      if (!row) return undefined;
      return { token: row.token, user: { ...row.user, family: row.family?.id ? row.family : null } };
    },
    list(userId: number): Promise<PersonalTokenRow[]> {
      return db
        .select()
        .from(personalTokens)
        .where(eq(personalTokens.userId, userId))
        .orderBy(desc(personalTokens.createdAt), desc(personalTokens.id));
    },
    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(personalTokens)
        .where(eq(personalTokens.userId, userId));
      return row?.n ?? 0;
    },
    async create(values: {
      userId: number;
      name: string;
      scopes: string[];
      tokenHash: string;
      expiresAt: Date | null;
    }): Promise<PersonalTokenRow> {
      const [row] = await db.insert(personalTokens).values(values).returning();
      return row!;
    },
    /** Answers whether the member had that token. */
    async remove(userId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(personalTokens)
        .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId)))
        .returning({ id: personalTokens.id });
      return gone.length > 0;
    },
    /** At most once a minute whichever server writes it: the condition is in the UPDATE. */
    async touch(id: number): Promise<void> {
      await db
        .update(personalTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(personalTokens.id, id),
            or(
              isNull(personalTokens.lastUsedAt),
              lt(personalTokens.lastUsedAt, sql`now() - interval '1 minute'`),
            ),
          ),
        );
    },
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
