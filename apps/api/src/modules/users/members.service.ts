import {
  type Actor,
  type CreateMemberBody,
  keepsAHeadChef,
  PASSWORD_UPDATED_MESSAGE,
  type UpdateMemberBody,
} from '@kitching/contracts';
import { translateUnique } from '../../db/unique-violation';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import type { AuthService } from '../auth/auth.service';
import type { SessionCache } from '../auth/session-cache';
import { userErrors } from './users.errors';
import { type NewUser, toUserDto, type UsersRepository, type UserWithFamily } from './users.repository';

/** A unique index hit by a member's insert or update: the address, else the username. */
const taken = { email: userErrors.emailTaken, '': userErrors.usernameTaken };

declare module '../../kernel/app-context' {
  interface AppServices {
    members: MembersService;
  }
}

export interface PasswordChange {
  newPassword: string;
  currentPassword?: string | undefined;
}

/**
 * The family-members use cases (spec 2.11, 7; shared/PERMISSIONS.md). Another family's member answers
 * 404 exactly like a missing one; a role that may not act answers 403; the last Head Chef is kept (409).
 */
export function membersService({
  users,
  run,
  auth,
  sessionCache,
}: {
  users: UsersRepository;
  run: ScopedRun<{ users: UsersRepository }>;
  auth: Pick<AuthService, 'revokeSessions'>;
  sessionCache: SessionCache;
}) {
  /** The member, if the actor may see them: someone of the actor's family, or the actor themselves. */
  async function requireMember(actor: Actor, id: number): Promise<UserWithFamily> {
    const target = await users.findById(id);
    if (!target) throw userErrors.notFound();
    if (target.id === actor.id) return target;
    if (target.familyId == null) throw userErrors.notFound();
    authorize(actor, 'family.view', target.familyId, refuseWith(userErrors.notFound));
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
      authorize(actor, 'family.view', familyId);
      return (await users.listByFamily(familyId)).map(toUserDto);
    },

    /**
     * A member added by a Head Chef or Sous Chef. An email is treated as verified: the family invited
     * that address, and its owner signs in with a magic link (the only way to use it without a password).
     * A password can be given only where the Head Chef may set one: a member without an email.
     */
    async create(actor: Actor, familyId: number, body: CreateMemberBody) {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'members.add', body.role);
      const email = body.email ?? null;
      if (body.password) authorize(actor, 'members.set_password', { id: 0, role: body.role, email });
      await assertFree({ username: body.username, email });
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      return run(async ({ repos, emit }) => {
        const row = await translateUnique(
          repos.users.create({
            username: body.username,
            firstName: body.firstName,
            middleInitial: body.middleInitial ?? null,
            lastName: body.lastName,
            role: body.role,
            dietaryGoals: body.dietaryGoals ?? null,
            email,
            emailVerifiedAt: email ? new Date() : null,
            passwordHash,
            familyId,
          }),
          taken,
        );
        const member = toUserDto((await repos.users.findById(row.id))!);
        emit({ type: 'member.added', familyId, actorId: actor.id, details: { member } });
        return member;
      });
    },

    /**
     * Only the fields present change. A role change is checked against the policy and the last Head
     * Chef; an email change against canChangeEmail (before the uniqueness check, so a refused caller
     * learns nothing about other accounts' addresses). A member changed since `expectedVersion`
     * (If-Match) is refused (409 with the member as they are now), unchanged (db/versioned.ts).
     */
    async update(actor: Actor, id: number, body: UpdateMemberBody, expectedVersion?: number) {
      const target = await requireMember(actor, id);
      authorize(actor, 'members.edit', target);
      const conflict = (current: UserWithFamily) => userErrors.versionConflict(toUserDto(current));
      checkVersion(target, expectedVersion, conflict);
      // The edit dialog sends every field: the unchanged address (in any case) is not a change.
      const emailChanges =
        body.email !== undefined && (body.email ?? null) !== (target.email?.toLowerCase() ?? null);
      if (emailChanges)
        authorize(actor, 'members.change_email', { ...target, hasPassword: target.passwordHash != null });
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

      const member = await run(async ({ repos, emit }) => {
        if (roleChanges) {
          const headChefs = await repos.users.lockHeadChefs(target.familyId!);
          if (!keepsAHeadChef(headChefs.length, target, body.role!)) throw userErrors.lastHeadChef();
          authorize(actor, 'members.change_role', target, body.role!);
          values.role = body.role;
        }
        if (!Object.keys(values).length) return toUserDto(target);
        const row = await versionedUpdate({
          update: async () => {
            const row = await translateUnique(repos.users.update(target.id, values, expectedVersion), taken);
            return row && { ...row, family: target.family };
          },
          current: () => repos.users.findById(target.id),
          notFound: () => userErrors.notFound(),
          conflict,
        });
        const member = toUserDto(row);
        const changed = Object.keys(values).filter(
          (key) =>
            key !== 'emailVerifiedAt' && values[key as keyof NewUser] !== target[key as keyof UserWithFamily],
        );
        if (changed.length && member.familyId != null)
          emit({
            type: 'member.updated',
            familyId: member.familyId,
            actorId: actor.id,
            details: { member, changed },
          });
        return member;
      });
      sessionCache.forgetUser(target.id);
      return member;
    },

    /**
     * One's own password (the current one checked when one is set), or a member's without email by the
     * Head Chef. Changing one's own keeps this session and ends the others; setting a member's ends all
     * of theirs, so a child signed in elsewhere has to use the new password.
     */
    async setPassword(actor: Actor, id: number, body: PasswordChange, sessionToken: string | undefined) {
      const target = await requireMember(actor, id);
      authorize(actor, 'members.set_password', target);
      const own = target.id === actor.id;
      if (own && target.passwordHash) {
        if (!body.currentPassword) throw userErrors.currentPasswordRequired();
        if (!(await verifyPassword(body.currentPassword, target.passwordHash))) {
          throw userErrors.currentPasswordIncorrect();
        }
      }
      const passwordHash = await hashPassword(body.newPassword);
      await run(async (work) => {
        const { repos, emit } = work;
        const row = await repos.users.update(target.id, { passwordHash });
        if (!row) throw userErrors.notFound();
        await auth.revokeSessions(work, target.id, own && sessionToken ? sha256(sessionToken) : undefined);
        if (row.familyId != null)
          emit({
            type: 'member.password_set',
            familyId: row.familyId,
            actorId: actor.id,
            details: { member: toUserDto({ ...row, family: target.family }) },
          });
      });
      sessionCache.forgetUser(target.id);
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  };
}
export type MembersService = ReturnType<typeof membersService>;
