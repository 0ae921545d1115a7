import { type Actor, type CreateFamilyBody, canRenameFamily, canViewFamily } from '@kitching/contracts';
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

    /** The creator joins the new family as its Head Chef (role set here, never from the body). */
    async create(actor: Actor, body: CreateFamilyBody) {
      if (actor.familyId) throw familyErrors.alreadyInFamily();
      const family = await db.transaction(async (tx) => {
        const family = await familiesRepository({ db: tx as Db }).create({
          name: body.name,
          familySize: body.familySize ?? null,
          createdBy: actor.id,
        });
        await usersRepository({ db: tx as Db }).update(actor.id, { familyId: family.id, role: 1 });
        return toFamilyDto(family);
      });
      sessionCache.forgetUser(actor.id);
      return family;
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
