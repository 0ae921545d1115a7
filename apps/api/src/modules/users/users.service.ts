import type { ProfileSetupBody } from '@kitching/contracts';
import type { Db } from '../../db/client';
import type { SessionCache } from '../auth/session-cache';
import { familiesRepository } from '../families/families.repository';
import { userErrors } from './users.errors';
import { toUserDto, type UserWithFamily, usersRepository } from './users.repository';

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function usersService({ db, sessionCache }: { db: Db; sessionCache: SessionCache }) {
  const users = usersRepository({ db });
  const families = familiesRepository({ db });

  async function assertUsernameFree(username: string, selfId?: number) {
    const other = await users.findByUsername(username);
    if (other && other.id !== selfId) throw userErrors.usernameTaken();
  }

  return {
    assertUsernameFree,

    /** The signed-in user as the session resolved them (one query, or none when cached). */
    profile(user: UserWithFamily) {
      return toUserDto(user);
    },

    /**
     * Profile setup. The family must be one the caller created or already belongs to; the role is
     * never taken from the body: the family's creator is Head Chef, anyone else keeps their role.
     */
    async setupProfile(actor: UserWithFamily, body: ProfileSetupBody) {
      let familyId = actor.familyId;
      let role = actor.role;
      if (body.familyId && body.familyId !== actor.familyId) {
        const family = await families.findById(body.familyId);
        if (!family || family.createdBy !== actor.id || actor.familyId) throw userErrors.familyNotAllowed();
        familyId = family.id;
        role = 1;
      }
      await assertUsernameFree(body.username, actor.id);
      try {
        await users.update(actor.id, {
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          middleInitial: body.middleInitial ?? null,
          dietaryGoals: body.dietaryGoals ?? null,
          familyId,
          role,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw userErrors.usernameTaken();
        throw error;
      }
      sessionCache.forgetUser(actor.id);
      const user = await users.findById(actor.id);
      if (!user) throw userErrors.notFound();
      return toUserDto(user);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
