import type { Family } from '@kitching/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FamilyRow, families } from './families.table';

export const toFamilyDto = (row: FamilyRow): Family => ({
  id: row.id,
  name: row.name,
  familySize: row.familySize,
  createdAt: row.createdAt.toISOString(),
});

export function familiesRepository({ db }: { db: Db }) {
  return {
    async findById(id: number): Promise<FamilyRow | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
      return row;
    },
    async create(values: typeof families.$inferInsert): Promise<FamilyRow> {
      const [row] = await db.insert(families).values(values).returning();
      return row!;
    },
    async rename(id: number, name: string): Promise<FamilyRow | undefined> {
      const [row] = await db.update(families).set({ name }).where(eq(families.id, id)).returning();
      return row;
    },
  };
}
export type FamiliesRepository = ReturnType<typeof familiesRepository>;
