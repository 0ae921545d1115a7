import type { ProfileSetupBody } from '@kitching/contracts';
import { translateUnique } from '../../db/unique-violation';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import type { SessionCache } from '../auth/session-cache';
import type { FamiliesService } from '../families/families.service';
import { userErrors } from './users.errors';
import { toUserDto, type UsersRepository, type UserWithFamily } from './users.repository';
import { usersTransfer } from './users-transfer';

declare module '../../kernel/app-context' {
  interface AppServices {
    users: UsersService;
  }
}

export function usersService({
  users,
  families,
  run,
  sessionCache,
}: {
  users: UsersRepository;
  families: Pick<FamiliesService, 'find'>;
  run: ScopedRun<{ users: UsersRepository }>;
  sessionCache: SessionCache;
}) {
  async function assertUsernameFree(username: string, selfId?: number) {
    const other = await users.findByUsername(username);
    if (other && other.id !== selfId) throw userErrors.usernameTaken();
  }

  return {
    ...usersTransfer(run),
    /** Family creation (the families domain's unit of work): the user's row, locked, or undefined. */
    lockForFamily: (tx: Tx, id: number) => run.join(tx).repos.users.lockById(id),

    /** Family creation: its creator joins it as its Head Chef. */
    joinAsHeadChef: (tx: Tx, id: number, familyId: number) =>
      run.join(tx).repos.users.update(id, { familyId, role: 1 }),

    assertUsernameFree,

    /** Reminders (issue 26; no actor: the scheduler): the members of the next page of families. */
    familyPage: (afterFamilyId: number, limit: number) => users.familyPage(afterFamilyId, limit),

    /** A member by id with their family (reminders: own-only routes, the recipient's address). */
    findMember: (id: number) => users.findById(id),
    /** Members by id, in a family (the reminders' deliveries: one read a page). */
    membersByIds: (ids: number[]) => users.membersByIds(ids),

    /** The signed-in user as the session resolved them (one query, or none when cached). */
    profile(user: UserWithFamily) {
      return toUserDto(user);
    },

    /**
     * Profile setup. The family must be one the caller created or already belongs to; the role is
     * never taken from the body: the family's creator is Head Chef, anyone else keeps their role. The
     * first setup is the member joining the family (member.joined); a later one updates the profile.
     */
    async setupProfile(actor: UserWithFamily, body: ProfileSetupBody) {
      let familyId = actor.familyId;
      let role = actor.role;
      // Naming one's own family changes nothing; another one is joined, when the policy allows it.
      if (body.familyId && body.familyId !== actor.familyId) {
        const family = await families.find(body.familyId);
        authorize(actor, 'family.join', family);
        familyId = family!.id;
        role = 1;
      }
      await assertUsernameFree(body.username, actor.id);
      const member = await run(async ({ repos, emit }) => {
        const values = {
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          middleInitial: body.middleInitial ?? null,
          dietaryGoals: body.dietaryGoals ?? null,
          familyId,
          role,
        };
        const row = await translateUnique(repos.users.update(actor.id, values), {
          '': userErrors.usernameTaken,
        });
        if (!row) throw userErrors.notFound();
        const user = await repos.users.findById(actor.id);
        if (!user) throw userErrors.notFound();
        const member = toUserDto(user);
        if (familyId != null) {
          const base = { familyId, actorId: actor.id };
          if (!actor.username) emit({ ...base, type: 'member.joined', details: { member } });
          else {
            const changed = Object.keys(values).filter(
              (key) => values[key as keyof typeof values] !== actor[key as keyof UserWithFamily],
            );
            if (changed.length) emit({ ...base, type: 'member.updated', details: { member, changed } });
          }
        }
        return member;
      });
      sessionCache.forgetUser(actor.id);
      return member;
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
