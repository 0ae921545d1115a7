import { type LedgerEntry, normalizeDecimal, SAVED_WITHIN_DAYS } from '@kitching/contracts';
import { fullName } from '@kitching/contracts/names';
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { type LedgerRow, stockActions, stockLedger } from './stock.table';

/** '-2.50' -> '-2.5', '3.00' -> '3', '-0.00' -> '0'. */
export function signedDecimal(text: string): string {
  const value = normalizeDecimal(text.replace(/^-/, ''));
  return text.startsWith('-') && value !== '0' ? `-${value}` : value;
}

export type NewLedgerEntry = typeof stockLedger.$inferInsert;

/** A ledger entry the food-waste trend counts: thrown away, or cooked close to its date. */
export interface WasteEntry {
  reason: 'wasted' | 'expired' | 'cooked';
  itemId: number | null;
  quantity: string;
  unit: string;
  createdAt: Date;
}

/**
 * The stock ledger: one row per batch changed, grouped by stock action. Read with the actor's name as it
 * is now (one join, the activity feed's exception in .dependency-cruiser.cjs).
 */
export function stockLedgerRepository({ db }: { db: Db }) {
  return {
    async insert(entries: NewLedgerEntry[]): Promise<LedgerRow[]> {
      if (!entries.length) return [];
      return db.insert(stockLedger).values(entries).returning();
    },
    /** The action's entries (not its undo's), oldest first. */
    async ofAction(actionId: number): Promise<LedgerRow[]> {
      return db
        .select()
        .from(stockLedger)
        .where(and(eq(stockLedger.actionId, actionId), sql`${stockLedger.reason} <> 'undone'`))
        .orderBy(stockLedger.id);
    },
    /**
     * Whether any of these batches changed after entry `afterId` by an action still standing (its own
     * undo and undone actions do not count): an undo would no longer restore what was.
     */
    async changedSince(batchIds: number[], afterId: number): Promise<boolean> {
      if (!batchIds.length) return false;
      // Batch by batch on the (batch_id, id) index: a plan that does not hang on the table's statistics
      // (the embedded database never gathers any; a scan of a million entries took 80 ms).
      const ids = sql.join(
        batchIds.map((id) => sql`(${id}::integer)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select 1 as found from (values ${ids}) as b(id)
        where exists (
          select 1 from ${stockLedger} l join ${stockActions} a on a.id = l.action_id
          where l.batch_id = b.id and l.id > ${afterId} and a.undone_at is null)
        limit 1`);
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return rows.length > 0;
    },
    /** The item's history, newest first, `limit` entries older than `before`. */
    async page(itemId: number, limit: number, before?: number): Promise<LedgerEntry[]> {
      const rows = await db
        .select({
          entry: stockLedger,
          actorId: stockActions.actorId,
          undoneAt: stockActions.undoneAt,
          note: stockActions.note,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(stockLedger)
        .innerJoin(stockActions, eq(stockActions.id, stockLedger.actionId))
        .leftJoin(users, eq(users.id, stockActions.actorId))
        .where(and(eq(stockLedger.itemId, itemId), before ? lt(stockLedger.id, before) : undefined))
        .orderBy(desc(stockLedger.id))
        .limit(limit);
      return rows.map(({ entry, actorId, undoneAt, note, firstName, lastName }) => ({
        id: entry.id,
        itemId: entry.itemId,
        batchId: entry.batchId,
        itemName: entry.itemName,
        reason: entry.reason,
        quantity: signedDecimal(entry.quantity),
        unit: entry.unit,
        actionId: entry.actionId,
        actorId,
        actorName: actorId === null ? null : fullName({ firstName, lastName }) || null,
        createdAt: entry.createdAt.toISOString(),
        undoneAt: undoneAt ? undoneAt.toISOString() : null,
        note,
      }));
    },
    /**
     * The family's entries since `from` that the food-waste trend counts (actions not undone): thrown
     * away ('wasted', 'expired'), and cooked from a batch within SAVED_WITHIN_DAYS of its date.
     */
    async wasteSince(familyId: number, from: string): Promise<WasteEntry[]> {
      const rows = await db
        .select({
          reason: stockLedger.reason,
          itemId: stockLedger.itemId,
          quantity: stockLedger.quantity,
          unit: stockLedger.unit,
          createdAt: stockLedger.createdAt,
        })
        .from(stockLedger)
        .innerJoin(stockActions, eq(stockActions.id, stockLedger.actionId))
        .where(
          and(
            eq(stockLedger.familyId, familyId),
            gte(stockLedger.createdAt, sql`${from}::date`),
            isNull(stockActions.undoneAt),
            sql`(${stockLedger.reason} in ('wasted', 'expired') or (${stockLedger.reason} = 'cooked' and ${stockLedger.quantity} < 0 and ${stockLedger.batchExpiry} <= (${stockLedger.createdAt} at time zone 'UTC')::date + ${SAVED_WITHIN_DAYS}::integer))`,
          ),
        );
      return rows as WasteEntry[];
    },
  };
}
export type StockLedgerRepository = ReturnType<typeof stockLedgerRepository>;
