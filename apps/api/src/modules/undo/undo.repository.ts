import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DeletionRow, deletions } from './undo.table';

export function undoRepository({ db }: { db: Db }) {
  return {
    async keep(values: typeof deletions.$inferInsert): Promise<DeletionRow> {
      const [row] = await db.insert(deletions).values(values).returning();
      return row!;
    },
    /** Locked until the transaction ends: of two Undos of one delete, the second finds it gone. */
    async lock(id: number): Promise<DeletionRow | undefined> {
      const [row] = await db.select().from(deletions).where(eq(deletions.id, id)).for('update');
      return row;
    },
    async remove(id: number): Promise<void> {
      await db.delete(deletions).where(eq(deletions.id, id));
    },
    async purgeBefore(when: Date): Promise<number> {
      return (await db.delete(deletions).where(lt(deletions.createdAt, when)).returning({ id: deletions.id }))
        .length;
    },
  };
}
export type UndoRepository = ReturnType<typeof undoRepository>;
