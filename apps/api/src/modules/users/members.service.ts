import {
  type Actor,
  type CreateMemberBody,
  canAddMember,
  canChangeEmail,
  canChangeRole,
  canEditMember,
  canSetPassword,
  canViewFamily,
  keepsAHeadChef,
  PASSWORD_UPDATED_MESSAGE,
  rolesToAdd,
  type UpdateMemberBody,
} from '@kitching/contracts';
import type { Db } from '../../db/client';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { authRepository } from '../auth/auth.repository';
import type { SessionCache } from '../auth/session-cache';
import { familyErrors } from '../families/families.errors';
import { familiesRepository } from '../families/families.repository';
import { userErrors } from './users.errors';
import { type NewUser, toUserDto, type UserWithFamily, usersRepository } from './users.repository';

/** Which unique index a failed insert or update hit (both drivers put the name on the error or its cause). */
function uniqueViolation(error: unknown): 'email' | 'username' | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return undefined;
  const constraint = `${e?.constraint ?? ''}${e?.cause?.constraint ?? ''}${String(error)}`;
  return constraint.includes('email') ? 'email' : 'username';
}

const conflictFor = (error: unknown) => {
  const which = uniqueViolation(error);
  if (which === 'email') return userErrors.emailTaken();
  if (which === 'username') return userErrors.usernameTaken();
  return error;
};

export interface PasswordChange {
  newPassword: string;
  currentPassword?: string | undefined;
}

/**
 * The family-members use cases (spec 2.11, 7; shared/PERMISSIONS.md). Another family's member answers
 * 404 exactly like a missing one; a role that may not act answers 403; the last Head Chef is kept (409).
 */
