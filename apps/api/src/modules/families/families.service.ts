import {
  type Actor,
  type CreateFamilyBody,
  canRenameFamily,
  canViewFamily,
  type Family,
} from '@kitching/contracts';
import type { Db } from '../../db/client';
import type { SessionCache } from '../auth/session-cache';
import { usersRepository } from '../users/users.repository';
import { familyErrors } from './families.errors';
import { familiesRepository, toFamilyDto } from './families.repository';

export function familiesService({ db, sessionCache }: { db: Db; sessionCache: SessionCache }) {
  const families = familiesRepository({ db });

  /** The family, if the actor belongs to it; otherwise 404, exactly like a missing one. */
  async function requireFamily(actor: Actor, familyId: number) {
    if (!canViewFamily(actor, familyId)) throw familyErrors.notFound();
    const family = await families.findById(familyId);
    if (!family) throw familyErrors.notFound();
    return family;
  }

  return {
    requireFamily,

    /**
     * The creator joins the new family as its Head Chef (role set here, never from the body). One family
     * per creator until profile setup: a repeat (a double submit, or setup retried after a failed
     * profile step) answers the family made first, `created` false; once the profile is set up, or for
     * a member of someone else's family, it is 409. The user's row is locked for the check and the
     * insert, so requests racing each other queue there and the later ones see the first one's family:
     * the session's familyId cannot tell, being read before the race.
     */
    async create(actor: Actor, body: CreateFamilyBody): Promise<{ family: Family; created: boolean }> {
      const result = await db.transaction(async (tx) => {
        const users = usersRepository({ db: tx as Db });
        const repo = familiesRepository({ db: tx as Db });
        const me = await users.lockById(actor.id);
        if (!me) throw familyErrors.notFound();
        if (me.familyId) {
          const first = await repo.findById(me.familyId);
          if (first?.createdBy === me.id && !me.username) return { family: first, created: false };
          throw familyErrors.alreadyInFamily();
        }
        const family = await repo.create({
          name: body.name,
          familySize: body.familySize ?? null,
          createdBy: actor.id,
        });
        await users.update(actor.id, { familyId: family.id, role: 1 });
        return { family, created: true };
      });
      sessionCache.forgetUser(actor.id);
      return { family: toFamilyDto(result.family), created: result.created };
    },

    async get(actor: Actor, familyId: number) {
      return toFamilyDto(await requireFamily(actor, familyId));
    },

    async rename(actor: Actor, familyId: number, name: string) {
      await requireFamily(actor, familyId);
      if (!canRenameFamily(actor)) throw familyErrors.renameForbidden();
      const row = await families.rename(familyId, name);
      sessionCache.forgetFamily(familyId);
      return toFamilyDto(row!);
    },
  };
}
export type FamiliesService = ReturnType<typeof familiesService>;
