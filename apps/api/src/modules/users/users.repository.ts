import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import { families } from '../families/families.table';
import type { UserWithFamily } from './users.dto';
import { type UserRow, users } from './users.table';

export type NewUser = typeof users.$inferInsert;
export { toUserDto, type UserWithFamily } from './users.dto';

/** A member as the reminders' pass needs them. */
export interface FamilyPageMember {
  id: number;
  familyId: number;
  role: number | null;
  email: string | null;
  firstName: string | null;
}

export function usersRepository({ db }: { db: Db }) {
  const withFamily = () =>
    db
      .select({ user: users, family: { id: families.id, name: families.name } })
      .from(users)
      .leftJoin(families, eq(users.familyId, families.id));

  const merge = (r: { user: UserRow; family: { id: number; name: string } | null }): UserWithFamily => ({
    ...r.user,
    family: r.family?.id ? r.family : null,
  });

  return {
    async findById(id: number): Promise<UserWithFamily | undefined> {
      const [row] = await withFamily().where(eq(users.id, id)).limit(1);
      return row && merge(row);
    },
    async findByEmail(email: string): Promise<UserWithFamily | undefined> {
      const [row] = await withFamily().where(eq(users.email, email.toLowerCase())).limit(1);
      return row && merge(row);
    },
    async findByUsername(username: string): Promise<UserWithFamily | undefined> {
      const [row] = await withFamily()
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row && merge(row);
    },
    /**
     * The members of the next `limit` families after `afterFamilyId`, by family (issue 26: the reminders'
     * pass pages through the families this way; one statement a page).
     */
    async familyPage(afterFamilyId: number, limit: number): Promise<FamilyPageMember[]> {
      const result = await db.execute(sql`
        with page as (
          select distinct family_id from users
           where family_id > ${afterFamilyId} order by family_id limit ${limit})
        select u.id, u.family_id as "familyId", u.role, u.email, u.first_name as "firstName"
          from users u join page p on p.family_id = u.family_id
         order by u.family_id, u.id`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as FamilyPageMember[];
    },
    /** These members (in a family) as the reminders need them: one statement for a page of deliveries. */
    async membersByIds(ids: number[]): Promise<FamilyPageMember[]> {
      if (!ids.length) return [];
      const result = await db.execute(sql`
        select id, family_id as "familyId", role, email, first_name as "firstName" from users
         where id = any(${`{${ids.map(Number).join(',')}}`}::int[]) and family_id is not null`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as FamilyPageMember[];
    },
    async listByFamily(familyId: number): Promise<UserWithFamily[]> {
      const rows = await withFamily()
        .where(eq(users.familyId, familyId))
        .orderBy(asc(users.role), asc(users.id));
      return rows.map(merge);
    },
    async countHeadChefs(familyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.role, 1)));
      return row?.n ?? 0;
    },
    /**
     * The user's row, locked until the transaction ends: a second request of the same user that wants
     * to change it waits here, then reads what the first one wrote (the session's copy may be older).
     */
    async lockById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    /**
     * The family's Head Chef ids, locked until the transaction ends: two Head Chefs demoting each
     * other at once cannot both see "another one remains".
     */
    async lockHeadChefs(familyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.role, 1)))
        .for('update');
      return rows.map((r) => r.id);
    },
    async create(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** Undefined when the user is gone, or is no longer at `expectedVersion` (db/versioned.ts). */
    async update(
      id: number,
      values: Partial<NewUser>,
      expectedVersion?: number,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set(values)
        .where(atVersion(users, id, expectedVersion))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