export function membersService({ db, sessionCache }: { db: Db; sessionCache: SessionCache }) {
  const users = usersRepository({ db });
  const families = familiesRepository({ db });
  const sessions = authRepository({ db });

  async function requireFamily(actor: Actor, familyId: number) {
    if (!canViewFamily(actor, familyId) || !(await families.findById(familyId)))
      throw familyErrors.notFound();
  }

  /** The member, if the actor may see them: someone of the actor's family, or the actor themselves. */
  async function requireMember(actor: Actor, id: number): Promise<UserWithFamily> {
    const target = await users.findById(id);
    if (!target) throw userErrors.notFound();
    if (target.id === actor.id) return target;
    if (target.familyId == null || !canViewFamily(actor, target.familyId)) throw userErrors.notFound();
    return target;
  }

  async function assertFree(values: { username?: string | null; email?: string | null }, selfId?: number) {
    if (values.username) {
      const other = await users.findByUsername(values.username);
      if (other && other.id !== selfId) throw userErrors.usernameTaken();
    }
    if (values.email) {
      const other = await users.findByEmail(values.email);
      if (other && other.id !== selfId) throw userErrors.emailTaken();
    }
  }

  return {
    /** Sorted by role, then by who joined first (spec 2.11). */
    async list(actor: Actor, familyId: number) {
      await requireFamily(actor, familyId);
      return (await users.listByFamily(familyId)).map(toUserDto);
    },

    /**
     * A member added by a Head Chef or Sous Chef. An email is treated as verified: the family invited
     * that address, and its owner signs in with a magic link (the only way to use it without a password).
     * A password can be given only where the Head Chef may set one: a member without an email.
     */
    async create(actor: Actor, familyId: number, body: CreateMemberBody) {
      await requireFamily(actor, familyId);
      if (!canAddMember(actor, body.role)) {
        // One who may add some roles was refused this one: a Head Chef (the only role kept from them).
        throw rolesToAdd(actor).length ? userErrors.addHeadChefForbidden() : userErrors.addForbidden();
      }
      const email = body.email ?? null;
      if (body.password && !canSetPassword(actor, { id: 0, role: body.role, email })) {
        throw userErrors.passwordForbidden();
      }
      await assertFree({ username: body.username, email });
      let id: number;
      try {
        const row = await users.create({
          username: body.username,
          firstName: body.firstName,
          middleInitial: body.middleInitial ?? null,
          lastName: body.lastName,
          role: body.role,
          dietaryGoals: body.dietaryGoals ?? null,
          email,
          emailVerifiedAt: email ? new Date() : null,
          passwordHash: body.password ? await hashPassword(body.password) : null,
          familyId,
        });
        id = row.id;
      } catch (error) {
        throw conflictFor(error);
      }
      return toUserDto((await users.findById(id))!);
    },

    /**
     * Only the fields present change. A role change is checked against the policy and the last Head
     * Chef; an email change against canChangeEmail (before the uniqueness check, so a refused caller
     * learns nothing about other accounts' addresses). A member changed since `expectedVersion`
     * (If-Match) is refused (409 with the member as they are now), unchanged (db/versioned.ts).
     */
    async update(actor: Actor, id: number, body: UpdateMemberBody, expectedVersion?: number) {
      const target = await requireMember(actor, id);
      if (!canEditMember(actor, target)) throw userErrors.editForbidden();
      const conflict = (current: UserWithFamily) => userErrors.versionConflict(toUserDto(current));
      checkVersion(target, expectedVersion, conflict);
      // The edit dialog sends every field: the unchanged address (in any case) is not a change.
      const emailChanges =
        body.email !== undefined && (body.email ?? null) !== (target.email?.toLowerCase() ?? null);
      if (emailChanges && !canChangeEmail(actor, { ...target, hasPassword: target.passwordHash != null })) {
        throw userErrors.emailForbidden();
      }
      const values: Partial<NewUser> = {};
      if (body.username !== undefined) values.username = body.username;
      if (body.firstName !== undefined) values.firstName = body.firstName;
      if (body.lastName !== undefined) values.lastName = body.lastName;
      if (body.middleInitial !== undefined) values.middleInitial = body.middleInitial;
      if (body.dietaryGoals !== undefined) values.dietaryGoals = body.dietaryGoals;
      if (emailChanges) {
        values.email = body.email;
        // One's own new address stays usable for password sign-in. An address the Head Chef gives a
        // child stays unverified until its owner signs in with a magic link sent to it (which verifies it).
        values.emailVerifiedAt = body.email && target.id === actor.id ? new Date() : null;
      }
      await assertFree({ username: values.username, email: values.email }, target.id);
      const roleChanges = body.role !== undefined && body.role !== target.role;

      try {
        await db.transaction(async (tx) => {
          const repo = usersRepository({ db: tx as Db });
          if (roleChanges) {
            const headChefs = await repo.lockHeadChefs(target.familyId!);
            if (!keepsAHeadChef(headChefs.length, target, body.role!)) throw userErrors.lastHeadChef();
            if (!canChangeRole(actor, target, body.role!)) throw userErrors.roleForbidden();
            values.role = body.role;
          }
          if (!Object.keys(values).length) return;
          await versionedUpdate({
            update: async () => {
              const row = await repo.update(target.id, values, expectedVersion);
              return row && { ...row, family: target.family };
            },
            current: () => repo.findById(target.id),
            notFound: () => userErrors.notFound(),
            conflict,
          });
        });
      } catch (error) {
        throw conflictFor(error);
      }
      sessionCache.forgetUser(target.id);
      return toUserDto((await users.findById(target.id))!);
    },

    /**
     * One's own password (the current one checked when one is set), or a member's without email by the
     * Head Chef. Changing one's own keeps this session and ends the others; setting a member's ends all
     * of theirs, so a child signed in elsewhere has to use the new password.
     */
    async setPassword(actor: Actor, id: number, body: PasswordChange, sessionToken: string | undefined) {
      const target = await requireMember(actor, id);
      if (!canSetPassword(actor, target)) throw userErrors.passwordForbidden();
      const own = target.id === actor.id;
      if (own && target.passwordHash) {
        if (!body.currentPassword) throw userErrors.currentPasswordRequired();
        if (!(await verifyPassword(body.currentPassword, target.passwordHash))) {
          throw userErrors.currentPasswordIncorrect();
        }
      }
      await users.update(target.id, { passwordHash: await hashPassword(body.newPassword) });
      await sessions.revokeUserSessions(target.id, own && sessionToken ? sha256(sessionToken) : undefined);
      sessionCache.forgetUser(target.id);
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  };
}
export type MembersService = ReturnType<typeof membersService>;
