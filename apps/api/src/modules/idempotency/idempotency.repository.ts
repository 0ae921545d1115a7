import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type IdempotencyKeyRow, idempotencyKeys } from './idempotency.table';

/** How long a key's first answer is kept and replayed. */
export const KEY_TTL = sql`interval '24 hours'`;
/** A claim still pending after this long belongs to a request that died with its process: taken over. */
export const STALE_CLAIM = sql`interval '60 seconds'`;

export interface IdempotencyRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

export type Claim = { claimed: true; id: number } | { claimed: false; row: IdempotencyKeyRow | undefined };

export function idempotencyRepository({ db }: { db: Db }) {
  const expired = lt(idempotencyKeys.createdAt, sql`now() - ${KEY_TTL}`);
  return {
    /**
     * Claims the user's key for this request, or gives the row that holds it. First forgets the user's
     * expired keys, and this key's claim when it has been pending past STALE_CLAIM (a crashed
     * process), so that the INSERT can take it. The unique (user_id, key) index decides between two
     * requests at once: exactly one INSERT returns a row. `row` is undefined when the holder let go
     * between the INSERT and the read (its answer was a 5xx): the caller may claim again.
     */
    async claim(request: IdempotencyRequest): Promise<Claim> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, request.userId),
            or(
              expired,
              and(
                eq(idempotencyKeys.key, request.key),
                isNull(idempotencyKeys.status),
                lt(idempotencyKeys.createdAt, sql`now() - ${STALE_CLAIM}`),
              ),
            ),
          ),
        );
      const [mine] = await db
        .insert(idempotencyKeys)
        .values(request)
        .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      if (mine) return { claimed: true, id: mine.id };
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
        .limit(1);
      return { claimed: false, row };
    },
    /** Keeps the first answer of a claimed key. */
    async complete(id: number, answer: { status: number; response: string; contentType: string | null }) {
      await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
    },
    /** Lets go of a claim that has no answer worth keeping (a 5xx): a retry runs the request again. */
    async release(id: number) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));
    },
    /** Every user's keys past KEY_TTL (the periodic sweep); returns how many went. */
    async purgeExpired(): Promise<number> {
      const gone = await db.delete(idempotencyKeys).where(expired).returning({ id: idempotencyKeys.id });
      return gone.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
